import { type CreatePaymentBody, type CreatePaymentResponse } from '@skybook/contracts/payment';
import { applyPaymentEvent } from '@skybook/domain/payment-state';
import { appError } from '../../../../plugins/app-error';
import type { MemberIdentity } from '../../../member/public';
import { findPayment, insertPayment, updatePaymentIfVersion, type PaymentRow } from '../payment.repository';
import { recordCapture } from '../payment-capture';
import { CaptureAbort, paymentView, type PaymentServiceDeps, type Settled } from '../payment-model';

/**
 * The signed-in member's wallet pays the whole amount at once (requirements §4 Wallet; decision
 * 033). The wallet's spend (reference: the payment's id) and the capture — the payment row
 * written SUCCESSFUL, the booking Paid or its balance due settled — are one database transaction:
 * the wallet runs the capture inside the spend's transaction, so a crash between them, a booking
 * another payment took first or a hold that ended undoes the spend, and of two payments of one
 * booking at once only the one whose capture commits has spent (the other's conditional update on
 * the booking finds it Paid and rolls its spend back). A wrong PIN, a locked or inactive wallet
 * or a short balance writes no payment at all.
 */
export async function payFromWallet(
  deps: PaymentServiceDeps,
  row: PaymentRow,
  body: CreatePaymentBody,
  member: MemberIdentity | null,
): Promise<Settled<CreatePaymentResponse>> {
  if (!member) throw appError('LOGIN_REQUIRED');
  if (!deps.wallet) throw appError('PAYMENT_METHOD_UNAVAILABLE');
  if (!body.wallet) throw appError('INVALID_REQUEST', { details: { field: 'wallet' } });
  const now = deps.clock.now();
  const captured = applyPaymentEvent('INIT', 'CAPTURED').next;
  try {
    await deps.wallet.pay(member.memberId, row.amount, row.id, body.wallet.pin, {
      alsoInside: async (trx) => {
        await insertPayment(trx, row);
        await recordCapture(trx, row, now);
        if (!(await updatePaymentIfVersion(trx, row.id, 0, { status: captured }, now))) {
          throw new CaptureAbort('raced');
        }
      },
    });
  } catch (error) {
    if (!(error instanceof CaptureAbort)) throw error;
    if (error.reason === 'alreadyPaid') throw appError('RESERVATION_ALREADY_PAID');
    if (error.reason === 'dueChanged') throw appError('PRICE_CHANGED');
    if (error.reason === 'raced') throw appError('CONFLICT');
    throw appError('RESERVATION_NOT_PAYABLE');
  }
  const stored = await findPayment(deps.db, row.id);
  if (!stored) throw new Error(`wallet payment ${row.id} vanished`);
  deps.log.info({ paymentId: row.id, reservationId: row.reservation_id }, 'paid from the wallet');
  return {
    value: { payment: paymentView(stored), redirectUrl: null, otp: null },
    confirmedReservationId: row.reservation_id,
  };
}
