import type { Brand } from './brand';
import { type CurrencyCode, isCurrencyCode, minorUnitExponent } from './currency';

interface MoneyFields {
  /** The amount in the currency's minor unit (cents, xu...): a safe integer, negative for refunds and discounts. */
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

/**
 * An exact amount of money: an integer count of the currency's minor unit plus the currency
 * (design §2). Never a float of major units. Made only by {@link money} (or the functions here,
 * which all go through it), so every `Money` holds a safe integer and a supported currency.
 */
export type Money = Brand<MoneyFields, 'Money'>;

function isValidMoney(value: MoneyFields): value is Money {
  return Number.isSafeInteger(value.amountMinor) && isCurrencyCode(value.currency);
}

/**
 * The one constructor of {@link Money}.
 *
 * @param amountMinor - amount in minor units (e.g. 1050 for USD 10.50, 1050 for VND 1 050);
 *   `-0` is stored as `0`.
 * @throws RangeError when `amountMinor` is not a safe integer or `currency` is not supported.
 */
export function money(amountMinor: number, currency: CurrencyCode): Money {
  const value = { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency };
  if (!isValidMoney(value)) {
    throw new RangeError(
      `Invalid money: ${amountMinor} ${currency} (amount must be a safe integer of minor units)`,
    );
  }
  return value;
}

/** True when `value` is a well-formed money object (e.g. after JSON parsing). */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  if (!('amountMinor' in value) || !('currency' in value)) return false;
  const { amountMinor, currency } = value;
  return typeof amountMinor === 'number' && Number.isSafeInteger(amountMinor) && isCurrencyCode(currency);
}

const PLAIN_DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

interface Decimal {
  /** All digits as one integer, sign included. */
  readonly units: bigint;
  /** How many of those digits are after the decimal point. */
  readonly scale: number;
}

function parseDecimal(text: string): Decimal | undefined {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const magnitude = BigInt(whole + fraction);
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > MAX_SAFE || value < -MAX_SAFE)
    throw new RangeError(`${what} is outside the safe integer range`);
  return Number(value);
}

/**
 * Money from an amount in major units, exactly: `fromMajor('10.5', 'USD')` is 1050 cents,
 * `fromMajor('1234000', 'VND')` is 1 234 000 dong.
 *
 * A string must be a plain decimal: optional sign, digits, optional `.` and digits (no
 * exponent, no grouping separators, no spaces). It is read digit by digit, so no float drift.
 * A number is read through its shortest round-trip decimal form (`0.1` is read as `"0.1"`).
 *
 * @throws RangeError when the amount is not such a decimal, has more fraction digits than the
 *   currency's minor unit allows (trailing zeros are fine: `'10.50'` for VND is not, `'10.00'` is),
 *   or is outside the safe integer range once in minor units.
 */
export function fromMajor(amount: string | number, currency: CurrencyCode): Money {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Amount must be finite, got ${amount}`);
  }
  // Numbers print in exponent form only below 1e-6 (too precise for any currency) or from 1e21
  // (beyond safe integers), so the plain-decimal grammar is enough for both inputs.
  const text = typeof amount === 'number' ? String(amount) : amount;
  const decimal = parseDecimal(text);
  if (!decimal) throw new RangeError(`Not a decimal amount: "${text}"`);
  const exponent = minorUnitExponent(currency);
  let minor: bigint;
  if (decimal.scale <= exponent) {
    minor = decimal.units * 10n ** BigInt(exponent - decimal.scale);
  } else {
    const divisor = 10n ** BigInt(decimal.scale - exponent);
    if (decimal.units % divisor !== 0n) {
      throw new RangeError(`${currency} allows ${exponent} fraction digits, got "${text}"`);
    }
    minor = decimal.units / divisor;
  }
  return money(toSafeNumber(minor, `Amount "${text}" ${currency}`), currency);
}

/**
 * The amount in major units as an exact decimal string with the currency's digits:
 * USD 1050 → `"10.50"`, VND 1234000 → `"1234000"`, USD -5 → `"-0.05"`.
 */
export function toMajorString(value: Money): string {
  const exponent = minorUnitExponent(value.currency);
  const sign = value.amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(value.amountMinor));
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}; convert first`);
  }
}

/** `a + b`. @throws RangeError when the currencies differ or the result is not a safe integer. */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

/** `a - b`. @throws RangeError when the currencies differ or the result is not a safe integer. */
export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amountMinor - b.amountMinor, a.currency);
}

/**
 * `value × factor` for a whole factor (a count of passengers, of segments...). Fractions of money
 * are {@link allocateMoney}'s or {@link convertMoney}'s job, where rounding is explicit.
 *
 * @throws RangeError when `factor` is not a safe integer or the result is not a safe integer.
 */
