import { sql, type Kysely } from 'kysely';

/*
 * Loyalty points (decision 030); db/tables/points.ts documents the columns.
 *
 * `member_id` has no foreign key: the member table arrives with the identity work (0025-members),
 * and the points keep to their own tables so the member service can move out on its own. Nor do
 * the booking columns reference `reservation` or `flight`: they name where a credit came from.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('points_entry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('qualifying_points', 'integer', (col) => col.notNull())
    .addColumn('reservation_id', 'text')
    .addColumn('passenger_key', 'text')
    .addColumn('flight_id', 'integer')
    .addColumn('locator', 'text')
    .addColumn('flight_label', 'text')
    .addColumn('flown_at', 'text')
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('points_entry_kind', sql`kind in ('earn', 'redeem', 'claim', 'expire', 'adjust')`)
    .addCheckConstraint('points_entry_not_zero', sql`points <> 0`)
    .addCheckConstraint(
      'points_entry_flight',
      sql`kind not in ('earn', 'claim') or (points > 0 and qualifying_points >= 0
        and reservation_id is not null and passenger_key is not null and flight_id is not null
        and flown_at is not null)`,
    )
    .addCheckConstraint('points_entry_qualifying', sql`kind in ('earn', 'claim') or qualifying_points = 0`)
    .addCheckConstraint('points_entry_redeem', sql`kind not in ('redeem', 'expire') or points < 0`)
    .addCheckConstraint('points_entry_redeem_reference', sql`kind <> 'redeem' or reference is not null`)
    // A segment is credited once, whether earned or claimed (NULLs, for other kinds, never clash).
    .addUniqueConstraint('points_entry_segment', ['reservation_id', 'passenger_key', 'flight_id'])
    // A redemption, and the adjustment giving it back, once per reference.
    .addUniqueConstraint('points_entry_reference', ['kind', 'reference'])
    .execute();
  await db.schema
    .createIndex('points_entry_member_created')
    .on('points_entry')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('points_entry_member_flown')
    .on('points_entry')
    .columns(['member_id', 'flown_at'])
    .execute();
  await db.schema
    .createTable('points_account')
    .addColumn('member_id', 'text', (col) => col.primaryKey())
    .addColumn('balance', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('points_account_balance', sql`balance >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('points_account').execute();
  await db.schema.dropTable('points_entry').execute();
}
