import type { CurrencyCode } from '@skybook/domain/currency';
import { money } from '@skybook/domain/money';
import { type PaymentStatus } from '@skybook/domain/payment-codes';
import { applyPaymentEvent, eventForReportedStatus, type PaymentEvent } from '@skybook/domain/payment-state';
import { appError } from '../../../plugins/app-error';
import type { GatewayNotification } from './gateways/gateway-notification';
import { verifyVnpayResult, vnpayIpnAnswer, type VnpayIpnAnswer } from './gateways/vnpay';
import { findPayment, updatePaymentIfVersion, type PaymentRow } from './payment.repository';
import { recordCapture } from './payment-capture';
import { reacquireHold } from '../reservations/reservation-holds';
import { findReservationById } from '../reservations/reservation.repository';
import {
  CaptureAbort,
  type EventDetails,
  NOTIFIED_KINDS,
  type PaymentServiceDeps,
  type Settled,
} from './payment-model';

/** A payment's status changes: the transition table applied, captures, refunds, gateway messages. */
export class PaymentEvents {
  constructor(private readonly deps: PaymentServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Applies a gateway's or the merchant's event to a payment through the domain table, written
   * conditionally on the version read (retried when another writer got there first). An event
   * leading to AUTHORIZED is captured at once; one leading to SUCCESSFUL captures the booking.
   */
  async applyEvent(
    paymentId: string,
    event: PaymentEvent,
    details: EventDetails = {},
  ): Promise<Settled<PaymentRow>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await findPayment(this.db, paymentId);
      if (!row) throw appError('PAYMENT_NOT_FOUND');
      const outcome = applyPaymentEvent(row.status as PaymentStatus, event);
      if (!outcome.applied) {
        if (outcome.reason === 'LATE_AFTER_SUCCESS' || outcome.reason === 'TERMINAL') {
          this.deps.log.warn(
            { paymentId, status: row.status, event, reason: outcome.reason },
            'payment event not applied',
          );
        }
        return { value: row, confirmedReservationId: undefined, applied: false };
      }
      if (outcome.next === 'SUCCESSFUL') {
        const captured = await this.#capture(row, details);
        if (captured === 'retry') continue;
        return captured;
      }
      const now = this.deps.clock.now();
      if (
        await updatePaymentIfVersion(this.db, row.id, row.version, { ...details, status: outcome.next }, now)
      ) {
        if (outcome.next === 'AUTHORIZED') return this.applyEvent(paymentId, 'CAPTURED');
        const written = await findPayment(this.db, paymentId);
        return { value: written ?? row, confirmedReservationId: undefined, applied: true };
      }
    }
    throw appError('CONFLICT');
  }

  /**
   * Captures a payment: the booking Paid (or its balance due settled) and the payment SUCCESSFUL in
   * one transaction, or a refund.
   */
  async #capture(row: PaymentRow, details: EventDetails): Promise<Settled<PaymentRow> | 'retry'> {
    let holdReacquiredAt: string | null = row.hold_reacquired_at;
    const reservation = await findReservationById(this.db, row.reservation_id);
    if (!reservation) throw new Error(`payment ${row.id} of a missing reservation`);
    const now = this.deps.clock.now();
    const holdOver =
      (reservation.status === 'Unpaid' && reservation.hold_expires_at <= now.toISOString()) ||
      reservation.status === 'Cancel';
    if (holdOver) {
      const taken = await reacquireHold(this.db, this.deps.clock, reservation.id);
      if (!taken.ok) {
        const reason = taken.error === 'cancelledByTraveller' ? 'cancelledByTraveller' : 'holdLost';
        return this.#refund(row, details, reason);
      }
      holdReacquiredAt = now.toISOString();
      this.deps.log.info(
        { paymentId: row.id, reservationId: reservation.id },
        'late payment: hold taken again',
      );
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        await recordCapture(trx, row, now);
        const written = await updatePaymentIfVersion(
          trx,
          row.id,
          row.version,
          { ...details, status: 'SUCCESSFUL', hold_reacquired_at: holdReacquiredAt },
          now,
        );
        if (!written) throw new CaptureAbort('raced');
      });
    } catch (error) {
      if (!(error instanceof CaptureAbort)) throw error;
      if (error.reason === 'raced') return 'retry';
      return this.#refund(row, details, error.reason === 'notPayable' ? 'holdLost' : error.reason);
    }
    const written = await findPayment(this.db, row.id);
    return { value: written ?? row, confirmedReservationId: row.reservation_id, applied: true };
  }

  /**
   * The money came but the booking cannot take it (seats gone after expiry, cancelled by the
   * traveller, paid by another attempt): an authorisation is voided; a payment already taken
   * (bank transfer, QR, pay later) is recorded SUCCESSFUL and refunded. Either way refunded_at
   * says so, the booking is not confirmed, and the refund is owed (refund_state pending) in the
   * same conditional write: the refund worker gives the money back at the gateway.
   */
  async #refund(
    row: PaymentRow,
    details: EventDetails,
    reason: string,
  ): Promise<Settled<PaymentRow> | 'retry'> {
    const now = this.deps.clock.now();
    const status: PaymentStatus =
      row.status === 'AUTHORIZED' ? applyPaymentEvent('AUTHORIZED', 'VOIDED').next : 'SUCCESSFUL';
    const written = await updatePaymentIfVersion(
      this.db,
      row.id,
      row.version,
      {
        ...details,
        status,
        refunded_at: now.toISOString(),
        refund_reason: reason,
        // The refund worker (refund-worker.ts) sends it to the gateway.
        refund_state: 'pending',
        refund_next_attempt_at: now.toISOString(),
      },
      now,
    );
    if (!written) return 'retry';
    this.deps.log.warn({ paymentId: row.id, reservationId: row.reservation_id, reason }, 'payment refunded');
    const after = await findPayment(this.db, row.id);
    return { value: after ?? row, confirmedReservationId: undefined, applied: true };
  }

  /** VNPay's IPN: the only VNPay message that changes a payment. */
  async vnpayIpn(
    query: Readonly<Record<string, string | readonly string[] | undefined>>,
  ): Promise<Settled<VnpayIpnAnswer>> {
    const gateways = await this.deps.gateways();
    const result = verifyVnpayResult(query, gateways.vnpay);
    const payment = result.ok ? await findPayment(this.db, result.value.txnRef) : undefined;
    // VNPay calls one IPN URL: an order that is not a booking's payment may be a wallet top-up.
    const other = result.ok && !payment ? await this.deps.otherVnpayOrder?.(query) : undefined;
    if (other) return { value: other, confirmedReservationId: undefined };
    const order =
      payment && (payment.kind === 'qr' || payment.kind === 'domesticCard')
        ? {
            amount: money(payment.amount, payment.currency as CurrencyCode),
            alreadyConfirmed: !['INIT', 'PROCESSING', 'PENDING', 'ERROR'].includes(payment.status),
          }
        : undefined;
    const answer = vnpayIpnAnswer(result, order);
    if (answer.RspCode !== '00' || !result.ok || !payment) {
      if (answer.RspCode !== '02') this.deps.log.warn({ rspCode: answer.RspCode }, 'VNPay IPN rejected');
      return { value: answer, confirmedReservationId: undefined };
    }
    const facts = result.value;
    const event: PaymentEvent = facts.isPaid
      ? 'CAPTURED'
      : facts.responseCode === '24'
        ? 'CANCELLED'
        : ['09', '10', '12', '13', '51', '65', '75', '79'].includes(facts.responseCode)
          ? 'REFUSED'
          : 'FAILED';
    const settled = await this.applyEvent(payment.id, event, {
      gateway_ref: facts.transactionNo,
      gateway_code: facts.responseCode,
    });
    // Concurrent deliveries of one IPN: only the one that applied it answers 00.
    if (settled.applied === false) {
      return {
        value: { RspCode: '02', Message: 'Order already confirmed' },
        confirmedReservationId: undefined,
      };
    }
    return { value: answer, confirmedReservationId: settled.confirmedReservationId };
  }

  /**
   * A verified signed notification (card, pay later, HDBank, Vikki): of a payment that gateway
   * opened (404 otherwise), amount and currency checked first.
   */
  async notification(notification: GatewayNotification): Promise<Settled<PaymentRow>> {
    const payment = await findPayment(this.db, notification.merchantRef);
    if (!payment || !NOTIFIED_KINDS[notification.gateway].includes(payment.kind)) {
      throw appError('PAYMENT_NOT_FOUND');
    }
    if (payment.amount !== notification.amount || payment.currency !== notification.currency) {
      this.deps.log.warn({ paymentId: payment.id }, 'notification amount does not match the payment');
      throw appError('INVALID_REQUEST', { details: { reason: 'amountMismatch' } });
    }
    const event = eventForReportedStatus(notification.status);
    if (!event) return { value: payment, confirmedReservationId: undefined };
    return this.applyEvent(payment.id, notification.status === 'PENDING' ? 'PENDING' : event, {
      gateway_ref: payment.gateway_ref ?? notification.paymentId,
      gateway_code: notification.resultCode,
      ...(notification.card
        ? {
            card_token: notification.card.token,
            card_brand: notification.card.brand,
            card_last4: notification.card.last4,
          }
        : {}),
    });
  }
}