export function multiplyMoney(value: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Factor must be an integer, got ${factor}`);
  return money(value.amountMinor * factor, value.currency);
}

/** `-value`: a charge turned into its refund, and back. */
export function negateMoney(value: Money): Money {
  return money(-value.amountMinor, value.currency);
}

/**
 * The total of `amounts`, all in `currency`; zero for an empty list.
 *
 * @throws RangeError when any amount is in another currency or the total is not a safe integer.
 */
export function sumMoney(amounts: readonly Money[], currency: CurrencyCode): Money {
  let total = 0n;
  for (const amount of amounts) {
    if (amount.currency !== currency) {
      throw new RangeError(`Cannot sum ${amount.currency} into ${currency}; convert first`);
    }
    total += BigInt(amount.amountMinor);
  }
  return money(toSafeNumber(total, `Sum in ${currency}`), currency);
}

/**
 * Negative, zero or positive as `a` is less than, equal to or greater than `b` (for sorting).
 *
 * @throws RangeError when the currencies differ.
 */
export function compareMoney(a: Money, b: Money): number {
  assertSameCurrency(a, b);
  return Math.sign(a.amountMinor - b.amountMinor);
}

/**
 * Splits `total` into parts proportional to `weights` that add up to `total` exactly, by the
 * largest-remainder method: each part gets the whole minor units of its exact share, then the
 * minor units left over go one each to the parts with the largest remainders; equal remainders
 * favour the earlier part. A negative total is split like its magnitude and negated, so
 * allocating a refund mirrors allocating the charge.
 *
 * @example allocateMoney(money(100, 'USD'), [1, 1, 1]) // 34, 33, 33 cents
 * @param weights - non-negative safe integers, at least one of them positive. For n equal parts
 *   pass n ones.
 * @throws RangeError when `weights` is empty, holds a negative or non-integer weight, or sums to 0.
 */
export function allocateMoney(total: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('Cannot allocate into zero parts');
  let weightSum = 0n;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${weight}`);
    }
    weightSum += BigInt(weight);
  }
  if (weightSum === 0n) throw new RangeError('Weights must not all be zero');

  const sign = total.amountMinor < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total.amountMinor));
  const shares = weights.map((weight, index) => {
    const exact = magnitude * BigInt(weight);
    return { index, whole: exact / weightSum, remainder: exact % weightSum };
  });
  let leftover = magnitude - shares.reduce((acc, share) => acc + share.whole, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    extra.add(share.index);
    leftover -= 1n;
  }
  return shares.map((share) =>
    money(sign * (Number(share.whole) + (extra.has(share.index) ? 1 : 0)), total.currency),
  );
}

/**
 * An exchange rate as an exact fraction: `numerator / denominator` units (major) of the target
 * currency per 1 unit (major) of the source currency. Both are positive safe integers.
 */
export interface ExchangeRate {
  readonly numerator: number;
  readonly denominator: number;
}

interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function toFraction(rate: ExchangeRate | string): Fraction {
  if (typeof rate === 'string') {
    const decimal = parseDecimal(rate);
    if (!decimal || decimal.units <= 0n) throw new RangeError(`Not a positive decimal rate: "${rate}"`);
    return { numerator: decimal.units, denominator: 10n ** BigInt(decimal.scale) };
  }
  const { numerator, denominator } = rate;
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator <= 0 ||
    denominator <= 0
  ) {
    throw new RangeError(`Rate must be a fraction of positive integers, got ${numerator}/${denominator}`);
  }
  return { numerator: BigInt(numerator), denominator: BigInt(denominator) };
}

/**
 * Converts `value` into `to` at `rate`, the number of major units of `to` per 1 major unit of
 * `value.currency`: either an exact {@link ExchangeRate} fraction or a positive plain decimal
 * string such as `"0.0000393"` (VND→USD) or `"25450"` (USD→VND).
 *
 * The exact result is rounded once, to the target's minor unit, **half-up**: a remainder below
 * one half rounds toward zero, one half or more rounds away from zero. Rounding by magnitude
 * keeps conversion symmetric, so converting a refund gives the exact negation of converting
 * the charge.
 *
 * @example convertMoney(money(100_000, 'VND'), 'USD', '0.0000393') // USD 3.93
 * @throws RangeError when the rate is not positive or the result is not a safe integer.
 */
export function convertMoney(value: Money, to: CurrencyCode, rate: ExchangeRate | string): Money {
  const { numerator, denominator } = toFraction(rate);
  const scaledNumerator =
    BigInt(Math.abs(value.amountMinor)) * numerator * 10n ** BigInt(minorUnitExponent(to));
  const scaledDenominator = denominator * 10n ** BigInt(minorUnitExponent(value.currency));
  const quotient = scaledNumerator / scaledDenominator;
  const remainder = scaledNumerator % scaledDenominator;
  const rounded = remainder * 2n >= scaledDenominator ? quotient + 1n : quotient;
  const signed = value.amountMinor < 0 ? -rounded : rounded;
  return money(toSafeNumber(signed, `Converted ${value.currency} amount`), to);
}
