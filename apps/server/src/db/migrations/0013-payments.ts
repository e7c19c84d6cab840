import { sql, type Kysely } from 'kysely';

// Payments of reservations and vouchers (db/tables/payments.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservation.id'))
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('fee', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('gateway_ref', 'text')
    .addColumn('gateway_code', 'text')
    .addColumn('message_key', 'text')
    .addColumn('card_token', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('hold_reacquired_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refund_reason', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'payment_status',
      sql`status in ('AUTHORIZED', 'REFUSED', 'CANCELLED', 'PENDING', 'ERROR', 'INIT', 'PROCESSING', 'SUCCESSFUL', 'FAILURE')`,
    )
    .addCheckConstraint('payment_amount', sql`amount > 0 and fee >= 0 and fee <= amount`)
    .addCheckConstraint('payment_card_last4', sql`card_last4 is null or length(card_last4) = 4`)
    .execute();
  // design §5: a Paid booking has exactly one captured payment — never two SUCCESSFUL, unrefunded
  // payments of one reservation, on both engines.
  await db.schema
    .createIndex('payment_one_capture_per_reservation')
    .on('payment')
    .column('reservation_id')
    .unique()
    .where(sql.ref('status'), '=', 'SUCCESSFUL')
    .where(sql.ref('refunded_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('payment_reservation_idx')
    .on('payment')
    .columns(['reservation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('voucher')
    .addColumn('serial', 'text', (col) => col.primaryKey())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('pin_hash', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('redeemed_by', 'text', (col) => col.references('payment.id'))
    .addColumn('redeemed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('voucher_amount', sql`amount > 0`)
    .addCheckConstraint('voucher_redeemed', sql`(redeemed_by is null) = (redeemed_at is null)`)
    .execute();
  // A payment uses at most one voucher, a voucher serves at most one payment.
  await db.schema
    .createIndex('voucher_redeemed_by_unique')
    .on('voucher')
    .column('redeemed_by')
    .unique()
    .where(sql.ref('redeemed_by'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voucher').execute();
  await db.schema.dropTable('payment').execute();
}
