import { applyPaymentEvent, type PaymentEvent } from '@skybook/domain/payment-state';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../../db/database';

export type PaymentRow = Database['payment'];
type Executor = Kysely<Database> | Transaction<Database>;

export function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reservation's attempts, newest first. */
export function findPaymentsOf(db: Executor, reservationId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertPayment(db: Executor, row: PaymentRow): Promise<void> {
  await db.insertInto('payment').values(row).execute();
}

/**
 * Writes `changes` only if the payment is still at `version` (what the caller read): true when
 * this call wrote it. Every status change goes through here, so two writers never both apply.
 */
export async function updatePaymentIfVersion(
  db: Executor,
  id: string,
  version: number,
  changes: Omit<Updateable<PaymentRow>, 'id' | 'version'>,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({ ...changes, version: version + 1, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Ends the reservation's open holds (PL6 payments waiting for the traveller, status PENDING) with
 * `event` through the payment table: CANCELLED when the booking is paid another way or cancelled by
 * the traveller, FAILED when its hold ran out. Inside the transaction that changes the booking.
 */
export async function closeOpenHolds(
  trx: Transaction<Database>,
  reservationId: string,
  event: Extract<PaymentEvent, 'CANCELLED' | 'FAILED'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('payment')
    .set({
      status: applyPaymentEvent('PENDING', event).next,
      version: sql<number>`version + 1`,
      updated_at: now.toISOString(),
    })
    .where('reservation_id', '=', reservationId)
    .where('kind', '=', 'hold')
    .where('status', '=', 'PENDING')
    .execute();
}

/** What a capture brings to its booking: the money taken, the method's fee, the due it paid. */
export type CapturedAmount = Pick<PaymentRow, 'amount' | 'fee' | 'due_sequence'>;

/**
 * Marks an Unpaid reservation whose hold still runs Paid by `captured`: what was taken (fee
 * included) and the method's fee are recorded on it; true when this call did it. Only a payment
 * opened for the booking's current due counts (a change since would have priced it otherwise).
 */
export async function markReservationPaid(
  trx: Transaction<Database>,
  reservationId: string,
  captured: CapturedAmount,
  now: Date,
): Promise<boolean> {
  const nowText = now.toISOString();
  const result = await trx
    .updateTable('reservation')
    .set({ status: 'Paid', paid_amount: captured.amount, fee_amount: captured.fee, updated_at: nowText })
    .where('id', '=', reservationId)
    .where('status', '=', 'Unpaid')
    .where('hold_expires_at', '>', nowText)
    .where('due_sequence', '=', captured.due_sequence)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Settles the balance due of a Paid reservation with `captured`: adds what was taken and its fee
 * to what the booking records, only while the booking owes exactly what this payment was opened
 * for (the same due, its remaining equal to the amount less the fee). True when this call did it;
 * a second capture of the same due finds nothing owed and changes nothing.
 */
export async function settleBalanceDue(
  trx: Transaction<Database>,
  reservationId: string,
  captured: CapturedAmount,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({
      paid_amount: sql<number>`paid_amount + ${captured.amount}`,
      fee_amount: sql<number>`fee_amount + ${captured.fee}`,
      updated_at: now.toISOString(),
    })
    .where('id', '=', reservationId)
    .where('status', '=', 'Paid')
    .where('due_sequence', '=', captured.due_sequence)
    .where(
      sql<boolean>`total_amount - points_discount + fee_amount - paid_amount = ${captured.amount - captured.fee}`,
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
