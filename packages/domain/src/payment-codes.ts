/**
 * Payment vocabularies and codes (requirements §3, §4): statuses, result codes and the outcome shown,
 * method ids and codes, card brands, and the charge codes left out of the tax total.
 */

/** Status of a payment as the payment service reports it. */
export const PAYMENT_STATUSES = [
  'AUTHORIZED',
  'REFUSED',
  'CANCELLED',
  'PENDING',
  'ERROR',
  'INIT',
  'PROCESSING',
  'SUCCESSFUL',
  'FAILURE',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the payment-confirmation page shows. `error` reads "error / not confirmed". */
export const PAYMENT_OUTCOMES = ['success', 'error', 'cancelled', 'pending', 'refused'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Result codes a payment redirect returns with: 200 success, 40 cancel, 41 pending, 42 failed. */
export const PAYMENT_RESULT_CODES = { success: 200, cancel: 40, pending: 41, failed: 42 } as const;

const OUTCOME_BY_RESULT_CODE: ReadonlyMap<number, PaymentOutcome> = new Map([
  [PAYMENT_RESULT_CODES.success, 'success'],
  [PAYMENT_RESULT_CODES.cancel, 'cancelled'],
  [PAYMENT_RESULT_CODES.pending, 'pending'],
  [PAYMENT_RESULT_CODES.failed, 'error'],
]);

/**
 * The outcome to show for a payment result code (as a number or the digits of a query string).
 * A failed payment (42) and any code not listed show as `error` ("not confirmed"): nothing
 * unrecognised is ever shown as paid.
 */
export function paymentOutcomeForResultCode(code: number | string): PaymentOutcome {
  const numeric =
    typeof code === 'number' ? code : /^\d{1,3}$/.test(code.trim()) ? Number(code.trim()) : Number.NaN;
  return OUTCOME_BY_RESULT_CODE.get(numeric) ?? 'error';
}

const OUTCOME_BY_STATUS: Readonly<Record<PaymentStatus, PaymentOutcome>> = {
  AUTHORIZED: 'success',
  SUCCESSFUL: 'success',
  REFUSED: 'refused',
  CANCELLED: 'cancelled',
  INIT: 'pending',
  PENDING: 'pending',
  PROCESSING: 'pending',
  ERROR: 'error',
  FAILURE: 'error',
};

/**
 * The outcome to show for a payment status: authorised or successful → success; refused →
 * refused; cancelled → cancelled; not yet finished (init, pending, processing) → pending;
 * error or failure → error.
 */
export function paymentOutcomeForStatus(status: PaymentStatus): PaymentOutcome {
  return OUTCOME_BY_STATUS[status];
}

/**
 * Payment method identifiers: PL6 is pay later, VJHDS instalment through a bank; the others are
 * partner and wallet methods named by the payment service.
 */
export const PAYMENT_METHOD_IDS = [
  'PL6',
  'VJHDS',
  'VJMOVI',
  'PLMV',
  'GPAY',
  'Voucher',
  'PLHDB',
  'PL',
  'VJHDSS',
  'VJPAZID',
  'VJPSMAR',
  'VJPAPLE',
  'VJPSSP',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/**
 * The method whose booking creation is not followed by status polling after a gateway timeout
 * (requirements §4: poll "when the payment identifier is not PL6").
 */
export const NO_STATUS_POLLING_METHOD_ID: PaymentMethodId = 'PL6';

/** Groups payment methods are listed under. */
export const PAYMENT_GROUPS = ['GALAXYPAY', 'PAY_LATER'] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

/** Kinds of account a method pays from. */
export const PAYMENT_ACCOUNT_KINDS = ['BANK_ACCOUNT', 'WALLET'] as const;
export type PaymentAccountKind = (typeof PAYMENT_ACCOUNT_KINDS)[number];

/** Method codes the payment service names methods by. */
export const PAYMENT_METHOD_CODES = [
  'Visa',
  'MasterCard',
  'VJPAY',
  'VNPay-QR',
  'JCB',
  'Napas',
  'PowerPass',
  'Voucher',
  'PayLater',
  'VJPZALO',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Card brands recognised from payment-service card codes. */
export const CARD_BRANDS = ['Visa', 'JCB', 'MasterCard', 'Amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The payment-service codes of each card brand. */
export const CARD_BRAND_CODES: Readonly<Record<CardBrand, readonly string[]>> = {
  Visa: ['VI', 'VJPVI', 'VJAUDVI'],
  JCB: ['JB', 'VJPJCB'],
  MasterCard: ['MC', 'VJPMC'],
  Amex: ['AX', 'VJPAMEX'],
};

/** The brand of a payment-service card code (`VJPMC` → MasterCard), or undefined. Exact match. */
export function cardBrandForCode(code: string): CardBrand | undefined {
  return CARD_BRANDS.find((brand) => CARD_BRAND_CODES[brand].includes(code));
}

/** Charge codes left out when summing a booking's taxes and fees (requirements §3). */
export const TAX_TOTAL_EXCLUDED_CHARGE_CODES = ['SA', 'SR', 'FA', 'IF', 'IT', 'IN'] as const;

const EXCLUDED_CHARGE_CODES: ReadonlySet<string> = new Set(TAX_TOTAL_EXCLUDED_CHARGE_CODES);

/** True when a charge with this code counts towards the tax total. Exact match. */
export function countsTowardsTaxTotal(chargeCode: string): boolean {
  return !EXCLUDED_CHARGE_CODES.has(chargeCode);
}
