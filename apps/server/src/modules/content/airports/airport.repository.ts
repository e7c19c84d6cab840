import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** Every airport with its group, country and province, in group then in-country order. */
export function listAirports(db: Kysely<Database>) {
  return db
    .selectFrom('airport')
    .innerJoin('airport_group', 'airport_group.id', 'airport.airport_group_id')
    .innerJoin('country', 'country.code', 'airport.country_code')
    .innerJoin('province', 'province.code', 'airport.province_code')
    .select([
      'airport.code',
      'airport.icao',
      'airport.name_vi',
      'airport.name_en',
      'airport.city_vi',
      'airport.city_en',
      'airport.country_code',
      'airport.time_zone',
      'airport.latitude',
      'airport.longitude',
      'airport.elevation_ft',
      'airport_group.id as group_id',
      'airport_group.name_vi as group_name_vi',
      'airport_group.name_en as group_name_en',
      'airport_group.sort_order as group_sort_order',
      'country.name_vi as country_name_vi',
      'country.name_en as country_name_en',
      'country.language_id as country_language_id',
      'province.code as province_code',
      'province.name_vi as province_name_vi',
      'province.name_en as province_name_en',
    ])
    .orderBy('airport_group.sort_order')
    .orderBy('airport.sort_order')
    .execute();
}

export type AirportRow = Awaited<ReturnType<typeof listAirports>>[number];

/** The route graph: every directional city pair, by id. */
export function listCityPairEdges(db: Kysely<Database>) {
  return db
    .selectFrom('city_pair')
    .select([
      'id',
      'code',
      'origin_code',
      'destination_code',
      'carrier_code',
      'distance_km',
      'block_minutes',
      'is_domestic',
    ])
    .orderBy('id')
    .execute();
}

export type CityPairEdge = Awaited<ReturnType<typeof listCityPairEdges>>[number];

export function listFareFamilies(db: Kysely<Database>) {
  return db.selectFrom('fare_family').selectAll().orderBy('sort_order').execute();
}

/** True when a wide-body aircraft flies a timetable line from `originCode` still valid on `today`. */
export async function hasWideBodyDeparture(
  db: Kysely<Database>,
  originCode: string,
  today: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('schedule')
    .innerJoin('city_pair', 'city_pair.id', 'schedule.city_pair_id')
    .innerJoin('aircraft_type', 'aircraft_type.code', 'schedule.aircraft_type_code')
    .select('schedule.id')
    .where('city_pair.origin_code', '=', originCode)
    .where('aircraft_type.is_wide_body', '=', 1)
    .where('schedule.valid_to', '>=', today)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The last day a timetable line from `originCode` is valid, or null when none is. Read from the
 * schedule (hundreds of rows), not the dated flights (a year of them).
 */
export async function findLastScheduledDate(
  db: Kysely<Database>,
  originCode: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('schedule')
    .innerJoin('city_pair', 'city_pair.id', 'schedule.city_pair_id')
    .select((eb) => eb.fn.max('schedule.valid_to').as('last'))
    .where('city_pair.origin_code', '=', originCode)
    .executeTakeFirst();
  return row?.last ?? null;
}
