import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export function listLanguages(db: Kysely<Database>) {
  return db.selectFrom('language').selectAll().orderBy('sort_order').execute();
}

export function listCurrencies(db: Kysely<Database>) {
  return db.selectFrom('currency').selectAll().orderBy('sort_order').execute();
}
