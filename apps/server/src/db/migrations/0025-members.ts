import { sql, type Kysely } from 'kysely';

// Loyalty members and their e-mail verification links (decision 028); db/tables/members.ts
// documents the columns. The wallet and the points ledger name a member by `member.id` too.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('scheme', 'text', (col) => col.notNull())
    .addColumn('member_code', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('family_name', 'text', (col) => col.notNull())
    .addColumn('middle_given_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('nationality', 'text')
    .addColumn('country', 'text')
    .addColumn('province', 'text')
    .addColumn('district', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('emergency_name', 'text')
    .addColumn('emergency_phone', 'text')
    .addColumn('emergency_relation', 'text')
    .addColumn('failed_sign_ins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('member_scheme', sql`scheme in ('skyclub', 'skyjoy')`)
    .addCheckConstraint('member_sign_in_name', sql`email is not null or phone is not null`)
    .addCheckConstraint('member_email_lower_case', sql`email is null or email = lower(email)`)
    .addCheckConstraint('member_failed_sign_ins', sql`failed_sign_ins >= 0`)
    .addCheckConstraint(
      'member_emergency_contact',
      sql`(emergency_name is null) = (emergency_phone is null) and (emergency_name is null) = (emergency_relation is null)`,
    )
    .execute();
  // One account per address and per phone number in a scheme (NULLs never collide).
  await db.schema
    .createIndex('member_scheme_email_unique')
    .on('member')
    .columns(['scheme', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_scheme_phone_unique')
    .on('member')
    .columns(['scheme', 'phone'])
    .unique()
    .execute();

  await db.schema
    .createTable('member_email_verification')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_email_verification_member_idx')
    .on('member_email_verification')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_email_verification').execute();
  await db.schema.dropTable('member').execute();
}
