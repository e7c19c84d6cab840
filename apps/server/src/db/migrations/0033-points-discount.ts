import { sql, type Kysely } from 'kysely';

/*
 * Loyalty points spent as a discount on a booking (decision 037). The booking records the
 * redemption beside its money, as it records its fee: the points spent, what they take off
 * (`points_discount`, never one of the charges: `total_amount` stays what the booking costs), the
 * points ledger's reference of the redemption, and when the points went back to the member after
 * the booking was cancelled or never paid. db/tables/reservations.ts documents the columns.
 * A partial index finds the cancelled bookings whose points are still to give back.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('reservation')
    .addColumn('points_redeemed', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`points_redeemed >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('reservation')
    .addColumn('points_discount', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`points_discount >= 0`),
    )
    .execute();
  await db.schema.alterTable('reservation').addColumn('points_reference', 'text').execute();
  await db.schema.alterTable('reservation').addColumn('points_returned_at', 'text').execute();
  await db.schema
    .createIndex('reservation_points_to_return')
    .on('reservation')
    .column('status')
    .where(sql.ref('points_reference'), 'is not', null)
    .where(sql.ref('points_returned_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservation_points_to_return').execute();
  for (const column of ['points_returned_at', 'points_reference', 'points_discount', 'points_redeemed']) {
    await db.schema.alterTable('reservation').dropColumn(column).execute();
  }
}
