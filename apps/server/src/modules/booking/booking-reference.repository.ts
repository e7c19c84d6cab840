import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The reference tables search keeps in memory (see booking-reference.ts). */
export async function loadReferenceRows(db: Kysely<Database>) {
  const [airports, cityPairs, aircraftTypes, families, buckets, rates, exchangeRates] = await Promise.all([
    db.selectFrom('airport').select(['code', 'country_code', 'time_zone', 'latitude', 'longitude']).execute(),
    db
      .selectFrom('city_pair')
      .select(['id', 'code', 'origin_code', 'destination_code', 'distance_km', 'is_domestic'])
      .execute(),
    db.selectFrom('aircraft_type').select(['code', 'name']).execute(),
    db.selectFrom('fare_family').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('fare_bucket').selectAll().orderBy('fare_family_code').orderBy('sequence').execute(),
    db.selectFrom('tax_charge_rate').selectAll().orderBy('id').execute(),
    db
      .selectFrom('exchange_rate')
      .select(['quote_currency', 'numerator', 'denominator'])
      .where('base_currency', '=', 'VND')
      .execute(),
  ]);
  return { airports, cityPairs, aircraftTypes, families, buckets, rates, exchangeRates };
}

export type ReferenceRows = Awaited<ReturnType<typeof loadReferenceRows>>;
