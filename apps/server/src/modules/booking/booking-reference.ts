import type { CurrencyCode } from '@skybook/domain/currency';
import { selectChargeRates, type ChargeRate, type SegmentChargeContext } from '@skybook/domain/fare-pricing';
import type { ExchangeRate } from '@skybook/domain/money';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NetworkTables } from '../../db/tables/network';
import { loadReferenceRows, type ReferenceRows } from './booking-reference.repository';
import { readFareBenefits, readFreeSeatClasses } from '../../db/fare-family-json';

export interface AirportInfo {
  code: string;
  countryCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

export interface CityPairInfo {
  id: number;
  code: string;
  origin: string;
  destination: string;
  distanceKm: number;
  isDomestic: boolean;
}

export type FareFamilyRow = NetworkTables['fare_family'];
export type FareBucketRow = NetworkTables['fare_bucket'];

/**
 * The seeded data search reads on every request but nothing changes at run time: airports with
 * their zones, city pairs, aircraft names, fare families and their bucket ladders, charge rates
 * and exchange rates. Loaded once per server (lazily, on the first search) and kept in memory,
 * so a search costs one or two indexed queries. An admin edit of these tables would need
 * {@link BookingReferenceCache.reload} (or a restart) to show.
 */
export class BookingReference {
  readonly airports: ReadonlyMap<string, AirportInfo>;
  readonly cityPairsByCode: ReadonlyMap<string, CityPairInfo>;
  readonly cityPairsById: ReadonlyMap<number, CityPairInfo>;
  readonly aircraftNames: ReadonlyMap<string, string>;
  readonly families: readonly FareFamilyRow[];
  readonly bucketsByFamily: ReadonlyMap<string, FareBucketRow[]>;
  readonly benefitsByFamily: ReadonlyMap<string, { vi: string[]; en: string[] }>;
  readonly freeSeatsByFamily: ReadonlyMap<string, string[]>;
  readonly exchangeRates: ReadonlyMap<string, ExchangeRate>;
  readonly #rates: readonly ChargeRate[];
  readonly #chargeCache = new Map<string, ChargeRate[]>();

  constructor(rows: ReferenceRows) {
    this.airports = new Map(
      rows.airports.map((row) => [
        row.code,
        {
          code: row.code,
          countryCode: row.country_code,
          timeZone: row.time_zone,
          latitude: row.latitude,
          longitude: row.longitude,
        },
      ]),
    );
    const pairs = rows.cityPairs.map((row) => ({
      id: row.id,
      code: row.code,
      origin: row.origin_code,
      destination: row.destination_code,
      distanceKm: row.distance_km,
      isDomestic: row.is_domestic === 1,
    }));
    this.cityPairsByCode = new Map(pairs.map((pair) => [pair.code, pair]));
    this.cityPairsById = new Map(pairs.map((pair) => [pair.id, pair]));
    this.aircraftNames = new Map(rows.aircraftTypes.map((row) => [row.code, row.name]));
    this.families = rows.families;
    const buckets = new Map<string, FareBucketRow[]>();
    for (const bucket of rows.buckets) {
      const ladder = buckets.get(bucket.fare_family_code) ?? [];
      ladder.push(bucket);
      buckets.set(bucket.fare_family_code, ladder);
    }
    this.bucketsByFamily = buckets;
    this.benefitsByFamily = new Map(
      rows.families.map((family) => [family.code, readFareBenefits(family.benefits)]),
    );
    this.freeSeatsByFamily = new Map(
      rows.families.map((family) => [family.code, readFreeSeatClasses(family.free_seat_classes)]),
    );
    this.exchangeRates = new Map(
      rows.exchangeRates.map((row) => [
        row.quote_currency,
        { numerator: row.numerator, denominator: row.denominator },
      ]),
    );
    this.#rates = rows.rates.map((row) => ({
      code: row.tax_charge_code,
      scope: row.scope === 'domestic' ? 'domestic' : 'international',
      countryCode: row.country_code,
      airportCode: row.airport_code,
      passengerType: row.passenger_type as PassengerType,
      minDistanceKm: row.min_distance_km,
      amount: row.amount,
      percentBp: row.percent_bp,
      validFrom: row.valid_from,
      validTo: row.valid_to,
    }));
  }

  /** The VND → `currency` rate (1/1 for VND). */
  rateTo(currency: CurrencyCode): ExchangeRate {
    if (currency === 'VND') return { numerator: 1, denominator: 1 };
    const rate = this.exchangeRates.get(currency);
    if (!rate) throw new Error(`No exchange rate VND → ${currency}`);
    return rate;
  }

  /** The charge rates of one passenger type on one city pair and day, memoised. */
  chargesFor(pair: CityPairInfo, date: string, passengerType: PassengerType): ChargeRate[] {
    const key = `${pair.id}|${date}|${passengerType}`;
    let rates = this.#chargeCache.get(key);
    if (!rates) {
      const origin = this.airports.get(pair.origin);
      const context: SegmentChargeContext = {
        originAirport: pair.origin,
        originCountry: origin?.countryCode ?? '',
        isDomestic: pair.isDomestic,
        distanceKm: pair.distanceKm,
        date,
      };
      rates = selectChargeRates(this.#rates, context, passengerType);
      // Bounded: pairs × days × 3 types; a year of searches on every route is a few hundred thousand.
      if (this.#chargeCache.size > 200_000) this.#chargeCache.clear();
      this.#chargeCache.set(key, rates);
    }
    return rates;
  }

  /** Great-circle distance between two airports, km (for the connection detour limit). */
  distanceKm(from: string, to: string): number | undefined {
    const a = this.airports.get(from);
    const b = this.airports.get(to);
    if (!a || !b) return undefined;
    const rad = Math.PI / 180;
    const dLat = (b.latitude - a.latitude) * rad;
    const dLon = (b.longitude - a.longitude) * rad;
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  }
}

/** Loads {@link BookingReference} once, on first use; concurrent first callers share the load. */
export class BookingReferenceCache {
  #pending: Promise<BookingReference> | undefined;
  constructor(private readonly db: Kysely<Database>) {}

  get(): Promise<BookingReference> {
    this.#pending ??= loadReferenceRows(this.db).then(
      (rows) => new BookingReference(rows),
      (error: unknown) => {
        this.#pending = undefined;
        throw error;
      },
    );
    return this.#pending;
  }

  /** Forgets the loaded data; the next search reads the tables again (after an admin edit). */
  reload(): void {
    this.#pending = undefined;
  }
}
