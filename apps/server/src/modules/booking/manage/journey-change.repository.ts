import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { InventoryTake } from '../reservations/reservation.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** What a change writes besides the shared reservation repository (decision 025). */

/** The fare seats a reservation took on `flightIds`, removed from its inventory and answered. */
export async function removeInventoryOnFlights(
  trx: Transaction<Database>,
  reservationId: string,
  flightIds: readonly number[],
): Promise<InventoryTake[]> {
  if (flightIds.length === 0) return [];
  const rows = await trx
    .deleteFrom('reservation_inventory')
    .where('reservation_id', '=', reservationId)
    .where('flight_id', 'in', flightIds)
    .returning(['flight_id', 'fare_family_code', 'passengers'])
    .execute();
  return rows
    .map((row) => ({ flightId: row.flight_id, familyCode: row.fare_family_code, passengers: row.passengers }))
    .sort((a, b) => a.flightId - b.flightId || a.familyCode.localeCompare(b.familyCode));
}

/** Frees every seat (held or sold) a reservation has on `flightIds`. */
export async function deleteSeatsOnFlights(
  trx: Transaction<Database>,
  reservationId: string,
  flightIds: readonly number[],
): Promise<void> {
  if (flightIds.length === 0) return;
  await trx
    .deleteFrom('seat_assignment')
    .where('reservation_id', '=', reservationId)
    .where('flight_id', 'in', flightIds)
    .execute();
}

/** Marks a reservation's held seats on `flightIds` sold (a paid booking's carried seats). */
export async function sellSeatsOnFlights(
  trx: Transaction<Database>,
  reservationId: string,
  flightIds: readonly number[],
): Promise<void> {
  if (flightIds.length === 0) return;
  await trx
    .updateTable('seat_assignment')
    .set({ status: 'sold' })
    .where('reservation_id', '=', reservationId)
    .where('flight_id', 'in', flightIds)
    .where('status', '=', 'held')
    .execute();
}

/**
 * Writes the changed booking if nobody changed it since it was read (its document and status as
 * then): false otherwise, and the caller's transaction rolls back.
 */
export async function writeChangedReservation(
  trx: Transaction<Database>,
  row: { id: string; document: string; status: string },
  change: { document: string; totalAmount: number; paidAmount: number; newDue: boolean; updatedAt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set((eb) => ({
      document: change.document,
      total_amount: change.totalAmount,
      paid_amount: change.paidAmount,
      ...(change.newDue ? { due_sequence: eb('due_sequence', '+', 1) } : {}),
      updated_at: change.updatedAt,
    }))
    .where('id', '=', row.id)
    .where('document', '=', row.document)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export type JourneyChangeRow = Database['journey_change'];

export async function insertJourneyChange(trx: Transaction<Database>, row: JourneyChangeRow): Promise<void> {
  await trx.insertInto('journey_change').values(row).execute();
}

export function findPendingJourneyChange(
  db: Executor,
  reservationId: string,
): Promise<JourneyChangeRow | undefined> {
  return db
    .selectFrom('journey_change')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Every pending change of flights, oldest deadline first. */
export function listPendingJourneyChanges(db: Executor, limit: number): Promise<JourneyChangeRow[]> {
  return db
    .selectFrom('journey_change')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('due_at')
    .limit(limit)
    .execute();
}

/** Closes a pending change as `status`; false when it was no longer pending (another closed it). */
export async function closeJourneyChange(
  trx: Transaction<Database>,
  id: string,
  status: 'paid' | 'reverted',
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('journey_change')
    .set({ status, closed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Takes a change of flights back out of a Paid booking that did not pay it: the restored document,
 * the total lowered by `amount` and a new due (so a late payment of the old balance is refunded),
 * only while the captures do not cover the total. False when the booking got paid first.
 */
export async function takeBackJourneyChange(
  trx: Transaction<Database>,
  change: { id: string; document: string; amount: number; now: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set((eb) => ({
      document: change.document,
      total_amount: eb('total_amount', '-', change.amount),
      due_sequence: eb('due_sequence', '+', 1),
      updated_at: change.now.toISOString(),
    }))
    .where('id', '=', change.id)
    .where('status', '=', 'Paid')
    // What it owes: its total less the points' discount (decision 037) plus its fee.
    .where((eb) =>
      eb(
        'paid_amount',
        '<',
        eb(eb(eb.ref('total_amount'), '-', eb.ref('points_discount')), '+', eb.ref('fee_amount')),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
