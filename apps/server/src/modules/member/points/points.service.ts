import { randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import {
  LOYALTY_TIERS,
  redemptionDiscount,
  TIER_THRESHOLDS,
  tierOf,
  tierWindowStart,
  type LoyaltyTier,
} from '@skybook/domain/loyalty-points';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { RateLimits } from '../../../plugins/fixed-window-limiter';
import { NO_PROFILE_NOTIFIER, type ProfileNotifier } from '../channel/profile-events';
import { PointsClaims, type RetroClaim, type RetroClaimResult } from './points-claim';
import { creditFlownSegments } from './points-credit';
import type { PointsMemberDirectory } from './points-members';
import {
  addToBalance,
  countEntries,
  findBalance,
  findEntries,
  findEntryByReference,
  insertEntryOnce,
  sumQualifyingPoints,
  takeFromBalance,
  type PointsEntryRow,
} from './points.repository';

/** Entries per page of the history (requirements §7 score-histories). */
export const HISTORY_PAGE_SIZE = 20;

export interface PointsTier {
  tier: LoyaltyTier;
  /** Qualifying points of flights arrived in the 12 months up to now. */
  qualifyingPoints: number;
  /** The next tier and the qualifying points it still needs; null at the top. */
  next: { tier: LoyaltyTier; pointsNeeded: number } | null;
}

export interface PointsHistoryEntry {
  id: string;
  kind: string;
  /** Signed. */
  points: number;
  locator: string | null;
  flight: string | null;
  flownAt: string | null;
  reference: string | null;
  createdAt: string;
}

export interface PointsHistoryPage {
  entries: PointsHistoryEntry[];
  page: number;
  totalPages: number;
}

export interface Redemption {
  reference: string;
  points: number;
  /** What the points take off the booking, VND. */
  discount: number;
  balance: number;
}

/**
 * What the caller writes in the transaction of a redemption or its give-back (the booking's record
 * of the discount, decision 037): it commits with the ledger entry and the balance, or neither does.
 */
export interface PointsMovementOptions {
  alsoInside?: (trx: Transaction<Database>) => Promise<void>;
}

export interface PointsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Where the retro-claims' limit is counted. */
  rateLimits: RateLimits;
  members: PointsMemberDirectory;
  /** Told of each member whose points changed, once committed (decision 034). */
  notify?: ProfileNotifier;
}

/**
 * The loyalty points of a member (decision 030): crediting flown segments, retro-claims, the
 * balance and tier, the history, and spending points on a booking and giving them back.
 */
export class PointsService {
  readonly #claims: PointsClaims;
  readonly #notify: ProfileNotifier;

  constructor(private readonly deps: PointsServiceDeps) {
    this.#claims = new PointsClaims(deps);
    this.#notify = deps.notify ?? NO_PROFILE_NOTIFIER;
  }

  /**
   * Credits the flown segments of members' Paid bookings (points-credit.ts); run it on a timer.
   * With `bookedBy`, only that member's own bookings: their reading of their points runs it first,
   * so a flight that has landed shows without waiting for the timer.
   */
  creditFlownSegments(now: Date, bookedBy?: string): Promise<{ segments: number; points: number }> {
    return creditFlownSegments(
      {
        ...this.deps,
        onCredited: (memberId) => {
          this.#notify(memberId, 'points');
        },
      },
      now,
      bookedBy,
    );
  }

  async retroClaim(memberId: string, claim: RetroClaim): Promise<RetroClaimResult> {
    const result = await this.#claims.claim(memberId, claim);
    this.#notify(memberId, 'points');
    return result;
  }

  balance(memberId: string): Promise<number> {
    return findBalance(this.deps.db, memberId);
  }

  async tier(memberId: string, now: Date): Promise<PointsTier> {
    const qualifyingPoints = await sumQualifyingPoints(this.deps.db, memberId, {
      after: tierWindowStart(now).toISOString(),
      // Inclusive of `now`: a flight that arrives this instant counts.
      before: new Date(now.getTime() + 1).toISOString(),
    });
    const tier = tierOf(qualifyingPoints);
    const nextTier = LOYALTY_TIERS[LOYALTY_TIERS.indexOf(tier) + 1];
    return {
      tier,
      qualifyingPoints,
      next: nextTier ? { tier: nextTier, pointsNeeded: TIER_THRESHOLDS[nextTier] - qualifyingPoints } : null,
    };
  }

