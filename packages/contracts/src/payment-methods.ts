import { CURRENCY_CODES } from '@skybook/domain/currency';
import { PAYMENT_ACCOUNT_KINDS, PAYMENT_METHOD_CODES } from '@skybook/domain/payment-codes';
import { z } from 'zod';
import { LEGAL_CONTENT_KEYS } from './legal-content';

/*
 * The methods a booking can be paid with (requirements §2 payment screens, §3 Payment method response,
 * method ids, groups, codes, card brand codes) and the rules that offer them:
 *
 * GET   /booking/api/v1/payment/methods-by-bookingKey?reservationKey&languageId&currency  (x-session-id)
 *       the methods a booking can be paid with, each with its fee and the total to confirm.
 *
 * The payment itself is in ./payment.ts. Money is integer minor units of `currency`.
 */

/**
 * The methods this site offers (requirements §3): card brands by their codes, Napas domestic cards and
 * e-banking and VNPay QR through VNPay, PL6 "hold the booking, pay later" (held unpaid until its
 * 6-hour deadline, no gateway), PL pay later through the partner, VJHDS instalments through HDBank,
 * vouchers, and WALLET the signed-in member's wallet (decision 033). VIKKI is not a method of the list: it is the Vikki bank link that manage booking
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
  'WALLET',
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
   * 6-hour deadline (requirements §4) and is paid with another method before it, or cancelled.
   */
  'hold',
  /** Pay later through the partner (PL): `payLater.phone`; partner page with an SMS code. */
  'payLater',
  /** Instalments through HDBank: `instalment`; HDBank page, or our OTP box + hdbank/verify. */
  'instalment',
  /** Voucher: `voucher` (serial, password, PIN); settled at once. */
  'voucher',
  /**
   * The signed-in member's wallet (WALLET): the member's bearer token and `wallet.pin` in the body;
   * settled at once (decision 033).
   */
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
  /** Wallet: the signed-in member has not activated a wallet. */
  'WALLET_NOT_ACTIVE',
  /** A hold (PL6) for a balance due: what a change added to a Paid booking is paid now. */
  'BALANCE_DUE',
  /** A hold (PL6) from manage booking: the booking is already held until its deadline. */
  'ALREADY_HELD',
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
  /**
   * The booking's locator (the requirements' reservationKey). Left out with a manage grant, which
   * names the booking itself; when both are sent they must name the same booking.
   */
  reservationKey: z
    .string()
    .min(1)
    .max(20)
    .optional()
    .describe('The booking locator (optional with x-manage-grant).'),
  languageId: z.string().optional().describe('vi (default), en, th, ko, zh-CN, zh-TW, ja, ru.'),
  /** Only the booking's own currency is priced; any other is answered with the booking's. */
  currency: z.enum(CURRENCY_CODES).optional(),
  // requirements §7 also lists bookingKey, bookingKeyReturn, newBookingKey(Return), flightCode, passengers:
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
  /** requirements §3 id of the method (the card brand code for cards). */
  identifier: paymentIdentifierSchema,
  /** requirements §3 method code: Visa, MasterCard, JCB, Napas, VNPay-QR, PayLater, Voucher … ('Amex' for AX). */
  code: z.union([z.enum(PAYMENT_METHOD_CODES), z.literal('Amex')]),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  group: z.enum(PAYMENT_METHOD_GROUPS),
  /** What the method pays from: a bank account (Napas, QR, instalment), a wallet, or null (cards, vouchers). */
  accountKind: z.enum(PAYMENT_ACCOUNT_KINDS).nullable(),
  /** Translated by languageId. */
  name: z.string(),
  /** Translated by languageId: one sentence on how it works. */
  description: z.string(),
  /** Card brand codes the method accepts (requirements §3: VI, MC, JB, AX); empty for non-card methods. */
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
    /** ISO instant the unpaid booking is cancelled at (past and meaningless once Paid). */
    holdExpiresAt: z.string(),
    /** The IANA time zone the deadline is shown in: the first flight's departure airport's. */
    holdTimeZone: z.string(),
    /** What is left to pay before a method's fee: the booking, or its balance due. */
    remaining: moneyAmountSchema,
    /**
     * What the member's loyalty points took off (decision 037), minor units of `remaining`'s
     * currency; already taken off `remaining`. 0 without points.
     */
    pointsDiscount: z.number().int().nonnegative().default(0),
    /**
     * True for a Paid booking that owes a balance (a change added charges): `remaining` is that
     * balance, paid by any method but a hold, and the booking stays Paid throughout.
     */
    balanceDue: z.boolean(),
  }),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;
