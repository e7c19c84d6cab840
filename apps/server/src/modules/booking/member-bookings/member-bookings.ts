import {
  BOOKING_HISTORIES_PAGE_SIZE,
  type BookingHistoriesResponse,
  type MemberBooking,
} from '@skybook/contracts/member-bookings';
import { MANAGE_GRANT_TTL_MS, type ManageGrant } from '@skybook/contracts/manage-booking';
import type { MyTripsTab } from '@skybook/domain/booking-enums';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import { loadManageGrantKey, signManageGrant } from '../manage/manage-grant';
import { cancelUnpaid, expireHold } from '../reservations/reservation-holds';
import type { ReservationRow } from '../reservations/reservation.repository';
import { reservationView } from '../reservations/reservation.service';
import { bookingActions, bookingTab, tabCounts, type BookingTab } from './booking-tabs';
import {
  attachReservationToMember,
  findMemberBookingSummaries,
  findReservationOwner,
  findReservationsByIds,
  type MemberBookingSummaryRow,
} from './member-bookings.repository';

/** Whether a booking found by its code and name could be attached. */
export type AttachOutcome = { ok: true; booking: MemberBooking } | { ok: false; reason: 'ownedByAnother' };

interface Tabbed {
  summary: MemberBookingSummaryRow;
  tab: BookingTab;
}

/**
 * A member's bookings as the member service reads them through booking's public.ts (decision
 * 032): the bookings whose `member_id` is the member's, by tab, cancelling an unpaid one through
 * the hold's own release, and a manage grant for one. Another member's booking and an unknown code
 * answer the same 404 BOOKING_NOT_FOUND.
 */
