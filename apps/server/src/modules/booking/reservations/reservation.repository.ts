import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * SQL of reservations: the booking rows, the inventory they take (`flight_fare.sold`, seat rows)
 * and the session's booking creation. Inventory changes only by conditional statements whose
 * row counts are checked (design §2), so the same code is safe on SQLite (BEGIN IMMEDIATE)
 * and PostgreSQL (READ COMMITTED, the row lock re-checks the condition).
 */

export type ReservationRow = Database['reservation'];
export type BookingCreationRow = Database['booking_creation'];
type Executor = Kysely<Database> | Transaction<Database>;

export interface InventoryTake {
  flightId: number;
  familyCode: string;
  /** Seated passengers (adults and children). */
  passengers: number;
}

export interface SeatTake {
  flightId: number;
  seatCode: string;
  passengerKey: string;
}

export function findReservationById(db: Executor, id: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservation').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReservationByLocator(db: Executor, locator: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservation').selectAll().where('locator', '=', locator).executeTakeFirst();
}

export function findReservationBySession(
  db: Executor,
  sessionId: string,
): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservation').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** Inserts the booking; false when its locator is taken (draw another). */
export async function insertReservation(trx: Transaction<Database>, row: ReservationRow): Promise<boolean> {
  const result = await trx
    .insertInto('reservation')
    .values(row)
    .onConflict((conflict) => conflict.column('locator').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export async function insertInventory(
  trx: Transaction<Database>,
  reservationId: string,
  takes: readonly InventoryTake[],
): Promise<void> {
  if (takes.length === 0) return;
  await trx
    .insertInto('reservation_inventory')
    .values(
      takes.map((take) => ({
        reservation_id: reservationId,
        flight_id: take.flightId,
        fare_family_code: take.familyCode,
        passengers: take.passengers,
      })),
    )
    .execute();
}

export async function findInventory(db: Executor, reservationId: string): Promise<InventoryTake[]> {
  const rows = await db
    .selectFrom('reservation_inventory')
    .select(['flight_id', 'fare_family_code', 'passengers'])
    .where('reservation_id', '=', reservationId)
    .orderBy('flight_id')
    .orderBy('fare_family_code')
    .execute();
  return rows.map((row) => ({
    flightId: row.flight_id,
    familyCode: row.fare_family_code,
    passengers: row.passengers,
  }));
}

/**
 * Sells `passengers` seats of a fare bucket if that many are left; answers the row after the
 * update, or undefined when the bucket has not enough seats (nothing changed).
 */
export function takeFare(
  trx: Transaction<Database>,
  take: InventoryTake,
): Promise<{ sold: number; capacity: number } | undefined> {
  return trx
    .updateTable('flight_fare')
    .set((eb) => ({ sold: eb('sold', '+', take.passengers) }))
    .where('flight_id', '=', take.flightId)
    .where('fare_family_code', '=', take.familyCode)
    .where((eb) => eb(eb('sold', '+', take.passengers), '<=', eb.ref('capacity')))
    .returning(['sold', 'capacity'])
    .executeTakeFirst();
}

/** Gives `passengers` seats back to a fare bucket; false if it never had them (a broken invariant). */
export async function releaseFare(trx: Transaction<Database>, take: InventoryTake): Promise<boolean> {
  const result = await trx
    .updateTable('flight_fare')
    .set((eb) => ({ sold: eb('sold', '-', take.passengers) }))
    .where('flight_id', '=', take.flightId)
    .where('fare_family_code', '=', take.familyCode)
    .where('sold', '>=', take.passengers)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Holds seats for a reservation; answers how many were free and are now held (fewer than asked
 * means a seat was taken: the caller rolls back). The primary key (flight, seat) makes a second
 * hold of a seat a no-op, never a second row.
 */
export async function insertHeldSeats(
  trx: Transaction<Database>,
  reservationId: string,
  seats: readonly SeatTake[],
  now: Date,
): Promise<number> {
  if (seats.length === 0) return 0;
  const result = await trx
    .insertInto('seat_assignment')
    .values(
      seats.map((seat) => ({
        flight_id: seat.flightId,
        seat_code: seat.seatCode,
        passenger_key: seat.passengerKey,
        status: 'held',
        reservation_id: reservationId,
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * Sells the seats a reservation holds (held → sold), inside the transaction that makes it Paid;
 * answers how many changed, for the caller to check against the seats the booking chose.
 */
export async function sellHeldSeats(trx: Transaction<Database>, reservationId: string): Promise<number> {
  const result = await trx
    .updateTable('seat_assignment')
    .set({ status: 'sold' })
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Frees the seats a reservation holds; a sold seat is never released here. */
export async function deleteHeldSeats(trx: Transaction<Database>, reservationId: string): Promise<number> {
  const result = await trx
    .deleteFrom('seat_assignment')
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Gives back a cancelled Paid reservation's seats (sold, not held: design §5's only exception). */
export async function deleteSoldSeats(trx: Transaction<Database>, reservationId: string): Promise<number> {
  const result = await trx
    .deleteFrom('seat_assignment')
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'sold')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Cancels a reservation if it is still Paid (its traveller cancelled it, decision 022); true when
 * this call cancelled it, so only one caller gives its inventory back and credits or refunds it.
 */
export async function cancelIfPaid(
  trx: Transaction<Database>,
  id: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({ status: 'Cancel', cancelled_reason: reason, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'Paid')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Cancels a reservation if it is still Unpaid (and, with `expiredBy`, only if its hold ran out by
 * then); true when this call cancelled it, so only one caller gives its inventory back.
 */
export async function cancelIfUnpaid(
  trx: Transaction<Database>,
  id: string,
  reason: string,
  now: Date,
  expiredBy?: Date,
): Promise<boolean> {
  let query = trx
    .updateTable('reservation')
    .set({ status: 'Cancel', cancelled_reason: reason, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'Unpaid');
  if (expiredBy) query = query.where('hold_expires_at', '<=', expiredBy.toISOString());
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Unpaid reservations whose hold ran out by `now`, oldest first. */
export async function findExpiredHolds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation')
    .select('id')
    .where('status', '=', 'Unpaid')
    .where('hold_expires_at', '<=', now.toISOString())
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

// ─── Booking creation of a session (the slow path) ──────────────────────────────────────────

export function findCreation(db: Executor, sessionId: string): Promise<BookingCreationRow | undefined> {
  return db.selectFrom('booking_creation').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** Starts the session's creation; false when a row exists already (read it with findCreation). */
export async function insertCreation(
  db: Executor,
  sessionId: string,
  attemptId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('booking_creation')
    .values({
      session_id: sessionId,
      state: 'processing',
      attempt_id: attemptId,
      reservation_id: null,
      error_code: null,
      started_at: now.toISOString(),
      finished_at: null,
    })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** Restarts a failed or abandoned creation as `attemptId`, if `previous` still owns it. */
export async function restartCreation(
  db: Executor,
  previous: BookingCreationRow,
  attemptId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('booking_creation')
    .set({
      state: 'processing',
      attempt_id: attemptId,
      reservation_id: null,
      error_code: null,
      started_at: now.toISOString(),
      finished_at: null,
    })
    .where('session_id', '=', previous.session_id)
    .where('attempt_id', '=', previous.attempt_id)
    .where('state', '=', previous.state)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the attempt done with its reservation; false when the attempt no longer owns the row. */
export async function finishCreation(
  trx: Transaction<Database>,
  sessionId: string,
  attemptId: string,
  reservationId: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('booking_creation')
    .set({ state: 'done', reservation_id: reservationId, finished_at: now.toISOString() })
    .where('session_id', '=', sessionId)
    .where('attempt_id', '=', attemptId)
    .where('state', '=', 'processing')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Marks a running creation failed with `errorCode`: the attempt `attemptId`, or (without one) any
 * attempt started at or before `startedBy` — the bound after which a creation is abandoned.
 */
export async function failCreation(
  db: Executor,
  sessionId: string,
  errorCode: string,
  now: Date,
  owner: { attemptId: string } | { startedBy: Date },
): Promise<boolean> {
  let query = db
    .updateTable('booking_creation')
    .set({ state: 'failed', error_code: errorCode, finished_at: now.toISOString() })
    .where('session_id', '=', sessionId)
    .where('state', '=', 'processing');
  query =
    'attemptId' in owner
      ? query.where('attempt_id', '=', owner.attemptId)
      : query.where('started_at', '<=', owner.startedBy.toISOString());
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Compare and set on the stored document: false when another writer changed it since `previous`. */
export async function replaceDocumentIfUnchanged(
  db: Kysely<Database>,
  id: string,
  previous: string,
  document: string,
  updatedAt: string,
): Promise<boolean> {
  const written = await db
    .updateTable('reservation')
    .set({ document, updated_at: updatedAt })
    .where('id', '=', id)
    .where('document', '=', previous)
    .executeTakeFirst();
  return written.numUpdatedRows === 1n;
}

/** Gives an Unpaid reservation a new hold deadline: false when it is no longer Unpaid. */
export async function extendUnpaidHold(
  trx: Transaction<Database>,
  id: string,
  holdExpiresAt: string,
  updatedAt: string,
): Promise<boolean> {
  const extended = await trx
    .updateTable('reservation')
    .set({ hold_expires_at: holdExpiresAt, updated_at: updatedAt })
    .where('id', '=', id)
    .where('status', '=', 'Unpaid')
    .executeTakeFirst();
  return extended.numUpdatedRows === 1n;
}

/** Makes a reservation cancelled for `reason` Unpaid again with a new hold: false when it was not. */
export async function reviveExpiredHold(
  trx: Transaction<Database>,
  id: string,
  reason: string,
  holdExpiresAt: string,
  updatedAt: string,
): Promise<boolean> {
  const revived = await trx
    .updateTable('reservation')
    .set({ status: 'Unpaid', cancelled_reason: null, hold_expires_at: holdExpiresAt, updated_at: updatedAt })
    .where('id', '=', id)
    .where('status', '=', 'Cancel')
    .where('cancelled_reason', '=', reason)
    .executeTakeFirst();
  return revived.numUpdatedRows === 1n;
}
