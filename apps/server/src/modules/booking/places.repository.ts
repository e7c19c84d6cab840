import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** SQL of the places a booking names: airports of its flights, its contact's country and province. */

/** The names, cities and time zones of the airports with these codes. */
export function findAirportNames(db: Kysely<Database>, codes: readonly string[]) {
  return db
    .selectFrom('airport')
    .select(['code', 'name_vi', 'name_en', 'city_vi', 'city_en', 'time_zone'])
    .where('code', 'in', codes)
    .execute();
}

/** The country of each airport with one of these codes. */
export function findAirportCountries(db: Kysely<Database>, codes: readonly string[]) {
  return db.selectFrom('airport').select('country_code').where('code', 'in', codes).execute();
}

export async function countryExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('country').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function provinceExists(
  db: Kysely<Database>,
  countryCode: string,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('province')
    .select('code')
    .where('country_code', '=', countryCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every country code, every province with its country, every tax and charge name (the quotation's checks). */
export function loadPlaceAndChargeNames(db: Kysely<Database>) {
  return Promise.all([
    db.selectFrom('country').select('code').execute(),
    db.selectFrom('province').select(['code', 'country_code']).execute(),
    db.selectFrom('tax_charge').select(['code', 'name_vi', 'name_en']).execute(),
  ]);
}
