import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { settlePaidServiceChange } from '../manage/service-change-settle';
import { markPaidAndSellSeats } from '../reservations/reservation-holds';
import { findReservationById } from '../reservations/reservation.repository';
import { CaptureAbort } from './payment-model';
import { closeOpenHolds, settleBalanceDue, type PaymentRow } from './payment.repository';

/**
 * Records a captured payment on its booking, inside the capture's transaction (the payment row is
 * written SUCCESSFUL in the same one). The booking's first payment marks it Paid, sells its seats
 * and closes its open holds (PL6); a payment of a balance due adds to what the Paid booking
 * records, and settles the addition that balance paid for. Each is a conditional update — Unpaid with a live hold, or Paid and owing exactly this
 * due — so at most one of the two applies, once.
 *
 * @throws CaptureAbort when neither applies: why, for the refund that follows.
 */
export async function recordCapture(
  trx: Transaction<Database>,
  payment: Pick<PaymentRow, 'reservation_id' | 'amount' | 'fee' | 'due_sequence'>,
  now: Date,
): Promise<void> {
  const reservationId = payment.reservation_id;
  if (await markPaidAndSellSeats(trx, reservationId, payment, now)) {
    await closeOpenHolds(trx, reservationId, 'CANCELLED', now);
    return;
  }
  if (await settleBalanceDue(trx, reservationId, payment, now)) {
    // An addition to a Paid booking (decision 024) whose balance this was: its seats are sold now,
    // not at the sweeper's next round (a soak found them still held after the payment).
    await settlePaidServiceChange(trx, reservationId, now);
    return;
  }
  const current = await findReservationById(trx, reservationId);
  if (current && current.due_sequence !== payment.due_sequence && current.status !== 'Cancel') {
    throw new CaptureAbort('dueChanged');
  }
  throw new CaptureAbort(current?.status === 'Paid' ? 'alreadyPaid' : 'notPayable');
}
