import type { MEMBER_BOOKING_ACTIONS } from '@skybook/contracts/member-bookings';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { MyTripsTab } from '@skybook/domain/booking-enums';
import { checkInWindow } from '@skybook/domain/check-in-rules';

/*
 * The my-trips tabs (requirements §4) from a booking's stored status and the clock, as decision 032
 * defines them, and what the member may do next with a booking. Pure: the caller passes `now`.
 */

export type BookingTab = Exclude<MyTripsTab, 'ALL'>;
export type MemberBookingAction = (typeof MEMBER_BOOKING_ACTIONS)[number];

export interface BookingTabFacts {
  /** The stored status: `Unpaid`, `Paid`, `Cancel`. */
  status: string;
  holdExpiresAt: string;
  /** The last flight's scheduled arrival; null for a booking without flights. */
  lastArrivalAt: string | null;
}

/**
 * UNPAID: unpaid and still held. CANCELLED: cancelled, or unpaid past its hold (cancelled at that
 * instant, swept or not). INCOMING: paid with a flight still to land. COMPLETED: paid and every
 * flight landed (scheduled arrival passed).
 */
export function bookingTab(facts: BookingTabFacts, now: Date): BookingTab {
  const at = now.getTime();
  if (facts.status === 'Unpaid') return Date.parse(facts.holdExpiresAt) > at ? 'UNPAID' : 'CANCELLED';
  if (facts.status === 'Paid') {
    return facts.lastArrivalAt !== null && Date.parse(facts.lastArrivalAt) > at ? 'INCOMING' : 'COMPLETED';
  }
  return 'CANCELLED';
}

/** How many bookings each tab holds; ALL is every one. */
export function tabCounts(tabs: readonly BookingTab[]): Record<MyTripsTab, number> {
  const counts: Record<MyTripsTab, number> = { ALL: 0, UNPAID: 0, INCOMING: 0, COMPLETED: 0, CANCELLED: 0 };
  for (const tab of tabs) {
    counts.ALL += 1;
    counts[tab] += 1;
  }
  return counts;
}

/**
 * What the list offers: an UNPAID booking is paid, cancelled or managed; an INCOMING one is
 * managed, paid while a balance is due after a change, and checked in while a journey's online
 * check-in window (24 hours to 1 hour before its first flight) is open. Past and cancelled
 * bookings offer nothing.
 */
export function bookingActions(
  tab: BookingTab,
  reservation: ReservationDto,
  now: Date,
): MemberBookingAction[] {
  if (tab === 'UNPAID') return ['pay', 'cancel', 'manage'];
  if (tab !== 'INCOMING') return [];
  const actions: MemberBookingAction[] = [];
  if (reservation.reservationSummary.remaining > 0) actions.push('pay');
  actions.push('manage');
  const windowOpen = reservation.journeys.some((journey) => {
    const first = journey.segments[0];
    if (!first) return false;
    const { opensAt, closesAt } = checkInWindow(new Date(first.departure.utc));
    return opensAt <= now && now < closesAt;
  });
  if (windowOpen) actions.push('checkIn');
  return actions;
}
