/**
 * Promotion codes (migration 0004-promotions, seeded by db/seed/promotions.ts). The rules are
 * evaluated by `evaluatePromo` in @skybook/domain/promo-rules; dates are `YYYY-MM-DD`, inclusive;
 * money is VND.
 */
export interface PromotionTables {
  promotion: {
    /** Upper-case letters and digits, 4 to 16. */
    code: string;
    description_vi: string;
    description_en: string;
    /** `percent` | `amount`. */
    discount_kind: string;
    /** For `percent`: basis points of the fares. */
    percent_bp: number | null;
    /** For `amount`: VND per seated passenger. */
    amount: number | null;
    /** Cap per journey, VND; null for none. */
    max_discount: number | null;
    /** `all` | `domestic` | `international` | `cityPairs`. */
    route_scope: string;
    /** JSON text: `["SGN-HAN", …]` for `cityPairs`, else `[]`. */
    city_pairs: string;
    /** JSON text: fare family codes, `[]` for all. */
    fare_families: string;
    travel_from: string;
    travel_to: string;
    sale_from: string;
    sale_to: string;
    /** Seated passengers (adults and children) needed. */
    min_passengers: number;
    /** 0 to withdraw a code without deleting it (it then answers as unknown). */
    is_active: 0 | 1;
  };
}
