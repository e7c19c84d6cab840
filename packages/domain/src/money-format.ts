import { type CurrencyCode, minorUnitExponent } from './currency';
import { money, toMajorString, type Money } from './money';

/**
 * Display of money amounts, the one way every part of the site writes them: locale formatting,
 * the VND split of requirements §9 and the compact form of fare calendars. Formatters are built once per
 * language and currency (building one costs far more than using it).
 */

const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = minorUnitExponent(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function isNumericLiteral(text: string): text is Intl.StringNumericLiteral {
  return PLAIN_DECIMAL.test(text);
}

/**
 * `value` for display in `locale` (a BCP 47 tag such as `vi`, `en-US`) through
 * `Intl.NumberFormat`, always with the currency's ISO minor-unit digits (so IDR shows 2 decimals
 * where `Intl` alone would show none). The amount is handed to `Intl` as an exact decimal string,
 * so large amounts never pick up float error.
 *
 * @example formatMoney(money(1_234_000, 'VND'), 'vi') // "1.234.000 ₫"
 * @throws RangeError when `locale` is not a well-formed language tag.
 */
export function formatMoney(value: Money, locale: string): string {
  const literal = toMajorString(value);
  if (!isNumericLiteral(literal)) throw new TypeError(`Unexpected amount text "${literal}"`);
  return currencyFormatter(locale, value.currency).format(literal);
}

/**
 * An amount written through {@link formatMoney} for a money value the server sent as a bare
 * count of `currency` minor units (most answers do): `formatAmount(1_234_000, 'VND', 'en')` is
 * `"₫1,234,000"`.
 *
 * @throws RangeError when `amountMinor` is not a safe integer or `locale` is malformed.
 */
export function formatAmount(amountMinor: number, currency: CurrencyCode, locale: string): string {
  return formatMoney(money(amountMinor, currency), locale);
}

/**
 * A VND price cut for display as in requirements §9: the thousands in bold, the last three digits small,
 * each written the way the language writes money. Concatenating
 * `before + thousands + separator + lastThree + after` gives {@link formatMoney}'s text exactly
 * (`1.234.000 ₫` in Vietnamese, `₫1,234,000` in English), so a UI can render
 * `{before}<strong>{thousands}</strong><small>{separator}{lastThree}</small>{after}`.
 */
export interface VndParts {
  /** What the language writes before the digits: the sign and, in some languages, `₫` (`"-₫"`). */
  readonly before: string;
  /** The digits before the last three, grouped as the language groups them (`"1.234"`, `"1,234"`); `''` below 1 000. */
  readonly thousands: string;
  /** The group separator between the two parts (`"."`, `","`); `''` below 1 000. */
  readonly separator: string;
  /** The last three digits (`"000"`), or every digit below 1 000 (`"500"`, `"0"`). */
  readonly lastThree: string;
  /** What the language writes after the digits (`" ₫"` in Vietnamese, `''` in English). */
  readonly after: string;
}

const DIGIT_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * Splits a VND amount into its thousands and its last three digits (requirements §9), in the language's
 * own money format: 1 234 000 in `vi` → `{ before: '', thousands: '1.234', separator: '.',
 * lastThree: '000', after: ' ₫' }`, in `en` → `{ before: '₫', thousands: '1,234', separator: ',',
 * lastThree: '000', after: '' }`.
 *
 * @throws RangeError when `amount` is not in VND or `locale` is malformed.
 */
export function splitVnd(amount: Money, locale: string): VndParts {
  if (amount.currency !== 'VND') throw new RangeError(`splitVnd needs VND, got ${amount.currency}`);
  const parts = currencyFormatter(locale, 'VND').formatToParts(amount.amountMinor);
  const first = parts.findIndex((part) => DIGIT_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => DIGIT_PARTS.has(part.type));
  const join = (from: number, to?: number): string =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const before = join(0, first);
  const after = join(last + 1);
  const lastGroup = parts.findLastIndex((part, index) => part.type === 'group' && index < last);
  if (lastGroup === -1)
    return { before, thousands: '', separator: '', lastThree: join(first, last + 1), after };
  return {
    before,
    thousands: join(first, lastGroup),
    separator: parts[lastGroup]?.value ?? '',
    lastThree: join(lastGroup + 1, last + 1),
    after,
  };
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A price short enough for a day of a fare calendar (a cell about 44 px wide on a phone), the
 * same in every calendar of the site: the language's own compact notation (CLDR), three
 * significant digits, **rounded up** so a cell never shows less than the fare, and no currency
 * sign (the calendar names its currency once beside the grid; each day's accessible name carries
 * the exact {@link formatMoney} amount).
 *
 * @example formatCompactMoney(money(1_373_000, 'VND'), 'en') // "1.38M"
 * @example formatCompactMoney(money(1_373_000, 'VND'), 'vi') // "1,38 Tr"
 * @example formatCompactMoney(money(4560, 'USD'), 'en') // "45.6"
 * @throws RangeError when `locale` is malformed.
 */
export function formatCompactMoney(value: Money, locale: string): string {
  let formatter = compactFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumSignificantDigits: 3,
      roundingMode: 'ceil',
    });
    compactFormatters.set(locale, formatter);
  }
  const literal = toMajorString(value);
  if (!isNumericLiteral(literal)) throw new TypeError(`Unexpected amount text "${literal}"`);
  return formatter.format(literal);
}
