import { sql, type Kysely } from 'kysely';

// The payment sandbox's own records: it stands in for outside gateways, so nothing here is read
// by the booking module (db/tables/sandbox.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_payment')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('merchant_ref', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('scenario', 'text', (col) => col.notNull())
    .addColumn('result_code', 'text')
    .addColumn('reason', 'text')
    .addColumn('payer_ref', 'text')
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('notify_url', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('settle_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('sandbox_payment_gateway', sql`gateway in ('card', 'vnpay', 'payLater', 'hdbank')`)
    .addCheckConstraint(
      'sandbox_payment_status',
      sql`status in ('AUTHORIZED', 'REFUSED', 'CANCELLED', 'PENDING', 'ERROR', 'INIT', 'PROCESSING', 'SUCCESSFUL', 'FAILURE')`,
    )
    .addCheckConstraint('sandbox_payment_amount', sql`amount > 0`)
    .execute();
  // A merchant reference names one payment per gateway and merchant (VNPay's duplicate TxnRef).
  await db.schema
    .createIndex('sandbox_payment_merchant_ref_unique')
    .on('sandbox_payment')
    .columns(['gateway', 'merchant_code', 'merchant_ref'])
    .unique()
    .execute();
  // The sweeper's question: payments that settle by themselves once their time comes.
  await db.schema
    .createIndex('sandbox_payment_settle_idx')
    .on('sandbox_payment')
    .column('settle_at')
    .where(sql.ref('settle_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('sandbox_payment_payer_idx')
    .on('sandbox_payment')
    .columns(['gateway', 'payer_ref', 'created_at'])
    .execute();

  await db.schema
    .createTable('sandbox_card_token')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('fingerprint', 'text', (col) => col.notNull().unique())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('expiry_month', 'integer', (col) => col.notNull())
    .addColumn('expiry_year', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('sandbox_card_token_last4', sql`length(last4) = 4`)
    .execute();

  await db.schema
    .createTable('sandbox_otp_challenge')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique().references('sandbox_payment.id'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('wrong_attempts', 'integer', (col) => col.notNull())
    .addColumn('resends', 'integer', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'sandbox_otp_challenge_attempts',
      sql`wrong_attempts between 0 and 5 and resends >= 0`,
    )
    .execute();

  await db.schema
    .createTable('sandbox_sms')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('challenge_id', 'text', (col) => col.references('sandbox_otp_challenge.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_sms_phone_idx')
    .on('sandbox_sms')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('sandbox_sms_created_idx').on('sandbox_sms').column('created_at').execute();

  await db.schema
    .createTable('sandbox_notification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().references('sandbox_payment.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_answer', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('delivered_at', 'text')
    .addCheckConstraint('sandbox_notification_kind', sql`kind in ('signedPost', 'vnpayIpn')`)
    .addCheckConstraint('sandbox_notification_state', sql`state in ('pending', 'delivered', 'abandoned')`)
    .addCheckConstraint(
      'sandbox_notification_schedule',
      sql`(state = 'pending') = (next_attempt_at is not null) and (state = 'delivered') = (delivered_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('sandbox_notification_due_idx')
    .on('sandbox_notification')
    .column('next_attempt_at')
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('sandbox_notification_payment_idx')
    .on('sandbox_notification')
    .column('payment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_notification',
    'sandbox_sms',
    'sandbox_otp_challenge',
    'sandbox_card_token',
    'sandbox_payment',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
