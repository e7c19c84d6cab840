import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/*
 * SQL of what the loyalty points read of bookings (points-bookings.ts): Paid bookings with a flight
 * that arrived in a window, a booking by its code, and the flights' arrival and distance.
 */

export type PointsBookingRow = Pick<Database['reservation'], 'id' | 'locator' | 'status' | 'document'>;

export interface PointsFlightRow {
  id: number;
  carrier_code: string;
  flight_number: string;
  origin_code: string;
  destination_code: string;
  /** Scheduled arrival, ISO-8601 UTC. */
  arrival_at: string;
  /** `Scheduled` | `Cancelled`. */
  status: string;
  distance_km: number;
  /** What operations recorded (`operated`, `delayed`, `cancelled`, `diverted`), if anything. */
  operation_status: string | null;
  actual_arrival_at: string | null;
}

/**
 * Paid bookings with a flight scheduled to arrive in (`from`, `to`], by id after `afterId`, at
 * most `limit` (a page of a scan).
 */
export function findPaidBookingsArrivedBetween(
  db: Kysely<Database>,
  range: { from: string; to: string },
  afterId: string,
  limit: number,
  bookedBy?: string,
): Promise<PointsBookingRow[]> {
  let query = db
    .selectFrom('reservation')
    .select(['id', 'locator', 'status', 'document'])
    .where('status', '=', 'Paid')
    .where('id', '>', afterId);
  if (bookedBy !== undefined) query = query.where('member_id', '=', bookedBy);
  return query
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('reservation_inventory')
        .innerJoin('flight', 'flight.id', 'reservation_inventory.flight_id')
        .select('reservation_inventory.reservation_id')
        .where('flight.arrival_at', '>', range.from)
        .where('flight.arrival_at', '<=', range.to),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findPointsBookingByLocator(
  db: Kysely<Database>,
  locator: string,
): Promise<PointsBookingRow | undefined> {
  return db
    .selectFrom('reservation')
    .select(['id', 'locator', 'status', 'document'])
    .where('locator', '=', locator)
    .executeTakeFirst();
}

/** The flights with their city pair's distance and any operations record. */
export async function findPointsFlights(
  db: Kysely<Database>,
  flightIds: readonly number[],
): Promise<PointsFlightRow[]> {
  if (flightIds.length === 0) return [];
  return db
    .selectFrom('flight')
    .innerJoin('city_pair', 'city_pair.id', 'flight.city_pair_id')
    .leftJoin('flight_operation', 'flight_operation.flight_id', 'flight.id')
    .select([
      'flight.id',
      'flight.carrier_code',
      'flight.flight_number',
      'flight.origin_code',
      'flight.destination_code',
      'flight.arrival_at',
      'flight.status',
      'city_pair.distance_km',
      'flight_operation.status as operation_status',
      'flight_operation.actual_arrival_at',
    ])
    .where('flight.id', 'in', [...flightIds])
    .execute();
}
