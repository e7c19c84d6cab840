import type { Kysely } from 'kysely';

/*
 * The member who made a booking (decision 032): `reservation.member_id`, null for a guest's
 * booking. It has no foreign key to `member`: the member service keeps its own tables and may move
 * out on its own (decision 028), so the booking module stores the token's member id as it came,
 * the way the points ledger names its bookings without referencing them. Indexed for a member's
 * booking histories.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation').addColumn('member_id', 'text').execute();
  await db.schema
    .createIndex('reservation_member_created')
    .on('reservation')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservation_member_created').execute();
  await db.schema.alterTable('reservation').dropColumn('member_id').execute();
}
