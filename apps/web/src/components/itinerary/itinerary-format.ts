import type { AirportListDto } from '@skybook/contracts/airports';
import type { CurrencyCode } from '@skybook/domain/currency';
import { dateTimeFormat } from '@skybook/domain/intl-formats';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';

/*
 * How a booking's facts read on its pages. Flight times are the airports' own clocks: the server
 * writes them as `2026-12-03T07:00+07:00`, and the page shows that wall-clock time and date
 * whatever the browser's time zone.
 */

/** `07:00` of `2026-12-03T07:00+07:00`. */
export function clockTime(scheduledTime: string): string {
  return scheduledTime.slice(11, 16);
}

function localDateMs(scheduledTime: string): number {
  const [year = 0, month = 1, day = 1] = scheduledTime.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** `Thu, 3 Dec 2026`: the local date of a flight time, in the page's language. */
export function flightDay(scheduledTime: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(localDateMs(scheduledTime));
}

/** Whole days the arrival's local date is after the departure's (an overnight flight: 1). */
export function daysLater(departure: string, arrival: string): number {
  return Math.round((localDateMs(arrival) - localDateMs(departure)) / 86_400_000);
}

/** An amount of the booking, in its currency, for the page's language. */
export function formatMinor(amountMinor: number, currency: CurrencyCode, language: string): string {
  return formatMoney(money(amountMinor, currency), language);
}

/** An airport's city and name as the page shows them. */
export interface AirportName {
  readonly city: string;
  readonly name: string;
  /** IANA zone: its flights' times are local to it. */
  readonly timeZone: string;
}

/** The airports of the content API's list by code (empty until it has loaded). */
export function airportNames(list: AirportListDto | undefined): ReadonlyMap<string, AirportName> {
  return new Map(
    (list?.airportGroups ?? []).flatMap((group) =>
      group.airports.map((airport) => [
        airport.code,
        { city: airport.city, name: airport.name, timeZone: airport.timeZone },
      ]),
    ),
  );
}
