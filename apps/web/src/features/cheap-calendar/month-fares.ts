import type { LowFareResponse } from '@skybook/contracts/flight-search';
import type { CurrencyCode } from '@skybook/domain/currency';

/** What a calendar day shows. */
export type DayFare =
  | {
      readonly kind: 'fare';
      /** The lowest total for every passenger, in the answer's currency minor units. */
      readonly amount: number;
      /** No day of the month is cheaper. */
      readonly cheapest: boolean;
    }
  | { readonly kind: 'soldOut' }
  | { readonly kind: 'noFlight' };

/** One month of one direction, by day. */
export interface MonthFares {
  readonly currency: CurrencyCode;
  readonly days: ReadonlyMap<string, DayFare>;
}

/**
 * The low-fare answer as the calendar reads it: a price, sold out (flights but no seat for
 * everyone) or no flight, with the month's lowest price(s) marked.
 */
export function toMonthFares(response: LowFareResponse): MonthFares {
  const amounts = response.days.flatMap((day) =>
    day.lowestTotalAmount === null ? [] : [day.lowestTotalAmount],
  );
  const lowest = amounts.length > 0 ? Math.min(...amounts) : null;
  const days = new Map<string, DayFare>();
  for (const day of response.days) {
    if (day.lowestTotalAmount !== null) {
      days.set(day.date, {
        kind: 'fare',
        amount: day.lowestTotalAmount,
        cheapest: day.lowestTotalAmount === lowest,
      });
    } else {
      days.set(day.date, day.flights > 0 ? { kind: 'soldOut' } : { kind: 'noFlight' });
    }
  }
  return { currency: response.currency, days };
}
