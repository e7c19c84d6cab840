import { sql, type Kysely } from 'kysely';

// Cancelling a paid booking (decision 022): a voucher gets a balance so a credit shell can pay
// several bookings until it is spent; every spend is a voucher_redemption row; a refund may be
// less than the payment (refund_amount); the booking's cancellation is one reservation_cancellation
// row. db/tables/payments.ts and db/tables/reservations.ts document every column.

export async function up(db: Kysely<unknown>): Promise<void> {
  // New columns with defaults and column checks: both engines add them in place.
  await db.schema
    .alterTable('voucher')
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('prepaid')
        .check(sql`kind in ('prepaid', 'creditShell')`),
    )
    .execute();
  await db.schema
    .alterTable('voucher')
    .addColumn('balance', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .execute();
  // A prepaid voucher not used yet still holds its face value; a used one holds nothing.
  await sql`update voucher set balance = amount where redeemed_at is null`.execute(db);

  await db.schema
    .createTable('voucher_redemption')
    .addColumn('payment_id', 'text', (col) => col.primaryKey().references('payment.id'))
    .addColumn('serial', 'text', (col) => col.notNull().references('voucher.serial'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('voucher_redemption_amount', sql`amount > 0`)
    .execute();
  await db.schema
    .createIndex('voucher_redemption_serial_idx')
    .on('voucher_redemption')
    .column('serial')
    .execute();
  // Vouchers used before: their whole face value went to the one payment.
  await sql`insert into voucher_redemption (payment_id, serial, amount, created_at)
    select redeemed_by, serial, amount, redeemed_at from voucher where redeemed_by is not null`.execute(db);

  await db.schema
    .alterTable('payment')
    .addColumn('refund_amount', 'bigint', (col) => col.check(sql`refund_amount is null or refund_amount > 0`))
    .execute();

  await db.schema
    .createTable('reservation_cancellation')
    .addColumn('reservation_id', 'text', (col) => col.primaryKey().references('reservation.id'))
    .addColumn('resolution', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('fee', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('credit_serial', 'text', (col) => col.unique().references('voucher.serial'))
    .addColumn('refund_payment_id', 'text', (col) => col.unique().references('payment.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('reservation_cancellation_resolution', sql`resolution in ('credit', 'refund')`)
    .addCheckConstraint('reservation_cancellation_amounts', sql`amount > 0 and fee >= 0`)
    .addCheckConstraint(
      'reservation_cancellation_outcome',
      sql`(resolution = 'credit' and credit_serial is not null and refund_payment_id is null)
        or (resolution = 'refund' and refund_payment_id is not null and credit_serial is null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reservation_cancellation').execute();
  await db.schema.alterTable('payment').dropColumn('refund_amount').execute();
  await db.schema.dropTable('voucher_redemption').execute();
  await db.schema.alterTable('voucher').dropColumn('balance').execute();
  await db.schema.alterTable('voucher').dropColumn('kind').execute();
}
