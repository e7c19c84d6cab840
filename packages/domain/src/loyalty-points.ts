import { err, ok, type Result } from './result';

/*
 * Loyalty points (requirements §1 loyalty account, §3 profile "card rank", §7 score-histories): what
 * a flown segment earns, the card rank (tier) that follows from the last 12 months of flying, and
 * what a point is worth as a discount on a booking. The table and the reasons behind it are
 * decision 030; nothing here reads a clock or a database.
 */

/** Card ranks, lowest first. */
export const LOYALTY_TIERS = ['Member', 'Silver', 'Gold', 'Platinum'] as const;

export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/**
 * Points a segment earns in the shortest distance band, by fare family (the seeded families'
 * codes). A family missing here earns nothing.
 */
export const FARE_FAMILY_POINTS: Readonly<Record<string, number>> = {
  Eco: 100,
  Deluxe: 150,
  SkyBoss: 250,
  Business: 300,
};

/**
 * Distance bands by the city pair's great-circle distance: a segment up to `upToKm` long multiplies
 * its family's points by `factor`. The last band has no upper bound.
 */
export const DISTANCE_BANDS: readonly { readonly upToKm: number; readonly factor: number }[] = [
  { upToKm: 1_000, factor: 1 },
  { upToKm: 2_500, factor: 2 },
  { upToKm: 5_000, factor: 3 },
  { upToKm: Number.POSITIVE_INFINITY, factor: 4 },
];

/** What each tier multiplies a segment's points by, in thousandths (integers stay exact). */
export const TIER_MULTIPLIER_PERMILLE: Readonly<Record<LoyaltyTier, number>> = {
  Member: 1000,
  Silver: 1250,
  Gold: 1500,
  Platinum: 2000,
};

/**
 * Qualifying points (a segment's points before the tier's bonus) flown in the last 12 months that
 * a tier needs. Member needs none.
 */
export const TIER_THRESHOLDS: Readonly<Record<LoyaltyTier, number>> = {
  Member: 0,
  Silver: 2_000,
  Gold: 5_000,
  Platinum: 10_000,
};

/** How far back flights count toward a tier. */
export const TIER_WINDOW_MONTHS = 12;

/** A point's value as a discount, VND (which has no minor unit). */
export const POINT_VALUE_VND = 100;

/** Fewest points one redemption may spend. */
export const MIN_REDEEM_POINTS = 100;

/** Largest share of a booking's total points may pay, in percent. */
export const MAX_REDEEM_SHARE_PERCENT = 50;

/** A past flight may be claimed this many days after it arrived, and no later. */
export const CLAIM_LIMIT_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adults and children earn points; an infant on a lap does not. */
export function canEarnPoints(passengerType: string): boolean {
  return passengerType === 'adult' || passengerType === 'child';
}

/** The distance band's factor for a segment this many kilometres long (great circle). */
export function distanceFactor(distanceKm: number): number {
  const band = DISTANCE_BANDS.find((entry) => distanceKm <= entry.upToKm);
  return band?.factor ?? 1;
}

/**
 * A segment's qualifying points: its fare family's points times its distance band's factor; 0 for
 * a family that earns nothing. `segmentBasePoints('Deluxe', 1_150)` is 300.
 */
export function segmentBasePoints(fareFamilyCode: string, distanceKm: number): number {
  return (FARE_FAMILY_POINTS[fareFamilyCode] ?? 0) * distanceFactor(distanceKm);
}

/** The points a segment credits: its qualifying points times the tier's multiplier, rounded down. */
export function segmentPoints(basePoints: number, tier: LoyaltyTier): number {
  return Math.floor((basePoints * TIER_MULTIPLIER_PERMILLE[tier]) / 1000);
}

/** The highest tier whose threshold these qualifying points reach. */
export function tierOf(qualifyingPoints: number): LoyaltyTier {
  let reached: LoyaltyTier = 'Member';
  for (const tier of LOYALTY_TIERS) if (qualifyingPoints >= TIER_THRESHOLDS[tier]) reached = tier;
  return reached;
}

/**
 * The start (exclusive) of the tier's window ending at `at`: the same instant 12 calendar months
 * earlier (UTC; 29 February falls back to 1 March).
 */
export function tierWindowStart(at: Date): Date {
  const start = new Date(at.getTime());
  start.setUTCMonth(start.getUTCMonth() - TIER_WINDOW_MONTHS);
  return start;
}

/** Whether a flight that arrived at `arrivedAt` may still be claimed at `now`. */
export function isWithinClaimLimit(arrivedAt: Date, now: Date): boolean {
  return now.getTime() - arrivedAt.getTime() <= CLAIM_LIMIT_DAYS * DAY_MS;
}

/** The most points a booking of this total (VND) may take: half its total, in whole points. */
export function maxRedeemablePoints(bookingTotalVnd: number): number {
  const maxDiscount = Math.floor((bookingTotalVnd * MAX_REDEEM_SHARE_PERCENT) / 100);
  return Math.max(0, Math.floor(maxDiscount / POINT_VALUE_VND));
}

export type RedemptionRefusal = 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM_SHARE';

/**
 * The VND discount `points` buy on a booking of `bookingTotalVnd`: at least
 * {@link MIN_REDEEM_POINTS}, at most {@link maxRedeemablePoints} of the total. `points` is a
 * positive whole number (the caller's schema makes sure).
 */
export function redemptionDiscount(
  points: number,
  bookingTotalVnd: number,
): Result<number, RedemptionRefusal> {
  if (!Number.isSafeInteger(points) || points < MIN_REDEEM_POINTS) return err('BELOW_MINIMUM');
  if (points > maxRedeemablePoints(bookingTotalVnd)) return err('ABOVE_MAXIMUM_SHARE');
  return ok(points * POINT_VALUE_VND);
}
