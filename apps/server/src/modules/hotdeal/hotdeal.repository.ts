import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The hot deals to show at the instant `nowIso` (ISO-8601 UTC): active, inside their sale
 * window, on airports that exist, in the airline's order, with both airports' names.
 */
export function listShowableHotDeals(db: Kysely<Database>, nowIso: string) {
  return db
    .selectFrom('hot_deal')
    .innerJoin('airport as origin', 'origin.code', 'hot_deal.origin_code')
    .innerJoin('airport as destination', 'destination.code', 'hot_deal.destination_code')
    .select([
      'hot_deal.id',
      'hot_deal.origin_code',
      'hot_deal.destination_code',
      'hot_deal.trip_type',
      'hot_deal.stay_days',
      'hot_deal.image_path',
      'origin.city_vi as origin_city_vi',
      'origin.city_en as origin_city_en',
      'origin.name_vi as origin_name_vi',
      'origin.name_en as origin_name_en',
      'destination.city_vi as destination_city_vi',
      'destination.city_en as destination_city_en',
      'destination.name_vi as destination_name_vi',
      'destination.name_en as destination_name_en',
    ])
    .where('hot_deal.is_active', '=', 1)
    .where((eb) => eb.or([eb('hot_deal.sale_from', 'is', null), eb('hot_deal.sale_from', '<=', nowIso)]))
    .where((eb) => eb.or([eb('hot_deal.sale_to', 'is', null), eb('hot_deal.sale_to', '>', nowIso)]))
    .orderBy('hot_deal.sort_order')
    .orderBy('hot_deal.id')
    .execute();
}

export type ShowableHotDealRow = Awaited<ReturnType<typeof listShowableHotDeals>>[number];
