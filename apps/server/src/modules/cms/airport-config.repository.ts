import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type AirportConfigRow = Database['airport_config'];

export function findCityPairByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('city_pair').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

export function findAirportConfig(db: Kysely<Database>, cityPairCode: string) {
  return db
    .selectFrom('airport_config')
    .selectAll()
    .where('city_pair_code', '=', cityPairCode)
    .executeTakeFirst();
}

/**
 * Creates the city pair's row from `initial`, or, when it exists, changes only the columns in
 * `changes` (plus updated_at): one statement, so concurrent changes of different settings never
 * undo each other. Answers the row as stored.
 */
export function upsertAirportConfig(
  db: Kysely<Database>,
  initial: AirportConfigRow,
  changes: Partial<Omit<AirportConfigRow, 'city_pair_code' | 'updated_at'>>,
) {
  return db
    .insertInto('airport_config')
    .values(initial)
    .onConflict((conflict) =>
      conflict.column('city_pair_code').doUpdateSet({ ...changes, updated_at: initial.updated_at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type { AirportConfigRow };
