import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of the seat map: the seeded cabins and fees (read once), flights and taken seats (per call). */

/** Every aircraft type, its seats front to back and left to right, and the seat fees. */
export async function loadSeatCatalogueRows(db: Kysely<Database>) {
  const [types, seats, fees] = await Promise.all([
    db.selectFrom('aircraft_type').select(['code', 'name', 'layout']).orderBy('code').execute(),
    db
      .selectFrom('seat_map_seat')
      .selectAll()
      .orderBy('aircraft_type_code')
      .orderBy('row_number')
      .orderBy('column_index')
      .execute(),
    db.selectFrom('seat_fee').select(['seat_class', 'is_domestic', 'amount', 'currency']).execute(),
  ]);
  for (const fee of fees) {
    // The seat map converts from VND with the VND rates; a fee in another currency would be mispriced.
    if (fee.currency !== 'VND') throw new Error(`Seat fee ${fee.seat_class} is in ${fee.currency}, not VND`);
  }
  return { types, seats, fees };
}

export type SeatCatalogueRows = Awaited<ReturnType<typeof loadSeatCatalogueRows>>;

/** What the seat map shows of a flight. */
export interface SeatMapFlightRow {
  id: number;
  carrier_code: string;
  flight_number: string;
  origin_code: string;
  destination_code: string;
  departure_date_local: string;
  aircraft_type_code: string;
}

export function findSeatMapFlights(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<SeatMapFlightRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('flight')
    .select([
      'id',
      'carrier_code',
      'flight_number',
      'origin_code',
      'destination_code',
      'departure_date_local',
      'aircraft_type_code',
    ])
    .where('id', 'in', [...ids])
    .execute();
}

/** Seats held or sold on the flights of `ids` (seat_assignment's primary key serves the lookup). */
export function findTakenSeats(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<{ flight_id: number; seat_code: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('seat_assignment')
    .select(['flight_id', 'seat_code'])
    .where('flight_id', 'in', [...ids])
    .execute();
}
