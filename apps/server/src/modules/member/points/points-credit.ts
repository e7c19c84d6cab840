import { randomBytes } from 'node:crypto';
import {
  canEarnPoints,
  isWithinClaimLimit,
  segmentBasePoints,
  segmentPoints,
  tierOf,
  tierWindowStart,
} from '@skybook/domain/loyalty-points';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { paidBookingsArrivedBetween, type PointsBooking, type PointsSegment } from '../../booking/public';
import type { PointsMember, PointsMemberDirectory } from './points-members';
import { addToBalance, findSegmentCredits, insertEntryOnce, sumQualifyingPoints } from './points.repository';

/** How far back each run looks for flights that arrived (a missed one is left to a retro-claim). */
export const CREDIT_LOOKBACK_DAYS = 7;

/** Bookings read per page of a run. */
const PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreditedSegment {
  flightId: number;
  label: string;
  points: number;
}

/** The segments a passenger has flown by `now` and may still be credited for (the claim limit). */
export function creditableSegments(segments: readonly PointsSegment[], now: Date): PointsSegment[] {
  return segments.filter(
    (segment) =>
      segment.arrivesAt !== null &&
      Date.parse(segment.arrivesAt) <= now.getTime() &&
      isWithinClaimLimit(new Date(segment.arrivesAt), now),
  );
}

/**
 * Credits a passenger's segments to a member inside the caller's transaction: each segment its
 * family's and distance's points with the member's tier at its arrival (the qualifying points of
 * the 12 months before it), inserted once (a segment credited already, by anyone, is skipped),
 * then the balance. Segments go in flight order, so two transactions crediting the same ones
 * take their rows in the same order. Answers what this call credited.
 */
export async function creditSegments(
  trx: Transaction<Database>,
  credit: {
    memberId: string;
    kind: 'earn' | 'claim';
    booking: Pick<PointsBooking, 'id' | 'locator'>;
    passengerKey: string;
    segments: readonly PointsSegment[];
    now: Date;
  },
): Promise<CreditedSegment[]> {
  const credited: CreditedSegment[] = [];
  const ordered = [...credit.segments].sort((a, b) => a.flightId - b.flightId);
  for (const segment of ordered) {
    if (segment.arrivesAt === null) continue;
    const base = segmentBasePoints(segment.fareFamilyCode, segment.distanceKm);
    if (base === 0) continue;
    const arrivedAt = new Date(segment.arrivesAt);
    const qualifying = await sumQualifyingPoints(trx, credit.memberId, {
      after: tierWindowStart(arrivedAt).toISOString(),
      before: arrivedAt.toISOString(),
    });
    const points = segmentPoints(base, tierOf(qualifying));
    const inserted = await insertEntryOnce(trx, {
      id: randomBytes(16).toString('hex'),
      member_id: credit.memberId,
      kind: credit.kind,
      points,
      qualifying_points: base,
      reservation_id: credit.booking.id,
      passenger_key: credit.passengerKey,
      flight_id: segment.flightId,
      locator: credit.booking.locator,
      flight_label: segment.label,
      flown_at: arrivedAt.toISOString(),
      reference: null,
      created_at: credit.now.toISOString(),
    });
    if (inserted) credited.push({ flightId: segment.flightId, label: segment.label, points });
  }
  const total = credited.reduce((sum, entry) => sum + entry.points, 0);
  if (total > 0) await addToBalance(trx, credit.memberId, total, credit.now);
  return credited;
}

/**
 * Credits every flown segment of Paid bookings whose passengers carry a member's code, for flights
 * that arrived in the last {@link CREDIT_LOOKBACK_DAYS} days before `now` (and any earlier flight
 * of those bookings still within the claim limit). Idempotent, and safe with several processes at
 * once: the ledger's unique segment constraint decides who writes a credit. A passenger whose
 * flights of this booking were credited to another member (a retro-claim) is skipped. Answers how
 * many segments and points this run credited; `onCredited` hears each member credited, once the
 * booking's transaction committed. With `bookedBy`, only the bookings that member made while
 * signed in (what a member's own reading of their points credits first).
 */
export async function creditFlownSegments(
  deps: { db: Kysely<Database>; members: PointsMemberDirectory; onCredited?: (memberId: string) => void },
  now: Date,
  bookedBy?: string,
): Promise<{ segments: number; points: number }> {
  const range = { from: new Date(now.getTime() - CREDIT_LOOKBACK_DAYS * DAY_MS), to: now };
  const totals = { segments: 0, points: 0 };
  let afterId = '';
  for (;;) {
    const bookings = await paidBookingsArrivedBetween(deps.db, range, afterId, PAGE_SIZE, bookedBy);
    const codes = bookings.flatMap((booking) =>
      booking.passengers
        .filter((p) => canEarnPoints(p.type) && p.loyaltyNumber !== '')
        .map((p) => p.loyaltyNumber),
    );
    const members =
      codes.length > 0 ? await deps.members.byCodes([...new Set(codes)]) : new Map<string, PointsMember>();
    for (const booking of bookings) {
      const { credited, memberIds } = await creditBooking(deps.db, booking, members, now);
      for (const memberId of memberIds) deps.onCredited?.(memberId);
      totals.segments += credited.length;
      totals.points += credited.reduce((sum, entry) => sum + entry.points, 0);
    }
    const last = bookings.at(-1);
    if (!last || bookings.length < PAGE_SIZE) return totals;
    afterId = last.id;
  }
}

async function creditBooking(
  db: Kysely<Database>,
  booking: PointsBooking,
  members: ReadonlyMap<string, { memberId: string }>,
  now: Date,
): Promise<{ credited: CreditedSegment[]; memberIds: Set<string> }> {
  const segments = creditableSegments(booking.segments, now);
  const passengers = booking.passengers.flatMap((passenger) => {
    const member = canEarnPoints(passenger.type) ? members.get(passenger.loyaltyNumber) : undefined;
    return member ? [{ key: passenger.key, memberId: member.memberId }] : [];
  });
  const memberIds = new Set<string>();
  if (segments.length === 0 || passengers.length === 0) return { credited: [], memberIds };
  const credited = await db.transaction().execute(async (trx) => {
    const existing = await findSegmentCredits(trx, booking.id);
    const written: CreditedSegment[] = [];
    for (const passenger of passengers) {
      const taken = existing.some(
        (entry) => entry.passenger_key === passenger.key && entry.member_id !== passenger.memberId,
      );
      if (taken) continue;
      const segmentsCredited = await creditSegments(trx, {
        memberId: passenger.memberId,
        kind: 'earn',
        booking,
        passengerKey: passenger.key,
        segments,
        now,
      });
      if (segmentsCredited.length > 0) memberIds.add(passenger.memberId);
      written.push(...segmentsCredited);
    }
    return written;
  });
  return { credited, memberIds };
}
