import { randomBytes } from 'node:crypto';
import { type PaymentDto } from '@skybook/contracts/payment';
import { type PaymentIdentifier } from '@skybook/contracts/payment-methods';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { type Clock } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import {
  PAYMENT_RESULT_CODES,
  paymentOutcomeForStatus,
  type PaymentStatus,
} from '@skybook/domain/payment-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { RateLimits } from '../../../plugins/fixed-window-limiter';
import type { WalletService } from '../../member/public';
import type { GatewayNotification } from './gateways/gateway-notification';
import type { PaymentGateways } from './gateways/gateway-config';
import type { VnpayIpnAnswer } from './gateways/vnpay';
import type { Payer } from './payer';
import { type PaymentRow } from './payment.repository';

/** The shapes and helpers the payment service's parts share (payment.service.ts). */

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
  /** Where the voucher checks' limiters are made. */
  rateLimits: RateLimits;
  gateways: () => Promise<PaymentGateways>;
  readReservation: (id: string) => Promise<ReservationDto | undefined>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The member wallet the WALLET method pays from (decision 033); absent: the method is never offered. */
  wallet?: WalletService;
  /** VNPay's IPN of an order that is not a payment (a wallet top-up, decision 033); undefined: unknown. */
  otherVnpayOrder?: (
    query: Readonly<Record<string, string | readonly string[] | undefined>>,
  ) => Promise<VnpayIpnAnswer | undefined>;
}

/** Voucher checks per client and per serial (design §5: voucher checks are rate limited). */
export const VOUCHER_LIMITS = {
  perClient: { max: 20, windowMs: 10 * 60_000 },
  perSerial: { max: 20, windowMs: 10 * 60_000 },
} as const;

export const newId = () => randomBytes(16).toString('hex');

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
export type EventDetails = Partial<
  Pick<
    PaymentRow,
    'gateway_ref' | 'gateway_code' | 'message_key' | 'card_token' | 'card_brand' | 'card_last4'
  >
>;

/** Locators are compared upper case, without the spaces a traveller may type around them. */
export const normaliseLocator = (locator: string) => locator.trim().toUpperCase();

/**
 * A Paid booking that owes more: a change (extras, another flight) added charges after it was
 * paid. It is paid for exactly what remains, and stays Paid throughout.
 */
export function isBalanceDue(reservation: Pick<ReservationDto, 'status' | 'reservationSummary'>): boolean {
  return reservation.status === 'Paid' && reservation.reservationSummary.remaining > 0;
}

/** A new attempt (INIT, version 0) with nothing from a gateway yet. */
export function newPaymentRow(
  fields: Pick<
    PaymentRow,
    'reservation_id' | 'identifier' | 'kind' | 'amount' | 'fee' | 'currency' | 'due_sequence'
  >,
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
    refund_amount: null,
    version: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** The payment kinds each notifying gateway opens: a gateway names only its own payments. */
export const NOTIFIED_KINDS: Readonly<Record<GatewayNotification['gateway'], readonly string[]>> = {
  card: ['card'],
  payLater: ['payLater'],
  hdbank: ['instalment'],
  vikki: ['bankLink'],
};

/** Who reads a booking's payment status besides a holder of one of its payment ids. */
export interface StatusReader {
  /** The session that booked it, or a manage grant for it (payer.ts). */
  readonly payer?: Payer | undefined;
  /** A check of this server's own that answers nothing of the booking to the caller. */
  readonly isInternal?: boolean;
}

/**
 * Why a capture could not be kept (the payment is then refunded or retried): the due it paid was
 * already paid, the booking can no longer be paid (hold lost, cancelled), a change opened another
 * due since the payment was priced, or another writer changed the payment first.
 */
export class CaptureAbort extends Error {
  constructor(readonly reason: 'alreadyPaid' | 'notPayable' | 'dueChanged' | 'raced') {
    super(reason);
  }
}
