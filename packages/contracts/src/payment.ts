import { CURRENCY_CODES } from '@skybook/domain/currency';
import {
  PAYMENT_ACCOUNT_KINDS,
  PAYMENT_METHOD_CODES,
  PAYMENT_OUTCOMES,
  PAYMENT_RESULT_CODES,
  PAYMENT_STATUSES,
} from '@skybook/domain/payment-codes';
import { z } from 'zod';
import { LEGAL_CONTENT_KEYS } from './legal-content';
import { reservationSchema } from './reservation';

/*
 * Payment of a booking (SPEC §2 payment screens, §3 Card, Voucher, Payment method response, method
 * ids, groups, codes, card brand codes; §4 payment statuses and codes; §7 payment calls).
 *
 * GET   /booking/api/v1/payment/methods-by-bookingKey?reservationKey&languageId&currency  (x-session-id)
 *       the methods a booking can be paid with, each with its fee and the total to confirm.
 * POST  /booking/api/v1/payment        (x-session-id, Idempotency-Key) pay a booking with a method:
 *       `{ payment, redirectUrl }` — redirectUrl null when settled at once (a voucher), else the
 *       gateway page (3-D Secure challenge, VNPay, pay-later partner, HDBank) to send the browser to.
 * PATCH /booking/api/v1/payment/status  `{ locator, paymentId? }` → `{ payment, reservation }`: asks
 *       the gateway when the payment is still open; the confirmation page calls it on arrival.
 * POST  /booking/api/v1/payment/hdbank/verify   the OTP HDBank sent, typed on our page (VJHDS).
 * POST  /booking/payment/hdss/validate (SPEC's path, without /api/v1)  `{ reservationLocator, phone }`
 *       → `{ isValid, messageKey, holdExpiresAt?, amount? }`: whether a held booking can be paid
 *       at an HD SAISON point (/hdss-direct).
 * POST  /booking/api/v1/payment/movi/validate (not integrated: 409 PAYMENT_METHOD_UNAVAILABLE),
 *       GET /booking/api/v1/payment/gpay/transaction: partner checks.
 * GET   /booking/api/v1/reservations/{locator}/itinerary.pdf?lastName&firstName   the itinerary PDF
 *       (a plain link works: the names are checked as GET /reservations does, rate limited).
 *
 * Gateway side (not called by the web): GET /booking/api/v1/payment/vnpay/ipn (VNPay's IPN),
 * POST /booking/api/v1/payment/notifications/{card|pay-later|hdbank} (signed JSON notifications).
 * Only those change a payment's state; the browser's return only shows it.
 *
 * After a gateway page the browser comes back to the web page
 * `/{lang}/payment-confirmation?locator=<locator>&paymentId=<payment id>` (plus the gateway's own
 * signed parameters, which the page ignores): it calls PATCH payment/status and shows the outcome.
 *
 * Money is integer minor units of `currency`.
 */

/** SPEC §4 payment statuses (the domain's list). */
export { PAYMENT_STATUSES, PAYMENT_OUTCOMES, PAYMENT_RESULT_CODES };
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** What /payment-confirmation shows: success, error (not confirmed), cancelled, pending, refused. */
export const paymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);

/**
 * The methods this site offers (SPEC §3): card brands by their codes, Napas domestic cards and
 * e-banking and VNPay QR through VNPay, PL6 "hold the booking, pay later" (held unpaid until its
 * 6-hour deadline, no gateway), PL pay later through the partner, VJHDS instalments through HDBank,
 * and vouchers. VIKKI is not a method of the list: it is the Vikki bank link that manage booking
 * issues (PATCH reservations/vikki), recorded as a payment like the others.
 */
export const PAYMENT_IDENTIFIERS = [
  'VI',
  'MC',
  'JB',
  'AX',
  'NP',
  'VNPAYQR',
  'PL6',
  'PL',
  'VJHDS',
  'Voucher',
  'VIKKI',
] as const;
export type PaymentIdentifier = (typeof PAYMENT_IDENTIFIERS)[number];
export const paymentIdentifierSchema = z.enum(PAYMENT_IDENTIFIERS);

