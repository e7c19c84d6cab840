import { randomBytes } from 'node:crypto';
import {
  paymentConfirmationPath,
  type CreatePaymentBody,
  type CreatePaymentResponse,
  type PaymentDto,
  type PaymentIdentifier,
  type PaymentMethodsResponse,
} from '@skybook/contracts/payment';
import type { ReservationDto } from '@skybook/contracts/reservation';
import { AIRLINE_TIME_ZONE, type Clock } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import {
  PAYMENT_RESULT_CODES,
  paymentOutcomeForStatus,
  type PaymentStatus,
} from '@skybook/domain/payment-codes';
import { applyPaymentEvent, eventForReportedStatus, type PaymentEvent } from '@skybook/domain/payment-state';
import type { ItineraryDocument } from '../../documents/itinerary';
import { buildItineraryDocument } from './payment-itinerary';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { voucherSecretMatches } from '../../db/voucher-secret';
import { AppError } from '../../plugins/app-error';
import { FixedWindowLimiter } from '../../plugins/fixed-window-limiter';
import type { GatewayNotification } from './gateways/gateway-notification';
import type { PaymentGateways } from './gateways/gateway-config';
import {
  buildVnpayPaymentUrl,
  verifyVnpayResult,
  vnpayIpnAnswer,
  type VnpayIpnAnswer,
} from './gateways/vnpay';
import { listPaymentMethods } from './payment-methods';
import {
  closeOpenHolds,
  findPayment,
  findPaymentsOf,
  findVoucher,
  insertPayment,
  redeemVoucher,
  updatePaymentIfVersion,
  type PaymentRow,
} from './payment.repository';
import { markPaidAndSellSeats, reacquireHold } from './reservation-holds';
import { findReservationById, findReservationByLocator, type ReservationRow } from './reservation.repository';

/**
 * Paying a booking (issue 5; DESIGN §5): every status change goes through the domain's one
 * transition table (applyPaymentEvent) and is written conditionally on the row's version, so a
 * callback delivered twice, a double click or a retried request applies once. A capture marks
 * the reservation Paid in the same transaction, conditionally on it being Unpaid with a live
 * hold, and the unique partial index keeps one capture per reservation. A payment arriving after
 * the hold ran out re-takes the seats (reacquireHold) or is refunded — recorded on the payment,
 * never silently confirmed.
 *
 * The sandbox acquirer authorises and captures in one step (it has no separate capture call): an
 * AUTHORIZED answer is recorded, then captured at once by this service, or voided when the booking
 * cannot be kept.
 */

/** What a call settled: the reservation to send the confirmation e-mail for, after replying. */
export interface Settled<T> {
  value: T;
  confirmedReservationId: string | undefined;
  /** False when the event changed nothing (a repeat, or another writer applied it first). */
  applied?: boolean;
}

export interface PaymentServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  gateways: () => Promise<PaymentGateways>;
  readReservation: (id: string) => Promise<ReservationDto | undefined>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Voucher checks per client and per serial (DESIGN §5: voucher checks are rate limited). */
export const VOUCHER_LIMITS = {
  perClient: { max: 20, windowMs: 10 * 60_000 },
  perSerial: { max: 20, windowMs: 10 * 60_000 },
} as const;

const newId = () => randomBytes(16).toString('hex');

function resultCodeOf(status: PaymentStatus): number {
  const outcome = paymentOutcomeForStatus(status);
  if (outcome === 'success') return PAYMENT_RESULT_CODES.success;
  if (outcome === 'cancelled') return PAYMENT_RESULT_CODES.cancel;
  if (outcome === 'pending') return PAYMENT_RESULT_CODES.pending;
  return PAYMENT_RESULT_CODES.failed;
}

export function paymentView(row: PaymentRow): PaymentDto {
  const status = row.status as PaymentStatus;
  const currency = row.currency as CurrencyCode;
  return {
    id: row.id,
    status,
    outcome: paymentOutcomeForStatus(status),
    resultCode: resultCodeOf(status),
    identifier: row.identifier as PaymentIdentifier,
    amount: { currency, totalAmount: row.amount },
    fee: { currency, totalAmount: row.fee },
    card: row.kind === 'card' ? { brand: row.card_brand, last4: row.card_last4 } : null,
    messageKey: row.message_key,
    gatewayCode: row.gateway_code,
    refundedAt: row.refunded_at,
    createdAt: row.created_at,
  };
}

