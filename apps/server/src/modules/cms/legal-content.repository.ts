import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The texts of one html_content name in the given languages (any order). */
export function findHtmlContents(db: Kysely<Database>, name: string, languages: readonly string[]) {
  return db
    .selectFrom('html_content')
    .selectAll()
    .where('name', '=', name)
    .where('language_id', 'in', languages)
    .execute();
}

/** The active partner add-ons in display order. */
export function listAddons(db: Kysely<Database>) {
  return db
    .selectFrom('addon')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}