/** How a method is paid, i.e. which detail panel the page shows and which body field POST needs. */
export const PAYMENT_METHOD_KINDS = [
  /** International card: `card` (JWE token + billing) in the body; 3-D Secure page possibly. */
  'card',
  /** Napas domestic card / e-banking: VNPay page (bank choice). */
  'domesticCard',
  /** VNPay QR: VNPay page with the QR. */
  'qr',
  /**
   * Hold the booking and pay later (PL6): nothing is charged; the booking stays Unpaid until its
   * 6-hour deadline (SPEC §4) and is paid with another method before it, or cancelled.
   */
  'hold',
  /** Pay later through the partner (PL): `payLater.phone`; partner page with an SMS code. */
  'payLater',
  /** Instalments through HDBank: `instalment`; HDBank page, or our OTP box + hdbank/verify. */
  'instalment',
  /** Voucher: `voucher` (serial, password, PIN); settled at once. */
  'voucher',
  /** Member wallet (not offered yet: members do not exist). */
  'wallet',
  /**
   * A signed bank link (Vikki, PATCH reservations/vikki): never listed by methods-by-bookingKey
   * nor taken by POST payment; the bank's signed notification settles it.
   */
  'bankLink',
] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** The two tabs of the methods list. */
export const PAYMENT_METHOD_GROUPS = ['PAY_NOW', 'PAY_LATER'] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

/** Why a method is listed but cannot be chosen. */
export const PAYMENT_UNAVAILABLE_REASONS = [
  /**
   * Pay later needs the first departure at least PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE days away, a
   * hold PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE hours.
   */
  'TOO_CLOSE_TO_DEPARTURE',
  /** Instalments need at least INSTALMENT_MIN_AMOUNT_VND. */
  'BELOW_MINIMUM',
  /** The method does not take the booking's currency (VNPay, Napas, pay later, HDBank: VND only). */
  'CURRENCY_NOT_SUPPORTED',
  /** Wallet: a signed-in member only. */
  'LOGIN_REQUIRED',
] as const;
export type PaymentUnavailableReason = (typeof PAYMENT_UNAVAILABLE_REASONS)[number];

/** Pay later is offered only when the first flight leaves at least this many days from now. */
export const PAYMENT_PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE = 3;
/**
 * A hold (PL6) is offered only when the first flight leaves at least this many hours from now: the
 * 6-hour hold then ends well before check-in opens.
 */
export const PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE = 24;
/** Instalments through HDBank from this total (VND), as HDBank's own minimum. */
export const INSTALMENT_MIN_AMOUNT_VND = 3_000_000;
/** The instalment terms HDBank offers, in months. */
export const INSTALMENT_TENORS = [3, 6, 9, 12] as const;

/**
 * HD SAISON direct (/hdss-direct): a booking held online (PL6) is paid at an HD SAISON point, which
 * lends what remains to pay from this amount (VND) …
 */
export const HDSS_DIRECT_MIN_AMOUNT_VND = 1_000_000;
/** … up to this amount (VND). */
export const HDSS_DIRECT_MAX_AMOUNT_VND = 50_000_000;
/** The hold must still have this many minutes to run: time enough to get to an HD SAISON point. */
export const HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT = 30;
/**
 * Why POST payment/hdss/validate says a booking cannot go through HD SAISON direct, in the order
 * the rules are checked (the first failing one is answered): the booking is not in VND; what
 * remains is outside the amount limits; the first flight leaves in less than
 * PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE hours; the hold ends in less than
 * HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT minutes; the phone is not a Vietnamese mobile number.
 */
