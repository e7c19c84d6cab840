import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * SQL of vouchers (requirements §3 Voucher) and their spends: prepaid vouchers paying one booking,
 * credit shells paying bookings until their balance is spent (decision 022).
 */

export type VoucherRow = Database['voucher'];
type Executor = Kysely<Database> | Transaction<Database>;

export function findVoucher(db: Executor, serial: string): Promise<VoucherRow | undefined> {
  return db.selectFrom('voucher').selectAll().where('serial', '=', serial).executeTakeFirst();
}

/**
 * Spends `amount` of a live voucher for a payment, in the payment's transaction; true only for the
 * call that did. A prepaid voucher is used up whole and once (`redeemed_at is null`); a credit
 * shell's balance goes down by the amount. Either way the UPDATE is conditional on the balance
 * covering it, so two payments racing for the last of a balance cannot both take it (PostgreSQL
 * re-reads the row under its lock; SQLite's write transactions run one at a time), and the spend
 * is recorded as one voucher_redemption row.
 */
export async function spendVoucher(
  trx: Transaction<Database>,
  voucher: Pick<VoucherRow, 'serial' | 'kind' | 'amount'>,
  payment: { id: string; amount: number },
  now: Date,
): Promise<boolean> {
  const nowText = now.toISOString();
  const live = trx
    .updateTable('voucher')
    .where('serial', '=', voucher.serial)
    .where('balance', '>=', payment.amount)
    .where('expires_at', '>', nowText);
  const spent =
    voucher.kind === 'prepaid'
      ? await live
          .set({ balance: 0, redeemed_by: payment.id, redeemed_at: nowText })
          .where('redeemed_at', 'is', null)
          .executeTakeFirst()
      : await live.set((eb) => ({ balance: eb('balance', '-', payment.amount) })).executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) return false;
  await trx
    .insertInto('voucher_redemption')
    .values({
      payment_id: payment.id,
      serial: voucher.serial,
      amount: voucher.kind === 'prepaid' ? voucher.amount : payment.amount,
      created_at: nowText,
    })
    .execute();
  return true;
}

/** Writes a new voucher (a credit shell), in the caller's transaction. */
export async function insertVoucher(trx: Transaction<Database>, row: VoucherRow): Promise<void> {
  await trx.insertInto('voucher').values(row).execute();
}
