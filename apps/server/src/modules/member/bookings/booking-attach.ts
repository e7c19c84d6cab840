import type { MemberBooking } from '@skybook/contracts/member-bookings';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { FixedWindowLimiter, RateLimits } from '../../../plugins/fixed-window-limiter';
import type { MemberBookings } from '../../booking/public';
import { provenBooking, type RetroClaim } from '../points/points-claim';
import type { PointsMemberDirectory } from '../points/points-members';

/** Attachments a member may try in each window, whatever they answer (decision 019's limiter). */
export const ATTACH_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * A signed-in member makes a booking they made as a guest theirs (decision 032), proving it as
 * the points' retro-claim does: its code and their name, the name a passenger's of the booking.
 * 404 BOOKING_NOT_FOUND alike for an unknown code and a wrong name; 409
 * BOOKING_OWNED_BY_ANOTHER_MEMBER when another member holds it; already theirs answers the same
 * as the first time. Counted per member, every attempt, 429 past the limit.
 */
export class BookingAttach {
  readonly #perMember: FixedWindowLimiter;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      rateLimits: RateLimits;
      members: PointsMemberDirectory;
      bookings: MemberBookings;
    },
  ) {
    this.#perMember = deps.rateLimits.limiter('booking-attach:member', ATTACH_LIMIT);
  }

  async attach(memberId: string, claim: RetroClaim): Promise<MemberBooking> {
    await this.#perMember.enforce(memberId);
    const member = await this.deps.members.byId(memberId);
    if (!member) throw appError('ACCOUNT_NOT_FOUND');
    const proven = await provenBooking(this.deps.db, member, claim);
    if (!proven) throw appError('BOOKING_NOT_FOUND');
    const outcome = await this.deps.bookings.attach(memberId, proven.booking);
    if (!outcome.ok) throw appError('BOOKING_OWNED_BY_ANOTHER_MEMBER');
    return outcome.booking;
  }
}