export const HDSS_DIRECT_MESSAGE_KEYS = [
  'hdss.currency',
  'hdss.amount',
  'hdss.tooCloseToDeparture',
  'hdss.holdEnding',
  'hdss.phone',
] as const;
export type HdssDirectMessageKey = (typeof HDSS_DIRECT_MESSAGE_KEYS)[number];

export const moneyAmountSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** Integer minor units of `currency`. */
  totalAmount: z.number().int().nonnegative(),
});
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

export const paymentMethodsQuerySchema = z.object({
  /** The booking's locator (SPEC's reservationKey). */
  reservationKey: z.string().min(1).max(20).describe('The booking locator.'),
  languageId: z.string().optional().describe('vi (default), en, th, ko, zh-CN, zh-TW, ja, ru.'),
  /** Only the booking's own currency is priced; any other is answered with the booking's. */
  currency: z.enum(CURRENCY_CODES).optional(),
  // SPEC §7 also lists bookingKey, bookingKeyReturn, newBookingKey(Return), flightCode, passengers:
  // accepted and ignored (the booking itself says all of that).
  bookingKey: z.string().optional(),
  bookingKeyReturn: z.string().optional(),
  newBookingKey: z.string().optional(),
  newBookingKeyReturn: z.string().optional(),
  flightCode: z.string().optional(),
  passengers: z.string().optional(),
});
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuerySchema>;

