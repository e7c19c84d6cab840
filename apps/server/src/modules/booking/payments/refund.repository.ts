import type { RefundState } from '@skybook/contracts/payment-refunds';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { PaymentRow } from './payment.repository';

/**
 * SQL of refunds owed: the refund worker's queue on the payment rows (claimed and finished
 * conditionally on the attempts it read, so two workers never send one refund twice) and the
 * operators' list.
 */

/** Pending refunds whose next try is due, the oldest due first. */
export function findDueRefunds(db: Kysely<Database>, now: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('refund_state', '=', 'pending')
    .where('refund_next_attempt_at', '<=', now.toISOString())
    .orderBy('refund_next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes a try of a pending refund still at `payment`'s attempts: false when another worker did. */
export async function claimRefund(
  db: Kysely<Database>,
  payment: PaymentRow,
  attempts: number,
  nextAttemptAt: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('payment')
    .set({ refund_attempts: attempts, refund_next_attempt_at: nextAttemptAt })
    .where('id', '=', payment.id)
    .where('refund_state', '=', 'pending')
    .where('refund_attempts', '=', payment.refund_attempts)
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

export type RefundChange = Partial<
  Pick<PaymentRow, 'refund_state' | 'refund_gateway_ref' | 'refund_error' | 'refund_next_attempt_at'>
>;

/** Writes a try's result if the refund is still pending at `attempts`. */
export async function finishRefund(
  db: Kysely<Database>,
  paymentId: string,
  attempts: number,
  change: RefundChange,
  updatedAt: string,
): Promise<boolean> {
  const written = await db
    .updateTable('payment')
    .set({
      ...change,
      ...(change.refund_state && change.refund_state !== 'pending' ? { refund_next_attempt_at: null } : {}),
      updated_at: updatedAt,
    })
    .where('id', '=', paymentId)
    .where('refund_state', '=', 'pending')
    .where('refund_attempts', '=', attempts)
    .executeTakeFirst();
  return written.numUpdatedRows === 1n;
}

/** The refunds in `state`, or every one not done yet, oldest recorded first (GET refunds). */
export function listRefunds(db: Kysely<Database>, state: RefundState | undefined, limit: number) {
  let query = db
    .selectFrom('payment')
    .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
    .select([
      'payment.id',
      'reservation.locator',
      'payment.identifier',
      'payment.amount',
      'payment.refund_amount',
      'payment.currency',
      'payment.refund_state',
      'payment.refund_reason',
      'payment.refund_attempts',
      'payment.refund_error',
      'payment.refund_next_attempt_at',
      'payment.refunded_at',
    ])
    .where('payment.refund_state', 'is not', null);
  query = state
    ? query.where('payment.refund_state', '=', state)
    : query.where('payment.refund_state', '!=', 'done');
  return query.orderBy('payment.refunded_at').orderBy('payment.id').limit(limit).execute();
}

/**
 * Records that `amount` of a captured payment is owed back (a cancellation into a refund, decision
 * 022), in the cancellation's transaction: the refund worker sends it. Conditional on the payment
 * being captured and not refunded yet, so it is owed once; true when this call recorded it.
 */
export async function oweRefund(
  trx: Transaction<Database>,
  paymentId: string,
  refund: { amount: number; reason: string },
  now: Date,
): Promise<boolean> {
  const nowText = now.toISOString();
  const written = await trx
    .updateTable('payment')
    .set({
      refunded_at: nowText,
      refund_reason: refund.reason,
      refund_state: 'pending',
      refund_amount: refund.amount,
      refund_next_attempt_at: nowText,
      version: sql<number>`version + 1`,
      updated_at: nowText,
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'SUCCESSFUL')
    .where('refunded_at', 'is', null)
    .where('amount', '>=', refund.amount)
    .executeTakeFirst();
  return written.numUpdatedRows === 1n;
}
