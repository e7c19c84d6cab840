import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { boardingTimes } from '@skybook/domain/check-in-rules';
import { formTitleOf } from '@skybook/domain/passenger-titles';
import { normalizeName } from '@skybook/domain/text-filters';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { BoardingPassDocument } from '../../../documents/boarding-pass/boarding-pass';
import { bcbpInputOf, encodeBcbp } from '../../../documents/boarding-pass/bcbp';
import type { ItineraryAirport } from '../../../documents/itinerary';
import { itineraryAirports } from '../payments/payment-itinerary';
import type { CheckinRow } from './checkin.repository';
import { checkinKey, lapPartners } from './checkin-view';

type Journey = ReservationDto['journeys'][number];

/** The BCBP compartment of a seat class: `C` for the Business cabin, `Y` for the rest. */
export function compartmentOf(seatClass: string | undefined): string {
  return seatClass === 'Business' ? 'C' : 'Y';
}

/**
 * The boarding passes of a journey: one per checked-in passenger and flight, in passenger then
 * flight order, each with the BCBP string of all that passenger's flights on the journey (`M1`,
 * or `M2` for a connection). `seatClassOf` tells a seat's class (the compartment).
 */
export async function boardingPassDocuments(
  db: Kysely<Database>,
  reservation: ReservationDto,
  journey: Journey,
  rows: readonly CheckinRow[],
  seatClassOf: (flightKey: string, seatCode: string) => string | undefined,
  now: Date,
): Promise<BoardingPassDocument[]> {
  const codes = journey.segments.flatMap((segment) => [
    segment.departure.airport.code,
    segment.arrival.airport.code,
  ]);
  const airports = await itineraryAirports(db, [...new Set(codes)]);
  const airport = (code: string): ItineraryAirport => {
    const found = airports.get(code);
    if (!found) throw new TypeError(`Unknown airport ${code}`);
    return found;
  };
  const live = new Map(rows.map((row) => [checkinKey(row.passenger_key, String(row.flight_id)), row]));
  const partners = lapPartners(reservation);
  const nameOf = (key: string | undefined) => {
    const person = reservation.passengers.find((passenger) => passenger.key === key);
    return person ? normalizeName(`${person.lastName} ${person.middleName} ${person.firstName}`) : null;
  };
  return reservation.passengers.flatMap((passenger) => {
    if (passenger.type === 'infant') return [];
    const passes = journey.segments.flatMap((segment): Omit<BoardingPassDocument, 'bcbp'>[] => {
      const row = live.get(checkinKey(passenger.key, segment.key));
      if (!row) return [];
      const departure = new Date(segment.departure.utc);
      const times = boardingTimes(departure);
      return [
        {
          locator: reservation.locator,
          passengerKey: passenger.key,
          journeyKey: journey.key,
          flightKey: segment.key,
          lastName: normalizeName(passenger.lastName),
          firstName: normalizeName(`${passenger.middleName} ${passenger.firstName}`),
          title: formTitleOf(passenger.type, passenger.title).toUpperCase(),
          infantName: nameOf(partners.get(passenger.key)),
          carrierCode: segment.flight.airlineCode.code,
          flightNumber: segment.flight.flightNumber,
          origin: airport(segment.departure.airport.code),
          destination: airport(segment.arrival.airport.code),
          departureUtc: departure.toISOString(),
          arrivalUtc: new Date(segment.arrival.utc).toISOString(),
          boardingUtc: times.boardingAt.toISOString(),
          gateClosesUtc: times.gateClosesAt.toISOString(),
          seatCode: row.seat_code,
          compartment: compartmentOf(seatClassOf(segment.key, row.seat_code)),
          fareFamily: journey.fareFamily.name,
          sequenceNumber: row.sequence_number,
          issuedAt: now.toISOString(),
        },
      ];
    });
    if (passes.length === 0) return [];
    const bcbp = encodeBcbp(bcbpInputOf(passes));
    return passes.map((pass) => ({ ...pass, bcbp }));
  });
}
