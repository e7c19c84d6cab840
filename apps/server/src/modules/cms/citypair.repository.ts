import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

function selectCityPairs(db: Kysely<Database>) {
  return db
    .selectFrom('city_pair')
    .innerJoin('airport as origin', 'origin.code', 'city_pair.origin_code')
    .innerJoin('airport as destination', 'destination.code', 'city_pair.destination_code')
    .select([
      'city_pair.id',
      'city_pair.code',
      'city_pair.origin_code',
      'city_pair.destination_code',
      'city_pair.carrier_code',
      'city_pair.distance_km',
      'city_pair.block_minutes',
      'city_pair.is_domestic',
      'city_pair.base_fare',
      'city_pair.currency',
      'origin.city_vi as origin_city_vi',
      'origin.city_en as origin_city_en',
      'destination.city_vi as destination_city_vi',
      'destination.city_en as destination_city_en',
    ]);
}

/** Every directional city pair with its cities, in id order. */
export function listCityPairs(db: Kysely<Database>) {
  return selectCityPairs(db).orderBy('city_pair.id').execute();
}

export type CityPairRow = Awaited<ReturnType<typeof listCityPairs>>[number];

/** One city pair by numeric id or by `FROM-TO` code. */
export function findCityPair(db: Kysely<Database>, idOrCode: number | string) {
  const query = selectCityPairs(db);
  return (
    typeof idOrCode === 'number'
      ? query.where('city_pair.id', '=', idOrCode)
      : query.where('city_pair.code', '=', idOrCode)
  ).executeTakeFirst();
}

export function listFareFamilies(db: Kysely<Database>) {
  return db.selectFrom('fare_family').selectAll().orderBy('sort_order').execute();
}

/** The timetable lines of a city pair, by departure time. */
export function listSchedules(db: Kysely<Database>, cityPairId: number) {
  return db
    .selectFrom('schedule')
    .selectAll()
    .where('city_pair_id', '=', cityPairId)
    .orderBy('departure_time_local')
    .orderBy('flight_number')
    .execute();
}

/** True when a wide-body flies a timetable line of the city pair. */
export async function hasWideBodySchedule(db: Kysely<Database>, cityPairId: number): Promise<boolean> {
  const row = await db
    .selectFrom('schedule')
    .innerJoin('aircraft_type', 'aircraft_type.code', 'schedule.aircraft_type_code')
    .select('schedule.id')
    .where('schedule.city_pair_id', '=', cityPairId)
    .where('aircraft_type.is_wide_body', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
