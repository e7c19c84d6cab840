import type { AirportGroupDto } from '@skybook/contracts/airports';
import type { LowFareQuery, LowFareResponse } from '@skybook/contracts/flight-search';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';

/** What a date picker needs to show the lowest fare per day for one direction. */
export interface CalendarFareRoute {
  readonly departAirport: string;
  readonly arrivalAirport: string;
  /**
   * low-fare prices non-stop flights only: a route flown only with a connection has no day prices,
   * and the calendar says so instead of showing every day as without flights.
   */
  readonly isDirect: boolean;
  readonly passengers: PassengerCounts;
  readonly currency: CurrencyCode;
}

/** The parts of the booking draft the route is read from. */
export interface CalendarFareDraft {
  readonly departurePlace: string | null;
  readonly arrivalPlace: string | null;
  readonly passengers: PassengerCounts;
  readonly currencyDefault: CurrencyCode;
}

/**
 * The route whose fares the departure (or, reversed, the return) calendar shows; null until both
 * places are chosen. `arrivalGroups` is the list of airports reachable from the departure, which
 * says whether the route is non-stop; while it loads the route counts as non-stop.
 */
export function calendarFareRoute(
  draft: CalendarFareDraft,
  arrivalGroups: readonly AirportGroupDto[] | undefined,
  direction: 'departure' | 'return',
): CalendarFareRoute | null {
  const { departurePlace, arrivalPlace } = draft;
  if (!departurePlace || !arrivalPlace || departurePlace === arrivalPlace) return null;
  const arrival = arrivalGroups
    ?.flatMap((group) => group.airports)
    .find((airport) => airport.code === arrivalPlace);
  const [departAirport, arrivalAirport] =
    direction === 'departure' ? [departurePlace, arrivalPlace] : [arrivalPlace, departurePlace];
  return {
    departAirport,
    arrivalAirport,
    isDirect: arrival?.reach?.isDirect ?? true,
    passengers: draft.passengers,
    currency: draft.currencyDefault,
  };
}

/** The low-fare request for the month `month` (YYYY-MM) of a route. */
export function monthFareQuery(route: CalendarFareRoute, month: string): LowFareQuery {
  return {
    departAirport: route.departAirport,
    arrivalAirport: route.arrivalAirport,
    month,
    adultCount: String(route.passengers.adults),
    childCount: String(route.passengers.children),
    infantCount: String(route.passengers.infants),
    currency: route.currency,
  };
}

/** What one day of the calendar shows. */
export type DayFare =
  | { readonly kind: 'price'; readonly amount: number; readonly isCheapest: boolean }
  | { readonly kind: 'noFlight' }
  | { readonly kind: 'soldOut' };

/**
 * Each day of a low-fare answer: its lowest total, whether it is the month's lowest (every day at
 * that price, so ties are all marked), or why there is none.
 */
export function dayFares(response: LowFareResponse): Map<string, DayFare> {
  const prices = response.days.flatMap((day) =>
    day.lowestTotalAmount === null ? [] : [day.lowestTotalAmount],
  );
  const cheapest = prices.length > 0 ? Math.min(...prices) : null;
  const result = new Map<string, DayFare>();
  for (const day of response.days) {
    if (day.lowestTotalAmount !== null)
      result.set(day.date, {
        kind: 'price',
        amount: day.lowestTotalAmount,
        isCheapest: day.lowestTotalAmount === cheapest,
      });
    else result.set(day.date, day.flights === 0 ? { kind: 'noFlight' } : { kind: 'soldOut' });
  }
  return result;
}