export const paymentMethodSchema = z.object({
  /** SPEC §3 id of the method (the card brand code for cards). */
  identifier: paymentIdentifierSchema,
  /** SPEC §3 method code: Visa, MasterCard, JCB, Napas, VNPay-QR, PayLater, Voucher … ('Amex' for AX). */
  code: z.union([z.enum(PAYMENT_METHOD_CODES), z.literal('Amex')]),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  group: z.enum(PAYMENT_METHOD_GROUPS),
  /** What the method pays from: a bank account (Napas, QR, instalment), a wallet, or null (cards, vouchers). */
  accountKind: z.enum(PAYMENT_ACCOUNT_KINDS).nullable(),
  /** Translated by languageId. */
  name: z.string(),
  /** Translated by languageId: one sentence on how it works. */
  description: z.string(),
  /** Card brand codes the method accepts (SPEC §3: VI, MC, JB, AX); empty for non-card methods. */
  cardBrands: z.array(z.string()),
  /** The method's fee for this booking (0 when free). */
  fee: moneyAmountSchema,
  /** What the traveller confirms and is charged: the booking's remaining amount plus the fee. */
  total: moneyAmountSchema,
  isAvailable: z.boolean(),
  /** Null when available. */
  unavailableReason: z.enum(PAYMENT_UNAVAILABLE_REASONS).nullable(),
  /** Legal-content key of terms to accept for this method (payLaterTerms), or null. */
  termsKey: z.enum(LEGAL_CONTENT_KEYS).nullable(),
  /** Instalments: the terms HDBank offers in months; empty otherwise. */
  tenors: z.array(z.number().int()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({
  payments: z.array(paymentMethodSchema),
  /** Multi-currency card conversion (MDCC): not offered. */
  ENABLE_MDCC_CONFIG: z.boolean(),
  /** Identifiers MDCC applies to (empty when off). */
  MDCC_IDENTIFIERS_CONFIG: z.array(z.string()),
  /** The booking: what is left to pay and until when it is held. */
  reservation: z.object({
    locator: z.string(),
    status: z.string(),
    /** ISO instant the unpaid booking is cancelled at. */
    holdExpiresAt: z.string(),
    /** The IANA time zone the deadline is shown in: the first flight's departure airport's. */
    holdTimeZone: z.string(),
    remaining: moneyAmountSchema,
  }),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** SPEC §5 card billing fields (the card itself is in the JWE and never reaches this server). */
export const cardBillingSchema = z.object({
  address: z.string().trim().min(1).max(50),
  city: z.string().trim().min(1).max(50),
  province: z.string().trim().min(1).max(50),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  postalCode: z.string().trim().min(1).max(10),
  /** 8 to 11 digits. */
  phone: z.string().regex(/^\d{8,11}$/),
});

export const paymentCardSchema = z.object({
  /**
   * Compact JWE of `{ number, expiry: "MM/YY", cvv, holderName, generatedAt }` under the sandbox
   * acquirer's key (GET /sandbox/card/jwks; RSA-OAEP-256, A256GCM, kid in the header).
   */
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    .max(8000),
  /** The brand code the browser detected (VI, MC, JB, AX); must match the chosen identifier. */
  brand: z.string().max(10),
  billing: cardBillingSchema,
});

/** SPEC §3 Voucher: serial number, password, PIN. */
export const paymentVoucherSchema = z.object({
  serial: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(64),
  pin: z.string().min(1).max(16),
});

export const createPaymentBodySchema = z.object({
  reservationLocator: z.string().trim().min(1).max(20),
  identifier: paymentIdentifierSchema,
  /** The total the traveller confirmed, fee included; another current total → 409 PRICE_CHANGED. */
  amount: moneyAmountSchema,
  languageId: z.string().optional(),
  /** The payment terms agreement (SPEC §5): must be true, else 400 TERMS_NOT_ACCEPTED. */
  acceptedTerms: z.boolean(),
  /** Kind card (VI, MC, JB, AX). */
  card: paymentCardSchema.optional(),
  /** Kind voucher. */
  voucher: paymentVoucherSchema.optional(),
  /** Kind payLater (PL): the partner account's phone, and its holder's name when not the contact's. */
  payLater: z
    .object({
      phone: z.string().regex(/^\+?\d{8,12}$/),
      /** The account holder's full name as the partner knows it; the booking contact's name when absent. */
      fullName: z.string().trim().min(1).max(100).optional(),
    })
    .optional(),
  /** Kind instalment (VJHDS). */
  instalment: z
    .object({
      tenorMonths: z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]),
      phone: z.string().regex(/^\+?\d{8,12}$/),
      email: z.email().max(100),
    })
    .optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** One payment attempt as the web sees it. */
export const paymentSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  outcome: paymentOutcomeSchema,
  /** SPEC §4 result code of the outcome: 200 success, 40 cancelled, 41 pending, 42 failed/refused. */
  resultCode: z.number().int(),
  identifier: paymentIdentifierSchema,
  /** The amount charged (fee included). */
  amount: moneyAmountSchema,
  fee: moneyAmountSchema,
  /** Cards: brand code and last 4 the acquirer returned; null otherwise. */
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  /**
   * A web translation key for why it failed or what to do, when the gateway said (pay-later
   * result keys `payLater.result.*`, HDBank `hdbank.error.*`), else null.
   */
  messageKey: z.string().nullable(),
  /** The gateway's own code (pay-later 02, HDBANK_ERROR_07, card resultCode …) or null. */
  gatewayCode: z.string().nullable(),
  /** Set when the money was returned (the booking could not be kept after a late payment). */
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const createPaymentResponseSchema = z.object({
  payment: paymentSchema,
  /** Where to send the browser; null when settled at once or refused at once. */
  redirectUrl: z.string().nullable(),
  /** Instalments: HDBank sent an OTP; the page may take it and POST hdbank/verify instead of redirecting. */
  otp: z.object({ expiresAt: z.string().nullable(), attemptsLeft: z.number().int().nullable() }).nullable(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const paymentStatusBodySchema = z.object({
  locator: z.string().trim().min(1).max(20),
  /**
   * The attempt to settle (from the return URL); the latest one of the booking when absent. The
   * card acquirer's return writes its own payment id over ours, so either id is accepted.
   */
  paymentId: z.string().max(64).optional(),
});

export const paymentStatusResponseSchema = z.object({
  /** Null when the booking has no payment yet. */
  payment: paymentSchema.nullable(),
  reservation: reservationSchema,
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const hdbankVerifyBodySchema = z.object({
  locator: z.string().trim().min(1).max(20),
  paymentId: z.string().max(64),
  otp: z.string().regex(/^\d{6}$/),
  /** Ask HDBank for a new code instead of verifying (otp then ignored). */
  resend: z.boolean().optional(),
});

export const hdbankVerifyResponseSchema = z.object({
  payment: paymentSchema,
  /** '00' or HDBANK_ERROR_nn (SPEC §8). */
  resultCode: z.string(),
  /** The web's key for an HDBANK_ERROR_nn code; null for '00'. */
  messageKey: z.string().nullable(),
  attemptsLeft: z.number().int().nullable(),
});

export const moviValidateBodySchema = z.object({
  reservationLocator: z.string().trim().min(1).max(20),
  phone: z.string().regex(/^\+?\d{8,12}$/),
});
export type MoviValidateBody = z.infer<typeof moviValidateBodySchema>;
/** The HD SAISON direct check's body: the booking code and the traveller's mobile number. */
export const hdssValidateBodySchema = moviValidateBodySchema;
export type HdssValidateBody = MoviValidateBody;

/**
 * Movi / HDSS partner checks: whether the booking can go through the partner for this customer.
 * HDSS (HD SAISON direct) answers its rules' keys (HDSS_DIRECT_MESSAGE_KEYS); a valid answer also
 * carries the hold's deadline and what remains to pay, which the traveller brings to the point.
 */
export const partnerValidateResponseSchema = z.object({
  isValid: z.boolean(),
  /** Why not (a translation key), null when valid. */
  messageKey: z.string().nullable(),
  /** Valid answers: ISO instant the held booking is cancelled at unless paid. */
  holdExpiresAt: z.string().optional(),
  /** Valid answers: what remains to pay. */
  amount: moneyAmountSchema.optional(),
});
export type PartnerValidateResponse = z.infer<typeof partnerValidateResponseSchema>;

export const gpayTransactionQuerySchema = z.object({
  locator: z.string().trim().min(1).max(20),
});

/** GPay status check: the booking's latest payment as the wallet partner would report it. */
export const gpayTransactionResponseSchema = z.object({
  foundInGPAY: z.boolean(),
  payment: paymentSchema.nullable(),
});

export const itineraryParamsSchema = z.object({ locator: z.string().trim().min(1).max(20) });
export const itineraryQuerySchema = z.object({
  /** Family name of a passenger or the contact (as GET /reservations). */
  lastName: z.string().min(1).max(100),
  firstName: z.string().min(1).max(100),
  languageId: z.string().optional(),
});

/** The web page the gateways send the browser back to. */
export function paymentConfirmationPath(language: string, locator: string, paymentId: string): string {
  const query = new URLSearchParams({ locator, paymentId });
  return `/${language}/payment-confirmation?${query.toString()}`;
}

// ─── Refunds owed (operations staff) ─────────────────────────────────────────────────────────

/** Where a refund owed stands: sent and confirmed, being tried, given up (money still owed), or left to a partner's operations. */
export const REFUND_STATES = ['pending', 'done', 'failed', 'manual'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundsQuerySchema = z.object({
  /** Only refunds in this state; without it, every refund not `done` (what is still owed or to check). */
  state: z.enum(REFUND_STATES).optional(),
});

export const refundSchema = z.object({
  paymentId: z.string(),
  locator: z.string(),
  identifier: paymentIdentifierSchema,
  amount: moneyAmountSchema,
  state: z.enum(REFUND_STATES),
  /** Why the booking could not take the money: holdLost, cancelledByTraveller, alreadyPaid. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** The gateway's answer or failure of the last try (HTTP_503, 91 …), null when none. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** When the refund was recorded. */
  recordedAt: z.string().nullable(),
});
export type RefundDto = z.infer<typeof refundSchema>;

export const refundListSchema = z.object({ refunds: z.array(refundSchema) });
