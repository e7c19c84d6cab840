import type { Kysely } from 'kysely';

/*
 * Tickets of the live profile channel (decision 034); db/tables/member-channel.ts documents the
 * columns. A ticket is a row for 30 seconds: taken by one DELETE … RETURNING, so two processes
 * given the same ticket cannot both open a socket with it.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_channel_ticket')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Expired tickets are swept by their expiry.
  await db.schema
    .createIndex('member_channel_ticket_expires')
    .on('member_channel_ticket')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_channel_ticket').execute();
}
