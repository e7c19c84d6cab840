import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export function listCountries(db: Kysely<Database>) {
  return db.selectFrom('country').selectAll().orderBy('sort_order').execute();
}

export function findCountry(db: Kysely<Database>, countryCode: string) {
  return db.selectFrom('country').select('code').where('code', '=', countryCode).executeTakeFirst();
}

export function listProvinces(db: Kysely<Database>, countryCode: string) {
  return db
    .selectFrom('province')
    .selectAll()
    .where('country_code', '=', countryCode)
    .orderBy('sort_order')
    .execute();
}
