import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Every kind of extra, in the page's order. */
export function listAncillaryServices(db: Kysely<Database>) {
  return db
    .selectFrom('ancillary_service')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('service_type')
    .execute();
}