/** Extra columns an event brings (the gateway's reference, codes, card token). */
type EventDetails = Partial<
  Pick<
    PaymentRow,
    'gateway_ref' | 'gateway_code' | 'message_key' | 'card_token' | 'card_brand' | 'card_last4'
  >
>;

/** A new attempt (INIT, version 0) with nothing from a gateway yet. */
function newPaymentRow(
  fields: Pick<PaymentRow, 'reservation_id' | 'identifier' | 'kind' | 'amount' | 'fee' | 'currency'>,
  now: Date,
): PaymentRow {
  return {
    id: newId(),
    ...fields,
    status: 'INIT',
    gateway_ref: null,
    gateway_code: null,
    message_key: null,
    card_token: null,
    card_brand: null,
    card_last4: null,
    hold_reacquired_at: null,
    refunded_at: null,
    refund_reason: null,
    refund_state: null,
    refund_attempts: 0,
    refund_next_attempt_at: null,
    refund_gateway_ref: null,
    refund_error: null,
    version: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** The payment kinds each notifying gateway opens: a gateway names only its own payments. */
const NOTIFIED_KINDS: Readonly<Record<GatewayNotification['gateway'], readonly string[]>> = {
  card: ['card'],
  payLater: ['payLater'],
  hdbank: ['instalment'],
  vikki: ['bankLink'],
};

/** Who reads a booking's payment status besides a holder of one of its payment ids. */
export interface StatusReader {
  /** The x-session-id the request carried (the session that booked it may read it). */
  readonly sessionId?: string | undefined;
  /** A check of this server's own that answers nothing of the booking to the caller. */
  readonly isInternal?: boolean;
}

class CaptureAbort extends Error {
  constructor(readonly reason: 'alreadyPaid' | 'notPayable' | 'raced') {
    super(reason);
  }
}

export class PaymentService {
  readonly #voucherPerClient: FixedWindowLimiter;
  readonly #voucherPerSerial: FixedWindowLimiter;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.#voucherPerClient = new FixedWindowLimiter(deps.clock, VOUCHER_LIMITS.perClient);
    this.#voucherPerSerial = new FixedWindowLimiter(deps.clock, VOUCHER_LIMITS.perSerial);
  }

  private get db() {
    return this.deps.db;
  }

  /** The reservation of a locator, its hold expired first if due (404 BOOKING_NOT_FOUND). */
  async #reservation(locator: string): Promise<{ row: ReservationRow; view: ReservationDto }> {
    const row = await findReservationByLocator(this.db, locator.trim().toUpperCase());
    const view = row ? await this.deps.readReservation(row.id) : undefined;
    if (!row || !view) throw new AppError('BOOKING_NOT_FOUND', 404);
    return { row, view };
  }

  async #isDomestic(reservation: ReservationDto): Promise<boolean> {
    const codes = reservation.journeys.flatMap((journey) =>
      journey.segments.flatMap((segment) => [segment.departure.airport.code, segment.arrival.airport.code]),
    );
    const rows = await this.db
      .selectFrom('airport')
      .select('country_code')
      .where('code', 'in', [...new Set(codes)])
      .execute();
    return rows.every((row) => row.country_code === 'VN');
  }

  /** GET methods-by-bookingKey: only the session that booked it may pay it. */
  async methods(locator: string, sessionId: string, language: Language): Promise<PaymentMethodsResponse> {
    const { row, view } = await this.#reservation(locator);
    if (row.session_id !== sessionId) throw new AppError('BOOKING_NOT_FOUND', 404);
    const remaining = view.reservationSummary.remaining;
    const firstDeparture = view.journeys[0]?.segments[0]?.departure.utc ?? view.holdExpiresAt;
    return {
      payments: listPaymentMethods({
        remaining,
        currency: view.currency,
        firstDepartureUtc: firstDeparture,
        isDomestic: await this.#isDomestic(view),
        now: this.deps.clock.now(),
        language,
      }),
      ENABLE_MDCC_CONFIG: false,
      MDCC_IDENTIFIERS_CONFIG: [],
      reservation: {
        locator: view.locator,
        status: view.status,
        holdExpiresAt: view.holdExpiresAt,
        holdTimeZone: view.journeys[0]?.segments[0]?.departure.airport.timeZone ?? AIRLINE_TIME_ZONE,
        remaining: { currency: view.currency, totalAmount: remaining },
      },
    };
  }

  /** POST payment. */
  async create(
    sessionId: string,
    body: CreatePaymentBody,
    language: Language,
    client: string,
  ): Promise<Settled<CreatePaymentResponse>> {
    if (!body.acceptedTerms) throw new AppError('TERMS_NOT_ACCEPTED', 400);
    const { row: reservation, view } = await this.#reservation(body.reservationLocator);
    if (reservation.session_id !== sessionId) throw new AppError('BOOKING_NOT_FOUND', 404);
    if (view.status === 'Paid') throw new AppError('RESERVATION_ALREADY_PAID', 409);
    if (view.status !== 'Unpaid') throw new AppError('RESERVATION_NOT_PAYABLE', 409);
    const { payments } = await this.methods(view.locator, sessionId, language);
    const method = payments.find((candidate) => candidate.identifier === body.identifier);
    if (!method?.isAvailable) {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 409, {
        details: { reason: method?.unavailableReason ?? null },
      });
    }
    if (
      body.amount.currency !== method.total.currency ||
      body.amount.totalAmount !== method.total.totalAmount
    ) {
      throw new AppError('PRICE_CHANGED', 409, { details: { total: method.total } });
    }
    const now = this.deps.clock.now();
    const row = newPaymentRow(
      {
        reservation_id: reservation.id,
        identifier: method.identifier,
        kind: method.kind,
        amount: method.total.totalAmount,
        fee: method.fee.totalAmount,
        currency: method.total.currency,
      },
      now,
    );
    const returnUrl = `${this.deps.publicUrl}${paymentConfirmationPath(language, view.locator, row.id)}`;
    const notifyUrl = (gateway: string) =>
      `${this.deps.publicUrl}/booking/api/v1/payment/notifications/${gateway}`;
    const gatewayLanguage = language === 'vi' ? 'vi' : 'en';
    const amount = money(row.amount, view.currency);

    switch (method.kind) {
      case 'voucher':
        return this.#payByVoucher(row, body, client);
      case 'card': {
        const card = body.card;
        if (card?.brand !== method.identifier) {
          throw new AppError('INVALID_REQUEST', 400, { details: { field: 'card' } });
        }
        await insertPayment(this.db, row);
        await this.applyEvent(row.id, 'SUBMITTED');
        const gateways = await this.deps.gateways();
        const outcome = await gateways.card.authorize({
          merchantRef: row.id,
          amount,
          encryptedCard: card.token,
          returnUrl,
          notifyUrl: notifyUrl('card'),
          language: gatewayLanguage,
        });
        if (outcome.kind === 'rejected') {
          await this.applyEvent(row.id, 'FAILED', { gateway_code: outcome.errorCode });
          throw new AppError('CARD_DATA_INVALID', 400);
        }
        if (outcome.kind !== 'answered') return this.#unknownOutcome(row.id, outcome.kind);
        const answer = outcome.authorization;
        const details: EventDetails = {
          gateway_ref: answer.paymentId,
          gateway_code: answer.resultCode,
          card_token: answer.token,
          card_brand: answer.brand,
          card_last4: answer.last4,
        };
        const event: PaymentEvent =
          answer.status === 'PENDING'
            ? 'PAYER_ACTION_REQUIRED'
            : (eventForReportedStatus(answer.status) ?? 'ERRORED');
        const settled = await this.applyEvent(row.id, event, details);
        return this.#answer(settled, answer.status === 'PENDING' ? answer.challengeUrl : null, null);
      }
      case 'domesticCard':
      case 'qr': {
        if (view.currency !== 'VND') throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 409);
        await insertPayment(this.db, row);
        const gateways = await this.deps.gateways();
        const url = buildVnpayPaymentUrl(
          {
            txnRef: row.id,
            amount,
            orderInfo: `Thanh toan dat cho ${view.locator}`,
            returnUrl,
            ipAddr: client,
            createdAt: now,
            expiresAt: new Date(Math.min(now.getTime() + 15 * 60_000, Date.parse(view.holdExpiresAt))),
            locale: language === 'vi' ? 'vn' : 'en',
            bankCode: method.kind === 'qr' ? 'VNPAYQR' : 'VNBANK',
          },
          gateways.vnpay,
        );
        const settled = await this.applyEvent(row.id, 'PAYER_ACTION_REQUIRED');
        return this.#answer(settled, url, null);
      }
      case 'hold':
        return this.#hold(row);
      case 'payLater': {
        if (!body.payLater) throw new AppError('INVALID_REQUEST', 400, { details: { field: 'payLater' } });
        await insertPayment(this.db, row);
        await this.applyEvent(row.id, 'SUBMITTED');
        const gateways = await this.deps.gateways();
        const contact = view.contact;
        const outcome = await gateways.payLater.createOrder({
          merchantRef: row.id,
          amount,
          phone: body.payLater.phone,
          fullName:
            body.payLater.fullName ??
            [contact.lastName, contact.middleName, contact.firstName].filter(Boolean).join(' '),
          description: `Booking ${view.locator}`,
          returnUrl,
          notifyUrl: notifyUrl('pay-later'),
          language: gatewayLanguage,
        });
        if (outcome.kind === 'rejected') {
          await this.applyEvent(row.id, 'FAILED');
          throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 503);
        }
        if (outcome.kind !== 'answered') return this.#unknownOutcome(row.id, outcome.kind);
        const { answer, messageKey } = outcome;
        const details: EventDetails = {
          gateway_ref: answer.orderId,
          gateway_code: answer.resultCode,
          message_key: messageKey,
        };
        if (answer.status === '00' && answer.redirectUrl) {
          return this.#answer(
            await this.applyEvent(row.id, 'PAYER_ACTION_REQUIRED', details),
            answer.redirectUrl,
            null,
          );
        }
        return this.#answer(await this.applyEvent(row.id, 'REFUSED', details), null, null);
      }
      case 'instalment': {
        if (!body.instalment)
          throw new AppError('INVALID_REQUEST', 400, { details: { field: 'instalment' } });
        await insertPayment(this.db, row);
        await this.applyEvent(row.id, 'SUBMITTED');
        const gateways = await this.deps.gateways();
        const outcome = await gateways.hdbank.open({
          merchantRef: row.id,
          amount,
          tenorMonths: body.instalment.tenorMonths,
          phone: body.instalment.phone,
          email: body.instalment.email,
          returnUrl,
          notifyUrl: notifyUrl('hdbank'),
          language: gatewayLanguage,
        });
        if (outcome.kind !== 'answered') return this.#unknownOutcome(row.id, outcome.kind);
        const { answer } = outcome;
        const details: EventDetails = {
          gateway_ref: answer.transactionId,
          gateway_code: answer.resultCode,
          message_key: outcome.errorKey ?? null,
        };
        if (outcome.isSuccess) {
          return this.#answer(
            await this.applyEvent(row.id, 'PAYER_ACTION_REQUIRED', details),
            answer.redirectUrl,
            {
              expiresAt: answer.otpExpiresAt,
              attemptsLeft: answer.attemptsLeft,
            },
          );
        }
        return this.#answer(await this.applyEvent(row.id, 'REFUSED', details), null, null);
      }
      case 'wallet':
      case 'bankLink':
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 409);
    }
  }

  /**
   * The payment attempt of a bank link (Vikki, PATCH reservations/vikki) for what remains of an
   * Unpaid booking: the booking's open attempt at that bank for the same amount when there is one
   * (asking again answers the same attempt), else a new one waiting for the payer (PENDING) until
   * the bank's signed notification settles it. Nothing is charged here.
   */
  async openBankLink(reservation: ReservationDto, identifier: 'VIKKI'): Promise<PaymentRow> {
    const amount = reservation.reservationSummary.remaining;
    const open = (await findPaymentsOf(this.db, reservation.key)).find(
      (payment) =>
        payment.kind === 'bankLink' &&
        payment.identifier === identifier &&
        payment.status === 'PENDING' &&
        payment.amount === amount &&
        payment.currency === reservation.currency,
    );
    if (open) return open;
    const row = newPaymentRow(
      {
        reservation_id: reservation.key,
        identifier,
        kind: 'bankLink',
        amount,
        fee: 0,
        currency: reservation.currency,
      },
      this.deps.clock.now(),
    );
    await insertPayment(this.db, row);
    return (await this.applyEvent(row.id, 'PAYER_ACTION_REQUIRED')).value;
  }

  /** The gateway did not answer in time or at all: not confirmed; its notification will say. */
  async #unknownOutcome(
    paymentId: string,
    kind: 'timeout' | 'unreachable',
  ): Promise<Settled<CreatePaymentResponse>> {
    this.deps.log.warn({ paymentId, kind }, 'payment gateway gave no answer');
    return this.#answer(await this.applyEvent(paymentId, 'ERRORED'), null, null);
  }

  #answer(
    settled: Settled<PaymentRow>,
    redirectUrl: string | null,
    otp: CreatePaymentResponse['otp'],
  ): Settled<CreatePaymentResponse> {
    return {
      value: { payment: paymentView(settled.value), redirectUrl, otp },
      confirmedReservationId: settled.confirmedReservationId,
    };
  }

  /**
   * PL6: nothing is charged. The payment waits (PENDING) for the traveller, and the booking stays
   * Unpaid until its deadline; the e-mail says until when. Asking twice answers the open hold.
   */
  async #hold(row: PaymentRow): Promise<Settled<CreatePaymentResponse>> {
    const open = (await findPaymentsOf(this.db, row.reservation_id)).find(
      (payment) => payment.kind === 'hold' && payment.status === 'PENDING',
    );
    if (open)
      return {
        value: { payment: paymentView(open), redirectUrl: null, otp: null },
        confirmedReservationId: undefined,
      };
    await insertPayment(this.db, row);
    const settled = await this.applyEvent(row.id, 'PAYER_ACTION_REQUIRED');
    return { ...this.#answer(settled, null, null), confirmedReservationId: row.reservation_id };
  }

  async #payByVoucher(
    row: PaymentRow,
    body: CreatePaymentBody,
    client: string,
  ): Promise<Settled<CreatePaymentResponse>> {
    if (!body.voucher) throw new AppError('INVALID_REQUEST', 400, { details: { field: 'voucher' } });
    const serial = body.voucher.serial.trim().toUpperCase();
    this.#voucherPerClient.enforce(client);
    this.#voucherPerSerial.enforce(serial);
    const voucher = await findVoucher(this.db, serial);
    const now = this.deps.clock.now();
    // Wrong serial, password or PIN, expired or already used: one answer (SPEC §8 "voucher wrong or expired").
    const passwordOk = voucher ? voucherSecretMatches(body.voucher.password, voucher.password_hash) : false;
    const pinOk = voucher ? voucherSecretMatches(body.voucher.pin, voucher.pin_hash) : false;
    if (
      !voucher ||
      !passwordOk ||
      !pinOk ||
      voucher.redeemed_at !== null ||
      voucher.expires_at <= now.toISOString()
    ) {
      throw new AppError('VOUCHER_INVALID', 400);
    }
    if (voucher.currency !== row.currency || voucher.amount < row.amount) {
      throw new AppError('VOUCHER_INSUFFICIENT', 409);
    }
    await insertPayment(this.db, { ...row, gateway_ref: serial });
    const outcome = applyPaymentEvent('INIT', 'CAPTURED');
    let failure: CaptureAbort | 'voucherTaken' | undefined;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await redeemVoucher(trx, serial, row.id, now))) throw new CaptureAbort('raced');
        if (!(await markPaidAndSellSeats(trx, row.reservation_id, row, now)))
          throw new CaptureAbort('notPayable');
        await closeOpenHolds(trx, row.reservation_id, 'CANCELLED', now);
        if (!(await updatePaymentIfVersion(trx, row.id, 0, { status: outcome.next }, now))) {
          throw new CaptureAbort('raced');
        }
      });
    } catch (error) {
      if (!(error instanceof CaptureAbort)) throw error;
      failure = error.reason === 'raced' ? 'voucherTaken' : error;
    }
    if (failure !== undefined) {
      // Nothing was redeemed or captured: the attempt failed.
      await this.applyEvent(row.id, 'FAILED');
      if (failure === 'voucherTaken') throw new AppError('VOUCHER_INVALID', 400);
      const current = await findReservationById(this.db, row.reservation_id);
      throw new AppError(
        current?.status === 'Paid' ? 'RESERVATION_ALREADY_PAID' : 'RESERVATION_NOT_PAYABLE',
        409,
      );
    }
    const stored = await findPayment(this.db, row.id);
    if (!stored) throw new Error('payment vanished');
    return {
      value: { payment: paymentView(stored), redirectUrl: null, otp: null },
      confirmedReservationId: row.reservation_id,
    };
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
      if (!row) throw new AppError('PAYMENT_NOT_FOUND', 404);
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
    throw new AppError('CONFLICT', 409);
  }

  /** Captures a payment: the booking Paid and the payment SUCCESSFUL in one transaction, or a refund. */
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
        if (!(await markPaidAndSellSeats(trx, row.reservation_id, row, now))) {
          const current = await findReservationById(trx, row.reservation_id);
          throw new CaptureAbort(current?.status === 'Paid' ? 'alreadyPaid' : 'notPayable');
        }
        await closeOpenHolds(trx, row.reservation_id, 'CANCELLED', now);
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
      return this.#refund(row, details, error.reason === 'alreadyPaid' ? 'alreadyPaid' : 'holdLost');
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
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    }
    if (payment.amount !== notification.amount || payment.currency !== notification.currency) {
      this.deps.log.warn({ paymentId: payment.id }, 'notification amount does not match the payment');
      throw new AppError('INVALID_REQUEST', 400, { details: { reason: 'amountMismatch' } });
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

  /** PATCH payment/status: the card acquirer is asked when the payment is still open. */
  async status(
    locator: string,
    paymentId: string | undefined,
    reader: StatusReader = {},
  ): Promise<Settled<{ payment: PaymentDto | null; reservation: ReservationDto }>> {
    const { row } = await this.#reservation(locator);
    // A locator alone is guessable: without one of the booking's payment ids (the gateways' return
    // URL carries it) only the session that booked it may read the booking here.
    if (paymentId === undefined && !reader.isInternal && row.session_id !== reader.sessionId) {
      throw new AppError('BOOKING_NOT_FOUND', 404);
    }
    const payments = await findPaymentsOf(this.db, row.id);
    let payment =
      paymentId === undefined
        ? payments[0]
        : payments.find((candidate) => candidate.id === paymentId || candidate.gateway_ref === paymentId);
    if (paymentId !== undefined && !payment) throw new AppError('PAYMENT_NOT_FOUND', 404);
    let confirmedReservationId: string | undefined;
    if (
      payment?.kind === 'card' &&
      payment.gateway_ref &&
      ['PROCESSING', 'PENDING', 'ERROR'].includes(payment.status)
    ) {
      const gateways = await this.deps.gateways();
      const outcome = await gateways.card.status(payment.gateway_ref);
      if (outcome.kind === 'answered') {
        const event = eventForReportedStatus(outcome.authorization.status);
        if (event && outcome.authorization.status !== 'PENDING') {
          const settled = await this.applyEvent(payment.id, event, {
            card_token: outcome.authorization.token,
            card_brand: outcome.authorization.brand,
            card_last4: outcome.authorization.last4,
          });
          payment = settled.value;
          confirmedReservationId = settled.confirmedReservationId;
        }
      }
    }
    const reservation = await this.deps.readReservation(row.id);
    if (!reservation) throw new AppError('BOOKING_NOT_FOUND', 404);
    return {
      value: { payment: payment ? paymentView(payment) : null, reservation },
      confirmedReservationId,
    };
  }

  /** The payment an itinerary shows: the capture, else the latest attempt. */
  async itineraryPayment(reservationId: string): Promise<PaymentRow | undefined> {
    const payments = await findPaymentsOf(this.db, reservationId);
    return (
      payments.find((payment) => payment.status === 'SUCCESSFUL' && payment.refunded_at === null) ??
      payments[0]
    );
  }

  /**
   * A booking as its itinerary (PDF, calendar, confirmation e-mail) shows it in `language`, with
   * the payment it shows; undefined for a cancelled booking.
   */
  async itinerary(
    reservation: ReservationDto,
    language: Language = reservation.language,
  ): Promise<ItineraryDocument | undefined> {
    const payment = await this.itineraryPayment(reservation.key);
    const view = payment && paymentView(payment);
    return buildItineraryDocument(
      this.db,
      reservation,
      payment && view && { identifier: view.identifier, status: view.status, cardLast4: payment.card_last4 },
      language,
      this.deps.clock.now(),
    );
  }

  /** A payment of the booking with this locator (for hdbank/verify). */
  async paymentOf(locator: string, paymentId: string): Promise<PaymentRow> {
    const { row } = await this.#reservation(locator);
    const payment = await findPayment(this.db, paymentId);
    if (payment?.reservation_id !== row.id) throw new AppError('PAYMENT_NOT_FOUND', 404);
    return payment;
  }
}
