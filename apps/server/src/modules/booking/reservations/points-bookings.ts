import { reservationCoreSchema } from '@skybook/contracts/reservation-model';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import {
  findPaidBookingsArrivedBetween,
  findPointsBookingByLocator,
  findPointsFlights,
  type PointsBookingRow,
  type PointsFlightRow,
} from './points-bookings.repository';

/*
 * What the loyalty points (member/points) read of a booking, through booking's public.ts: its
 * status, its passengers with their names and frequent-flyer number, and each flight with the
 * journey's fare family, its distance and when it arrived. Nothing else of the booking leaves.
 */

export interface PointsPassenger {
  /** ADT1, CHD1, INF1. */
  key: string;
  /** `adult`, `child`, `infant`. */
  type: string;
  lastName: string;
  middleName: string;
  firstName: string;
  /** The Skyclub / SkyJoy number given for the passenger (`PATCH frequentFlyers`); empty if none. */
  loyaltyNumber: string;
}

export interface PointsSegment {
  flightId: number;
  fareFamilyCode: string;
  /** `VJ120 SGN-PQC`. */
  label: string;
  /** The city pair's great-circle distance. */
  distanceKm: number;
  /**
   * When the flight arrived (ISO-8601 UTC): the recorded actual arrival, else the scheduled one;
   * null for a cancelled flight, which nobody flew.
   */
  arrivesAt: string | null;
}

export interface PointsBooking {
  id: string;
  locator: string;
  /** The stored status: `Unpaid`, `Paid`, `Cancel`. */
  status: string;
  passengers: PointsPassenger[];
  segments: PointsSegment[];
}

function segmentsOf(
  journeys: readonly { fareFamily: { code: string }; segments: readonly { flight: { id: number } }[] }[],
  flights: ReadonlyMap<number, PointsFlightRow>,
): PointsSegment[] {
  return journeys.flatMap((journey) =>
    journey.segments.flatMap((segment) => {
      const flight = flights.get(segment.flight.id);
      if (!flight) return [];
      const cancelled = flight.status === 'Cancelled' || flight.operation_status === 'cancelled';
      return [
        {
          flightId: flight.id,
          fareFamilyCode: journey.fareFamily.code,
          label: `${flight.carrier_code}${flight.flight_number} ${flight.origin_code}-${flight.destination_code}`,
          distanceKm: flight.distance_km,
          arrivesAt: cancelled ? null : (flight.actual_arrival_at ?? flight.arrival_at),
        },
      ];
    }),
  );
}

async function toPointsBookings(
  db: Kysely<Database>,
  rows: readonly PointsBookingRow[],
): Promise<PointsBooking[]> {
  const read = rows.map((row) => ({ row, core: reservationCoreSchema.parse(JSON.parse(row.document)) }));
  const flightIds = [
    ...new Set(read.flatMap(({ core }) => core.journeys.flatMap((j) => j.segments.map((s) => s.flight.id)))),
  ];
  const flights = new Map((await findPointsFlights(db, flightIds)).map((flight) => [flight.id, flight]));
  return read.map(({ row, core }) => ({
    id: row.id,
    locator: row.locator,
    status: row.status,
    passengers: core.passengers.map((passenger) => ({
      key: passenger.key,
      type: passenger.type,
      lastName: passenger.lastName,
      middleName: passenger.middleName,
      firstName: passenger.firstName,
      loyaltyNumber: passenger.loyaltyNumber,
    })),
    segments: segmentsOf(core.journeys, flights),
  }));
}

/**
 * Paid bookings with a flight scheduled to arrive in (`from`, `to`], a page at a time by id
 * (pass the last id of a page as `afterId` for the next; '' for the first); with `bookedBy`, only
 * the bookings that member made while signed in.
 */
export async function paidBookingsArrivedBetween(
  db: Kysely<Database>,
  range: { from: Date; to: Date },
  afterId: string,
  limit: number,
  bookedBy?: string,
): Promise<PointsBooking[]> {
  const rows = await findPaidBookingsArrivedBetween(
    db,
    { from: range.from.toISOString(), to: range.to.toISOString() },
    afterId,
    limit,
    bookedBy,
  );
  return toPointsBookings(db, rows);
}

/** The booking with this (well-formed) code, whatever its status; undefined if there is none. */
export async function pointsBookingByLocator(
  db: Kysely<Database>,
  locator: string,
): Promise<PointsBooking | undefined> {
  const row = await findPointsBookingByLocator(db, locator);
  return row ? (await toPointsBookings(db, [row]))[0] : undefined;
}
