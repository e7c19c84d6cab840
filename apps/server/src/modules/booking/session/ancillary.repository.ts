import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The active products of enabled services, in the page's order (service, then product). */
export function listOfferedProducts(db: Kysely<Database>) {
  return db
    .selectFrom('ancillary_product as product')
    .innerJoin('ancillary_service as service', 'service.service_type', 'product.service_type')
    .selectAll('product')
    .where('product.is_active', '=', 1)
    .where('service.is_enabled', '=', 1)
    .orderBy('service.sort_order')
    .orderBy('product.sort_order')
    .orderBy('product.code')
    .execute();
}

export type OfferedProductRow = Awaited<ReturnType<typeof listOfferedProducts>>[number];

export interface CatalogueFlightRow {
  id: number;
  city_pair_id: number;
  origin_code: string;
  destination_code: string;
  departure_date_local: string;
  arrival_date_local: string;
  block_minutes: number;
}

/** What the catalogue needs of flights: route, local dates and length, by id. */
export async function findCatalogueFlights(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, CatalogueFlightRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('flight')
    .select([
      'id',
      'city_pair_id',
      'origin_code',
      'destination_code',
      'departure_date_local',
      'arrival_date_local',
      'block_minutes',
    ])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The active insurance plans of a scope with their premium rows, in display order. */
export async function listInsurancePlans(db: Kysely<Database>, scope: 'domestic' | 'international') {
  const plans = await db
    .selectFrom('insurance_plan')
    .selectAll()
    .where('scope', '=', scope)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  if (plans.length === 0) return [];
  const premiums = await db
    .selectFrom('insurance_premium')
    .selectAll()
    .where(
      'plan_code',
      'in',
      plans.map((plan) => plan.code),
    )
    .execute();
  return plans.map((plan) => ({
    plan,
    premiums: premiums.filter((premium) => premium.plan_code === plan.code),
  }));
}
