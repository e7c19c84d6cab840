import { type Kysely } from 'kysely';

/*
 * The national digital ID and the app's hand-off (decision 035); db/tables/national-id.ts
 * documents the columns. The member's link and the hand-off refer to `member.id`; the VNeID
 * simulator's authorizations are the sandbox's own.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_national_id')
    .addColumn('member_id', 'text', (col) => col.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('scheme', 'text', (col) => col.notNull())
    .addColumn('id_number_hash', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'text', (col) => col.notNull())
    .addColumn('linked_at', 'text', (col) => col.notNull())
    .execute();
  // One member per national ID in a scheme: a citizen may hold a Skyclub and a SkyJoy account.
  await db.schema
    .createIndex('member_national_id_scheme_hash_unique')
    .on('member_national_id')
    .columns(['scheme', 'id_number_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('member_hand_off')
    .addColumn('session_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('sandbox_vneid_authorization')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('session_state', 'text', (col) => col.notNull())
    .addColumn('encrypt_key', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text')
    .addColumn('citizen', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('access_token_hash', 'text', (col) => col.unique())
    .addColumn('access_expires_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_vneid_authorization').execute();
  await db.schema.dropTable('member_hand_off').execute();
  await db.schema.dropTable('member_national_id').execute();
}
