import type { JourneyDto } from '@skybook/contracts/flight-search';

export const SORT_ORDERS = ['departure', 'price', 'duration'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Parts of the day by local departure hour: before 12, 12 to 18, from 18. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface JourneyArrangement {
  readonly sort: SortOrder;
  readonly directOnly: boolean;
  /** Empty: every time of day. */
  readonly timesOfDay: readonly TimeOfDay[];
}

export const DEFAULT_ARRANGEMENT: JourneyArrangement = {
  sort: 'departure',
  directOnly: false,
  timesOfDay: [],
};

/** The part of the day a journey leaves in, by the local hour at its first airport. */
export function timeOfDayOf(journey: JourneyDto): TimeOfDay {
  const hour = Number(journey.segments[0]?.departure.localDateTime.slice(11, 13) ?? 0);
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

function departureInstant(journey: JourneyDto): string {
  return journey.segments[0]?.departure.utc ?? '';
}

/** The journeys the filters keep, in the chosen order (ties keep the departure order). */
export function arrangeJourneys(
  journeys: readonly JourneyDto[],
  arrangement: JourneyArrangement,
): JourneyDto[] {
  const kept = journeys.filter(
    (journey) =>
      (!arrangement.directOnly || journey.stops === 0) &&
      (arrangement.timesOfDay.length === 0 || arrangement.timesOfDay.includes(timeOfDayOf(journey))),
  );
  const byDeparture = (a: JourneyDto, b: JourneyDto) =>
    departureInstant(a).localeCompare(departureInstant(b));
  const compare: Record<SortOrder, (a: JourneyDto, b: JourneyDto) => number> = {
    departure: byDeparture,
    // Journeys with nothing on sale go last.
    price: (a, b) =>
      (a.lowestTotalAmount ?? Number.MAX_SAFE_INTEGER) - (b.lowestTotalAmount ?? Number.MAX_SAFE_INTEGER) ||
      byDeparture(a, b),
    duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
  };
  return kept.sort(compare[arrangement.sort]);
}
