import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { FlightRow } from '../flight-search/flight-search.repository';

/** Booking-session rows and the flights a session refers to. */

export type BookingSessionRow = Database['booking_session'];

/** The flights of `ids` with every family's inventory, as search reads them, by id. */
export async function findFlightsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, FlightRow & { status: string }>> {
  if (ids.length === 0) return new Map();
  const [flights, fares] = await Promise.all([
    db
      .selectFrom('flight')
      .select([
        'id',
        'city_pair_id',
        'carrier_code',
        'flight_number',
        'departure_date_local',
        'departure_time_local',
        'arrival_date_local',
        'arrival_time_local',
        'departure_at',
        'arrival_at',
        'block_minutes',
        'aircraft_type_code',
        'status',
      ])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('flight_fare')
      .select(['flight_id', 'fare_family_code', 'capacity', 'sold', 'base_fare'])
      .where('flight_id', 'in', ids)
      .execute(),
  ]);
  const byId = new Map<number, FlightRow & { status: string }>();
  for (const flight of flights) {
    const own = fares.filter((fare) => fare.flight_id === flight.id);
    byId.set(flight.id, {
      ...flight,
      fares: own.map((fare) => ({
        family: fare.fare_family_code,
        capacity: fare.capacity,
        sold: fare.sold,
        baseFare: fare.base_fare,
      })),
      faresText: '',
      state: '',
    });
  }
  return byId;
}

export async function insertSession(db: Kysely<Database>, row: BookingSessionRow, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Forgotten sessions go as new ones come: the table holds only live ones and a few minutes' worth.
    await trx.deleteFrom('booking_session').where('expires_at', '<', now.toISOString()).execute();
    await trx.insertInto('booking_session').values(row).execute();
  });
}

/**
 * Pushes a live session's expiry to `expiresAt` and reads it; undefined when there is no live
 * session of that id (`findSession` tells unknown from expired).
 */
export async function touchSession(
  db: Kysely<Database>,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<BookingSessionRow | undefined> {
  const result = await db
    .updateTable('booking_session')
    .set({ expires_at: expiresAt.toISOString() })
    .where('id', '=', id)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return db.selectFrom('booking_session').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSession(db: Kysely<Database>, id: string): Promise<BookingSessionRow | undefined> {
  return db.selectFrom('booking_session').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores what the last valid quotation accepted and answered. */
export async function saveSessionDraft(
  db: Kysely<Database>,
  id: string,
  draft: Pick<BookingSessionRow, 'details' | 'services' | 'quotation'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('booking_session')
    .set({ ...draft, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