  /** The member's entries, newest first, `page` from 1. */
  async history(memberId: string, page: number): Promise<PointsHistoryPage> {
    const current = Math.max(1, Math.floor(page));
    const [rows, total] = await Promise.all([
      findEntries(this.deps.db, memberId, {
        offset: (current - 1) * HISTORY_PAGE_SIZE,
        limit: HISTORY_PAGE_SIZE,
      }),
      countEntries(this.deps.db, memberId),
    ]);
    return {
      entries: rows.map(historyEntry),
      page: current,
      totalPages: Math.ceil(total / HISTORY_PAGE_SIZE),
    };
  }

  /**
   * Spends `points` on a booking of `bookingTotal` VND, once per `reference` (a repeat with the same
   * member and points answers the first redemption again; anything else with that reference, or a
   * reference given back, is 409 CONFLICT). 400 POINTS_REDEEM_INVALID outside the bounds (at least
   * 100 points, at most half the booking); 409 POINTS_NOT_ENOUGH above the balance, which never
   * goes below zero (a conditional update, in the transaction that writes the entry).
   */
  async redeem(
    memberId: string,
    request: { points: number; reference: string; bookingTotal: number },
    options: PointsMovementOptions = {},
  ): Promise<Redemption> {
    const { points, reference } = request;
    if (reference === '' || reference.length > 100) throw appError('INVALID_REQUEST');
    const discount = redemptionDiscount(points, request.bookingTotal);
    if (!discount.ok) throw appError('POINTS_REDEEM_INVALID', { details: { reason: discount.error } });
    const replay = await this.#replay(memberId, points, reference, discount.value);
    if (replay) return replay;
    const now = this.deps.clock.now();
    const written = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await insertEntryOnce(trx, {
        ...emptyEntry(memberId, 'redeem', -points, now),
        reference,
      });
      if (!inserted) return false;
      if (!(await takeFromBalance(trx, memberId, points, now))) throw appError('POINTS_NOT_ENOUGH');
      await options.alsoInside?.(trx);
      return true;
    });
    // Lost to a concurrent redemption with the same reference: answer as a repeat does.
    if (!written) {
      const again = await this.#replay(memberId, points, reference, discount.value);
      if (again) return again;
      throw appError('CONFLICT');
    }
    this.#notify(memberId, 'points');
    return { reference, points, discount: discount.value, balance: await this.balance(memberId) };
  }

  /**
   * Gives back the points of the redemption `reference` (the booking was not paid, or was
   * cancelled), once: a repeat gives nothing more. Answers the points this reference gave back
   * and the member's balance; 0 points and no balance when nothing was redeemed under it.
   * `alsoInside` runs in the transaction that gives them back, and not at all on a repeat.
   */
  async giveBack(
    reference: string,
    options: PointsMovementOptions = {},
  ): Promise<{ reference: string; points: number; balance: number | null }> {
    const redeemed = await findEntryByReference(this.deps.db, 'redeem', reference);
    if (!redeemed) return { reference, points: 0, balance: null };
    const memberId = redeemed.member_id;
    const points = -redeemed.points;
    const now = this.deps.clock.now();
    const givenBack = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await insertEntryOnce(trx, {
        ...emptyEntry(memberId, 'adjust', points, now),
        reference,
      });
      if (inserted) {
        await addToBalance(trx, memberId, points, now);
        await options.alsoInside?.(trx);
      }
      return inserted;
    });
    if (givenBack) this.#notify(memberId, 'points');
    return { reference, points, balance: await this.balance(memberId) };
  }

  async #replay(
    memberId: string,
    points: number,
    reference: string,
    discount: number,
  ): Promise<Redemption | undefined> {
    const existing = await findEntryByReference(this.deps.db, 'redeem', reference);
    if (!existing) return undefined;
    const givenBack = await findEntryByReference(this.deps.db, 'adjust', reference);
    if (existing.member_id !== memberId || existing.points !== -points || givenBack)
      throw appError('CONFLICT');
    return { reference, points, discount, balance: await this.balance(memberId) };
  }
}

function emptyEntry(memberId: string, kind: string, points: number, now: Date): PointsEntryRow {
  return {
    id: randomBytes(16).toString('hex'),
    member_id: memberId,
    kind,
    points,
    qualifying_points: 0,
    reservation_id: null,
    passenger_key: null,
    flight_id: null,
    locator: null,
    flight_label: null,
    flown_at: null,
    reference: null,
    created_at: now.toISOString(),
  };
}

function historyEntry(row: PointsEntryRow): PointsHistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: row.points,
    locator: row.locator,
    flight: row.flight_label,
    flownAt: row.flown_at,
    reference: row.reference,
    createdAt: row.created_at,
  };
}
