import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Every managed hot deal, withdrawn ones and those outside their sale window included, in display
 * order, with both airports' names (left joins: a deal on an airport no longer served still lists).
 */
export function listHotDeals(db: Kysely<Database>) {
  return db
    .selectFrom('hot_deal')
    .leftJoin('airport as origin', 'origin.code', 'hot_deal.origin_code')
    .leftJoin('airport as destination', 'destination.code', 'hot_deal.destination_code')
    .select([
      'hot_deal.id',
      'hot_deal.origin_code',
      'hot_deal.destination_code',
      'hot_deal.trip_type',
      'hot_deal.stay_days',
      'hot_deal.image_path',
      'hot_deal.sort_order',
      'hot_deal.is_active',
      'hot_deal.sale_from',
      'hot_deal.sale_to',
      'hot_deal.updated_at',
      'origin.city_vi as origin_city_vi',
      'origin.city_en as origin_city_en',
      'origin.name_vi as origin_name_vi',
      'origin.name_en as origin_name_en',
      'destination.city_vi as destination_city_vi',
      'destination.city_en as destination_city_en',
      'destination.name_vi as destination_name_vi',
      'destination.name_en as destination_name_en',
    ])
    .orderBy('hot_deal.sort_order')
    .orderBy('hot_deal.id')
    .execute();
}

export type HotDealRow = Awaited<ReturnType<typeof listHotDeals>>[number];
