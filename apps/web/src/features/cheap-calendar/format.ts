import type { IsoDate } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import { dateTimeFormat } from '@skybook/domain/intl-formats';
import { money, toMajorString } from '@skybook/domain/money';

const compactFormatters = new Map<string, Intl.NumberFormat>();

function compactFormatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = compactFormatters.get(key);
  if (!formatter) {
    formatter =
      currency === 'VND'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0, roundingMode: 'ceil' })
        : new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            notation: 'compact',
            maximumSignificantDigits: 3,
            roundingMode: 'ceil',
          });
    compactFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price short enough for a day cell of a phone-wide calendar. VND counts in thousands with a
 * `K` (1 250 000 → `1.250K` in Vietnamese, `1,250K` in English); other currencies use the
 * locale's compact notation (`$52.4`, `₩120K`). Always rounded up: a cell never shows less than
 * the fare.
 */
export function formatCompactFare(amountMinor: number, currency: CurrencyCode, locale: string): string {
  const formatter = compactFormatter(locale, currency);
  if (currency === 'VND') return `${formatter.format(amountMinor / 1000)}K`;
  // Compact notation keeps three digits, so a float is exact enough here.
  return formatter.format(Number(toMajorString(money(amountMinor, currency))));
}

/** A travel day for the summary, in the page's language: `Th 5, 10 thg 1, 2099`, `Thu, Jan 10, 2099`. */
export function formatTravelDay(date: IsoDate, locale: string): string {
  // The date is a calendar day, not an instant: format it in UTC so no zone shifts it.
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
