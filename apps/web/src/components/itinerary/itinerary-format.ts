import type { AirportListDto } from '@skybook/contracts/airports';

/*
 * A booking's airports and days as its pages read them. Flight times are the airports' own clocks
 * (`2026-12-03T07:00+07:00`): times and days are written by domain's formatters from that
 * wall-clock text, whatever the browser's time zone.
 */

function localDateMs(scheduledTime: string): number {
  const [year = 0, month = 1, day = 1] = scheduledTime.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Whole days the arrival's local date is after the departure's (an overnight flight: 1). */
export function daysLater(departure: string, arrival: string): number {
  return Math.round((localDateMs(arrival) - localDateMs(departure)) / 86_400_000);
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
