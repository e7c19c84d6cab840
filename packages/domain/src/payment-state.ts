import type { PaymentStatus } from './payment-codes';

/**
 * How a payment's status (requirements §4 PAYMENT_STATUSES) may change, as one explicit table. Gateways
 * report events out of order and more than once (a notification retried, a browser return after
 * the server-to-server notification, a late "failed" after a success); applying them through
 * this table keeps every record consistent whatever the order:
 *
 * - SUCCESSFUL, REFUSED, CANCELLED and FAILURE are terminal: nothing moves a payment out of them.
 * - AUTHORIZED (money reserved) is a success: it can still be captured (→ SUCCESSFUL) or voided
 *   by the merchant (→ CANCELLED, e.g. the booking's hold expired), but a late failure, refusal
 *   or "pending" is not applied — the caller logs it.
 * - ERROR means "not confirmed" (a timeout, a lost answer): not terminal, so the gateway's later
 *   word (notification or status query) can still settle it either way.
 * - Nothing ever returns to INIT, and no success ever returns to PENDING or PROCESSING.
 */

/** What a gateway or the merchant says happened to a payment. */
export const PAYMENT_EVENTS = [
  /** Sent to the gateway; waiting for its answer. */
  'SUBMITTED',
  /** The gateway waits on the payer: a 3-D Secure challenge, a bank page, a QR to scan. */
  'PAYER_ACTION_REQUIRED',
  /** The gateway says it is still working on it. */
  'PENDING',
  /** Money reserved on the payer's account. */
  'AUTHORIZED',
  /** Money taken (captured or paid directly: bank transfer, QR, pay later). */
  'CAPTURED',
  /** The issuer or partner declined (insufficient funds, wrong OTP too often, …). */
  'REFUSED',
  /** The payer cancelled. */
  'CANCELLED',
  /** The merchant released an authorisation it will not capture. */
  'VOIDED',
  /** The gateway says the payment failed for good (expired, timed out at the issuer). */
  'FAILED',
  /** A technical error on the way: the outcome is unknown until the gateway says more. */
  'ERRORED',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/** Statuses no event leaves. */
export const TERMINAL_PAYMENT_STATUSES = ['SUCCESSFUL', 'REFUSED', 'CANCELLED', 'FAILURE'] as const;

/** Statuses that mean the payer's money is reserved or taken. */
export const SUCCESS_PAYMENT_STATUSES = ['AUTHORIZED', 'SUCCESSFUL'] as const;

const TERMINAL: ReadonlySet<PaymentStatus> = new Set(TERMINAL_PAYMENT_STATUSES);
const SUCCESS: ReadonlySet<PaymentStatus> = new Set(SUCCESS_PAYMENT_STATUSES);

/** True for SUCCESSFUL, REFUSED, CANCELLED and FAILURE. */
export function isTerminalPaymentStatus(status: PaymentStatus): boolean {
  return TERMINAL.has(status);
}

/** True for AUTHORIZED and SUCCESSFUL. */
export function isSuccessPaymentStatus(status: PaymentStatus): boolean {
  return SUCCESS.has(status);
}

type Transitions = Readonly<Partial<Record<PaymentEvent, PaymentStatus>>>;

/** While nothing is settled, the gateway's word decides (a void needs an authorisation first). */
const IN_FLIGHT: Readonly<Record<Exclude<PaymentEvent, 'VOIDED'>, PaymentStatus>> = {
  SUBMITTED: 'PROCESSING',
  PAYER_ACTION_REQUIRED: 'PENDING',
  PENDING: 'PENDING',
  AUTHORIZED: 'AUTHORIZED',
  CAPTURED: 'SUCCESSFUL',
  REFUSED: 'REFUSED',
  CANCELLED: 'CANCELLED',
  FAILED: 'FAILURE',
  ERRORED: 'ERROR',
};

/** The status each event means wherever it arrives: a repeat of it changes nothing. */
const LEADS_TO: Readonly<Record<PaymentEvent, PaymentStatus>> = { ...IN_FLIGHT, VOIDED: 'CANCELLED' };

/**
 * The table: for each status, the status each event leads to. An event missing from a row is not
 * applied in that status.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, Transitions>> = {
  INIT: IN_FLIGHT,
  PROCESSING: IN_FLIGHT,
  // The payer is acting: a late "submitted" from a retried request does not undo the challenge.
  PENDING: { ...IN_FLIGHT, SUBMITTED: 'PENDING' },
  // Unknown outcome: the gateway's next word settles it; a second error changes nothing.
  ERROR: IN_FLIGHT,
  AUTHORIZED: { AUTHORIZED: 'AUTHORIZED', CAPTURED: 'SUCCESSFUL', VOIDED: 'CANCELLED' },
  SUCCESSFUL: {},
  REFUSED: {},
  CANCELLED: {},
  FAILURE: {},
};

/** Why an event was or was not applied. */
export type PaymentEventReason =
  /** The status changed. */
  | 'APPLIED'
  /** The event leads to the status the payment already has (a repeated notification). */
  | 'UNCHANGED'
  /** The payment is terminal. */
  | 'TERMINAL'
  /** A failure, refusal, error or "pending" after the money was reserved: not applied, log it. */
  | 'LATE_AFTER_SUCCESS'
  /** The event makes no sense now (a void before any authorisation). */
  | 'NOT_ALLOWED';

export interface PaymentEventOutcome {
  /** The status after the event: the same as before when not applied. */
  readonly next: PaymentStatus;
  /** True only when the status changed. */
  readonly applied: boolean;
  readonly reason: PaymentEventReason;
}

/**
 * Applies a gateway or merchant event to a payment in `state` through {@link PAYMENT_TRANSITIONS}.
 * Never throws: an event the table does not allow leaves the status as it is and says why, so the
 * caller can log a late failure after a success instead of recording it.
 */
export function applyPaymentEvent(state: PaymentStatus, event: PaymentEvent): PaymentEventOutcome {
  const target = PAYMENT_TRANSITIONS[state][event];
  if (target === state || LEADS_TO[event] === state)
    return { next: state, applied: false, reason: 'UNCHANGED' };
  if (target !== undefined) return { next: target, applied: true, reason: 'APPLIED' };
  if (TERMINAL.has(state)) return { next: state, applied: false, reason: 'TERMINAL' };
  if (SUCCESS.has(state)) return { next: state, applied: false, reason: 'LATE_AFTER_SUCCESS' };
  return { next: state, applied: false, reason: 'NOT_ALLOWED' };
}

const EVENT_FOR_REPORTED_STATUS: Readonly<Record<Exclude<PaymentStatus, 'INIT'>, PaymentEvent>> = {
  PROCESSING: 'SUBMITTED',
  PENDING: 'PENDING',
  AUTHORIZED: 'AUTHORIZED',
  SUCCESSFUL: 'CAPTURED',
  REFUSED: 'REFUSED',
  CANCELLED: 'CANCELLED',
  FAILURE: 'FAILED',
  ERROR: 'ERRORED',
};

/**
 * The event a gateway means when it reports a status in the requirements' vocabulary (a notification's
 * `status`): SUCCESSFUL is a capture, FAILURE a failure, and so on. INIT is never reported: it
 * is only where a payment starts, so it maps to no event.
 */
export function eventForReportedStatus(status: PaymentStatus): PaymentEvent | undefined {
  return status === 'INIT' ? undefined : EVENT_FOR_REPORTED_STATUS[status];
}
