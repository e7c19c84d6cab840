import type { LowFareQuery, LowFareResponse } from '@skybook/contracts/flight-search';
import { addDaysToIsoDate, type Clock } from '@skybook/domain/clock';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { BookingReferenceCache } from '../booking-reference';
import { findLowFareRows, findSaleClosedCityPairs } from './flight-search.repository';
import { priceJourneyFare, type PricingContext } from './journey-pricing';
import { readLowFareRequest } from './search-params';

/**
 * The low-fare calendar: one query for the whole range, then per day the cheapest total of any
 * family with seats for everyone, priced exactly as search prices it (so the calendar and the
 * flight list agree). Direct flights only: the calendar answers "when is it cheap to fly this
 * route", and connections would multiply the work for a day strip the client shows at a glance.
 * A city pair whose sale the CMS switched off answers no flights and no fares (read per request,
 * see findSaleClosedCityPairs).
 */
export class LowFareService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly referenceCache: BookingReferenceCache,
  ) {}

  async lowFare(query: LowFareQuery, language: Language): Promise<LowFareResponse> {
    const reference = await this.referenceCache.get();
    const request = readLowFareRequest(query, reference, this.clock.now());
    const code = `${request.from}-${request.to}`;
    // A pair whose sale the CMS switched off has no fares to show, as if it had no flights.
    const saleClosed = await findSaleClosedCityPairs(this.db);
    const pair = saleClosed.has(code) ? undefined : reference.cityPairsByCode.get(code);
    const rows = pair
      ? await findLowFareRows(this.db, {
          origin: request.from,
          destination: request.to,
          from: request.firstDay,
          to: request.lastDay,
        })
      : [];
    const context: PricingContext = {
      reference,
      passengers: request.passengers,
      currency: request.currency,
      language,
      promoCode: null,
      promoRule: undefined,
      saleDay: request.firstDay,
    };
    const families = new Map(reference.families.map((family) => [family.code, family]));
    const byDay = new Map<string, { flights: Set<number>; lowest: number | null; family: string | null }>();
    for (const row of rows) {
      let day = byDay.get(row.departure_date_local);
      if (!day) {
        day = { flights: new Set(), lowest: null, family: null };
        byDay.set(row.departure_date_local, day);
      }
      day.flights.add(row.id);
      const family = families.get(row.fare_family_code);
      if (!pair || !family) continue;
      const { option } = priceJourneyFare(context, family, [
        {
          pair,
          date: row.departure_date_local,
          capacity: row.capacity,
          sold: row.sold,
          baseFare: row.base_fare,
        },
      ]);
      if (option.available && (day.lowest === null || option.totalAmount < day.lowest)) {
        day.lowest = option.totalAmount;
        day.family = family.code;
      }
    }
    const days: LowFareResponse['days'] = [];
    for (let date = request.firstDay; date <= request.lastDay; date = addDaysToIsoDate(date, 1)) {
      const day = byDay.get(date);
      days.push({
        date,
        flights: day?.flights.size ?? 0,
        lowestTotalAmount: day?.lowest ?? null,
        fareFamily: day?.family ?? null,
      });
    }
    return {
      cityPair: code,
      currency: request.currency,
      minorUnitExponent: minorUnitExponent(request.currency),
      passengers: {
        adult: request.passengers.adults,
        child: request.passengers.children,
        infant: request.passengers.infants,
      },
      from: request.firstDay,
      to: request.lastDay,
      days,
    };
  }
}
