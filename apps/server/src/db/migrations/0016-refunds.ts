import { sql, type Kysely } from 'kysely';

// Refunds executed at the gateway (issue 5, decision 009). The merchant's payment says where its
// refund is (refund_state, tried by the refund worker); the sandbox gateways keep the refunds they
// made (sandbox_refund), one per payment, found again by the merchant's refund request id.
// db/tables/payments.ts and db/tables/sandbox.ts document every column.

export async function up(db: Kysely<unknown>): Promise<void> {
  // New nullable columns with a column check: both engines add them in place, no rebuild.
  await db.schema
    .alterTable('payment')
    .addColumn('refund_state', 'text', (col) =>
      col.check(sql`refund_state in ('pending', 'done', 'failed', 'manual')`),
    )
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('refund_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payment').addColumn('refund_next_attempt_at', 'text').execute();
  await db.schema.alterTable('payment').addColumn('refund_gateway_ref', 'text').execute();
  await db.schema.alterTable('payment').addColumn('refund_error', 'text').execute();
  // Refunds recorded before this migration were never sent to a gateway: they are owed.
  await sql`update payment set refund_state = 'pending', refund_next_attempt_at = refunded_at where refunded_at is not null`.execute(
    db,
  );
  // The worker's question: refunds due for an attempt.
  await db.schema
    .createIndex('payment_refund_due_idx')
    .on('payment')
    .column('refund_next_attempt_at')
    .where(sql.ref('refund_state'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('sandbox_refund')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique().references('sandbox_payment.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('request_digest', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('sandbox_refund_gateway', sql`gateway in ('card', 'vnpay', 'payLater', 'hdbank')`)
    .addCheckConstraint('sandbox_refund_amount', sql`amount > 0`)
    .execute();
  // One request id names one refund per gateway and merchant (a replay answers the same).
  await db.schema
    .createIndex('sandbox_refund_request_unique')
    .on('sandbox_refund')
    .columns(['gateway', 'merchant_code', 'request_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_refund').execute();
  await db.schema.dropIndex('payment_refund_due_idx').execute();
  for (const column of [
    'refund_error',
    'refund_gateway_ref',
    'refund_next_attempt_at',
    'refund_attempts',
    'refund_state',
  ]) {
    await db.schema.alterTable('payment').dropColumn(column).execute();
  }
}
