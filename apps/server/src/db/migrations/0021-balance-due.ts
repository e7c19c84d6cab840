import { sql, type Kysely } from 'kysely';

// A booking can owe money more than once (issue 22, "pay what is due"): its first payment, then
// the balance a later change (extras, another flight) adds. Each amount owed is a "due", numbered
// on the booking (due_sequence: 0 for the booking itself, raised by one with every change that adds
// charges); a payment records the due it was opened for. The one-capture rule becomes one capture
// per due: two payments for the same due can never both be kept, on both engines.
// db/tables/reservations.ts and db/tables/payments.ts document the columns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation')
    .addColumn('due_sequence', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`due_sequence >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('due_sequence', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`due_sequence >= 0`),
    )
    .execute();
  await db.schema.dropIndex('payment_one_capture_per_reservation').execute();
  await db.schema
    .createIndex('payment_one_capture_per_due')
    .on('payment')
    .columns(['reservation_id', 'due_sequence'])
    .unique()
    .where(sql.ref('status'), '=', 'SUCCESSFUL')
    .where(sql.ref('refunded_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_one_capture_per_due').execute();
  await db.schema
    .createIndex('payment_one_capture_per_reservation')
    .on('payment')
    .column('reservation_id')
    .unique()
    .where(sql.ref('status'), '=', 'SUCCESSFUL')
    .where(sql.ref('refunded_at'), 'is', null)
    .execute();
  await db.schema.alterTable('payment').dropColumn('due_sequence').execute();
  await db.schema.alterTable('reservation').dropColumn('due_sequence').execute();
}
