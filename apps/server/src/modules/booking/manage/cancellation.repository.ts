import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of a booking's cancellation record (reservation_cancellation, decision 022). */

export type CancellationRow = Database['reservation_cancellation'];
type Executor = Kysely<Database> | Transaction<Database>;

/** Writes the record in the cancelling transaction; its primary key allows one per booking. */
export async function insertCancellation(trx: Transaction<Database>, row: CancellationRow): Promise<void> {
  await trx.insertInto('reservation_cancellation').values(row).execute();
}

/** The booking's cancellation with the credit's balance and the refund's state, if it was Paid. */
export function findCancellation(db: Executor, reservationId: string) {
  return db
    .selectFrom('reservation_cancellation')
    .leftJoin('voucher', 'voucher.serial', 'reservation_cancellation.credit_serial')
    .leftJoin('payment', 'payment.id', 'reservation_cancellation.refund_payment_id')
    .select([
      'reservation_cancellation.resolution',
      'reservation_cancellation.amount',
      'reservation_cancellation.currency',
      'reservation_cancellation.credit_serial',
      'reservation_cancellation.credit_wallet_member_id',
      'voucher.balance as credit_balance',
      'voucher.expires_at as credit_expires_at',
      'payment.refund_state',
    ])
    .where('reservation_cancellation.reservation_id', '=', reservationId)
    .executeTakeFirst();
}
