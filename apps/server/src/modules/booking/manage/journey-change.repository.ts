import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { InventoryTake } from '../reservations/reservation.repository';

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
  change: { document: string; totalAmount: number; paidAmount: number; updatedAt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({
      document: change.document,
      total_amount: change.totalAmount,
      paid_amount: change.paidAmount,
      updated_at: change.updatedAt,
    })
    .where('id', '=', row.id)
    .where('document', '=', row.document)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
