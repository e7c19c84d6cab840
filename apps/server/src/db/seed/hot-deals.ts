import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database';
import { seedOnce } from './seed-once';
import type { HotDealTables } from '../tables/hot-deals';

type HotDealRow = HotDealTables['hot_deal'];

/** The seed_run name of the hot-deal seed (separate from the network's, like the promotions'). */
export const HOT_DEALS_SEED_NAME = 'hot-deals';

interface HotDealSpec {
  origin: string;
  destination: string;
  /** Nights for a round trip; absent for one way. */
  stayDays?: number;
  isActive?: boolean;
}

/**
 * The routes the airline advertises on the home page, in display order: the domestic trunk and
 * leisure islands from both hubs, Da Nang to Seoul, and short-haul Asia; each flown daily in the
 * seeded network. The last one (Melbourne) is withdrawn, as a CMS would keep an old deal.
 */
const HOT_DEALS: readonly HotDealSpec[] = [
  { origin: 'SGN', destination: 'HAN' },
  { origin: 'HAN', destination: 'PQC', stayDays: 4 },
  { origin: 'SGN', destination: 'DAD' },
  { origin: 'HAN', destination: 'CXR' },
  { origin: 'DAD', destination: 'ICN', stayDays: 5 },
  { origin: 'SGN', destination: 'BKK', stayDays: 3 },
  { origin: 'HAN', destination: 'TPE' },
  { origin: 'SGN', destination: 'SIN' },
  { origin: 'SGN', destination: 'MEL', stayDays: 7, isActive: false },
];

/** The seeded rows; the picture of each is its destination's (modules/hotdeal/images). */
export function buildHotDeals(now: string): HotDealRow[] {
  return HOT_DEALS.map((spec, index) => ({
    id: index + 1,
    origin_code: spec.origin,
    destination_code: spec.destination,
    trip_type: spec.stayDays === undefined ? 'oneway' : 'roundTrip',
    stay_days: spec.stayDays ?? null,
    image_path: `/hotdeal/images/${spec.destination.toLowerCase()}.webp`,
    sort_order: (index + 1) * 10,
    is_active: spec.isActive === false ? 0 : 1,
    sale_from: null,
    sale_to: null,
    created_at: now,
    updated_at: now,
  }));
}

/**
 * Writes the hot deals once, with their own seed_run row, so a database seeded before hot deals
 * existed gets them on its next start, and deals the airline later edits or deletes are never
 * brought back. Concurrent callers serialise on the write transaction; the loser's inserts do
 * nothing on conflict.
 */
export async function seedHotDeals(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ hotDeals: number }> {
  return seedOnce(db, { name: HOT_DEALS_SEED_NAME, now: options.now }, () => {
    const now = options.now.toISOString();
    const rows = buildHotDeals(now);
    const report = { hotDeals: rows.length };
    const write = async (trx: Transaction<Database>): Promise<void> => {
      await trx
        .insertInto('hot_deal')
        .values(rows)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    };
    return { report, write };
  });
}
