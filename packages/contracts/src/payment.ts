import { PAYMENT_OUTCOMES, PAYMENT_RESULT_CODES, PAYMENT_STATUSES } from '@skybook/domain/payment-codes';
import { z } from 'zod';
import { moneyAmountSchema, paymentIdentifierSchema } from './payment-methods';
import { reservationSchema } from './reservation-model';

/*
 * Payment of a booking (requirements §2 payment screens, §3 Card, Voucher, Payment method response, method
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
 * POST  /booking/payment/hdss/validate (the requirements' path, without /api/v1)  `{ reservationLocator, phone }`
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
 * A payment made from manage booking (x-manage-grant instead of x-session-id: an Unpaid booking
 * after its booking session ended, or a Paid one's balance due) comes back to
 * `/{lang}/my/payment-confirmation?paymentId=<payment id>` instead.
 *
 * Money is integer minor units of `currency`.
 */

/** requirements §4 payment statuses (the domain's list). */
export { PAYMENT_STATUSES, PAYMENT_OUTCOMES, PAYMENT_RESULT_CODES };
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** What /payment-confirmation shows: success, error (not confirmed), cancelled, pending, refused. */
export const paymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);

/** requirements §5 card billing fields (the card itself is in the JWE and never reaches this server). */
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

/** requirements §3 Voucher: serial number, password, PIN. */
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
  /** The payment terms agreement (requirements §5): must be true, else 400 TERMS_NOT_ACCEPTED. */
  acceptedTerms: z.boolean(),
  /** Kind card (VI, MC, JB, AX). */
  card: paymentCardSchema.optional(),
  /** Kind voucher. */
  voucher: paymentVoucherSchema.optional(),
  /** Kind wallet (WALLET): the wallet's 6-digit PIN; the member is the bearer token's. */
  wallet: z.object({ pin: z.string().regex(/^\d{6}$/) }).optional(),
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
  /** requirements §4 result code of the outcome: 200 success, 40 cancelled, 41 pending, 42 failed/refused. */
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
  /** The booking's locator; left out with a manage grant, which names the booking itself. */
  locator: z.string().trim().min(1).max(20).optional(),
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
  /** '00' or HDBANK_ERROR_nn (requirements §8). */
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
  /** Family name of a passenger or the contact (as GET /reservations); left out with a manage grant. */
  lastName: z.string().min(1).max(100).optional(),
  firstName: z.string().min(1).max(100).optional(),
  languageId: z.string().optional(),
});

/** The web page the gateways send the browser back to. */
export function paymentConfirmationPath(language: string, locator: string, paymentId: string): string {
  const query = new URLSearchParams({ locator, paymentId });
  return `/${language}/payment-confirmation?${query.toString()}`;
}

/**
 * Where the gateways send the browser back to after a payment made from manage booking: no
 * locator, since the traveller's manage grant names the booking.
 */
export function managePaymentConfirmationPath(language: string, paymentId: string): string {
  return `/${language}/my/payment-confirmation?${new URLSearchParams({ paymentId }).toString()}`;
}
