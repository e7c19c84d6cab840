import type { CheckinJourney, CheckinView } from '@skybook/contracts/checkin';
import type { ManageGrant } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import {
  checkInWindow,
  journeyCheckInRefusal,
  passengerCheckInRefusal,
  type CheckInRefusal,
} from '@skybook/domain/check-in-rules';
import type { BookingReference } from '../booking-reference';
import type { CheckinRow } from './checkin.repository';

type Journey = ReservationDto['journeys'][number];
type Passenger = ReservationDto['passengers'][number];

/** `passengerKey|flightKey` of a check-in row or a seat. */
export function checkinKey(passengerKey: string, flightKey: string): string {
  return `${passengerKey}|${flightKey}`;
}

/** A flight leaves or lands abroad (its city pair is not domestic): passports are asked. */
export function isInternational(journey: Journey, reference: BookingReference): boolean {
  return journey.segments.some(
    (segment) =>
      reference.cityPairsByCode.get(`${segment.departure.airport.code}-${segment.arrival.airport.code}`)
        ?.isDomestic !== true,
  );
}

/** Why the whole journey cannot be checked in online now, or null. */
export function journeyRefusal(
  reservation: ReservationDto,
  journey: Journey,
  now: Date,
): CheckInRefusal | null {
  return journeyCheckInRefusal(
    {
      // A balance still due (an extra or a change not paid yet) is a booking not paid.
      bookingStatus: reservation.reservationSummary.remaining > 0 ? 'Unpaid' : reservation.status,
      seatedPassengers: reservation.passengers.filter((passenger) => passenger.type !== 'infant').length,
      flights: journey.segments.map((segment) => ({
        carrierCode: segment.flight.airlineCode.code,
        originCode: segment.departure.airport.code,
        destinationCode: segment.arrival.airport.code,
        departureUtc: new Date(segment.departure.utc),
      })),
    },
    now,
  );
}

/** Whom an infant flies with, both ways: adult → infant and infant → adult. */
export function lapPartners(reservation: ReservationDto): Map<string, string> {
  const partners = new Map<string, string>();
  for (const passenger of reservation.passengers) {
    if (passenger.type === 'infant' && passenger.flyWith) {
      partners.set(passenger.key, passenger.flyWith);
      partners.set(passenger.flyWith, passenger.key);
    }
  }
  return partners;
}

/** Why this passenger checks in at the counter on this journey (infant 96, special assistance 92), or null. */
export function passengerRefusal(
  reservation: ReservationDto,
  journey: Journey,
  passenger: Passenger,
  partners: ReadonlyMap<string, string>,
): CheckInRefusal | null {
  const flightKeys = new Set(journey.segments.map((segment) => segment.key));
  return passengerCheckInRefusal({
    withInfant: partners.has(passenger.key),
    specialAssistance: reservation.ancillaryPurchases.some(
      (extra) =>
        extra.serviceType === 'paxService' &&
        (extra.passengerKey === passenger.key || extra.passengerKey === null) &&
        (extra.journeyKey === journey.key ||
          (extra.flightKey !== null && flightKeys.has(extra.flightKey)) ||
          (extra.journeyKey === null && extra.flightKey === null)),
    ),
  });
}

/** The seat a passenger has on a flight: checked in, or bought with the booking. */
export function seatOf(
  reservation: ReservationDto,
  live: ReadonlyMap<string, CheckinRow>,
  passengerKey: string,
  flightKey: string,
): string | null {
  return (
    live.get(checkinKey(passengerKey, flightKey))?.seat_code ??
    reservation.seatSelections.find(
      (seat) => seat.passengerKey === passengerKey && seat.flightKey === flightKey,
    )?.seatCode ??
    null
  );
}

function journeyView(
  reservation: ReservationDto,
  journey: Journey,
  live: ReadonlyMap<string, CheckinRow>,
  reference: BookingReference,
  now: Date,
): CheckinJourney {
  const first = journey.segments[0];
  const window = checkInWindow(new Date(first?.departure.utc ?? now));
  const refusal = journeyRefusal(reservation, journey, now);
  const partners = lapPartners(reservation);
  const passengers = reservation.passengers.map((passenger) => ({
    key: passenger.key,
    type: passenger.type,
    title: passenger.type === 'infant' ? null : passenger.title,
    lastName: passenger.lastName,
    middleName: passenger.middleName,
    firstName: passenger.firstName,
    flyingWith: partners.get(passenger.key) ?? null,
    refusal: passengerRefusal(reservation, journey, passenger, partners),
    knownDocument: { number: passenger.documentNumber, nationality: passenger.nationality },
    flights: journey.segments.map((segment) => {
      const row = live.get(checkinKey(passenger.key, segment.key));
      return {
        flightKey: segment.key,
        seatCode: seatOf(reservation, live, passenger.key, segment.key),
        checkedIn: row !== undefined,
        sequenceNumber: row?.sequence_number ?? null,
        checkedInAt: row?.checked_in_at ?? null,
      };
    }),
  }));
  const anyCheckedIn = passengers.some((passenger) => passenger.flights.some((flight) => flight.checkedIn));
  return {
    key: journey.key,
    index: journey.index,
    direction: journey.direction,
    fareFamily: journey.fareFamily,
    segments: journey.segments,
    international: isInternational(journey, reference),
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    refusal,
    // Undoing is allowed while the window is open (an undo needs nothing but the clock).
    canUndo: anyCheckedIn && now.getTime() < window.closesAt.getTime(),
    passengers,
  };
}

/** GET checkin: every journey, who may check in and why not, what is done. */
export function checkinView(
  reservation: ReservationDto,
  rows: readonly CheckinRow[],
  reference: BookingReference,
  grant: ManageGrant,
  now: Date,
): CheckinView {
  const flightKeyOf = (row: CheckinRow) => String(row.flight_id);
  const live = new Map(rows.map((row) => [checkinKey(row.passenger_key, flightKeyOf(row)), row]));
  return {
    reservationKey: reservation.key,
    locator: reservation.locator,
    status: reservation.status,
    email: reservation.contact.email,
    journeys: reservation.journeys.map((journey) => journeyView(reservation, journey, live, reference, now)),
    grant,
  };
}

/** Live check-in rows by `passengerKey|flightKey`. */
export function liveByKey(rows: readonly CheckinRow[]): Map<string, CheckinRow> {
  return new Map(rows.map((row) => [checkinKey(row.passenger_key, String(row.flight_id)), row]));
}
