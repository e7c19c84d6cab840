import {
  HDSS_DIRECT_MAX_AMOUNT_VND,
  HDSS_DIRECT_MIN_AMOUNT_VND,
  HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT,
  PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE,
  type HdssDirectMessageKey,
} from '@skybook/contracts/payment-methods';
import type { CurrencyCode } from '@skybook/domain/currency';

/**
 * HD SAISON direct (/hdss-direct, issue 5): a traveller holds a booking online (PL6: it stays
 * Unpaid until its hold ends), then brings the booking code and a citizen ID card to an HD SAISON
 * point, where HD SAISON lends the money and pays the airline. HD SAISON's systems are not ours;
 * these are the airline's rules for whether a booking can go through the programme. Pure: the
 * route passes an Unpaid booking's figures (Paid, cancelled and expired ones are refused before).
 */

export interface HdssDirectInput {
  currency: CurrencyCode;
  /** What remains to pay, integer minor units of `currency` (VND has none: dong). */
  remaining: number;
  /** ISO instant the first flight leaves. */
  firstDepartureUtc: string;
  /** ISO instant the unpaid booking is cancelled at. */
  holdExpiresAt: string;
  /** The traveller's mobile number as typed. */
  phone: string;
  now: Date;
}

export type HdssDirectCheck = { isValid: true } | { isValid: false; messageKey: HdssDirectMessageKey };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A Vietnamese mobile number: 10 digits starting 03, 05, 07, 08 or 09, or the same number written
 * +84 followed by its 9 digits without the leading 0 (+84 9xx xxx xxx).
 */
export function isVietnamMobile(phone: string): boolean {
  return /^(?:0|\+84)[35789]\d{8}$/.test(phone);
}

/** The rules in order; the first failing one is the answer. */
export function checkHdssDirect(input: HdssDirectInput): HdssDirectCheck {
  const refuse = (messageKey: HdssDirectMessageKey): HdssDirectCheck => ({ isValid: false, messageKey });
  if (input.currency !== 'VND') return refuse('hdss.currency');
  if (input.remaining < HDSS_DIRECT_MIN_AMOUNT_VND || input.remaining > HDSS_DIRECT_MAX_AMOUNT_VND)
    return refuse('hdss.amount');
  const now = input.now.getTime();
  if (Date.parse(input.firstDepartureUtc) - now < PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE * HOUR_MS)
    return refuse('hdss.tooCloseToDeparture');
  if (Date.parse(input.holdExpiresAt) - now < HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT * MINUTE_MS)
    return refuse('hdss.holdEnding');
  if (!isVietnamMobile(input.phone)) return refuse('hdss.phone');
  return { isValid: true };
}