export class MemberBookings {
  #grantKey: Promise<Buffer> | undefined;

  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock }) {}

  /** GET users/booking-histories: a page of a tab, newest booking first, and every tab's count. */
  async histories(memberId: string, tab: MyTripsTab, page: number): Promise<BookingHistoriesResponse> {
    const now = this.deps.clock.now();
    const tabbed = await this.#tabbed(memberId, now);
    const chosen = tab === 'ALL' ? tabbed : tabbed.filter((entry) => entry.tab === tab);
    const start = (page - 1) * BOOKING_HISTORIES_PAGE_SIZE;
    return {
      bookingHistories: await this.#items(chosen.slice(start, start + BOOKING_HISTORIES_PAGE_SIZE), now),
      page,
      totalPages: Math.ceil(chosen.length / BOOKING_HISTORIES_PAGE_SIZE),
      counts: tabCounts(tabbed.map((entry) => entry.tab)),
    };
  }

  /** GET my/booking: the bookings still to pay (held) or to fly, soonest departure first. */
  async upcoming(memberId: string): Promise<MemberBooking[]> {
    const now = this.deps.clock.now();
    const open = (await this.#tabbed(memberId, now)).filter(
      (entry) => entry.tab === 'UNPAID' || entry.tab === 'INCOMING',
    );
    const items = await this.#items(open, now);
    return items.sort((a, b) => (a.departureUtc ?? '').localeCompare(b.departureUtc ?? ''));
  }

  /**
   * Cancels the member's own held, unpaid booking: the same release as manage booking's cancel of
   * an unpaid booking (seats and fare buckets given back once, whoever asks twice). A cancelled
   * booking answers as it stands; a paid one 409 RESERVATION_ALREADY_PAID.
   */
  async cancel(memberId: string, locator: string): Promise<MemberBooking> {
    const summary = await this.#owned(memberId, locator);
    const now = this.deps.clock.now();
    if (summary.status === 'Paid') throw appError('RESERVATION_ALREADY_PAID');
    if (summary.status === 'Unpaid') {
      // A hold that ran out is cancelled as expired, as the sweeper would; a live one by the member.
      if (Date.parse(summary.hold_expires_at) <= now.getTime())
        await expireHold(this.deps.db, summary.id, now);
      else await cancelUnpaid(this.deps.db, summary.id, now);
    }
    const after = await this.#owned(memberId, locator);
    // Paid in between: a paid booking is cancelled from manage booking, into a credit or a refund.
    if (after.status === 'Paid') throw appError('RESERVATION_ALREADY_PAID');
    return this.#one(after, now);
  }

  /** A manage grant for the member's own booking: the grant the code-and-name lookup answers. */
  async grant(memberId: string, locator: string): Promise<ManageGrant> {
    const summary = await this.#owned(memberId, locator);
    const expiresAt = new Date(this.deps.clock.now().getTime() + MANAGE_GRANT_TTL_MS);
    const grant = signManageGrant({ reservationKey: summary.id, expiresAt }, await this.#grantKeyOf());
    return { grant, expiresAt: expiresAt.toISOString(), reservationKey: summary.id };
  }

  /**
   * Makes a booking the caller proved by its code and name (member/points' retro-claim rule) the
   * member's; already theirs answers the same. One another member owns stays theirs.
   */
  async attach(memberId: string, booking: { id: string; locator: string }): Promise<AttachOutcome> {
    if (!(await attachReservationToMember(this.deps.db, booking.id, memberId))) {
      const owner = await findReservationOwner(this.deps.db, booking.id);
      if (!owner) throw appError('BOOKING_NOT_FOUND');
      if (owner.member_id !== memberId) return { ok: false, reason: 'ownedByAnother' };
    }
    const summary = await this.#owned(memberId, booking.locator);
    return { ok: true, booking: await this.#one(summary, this.deps.clock.now()) };
  }

  async #tabbed(memberId: string, now: Date): Promise<Tabbed[]> {
    const summaries = await findMemberBookingSummaries(this.deps.db, memberId);
    return summaries.map((summary) => ({ summary, tab: this.#tabOf(summary, now) }));
  }

  #tabOf(summary: MemberBookingSummaryRow, now: Date): BookingTab {
    return bookingTab(
      {
        status: summary.status,
        holdExpiresAt: summary.hold_expires_at,
        lastArrivalAt: summary.last_arrival_at,
      },
      now,
    );
  }

  /** The member's booking with this code, or 404 alike for an unknown code and another's booking. */
  async #owned(memberId: string, locator: string): Promise<MemberBookingSummaryRow> {
    const [summary] = await findMemberBookingSummaries(this.deps.db, memberId, locator.trim().toUpperCase());
    if (!summary) throw appError('BOOKING_NOT_FOUND');
    return summary;
  }

  async #one(summary: MemberBookingSummaryRow, now: Date): Promise<MemberBooking> {
    const [item] = await this.#items([{ summary, tab: this.#tabOf(summary, now) }], now);
    if (!item) throw appError('BOOKING_NOT_FOUND');
    return item;
  }

  async #items(entries: readonly Tabbed[], now: Date): Promise<MemberBooking[]> {
    const rows = new Map(
      (
        await findReservationsByIds(
          this.deps.db,
          entries.map((entry) => entry.summary.id),
        )
      ).map((row) => [row.id, row]),
    );
    return entries.flatMap(({ summary, tab }) => {
      const row = rows.get(summary.id);
      return row ? [memberBookingOf(row, tab, now)] : [];
    });
  }

  #grantKeyOf(): Promise<Buffer> {
    this.#grantKey ??= loadManageGrantKey(this.deps.db, this.deps.clock.now()).catch((error: unknown) => {
      this.#grantKey = undefined;
      throw error;
    });
    return this.#grantKey;
  }
}

/** A booking as the member's list shows it. */
function memberBookingOf(row: ReservationRow, tab: BookingTab, now: Date): MemberBooking {
  const reservation = reservationView(row, now);
  const summary = reservation.reservationSummary;
  const routes = reservation.journeys.flatMap((journey) => {
    const first = journey.segments[0];
    const last = journey.segments.at(-1);
    if (!first || !last) return [];
    return [
      {
        origin: first.departure.airport.code,
        destination: last.arrival.airport.code,
        departureTime: first.departure.scheduledTime,
        departureUtc: first.departure.utc,
        arrivalTime: last.arrival.scheduledTime,
        arrivalUtc: last.arrival.utc,
        flights: journey.segments.map(
          (segment) => `${segment.flight.airlineCode.code}${segment.flight.flightNumber}`,
        ),
      },
    ];
  });
  return {
    reservationKey: reservation.key,
    locator: reservation.locator,
    status: reservation.status,
    tab,
    routes,
    departureUtc: routes[0]?.departureUtc ?? null,
    passengerCount: reservation.passengers.length,
    currency: reservation.currency,
    // What the traveller is charged: the points' discount off, the fee on (decision 037).
    totalAmount: summary.totalAmount - summary.pointsDiscount + summary.feeAmount,
    remaining: reservation.status === 'Cancel' ? 0 : summary.remaining,
    createdAt: reservation.createdAt,
    holdExpiresAt: tab === 'UNPAID' ? reservation.holdExpiresAt : null,
    actions: bookingActions(tab, reservation, now),
  };
}
