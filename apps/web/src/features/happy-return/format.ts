import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { dateTimeFormat } from '@skybook/domain/intl-formats';
import type { Language } from '@skybook/domain/languages';

/** A calendar day (YYYY-MM-DD) in the page's language: `22 thg 11, 2026`, `Nov 22, 2026`. */
export function formatDay(date: string, language: Language): string {
  // A calendar day, not an instant: formatted in UTC so no time zone moves it.
  const formatter = dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : formatter.format(instant);
}

/** An instant (ISO-8601) as a day and time at the airline's home, Vietnam. */
export function formatInstant(instant: string, language: Language): string {
  const formatter = dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: AIRLINE_TIME_ZONE,
  });
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : formatter.format(date);
}

/** The claim page of a found item: `/happy-return-claim?itemId=LF…` under the language prefix. */
export function claimSearch(itemId: string): string {
  return `?${new URLSearchParams({ itemId }).toString()}`;
}
