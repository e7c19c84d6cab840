import { sql, type Kysely } from 'kysely';

/*
 * A member's family members and saved cards (requirements §3 "Other member entities"; decision
 * 031); db/tables/member-extras.ts documents the columns. Both name their member by `member.id`
 * and go with the account.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_family')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('middle_name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'text', (col) => col.notNull())
    .addColumn('nationality', 'text', (col) => col.notNull())
    .addColumn('document_number', 'text')
    .addColumn('document_expiry', 'text')
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // The limit per member lives in the schema: ten numbered places, each taken once.
    .addCheckConstraint('member_family_slot', sql`slot between 1 and 10`)
    .addCheckConstraint('member_family_title', sql`title in ('Mr', 'Mrs', 'Ms')`)
    .addCheckConstraint('member_family_gender', sql`gender in ('male', 'female', 'other')`)
    .addCheckConstraint(
      'member_family_relation',
      sql`relation in ('couple', 'parents', 'children', 'siblings', 'guardian', 'relative', 'friend', 'other')`,
    )
    .addCheckConstraint('member_family_document', sql`document_expiry is null or document_number is not null`)
    .addUniqueConstraint('member_family_member_slot', ['member_id', 'slot'])
    .execute();

  await db.schema
    .createTable('member_card')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('expiry_month', 'integer', (col) => col.notNull())
    .addColumn('expiry_year', 'integer', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('gateway_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('member_card_last4', sql`length(last4) = 4`)
    .addCheckConstraint('member_card_expiry_month', sql`expiry_month between 1 and 12`)
    .addCheckConstraint('member_card_expiry_year', sql`expiry_year between 2000 and 2200`)
    // A gateway's token is saved once; saving it again is the same card.
    .addUniqueConstraint('member_card_gateway_token', ['gateway', 'gateway_token'])
    .execute();
  await db.schema
    .createIndex('member_card_member_created')
    .on('member_card')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_card').execute();
  await db.schema.dropTable('member_family').execute();
}
