import { canEarnPoints } from '@skybook/domain/loyalty-points';
import { parseLocator } from '@skybook/domain/locator';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { FixedWindowLimiter, RateLimits } from '../../../plugins/fixed-window-limiter';
import { pointsBookingByLocator, type PointsBooking, type PointsPassenger } from '../../booking/public';
import { creditableSegments, creditSegments, type CreditedSegment } from './points-credit';
import { isNamed, type PointsMember, type PointsMemberDirectory } from './points-members';
import { findBalance, findSegmentCredits } from './points.repository';

/** Retro-claims a member may try in each window, whatever they answer (decision 019's limiter). */
export const CLAIM_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export interface RetroClaim {
  reservationLocator: string;
  familyName: string;
  givenName: string;
}

export interface RetroClaimResult {
  locator: string;
  passengerKey: string;
  credited: CreditedSegment[];
  /** The sum of `credited`. */
  points: number;
  /** The member's balance after the claim. */
  balance: number;
}

/**
 * The booking a member proves theirs by its code and their name: the name is the member's and an
 * adult's or child's of the booking. Undefined alike for a malformed or unknown code and a wrong
 * name, so an answer never tells which. The retro-claim asks it, and so does attaching a booking
 * to the member's account (decision 032).
 */
export async function provenBooking(
  db: Kysely<Database>,
  member: PointsMember,
  claim: RetroClaim,
): Promise<{ booking: PointsBooking; passenger: PointsPassenger } | undefined> {
  if (!isNamed(member, claim.familyName, claim.givenName)) return undefined;
  const locator = parseLocator(claim.reservationLocator.trim().toUpperCase());
  if (!locator.ok) return undefined;
  const booking = await pointsBookingByLocator(db, locator.value);
  const passenger = booking?.passengers.find(
    (candidate) =>
      canEarnPoints(candidate.type) &&
      isNamed(
        {
          familyName: candidate.lastName,
          givenNames: `${candidate.middleName} ${candidate.firstName}`,
          firstName: candidate.firstName,
        },
        claim.familyName,
        claim.givenName,
      ),
  );
  return booking && passenger ? { booking, passenger } : undefined;
}

/** Thrown inside the claim's transaction to roll it back. */
const alreadyClaimed = () => appError('POINTS_ALREADY_CLAIMED');

/**
 * A member claims the points of a past flown booking by its code and their name (decision 030).
 * The name must be the member's and a passenger's (an adult or child) of the booking; an unknown
 * code, a malformed one and a wrong name answer the same 404 POINTS_CLAIM_NOT_FOUND. Counted per
 * member, every attempt, 429 past the limit.
 */
export class PointsClaims {
  readonly #perMember: FixedWindowLimiter;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      clock: Clock;
      rateLimits: RateLimits;
      members: PointsMemberDirectory;
    },
  ) {
    this.#perMember = deps.rateLimits.limiter('points-claim:member', CLAIM_LIMIT);
  }

  /**
   * Credits the passenger's flown segments that nobody was credited for, within the claim limit.
   * 409 POINTS_FLIGHT_NOT_FLOWN when the booking is not Paid (cancelled, or never paid) or no
   * flight has arrived yet; POINTS_CLAIM_TOO_OLD when every flown one is past the limit;
   * POINTS_ALREADY_CLAIMED when the passenger carries another member's code, a flight of theirs
   * was credited to another member, or nothing is left to credit. A flight not arrived yet is
   * left for a later claim.
   */
  async claim(memberId: string, claim: RetroClaim): Promise<RetroClaimResult> {
    await this.#perMember.enforce(memberId);
    const member = await this.deps.members.byId(memberId);
    if (!member) throw appError('ACCOUNT_NOT_FOUND');
    const proven = await provenBooking(this.deps.db, member, claim);
    if (!proven) throw appError('POINTS_CLAIM_NOT_FOUND');
    const { booking, passenger } = proven;
    if (booking.status !== 'Paid') throw appError('POINTS_FLIGHT_NOT_FLOWN');
    if (passenger.loyaltyNumber !== '' && passenger.loyaltyNumber !== member.memberCode) {
      const holder = (await this.deps.members.byCodes([passenger.loyaltyNumber])).get(
        passenger.loyaltyNumber,
      );
      if (holder && holder.memberId !== memberId) throw alreadyClaimed();
    }
    const now = this.deps.clock.now();
    const flown = booking.segments.filter(
      (segment) => segment.arrivesAt !== null && Date.parse(segment.arrivesAt) <= now.getTime(),
    );
    if (flown.length === 0) throw appError('POINTS_FLIGHT_NOT_FLOWN');
    const recent = creditableSegments(flown, now);
    if (recent.length === 0) throw appError('POINTS_CLAIM_TOO_OLD');

    const credited = await this.deps.db.transaction().execute(async (trx) => {
      const owners = async () =>
        (await findSegmentCredits(trx, booking.id)).filter((entry) => entry.passenger_key === passenger.key);
      if ((await owners()).some((entry) => entry.member_id !== memberId)) throw alreadyClaimed();
      const written = await creditSegments(trx, {
        memberId,
        kind: 'claim',
        booking,
        passengerKey: passenger.key,
        segments: recent,
        now,
      });
      // A segment another writer credited meanwhile: to someone else, the whole claim is refused.
      if (written.length < recent.length && (await owners()).some((entry) => entry.member_id !== memberId)) {
        throw alreadyClaimed();
      }
      if (written.length === 0) throw alreadyClaimed();
      return written;
    });
    return {
      locator: booking.locator,
      passengerKey: passenger.key,
      credited,
      points: credited.reduce((sum, entry) => sum + entry.points, 0),
      balance: await findBalance(this.deps.db, memberId),
    };
  }
}
