import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of flight-operation records and the certificates issued of them (migration 0014). */

export type FlightOperationRow = Database['flight_operation'];
export type FlightCertificateRow = Database['flight_certificate'];

export function flightExists(db: Kysely<Database>, flightId: number): Promise<boolean> {
  return db
    .selectFrom('flight')
    .select('id')
    .where('id', '=', flightId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/** Records what happened to a flight, replacing an earlier record (its recorded_at is kept). */
export async function upsertFlightOperation(
  db: Kysely<Database>,
  row: FlightOperationRow,
): Promise<FlightOperationRow> {
  const { flight_id: _flightId, recorded_at: _recordedAt, ...changes } = row;
  await db
    .insertInto('flight_operation')
    .values(row)
    .onConflict((conflict) => conflict.column('flight_id').doUpdateSet(changes))
    .execute();
  return db
    .selectFrom('flight_operation')
    .selectAll()
    .where('flight_id', '=', row.flight_id)
    .executeTakeFirstOrThrow();
}

export async function findFlightOperations(
  db: Kysely<Database>,
  flightIds: readonly number[],
): Promise<Map<number, FlightOperationRow>> {
  if (flightIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('flight_operation')
    .selectAll()
    .where('flight_id', 'in', flightIds)
    .execute();
  return new Map(rows.map((row) => [row.flight_id, row]));
}

export function findCertificate(
  db: Kysely<Database>,
  reservationId: string,
): Promise<FlightCertificateRow | undefined> {
  return db
    .selectFrom('flight_certificate')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
}

/**
 * Stores `row` unless the booking already has a certificate or the number is taken; either way
 * nothing is overwritten (the caller reads back which certificate the booking has).
 */
export async function insertCertificateIfAbsent(
  db: Kysely<Database>,
  row: FlightCertificateRow,
): Promise<void> {
  await db
    .insertInto('flight_certificate')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
