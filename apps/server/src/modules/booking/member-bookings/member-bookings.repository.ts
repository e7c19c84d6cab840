import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { ReservationRow } from '../reservations/reservation.repository';

/*
 * SQL of a member's bookings (decision 032): the bookings whose `member_id` is theirs, with when
 * their flights leave and land (from the inventory they took, which a change of flights rewrites),
 * and the one statement that gives a guest's booking to a member.
 */

/** What a booking's tab is read from, without its document. */
export interface MemberBookingSummaryRow {
  id: string;
  status: string;
  hold_expires_at: string;
  created_at: string;
  /** The first flight's scheduled departure; null for a booking without flights. */
  first_departure_at: string | null;
  /** The last flight's scheduled arrival. */
  last_arrival_at: string | null;
}

/** The member's bookings (one by `locator` when given), newest first. */
export function findMemberBookingSummaries(
  db: Kysely<Database>,
  memberId: string,
  locator?: string,
): Promise<MemberBookingSummaryRow[]> {
  let query = db
    .selectFrom('reservation')
    .leftJoin('reservation_inventory', 'reservation_inventory.reservation_id', 'reservation.id')
    .leftJoin('flight', 'flight.id', 'reservation_inventory.flight_id')
    .select(['reservation.id', 'reservation.status', 'reservation.hold_expires_at', 'reservation.created_at'])
    .select((eb) => [
      eb.fn.min('flight.departure_at').as('first_departure_at'),
      eb.fn.max('flight.arrival_at').as('last_arrival_at'),
    ])
    .where('reservation.member_id', '=', memberId);
  if (locator !== undefined) query = query.where('reservation.locator', '=', locator);
  return query
    .groupBy([
      'reservation.id',
      'reservation.status',
      'reservation.hold_expires_at',
      'reservation.created_at',
    ])
    .orderBy('reservation.created_at', 'desc')
    .orderBy('reservation.id', 'desc')
    .execute();
}

/** The bookings with these ids, whole (their documents for the list's items). */
export async function findReservationsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ReservationRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('reservation')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Gives a booking nobody owns to `memberId`; true when this call did. A booking already a
 * member's keeps its owner (the one who made it, or attached it first).
 */
export async function attachReservationToMember(
  db: Kysely<Database>,
  reservationId: string,
  memberId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reservation')
    .set({ member_id: memberId })
    .where('id', '=', reservationId)
    .where('member_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Who owns a booking, if anyone (undefined: no such booking). */
export async function findReservationOwner(
  db: Kysely<Database>,
  reservationId: string,
): Promise<{ member_id: string | null } | undefined> {
  return db.selectFrom('reservation').select('member_id').where('id', '=', reservationId).executeTakeFirst();
}
