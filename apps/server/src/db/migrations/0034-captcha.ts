import type { Kysely } from 'kysely';

/*
 * The proof-of-work challenges already redeemed (decision 045): one row per challenge, keyed by
 * its signature, so a solution is accepted once across every server process (the insert that
 * conflicts is the reuse). Rows are purged once the challenge has expired (the hold sweeper's
 * round); the index finds them. db/tables/captcha.ts documents the columns.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captcha_redemption')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('redeemed_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('captcha_redemption_expires_at')
    .on('captcha_redemption')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_redemption').execute();
}
