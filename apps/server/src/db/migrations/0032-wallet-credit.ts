import { sql, type Kysely } from 'kysely';

/*
 * A cancellation's credit may go into the member's wallet instead of a credit shell (decision
 * 033): reservation_cancellation gains `credit_wallet_member_id`, and its outcome check lets a
 * credit name either a credit shell's serial or the wallet's member (one of the two). SQLite
 * cannot change a table's checks in place, so both engines rebuild the table the same way: a new
 * one, the rows copied, the old one dropped and the new one renamed (nothing references it).
 * Also the wallet's top-ups through a payment method (wallet_top_up).
 */

async function createCancellationTable(
  db: Kysely<unknown>,
  name: string,
  options: { walletCredit: boolean },
): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('reservation_id', 'text', (col) => col.primaryKey().references('reservation.id'))
    .addColumn('resolution', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('fee', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('credit_serial', 'text', (col) => col.unique().references('voucher.serial'))
    .addColumn('refund_payment_id', 'text', (col) => col.unique().references('payment.id'));
  if (options.walletCredit) table = table.addColumn('credit_wallet_member_id', 'text');
  await table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('reservation_cancellation_resolution', sql`resolution in ('credit', 'refund')`)
    .addCheckConstraint('reservation_cancellation_amounts', sql`amount > 0 and fee >= 0`)
    .addCheckConstraint(
      'reservation_cancellation_outcome',
      options.walletCredit
        ? sql`(resolution = 'credit' and refund_payment_id is null
              and (credit_serial is null) <> (credit_wallet_member_id is null))
            or (resolution = 'refund' and refund_payment_id is not null and credit_serial is null
              and credit_wallet_member_id is null)`
        : sql`(resolution = 'credit' and credit_serial is not null and refund_payment_id is null)
            or (resolution = 'refund' and refund_payment_id is not null and credit_serial is null)`,
    )
    .execute();
}

const COLUMNS = sql.raw(
  'reservation_id, resolution, amount, fee, currency, credit_serial, refund_payment_id, created_at',
);

async function rebuild(db: Kysely<unknown>, walletCredit: boolean): Promise<void> {
  await createCancellationTable(db, 'reservation_cancellation_next', { walletCredit });
  await sql`insert into reservation_cancellation_next (${COLUMNS})
    select ${COLUMNS} from reservation_cancellation`.execute(db);
  await db.schema.dropTable('reservation_cancellation').execute();
  await db.schema.alterTable('reservation_cancellation_next').renameTo('reservation_cancellation').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
  // A wallet top-up through a payment method: its id is the gateway's order and the wallet's reference.
  await db.schema
    .createTable('wallet_top_up')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('gateway_ref', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('wallet_top_up_amount', sql`amount > 0`)
    .addCheckConstraint('wallet_top_up_method', sql`method in ('VNPAYQR', 'NP')`)
    .addCheckConstraint('wallet_top_up_status', sql`status in ('PENDING', 'CREDITED', 'FAILED')`)
    .execute();
  await db.schema
    .createIndex('wallet_top_up_member_created')
    .on('wallet_top_up')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_top_up').execute();
  // A credit that went into a wallet has no credit shell to point at: those rows go.
  await sql`delete from reservation_cancellation where credit_wallet_member_id is not null`.execute(db);
  await rebuild(db, false);
}
