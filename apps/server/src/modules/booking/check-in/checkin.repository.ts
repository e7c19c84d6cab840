import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * SQL of online check-in (decision 026): the live check-in rows of a booking, a new one with the
 * flight's next sequence number, and undoing them. A seat given at check-in is a `sold`
 * seat_assignment row taken by a conditional insert (its primary key refuses a seat taken
 * meanwhile); undoing check-in gives back only those.
 */

export type CheckinRow = Database['checkin'];
type Executor = Kysely<Database> | Transaction<Database>;

/** Every passenger checked in on any flight of the booking, and not undone. */
export function findLiveCheckins(db: Executor, reservationId: string): Promise<CheckinRow[]> {
  return db
    .selectFrom('checkin')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('cancelled_at', 'is', null)
    .orderBy('flight_id')
    .orderBy('sequence_number')
    .execute();
}

/** True when someone of the booking is checked in (cancelling or changing flights waits for an undo). */
export async function hasLiveCheckin(db: Executor, reservationId: string, flightIds?: readonly number[]) {
  let query = db
    .selectFrom('checkin')
    .select('id')
    .where('reservation_id', '=', reservationId)
    .where('cancelled_at', 'is', null);
  if (flightIds !== undefined) {
    if (flightIds.length === 0) return false;
    query = query.where('flight_id', 'in', flightIds);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Takes the booking's row for the check-in transaction, if it is still Paid: an update, so a
 * cancel or change of flights running at the same time waits for it (PostgreSQL's row lock) and
 * then finds the check-in, or it went first and this answers false.
 */
export async function lockPaidReservation(trx: Transaction<Database>, reservationId: string, now: Date) {
  const result = await trx
    .updateTable('reservation')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', reservationId)
    .where('status', '=', 'Paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The seat codes held or sold on a flight, by any booking. */
export async function findTakenSeatCodes(db: Executor, flightId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('seat_assignment')
    .select('seat_code')
    .where('flight_id', '=', flightId)
    .execute();
  return new Set(rows.map((row) => row.seat_code));
}

/** Takes a free seat for a passenger checking in; false when it was taken meanwhile. */
export async function takeSeatAtCheckin(
  trx: Transaction<Database>,
  seat: { reservationId: string; flightId: number; seatCode: string; passengerKey: string },
  now: Date,
): Promise<boolean> {
  const result = await trx
    .insertInto('seat_assignment')
    .values({
      flight_id: seat.flightId,
      seat_code: seat.seatCode,
      passenger_key: seat.passengerKey,
      status: 'sold',
      reservation_id: seat.reservationId,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Records a check-in with the flight's next sequence number. Two check-ins on one flight at once
 * may read the same highest number: the unique (flight, sequence) constraint lets one insert and
 * the other tries the next number. Answers the row, or undefined when this passenger is already
 * checked in on the flight (the live-row index).
 */
export async function insertCheckin(
  trx: Transaction<Database>,
  row: Omit<CheckinRow, 'sequence_number' | 'cancelled_at'>,
): Promise<CheckinRow | undefined> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const highest = await trx
      .selectFrom('checkin')
      .select((eb) => eb.fn.max('sequence_number').as('highest'))
      .where('flight_id', '=', row.flight_id)
      .executeTakeFirst();
    const sequence = (highest?.highest ?? 0) + 1 + attempt;
    const inserted = { ...row, sequence_number: sequence, cancelled_at: null };
    const result = await trx
      .insertInto('checkin')
      .values(inserted)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return inserted;
    const live = await trx
      .selectFrom('checkin')
      .select('id')
      .where('reservation_id', '=', row.reservation_id)
      .where('passenger_key', '=', row.passenger_key)
      .where('flight_id', '=', row.flight_id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (live) return undefined;
  }
  throw new Error(`No free check-in sequence number on flight ${String(row.flight_id)}`);
}

/**
 * Undoes the live check-ins of some passengers on some flights: the rows are kept with
 * `cancelled_at`, the seats given at check-in are freed. Answers the rows undone.
 */
export async function cancelCheckins(
  trx: Transaction<Database>,
  reservationId: string,
  rows: readonly CheckinRow[],
  now: Date,
): Promise<number> {
  let undone = 0;
  for (const row of rows) {
    const result = await trx
      .updateTable('checkin')
      .set({ cancelled_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('reservation_id', '=', reservationId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    undone += 1;
    if (row.seat_from_checkin === 1) {
      await trx
        .deleteFrom('seat_assignment')
        .where('flight_id', '=', row.flight_id)
        .where('seat_code', '=', row.seat_code)
        .where('reservation_id', '=', reservationId)
        .where('passenger_key', '=', row.passenger_key)
        .execute();
    }
  }
  return undone;
}
