import { dateTimeFormat } from '@skybook/domain/intl-formats';

/*
 * Travel days as the page's language writes them. A search's dates are calendar days (the local
 * day at the departure airport), not instants: they are formatted at UTC midnight in UTC, so no
 * visitor's time zone can move them to the day before.
 */

function formatter(locale: string, style: 'travel' | 'short'): Intl.DateTimeFormat {
  return dateTimeFormat(
    locale,
    style === 'travel'
      ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: '2-digit', month: '2-digit', timeZone: 'UTC' },
  );
}

const atUtcMidnight = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** A leg's day in full, e.g. "Tue, Dec 1, 2026" (en) or "Th 3, 1 thg 12, 2026" (vi). */
export function formatTravelDate(date: string, locale: string): string {
  return formatter(locale, 'travel').format(atUtcMidnight(date));
}

/**
 * A leg's day and month only, in the language's order, e.g. "01/12" (vi, SPEC §9 DD/MM) or
 * "12/01" (en): the multi-stop steps. ICU writes Vietnamese with a hyphen ("01-12"), which also
 * lets a line break inside the date; a slash keeps the SPEC's form and the date in one piece.
 */
export function formatShortDate(date: string, locale: string): string {
  return formatter(locale, 'short')
    .formatToParts(atUtcMidnight(date))
    .map((part) => (part.type === 'literal' && part.value === '-' ? '/' : part.value))
    .join('');
}
