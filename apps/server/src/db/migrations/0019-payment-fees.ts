import { sql, type Kysely } from 'kysely';

// What a Paid booking was charged (issue 20): the payment's fee is recorded on the booking beside
// what was captured, so every document can show the fee as its own line and a Paid amount equal
// to the money taken. db/tables/reservations.ts documents the columns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation')
    .addColumn('fee_amount', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`fee_amount >= 0`),
    )
    .execute();
  // Bookings paid before: paid_amount held the booking's total; the capture says what was taken.
  await sql`update reservation
    set fee_amount = (select payment.fee from payment
        where payment.reservation_id = reservation.id and payment.status = 'SUCCESSFUL' and payment.refunded_at is null),
      paid_amount = (select payment.amount from payment
        where payment.reservation_id = reservation.id and payment.status = 'SUCCESSFUL' and payment.refunded_at is null)
    where status = 'Paid' and exists (select 1 from payment
        where payment.reservation_id = reservation.id and payment.status = 'SUCCESSFUL' and payment.refunded_at is null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update reservation set paid_amount = total_amount where status = 'Paid'`.execute(db);
  await db.schema.alterTable('reservation').dropColumn('fee_amount').execute();
}
