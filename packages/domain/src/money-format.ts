import { type CurrencyCode, minorUnitExponent } from './currency';
import { toMajorString, type Money } from './money';

/** Display of money amounts: locale formatting and the VND split of SPEC §9. */

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
 * A VND price cut for display as in SPEC §9: the thousands in bold, the last three digits small.
 * Concatenating `sign + thousands + separator + lastThree` gives the amount exactly as
 * Vietnamese grouping writes it (`1.234.000`), so a UI can render
 * `{sign}<strong>{thousands}</strong><small>{separator}{lastThree}</small>`.
 */
export interface VndParts {
  /** `'-'` for a negative amount (refund, discount), `''` otherwise. */
  readonly sign: '' | '-';
  /** The digits before the last three, grouped the Vietnamese way (`"1.234"`); `''` below 1 000. */
  readonly thousands: string;
  /** The group separator between the two parts (`"."`); `''` below 1 000. */
  readonly separator: string;
  /** The last three digits (`"000"`), or every digit below 1 000 (`"500"`, `"0"`). */
  readonly lastThree: string;
}

const vietnameseGrouping = new Intl.NumberFormat('vi', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Splits a VND amount into its thousands and its last three digits, using Vietnamese grouping
 * (SPEC §9): 1 234 000 → `{ sign: '', thousands: '1.234', separator: '.', lastThree: '000' }`.
 *
 * @throws RangeError when `amount` is not in VND.
 */
export function splitVnd(amount: Money): VndParts {
  if (amount.currency !== 'VND') throw new RangeError(`splitVnd needs VND, got ${amount.currency}`);
  const sign = amount.amountMinor < 0 ? '-' : '';
  const parts = vietnameseGrouping.formatToParts(Math.abs(amount.amountMinor));
  const lastGroup = parts.findLastIndex((part) => part.type === 'group');
  const join = (from: number, to?: number): string =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  if (lastGroup === -1) return { sign, thousands: '', separator: '', lastThree: join(0) };
  return {
    sign,
    thousands: join(0, lastGroup),
    separator: parts[lastGroup]?.value ?? '',
    lastThree: join(lastGroup + 1),
  };
}
