import { err, ok, type Result } from './result';

/**
 * A promotion code's rules (stored in the promotion table). Dates are `YYYY-MM-DD`, inclusive at
 * both ends; money is VND.
 */
export interface PromoRule {
  readonly code: string;
  /** `percent` of the fares, or a fixed `amount` per seated passenger. */
  readonly discountKind: 'percent' | 'amount';
  /** For `percent`: basis points of the fares (1000 = 10 %). */
  readonly percentBp: number | null;
  /** For `amount`: VND off per seated passenger (adult or child). */
  readonly amountVnd: number | null;
  /** The most one journey's discount may be, VND; null for no cap. */
  readonly maxDiscountVnd: number | null;
  /** Where it applies: every route, domestic only, international only, or the listed city pairs. */
  readonly routeScope: 'all' | 'domestic' | 'international' | 'cityPairs';
  /** `SGN-HAN` codes, for `cityPairs`. */
  readonly cityPairs: readonly string[];
  /** Fare families it applies to; empty for all. */
  readonly fareFamilies: readonly string[];
  /** Departure dates it applies to. */
  readonly travelFrom: string;
  readonly travelTo: string;
  /** The days it can be used on (the booking day, in Vietnam). */
  readonly saleFrom: string;
  readonly saleTo: string;
  /** Seated passengers (adults and children) the booking needs at least. */
  readonly minPassengers: number;
}

/** Promo codes are 4 to 16 letters or digits, read in any letter case. */
const PROMO_CODE = /^[A-Z0-9]{4,16}$/;

/** The canonical (upper-case) form of a promo code, or INVALID_FORMAT. */
export function parsePromoCode(value: string): Result<string, 'INVALID_FORMAT'> {
  const code = value.trim().toUpperCase();
  return PROMO_CODE.test(code) ? ok(code) : err('INVALID_FORMAT');
}

/** Where a requested code stands as a whole, before looking at any flight. */
export type PromoSaleStatus = 'unknown' | 'expired' | 'notStarted' | 'open';

/** Whether `rule` exists and can be used on `today` (the booking day). */
export function promoSaleStatus(rule: PromoRule | undefined, today: string): PromoSaleStatus {
  if (!rule) return 'unknown';
  if (today > rule.saleTo) return 'expired';
  if (today < rule.saleFrom) return 'notStarted';
  return 'open';
}

/** Why a code does not apply to one journey and fare. */
export type PromoRejection =
  'UNKNOWN_CODE' | 'EXPIRED' | 'NOT_STARTED' | 'ROUTE' | 'FARE_FAMILY' | 'TRAVEL_DATE' | 'MIN_PASSENGERS';

/** One journey and fare family a code is tried on. */
export interface PromoContext {
  /** The booking day in Vietnam, YYYY-MM-DD. */
  readonly today: string;
  /** Local departure date of the journey's first flight. */
  readonly travelDate: string;
  /** The journey's origin-destination city pair, `SGN-HAN` (a connection counts as its ends). */
  readonly cityPair: string;
  /** True when every flight of the journey is domestic. */
  readonly isDomestic: boolean;
  readonly fareFamily: string;
  readonly seatedPassengers: number;
  /** The fares (FA) of every seated passenger on this journey, VND: what the discount is taken off. */
  readonly fareTotalVnd: number;
}

export type PromoOutcome =
  | { readonly applicable: true; readonly discountVnd: number }
  | { readonly applicable: false; readonly reason: PromoRejection };

const REJECTION_BY_STATUS: Record<Exclude<PromoSaleStatus, 'open'>, PromoRejection> = {
  unknown: 'UNKNOWN_CODE',
  expired: 'EXPIRED',
  notStarted: 'NOT_STARTED',
};

/**
 * Whether `rule` applies to one journey and fare, and the discount in VND: a percentage of the
 * fares rounded down to the dong, or a fixed amount per seated passenger; never more than the
 * cap, never more than the fares themselves (taxes and charges are never discounted).
 */
export function evaluatePromo(rule: PromoRule | undefined, context: PromoContext): PromoOutcome {
  const status = promoSaleStatus(rule, context.today);
  if (!rule || status !== 'open') {
    return { applicable: false, reason: REJECTION_BY_STATUS[status === 'open' ? 'unknown' : status] };
  }
  const routeOk =
    rule.routeScope === 'all' ||
    (rule.routeScope === 'domestic' && context.isDomestic) ||
    (rule.routeScope === 'international' && !context.isDomestic) ||
    (rule.routeScope === 'cityPairs' && rule.cityPairs.includes(context.cityPair));
  if (!routeOk) return { applicable: false, reason: 'ROUTE' };
  if (rule.fareFamilies.length > 0 && !rule.fareFamilies.includes(context.fareFamily))
    return { applicable: false, reason: 'FARE_FAMILY' };
  if (context.travelDate < rule.travelFrom || context.travelDate > rule.travelTo)
    return { applicable: false, reason: 'TRAVEL_DATE' };
  if (context.seatedPassengers < rule.minPassengers) return { applicable: false, reason: 'MIN_PASSENGERS' };
  let discount =
    rule.discountKind === 'percent'
      ? Math.floor((context.fareTotalVnd * (rule.percentBp ?? 0)) / 10_000)
      : (rule.amountVnd ?? 0) * context.seatedPassengers;
  if (rule.maxDiscountVnd !== null) discount = Math.min(discount, rule.maxDiscountVnd);
  discount = Math.max(0, Math.min(discount, context.fareTotalVnd));
  return { applicable: true, discountVnd: discount };
}
