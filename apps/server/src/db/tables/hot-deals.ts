import type { Flag } from './network';

/**
 * Airline-managed hot deals (CMS `GET hotdeal`), migration 0006-hot-deals, seeded by
 * db/seed/hot-deals.ts. A row says which route the home page advertises and how; its price is
 * never stored: the hot-deal API reads the cheapest fare of the coming weeks.
 */
export interface HotDealTables {
  hot_deal: {
    /** Assigned by the seed (and later by the CMS), never by the database. */
    id: number;
    /** Airport codes (`SGN`, `HAN`). No foreign key, as airport_config: a reseed of the network keeps the deals, and a deal whose route is not flown is simply not shown. */
    origin_code: string;
    destination_code: string;
    /** `oneway` | `roundTrip`. */
    trip_type: string;
    /** Nights between departure and return for `roundTrip` (1–30); null for `oneway`. */
    stay_days: number | null;
    /** Site path of the picture, e.g. `/hotdeal/images/han.webp`. */
    image_path: string;
    /** Display order, ascending. */
    sort_order: number;
    /** 0 to withdraw a deal without deleting it. */
    is_active: Flag;
    /** ISO-8601 UTC instants: shown from `sale_from` (inclusive) until `sale_to` (exclusive); null for open-ended. */
    sale_from: string | null;
    sale_to: string | null;
    /** ISO-8601 UTC instants. */
    created_at: string;
    updated_at: string;
  };
}
