import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { reservationStatement } from '@skybook/contracts/reservation-statement';
import type { PaymentIdentifier } from '@skybook/contracts/payment-methods';
import type { Language } from '@skybook/domain/languages';
import type { PaymentStatus } from '@skybook/domain/payment-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { ItineraryAirport, ItineraryDocument } from '../../../documents/itinerary';
import { findAirportNames } from '../places.repository';
import { paymentMethodName } from './payment-methods';

/** The payment an itinerary shows (the captured one, else the latest attempt). */
export interface ItineraryPaymentSource {
  identifier: PaymentIdentifier;
  status: PaymentStatus;
  cardLast4: string | null;
}

/** The airports with these codes as documents name them: both languages' names and the time zone. */
export async function itineraryAirports(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Map<string, ItineraryAirport>> {
  const rows = await findAirportNames(db, codes);
  return new Map(
    rows.map((row) => [
      row.code,
      {
        code: row.code,
        name: { vi: row.name_vi, en: row.name_en },
        city: { vi: row.city_vi, en: row.city_en },
        timeZone: row.time_zone,
      },
    ]),
  );
}

/**
 * A reservation as the itinerary PDF, calendar file and confirmation e-mail read it: airports
 * with their names and zones from the network tables, seats and extras from the booking, and its
 * statement (the charges, the payment's fee, what was paid) as the contracts derive it.
 * Only Unpaid and Paid bookings have an itinerary.
 */
export async function buildItineraryDocument(
  db: Kysely<Database>,
  reservation: ReservationDto,
  payment: ItineraryPaymentSource | undefined,
  language: Language,
  now: Date,
): Promise<ItineraryDocument | undefined> {
  if (reservation.status === 'Cancel') return undefined;
  const codes = [
    ...new Set(
      reservation.journeys.flatMap((journey) =>
        journey.segments.flatMap((segment) => [segment.departure.airport.code, segment.arrival.airport.code]),
      ),
    ),
  ];
  const airports = await itineraryAirports(db, codes);
  const airport = (code: string): ItineraryAirport => {
    const found = airports.get(code);
    if (!found) throw new TypeError(`Unknown airport ${code}`);
    return found;
  };
  const same = (text: string) => ({ vi: text, en: text });
  const contact = reservation.contact;
  return {
    locator: reservation.locator,
    status: reservation.status,
    holdExpiresAt: reservation.status === 'Unpaid' ? reservation.holdExpiresAt : null,
    bookedAt: reservation.createdAt,
    issuedAt: now.toISOString(),
    contact: {
      name: [contact.lastName, contact.middleName, contact.firstName].filter((part) => part !== '').join(' '),
      email: contact.email,
      phone: `${contact.phoneCode} ${contact.phoneNumber}`,
    },
    passengers: reservation.passengers.map((passenger) => ({
      key: passenger.key,
      type: passenger.type,
      title: passenger.title,
      lastName: passenger.lastName,
      firstName: [passenger.middleName, passenger.firstName].filter((part) => part !== '').join(' '),
      seats: reservation.seatSelections
        .filter((seat) => seat.passengerKey === passenger.key)
        .map((seat) => ({ segmentKey: seat.flightKey, seatCode: seat.seatCode })),
      extras: [
        ...reservation.ancillaryPurchases
          .filter((extra) => extra.passengerKey === passenger.key)
          .map((extra) => ({
            segmentKey: extra.flightKey,
            journeyKey: extra.journeyKey,
            name: same(extra.name),
            quantity: extra.quantity,
          })),
        ...reservation.insurance
          .filter((plan) => plan.passengerKey === passenger.key)
          .map((plan) => ({ segmentKey: null, journeyKey: null, name: same(plan.name), quantity: 1 })),
      ],
    })),
    journeys: reservation.journeys.map((journey) => ({
      key: journey.key,
      direction: journey.direction,
      fareFamily: journey.fareFamily.name,
      segments: journey.segments.map((segment) => ({
        key: segment.key,
        carrierCode: segment.flight.airlineCode.code,
        flightNumber: segment.flight.flightNumber,
        origin: airport(segment.departure.airport.code),
        destination: airport(segment.arrival.airport.code),
        departureUtc: segment.departure.utc,
        arrivalUtc: segment.arrival.utc,
        aircraft: segment.flight.aircraft.name,
      })),
    })),
    statement: reservationStatement(reservation),
    payment: {
      methodName: payment ? paymentMethodName(payment.identifier, payment.cardLast4, language) : null,
      status: payment?.status ?? null,
    },
  };
}
