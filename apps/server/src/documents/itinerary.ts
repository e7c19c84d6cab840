import type { BookingStatus } from '@skybook/domain/booking-enums';
import { type CurrencyCode, isCurrencyCode } from '@skybook/domain/currency';
import { isLocator } from '@skybook/domain/locator';
import type { PassengerType, Title } from '@skybook/domain/passenger-enums';
import type { PaymentStatus } from '@skybook/domain/payment-codes';
import { isKnownTimeZone } from './local-time';

/**
 * What an itinerary shows (the PDF, the calendar file and the confirmation e-mail read it): a
 * snapshot of one booking, built by the caller from the reservation. Instants are ISO-8601 UTC
 * text; money is integer minor units of `currency`; reference data comes in Vietnamese and English
 * (every other language reads English, as in i18n/localized.ts).
 */
export interface ItineraryDocument {
  /** Six-character booking code. */
  readonly locator: string;
  readonly status: Exclude<BookingStatus, 'Cancel'>;
  /** When an Unpaid booking is released (6 hours after creation); null once Paid. */
  readonly holdExpiresAt: string | null;
  readonly bookedAt: string;
  /** When this snapshot was made: the PDF's creation date and the calendar's DTSTAMP. */
  readonly issuedAt: string;
  readonly contact: ItineraryContact;
  readonly passengers: readonly ItineraryPassenger[];
  readonly journeys: readonly ItineraryJourney[];
  readonly charges: readonly ItineraryCharge[];
  readonly currency: CurrencyCode;
  readonly payment: ItineraryPayment;
}

/** A text of the reference data in the two languages it is written in. */
export interface LocalizedText {
  readonly vi: string;
  readonly en: string;
}

export interface ItineraryContact {
  readonly name: string;
  readonly email: string;
  /** As typed, with its country code (`+84 912345678`). */
  readonly phone: string;
}

export interface ItineraryAirport {
  /** IATA code. */
  readonly code: string;
  readonly name: LocalizedText;
  readonly city: LocalizedText;
  /** IANA zone the airport's local times are in. */
  readonly timeZone: string;
}

export interface ItinerarySegment {
  /** Unique within the booking (the reservation's segment key). */
  readonly key: string;
  /** Two-character airline designator. */
  readonly carrierCode: string;
  readonly flightNumber: string;
  readonly origin: ItineraryAirport;
  readonly destination: ItineraryAirport;
  readonly departureUtc: string;
  readonly arrivalUtc: string;
  /** Aircraft type as shown (`Airbus A321neo`). */
  readonly aircraft: string;
}

export type JourneyDirection = 'departure' | 'return' | 'leg';

export interface ItineraryJourney {
  readonly key: string;
  readonly direction: JourneyDirection;
  /** Fare family name as sold (`Eco`, `Deluxe`, `SkyBoss`). */
  readonly fareFamily: string;
  readonly segments: readonly ItinerarySegment[];
}

export interface ItinerarySeat {
  readonly segmentKey: string;
  /** `12A`. */
  readonly seatCode: string;
}

/** One extra bought for a passenger: on one flight, a whole journey, or the whole trip. */
export interface ItineraryExtra {
  /** The flight it is served on; null for a journey-wide or trip-wide extra. */
  readonly segmentKey: string | null;
  /** The journey it covers; null for a trip-wide extra (insurance). */
  readonly journeyKey: string | null;
  readonly name: LocalizedText;
  readonly quantity: number;
}

export interface ItineraryPassenger {
  readonly key: string;
  readonly type: PassengerType;
  /** Infants may have none. */
  readonly title: Title | null;
  readonly lastName: string;
  /** Middle and given names. */
  readonly firstName: string;
  readonly seats: readonly ItinerarySeat[];
  readonly extras: readonly ItineraryExtra[];
}

/** One priced line, VAT included; negative for a discount. */
export interface ItineraryCharge {
  /** Null for a line of the whole booking (discount, donation, booking fee). */
  readonly passengerKey: string | null;
  /** Charge code (FA, VAT, AX, SA …). */
  readonly code: string;
  readonly description: LocalizedText;
  readonly amountMinor: number;
}

export interface ItineraryPayment {
  /** How it was or will be paid, as shown to the traveller (`Visa •••• 1111`, `VNPay QR`); null before a method is chosen. */
  readonly methodName: string | null;
  /** The payment's status at the payment service; null when no payment was started. */
  readonly status: PaymentStatus | null;
  /** Captured so far, minor units. */
  readonly paidMinor: number;
}

/** The charges of one passenger (or of the booking itself when `passenger` is null). */
export interface ChargeGroup {
  readonly passenger: ItineraryPassenger | null;
  readonly lines: readonly ItineraryCharge[];
  readonly subtotalMinor: number;
}

/**
 * The charges grouped per passenger in the booking's passenger order, then the booking-wide lines;
 * passengers without a charge (infants on a free fare) are left out.
 */
export function chargeGroups(doc: ItineraryDocument): ChargeGroup[] {
  const groups: ChargeGroup[] = [];
  const owners: (ItineraryPassenger | null)[] = [...doc.passengers, null];
  for (const passenger of owners) {
    const lines = doc.charges.filter((charge) => charge.passengerKey === (passenger?.key ?? null));
    if (lines.length === 0) continue;
    groups.push({ passenger, lines, subtotalMinor: sumMinor(lines.map((line) => line.amountMinor)) });
  }
  return groups;
}

/** Everything the booking costs, minor units. */
export function totalMinor(doc: ItineraryDocument): number {
  return sumMinor(doc.charges.map((charge) => charge.amountMinor));
}

/** What is still to pay, minor units (never below zero). */
export function remainingMinor(doc: ItineraryDocument): number {
  return Math.max(0, totalMinor(doc) - doc.payment.paidMinor);
}

function sumMinor(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Itinerary total is outside the safe integer range');
  return total;
}

/** Every flight of the booking in journey order. */
export function allSegments(doc: ItineraryDocument): ItinerarySegment[] {
  return doc.journeys.flatMap((journey) => journey.segments);
}

/** `NGUYEN VAN AN` — family name first, as printed on boarding passes. */
export function passengerFullName(passenger: ItineraryPassenger): string {
  return `${passenger.lastName} ${passenger.firstName}`.trim().toUpperCase();
}

/** The seat a passenger holds on a flight, if one was chosen. */
export function seatOn(passenger: ItineraryPassenger, segmentKey: string): string | undefined {
  return passenger.seats.find((seat) => seat.segmentKey === segmentKey)?.seatCode;
}

/** Instants are ISO-8601 UTC (`…Z`), as the database keeps them. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

function assertInstant(value: string, what: string): void {
  if (!ISO_UTC.test(value) || Number.isNaN(Date.parse(value))) {
    throw new TypeError(`${what} must be an ISO-8601 UTC instant, got "${value}"`);
  }
}

/**
 * Throws a TypeError naming the first inconsistency of a document a caller built (a mapping bug,
 * never a traveller's input): unknown passenger or flight keys, bad instants or zones, amounts
 * that are not integers, an Unpaid booking without its hold deadline.
 */
export function assertItineraryDocument(doc: ItineraryDocument): void {
  if (!isLocator(doc.locator)) throw new TypeError(`Bad locator "${doc.locator}"`);
  if (!isCurrencyCode(doc.currency)) throw new TypeError(`Bad currency "${String(doc.currency)}"`);
  assertInstant(doc.bookedAt, 'bookedAt');
  assertInstant(doc.issuedAt, 'issuedAt');
  if (doc.status === 'Unpaid') {
    if (doc.holdExpiresAt === null) throw new TypeError('An Unpaid itinerary needs holdExpiresAt');
    assertInstant(doc.holdExpiresAt, 'holdExpiresAt');
  }
  if (doc.journeys.length === 0) throw new TypeError('An itinerary needs at least one journey');
  const segmentKeys = new Set<string>();
  for (const journey of doc.journeys) {
    if (journey.segments.length === 0) throw new TypeError(`Journey ${journey.key} has no flight`);
    for (const segment of journey.segments) {
      if (segmentKeys.has(segment.key)) throw new TypeError(`Flight key ${segment.key} appears twice`);
      segmentKeys.add(segment.key);
      assertInstant(segment.departureUtc, `departureUtc of ${segment.key}`);
      assertInstant(segment.arrivalUtc, `arrivalUtc of ${segment.key}`);
      for (const airport of [segment.origin, segment.destination]) {
        if (!isKnownTimeZone(airport.timeZone)) {
          throw new TypeError(`Unknown time zone "${airport.timeZone}" of ${airport.code}`);
        }
      }
    }
  }
  const journeyKeys = new Set(doc.journeys.map((journey) => journey.key));
  const passengerKeys = new Set(doc.passengers.map((passenger) => passenger.key));
  if (passengerKeys.size !== doc.passengers.length) throw new TypeError('Passenger keys must be unique');
  for (const passenger of doc.passengers) {
    for (const seat of passenger.seats) {
      if (!segmentKeys.has(seat.segmentKey)) throw new TypeError(`Seat on unknown flight ${seat.segmentKey}`);
    }
    for (const extra of passenger.extras) {
      if (extra.segmentKey !== null && !segmentKeys.has(extra.segmentKey)) {
        throw new TypeError(`Extra on unknown flight ${extra.segmentKey}`);
      }
      if (extra.journeyKey !== null && !journeyKeys.has(extra.journeyKey)) {
        throw new TypeError(`Extra on unknown journey ${extra.journeyKey}`);
      }
      if (!Number.isSafeInteger(extra.quantity) || extra.quantity < 1) {
        throw new TypeError(`Bad quantity ${String(extra.quantity)}`);
      }
    }
  }
  for (const charge of doc.charges) {
    if (charge.passengerKey !== null && !passengerKeys.has(charge.passengerKey)) {
      throw new TypeError(`Charge for unknown passenger ${charge.passengerKey}`);
    }
    if (!Number.isSafeInteger(charge.amountMinor))
      throw new TypeError(`Charge ${charge.code} is not an integer`);
  }
  if (!Number.isSafeInteger(doc.payment.paidMinor) || doc.payment.paidMinor < 0) {
    throw new TypeError('paidMinor must be a non-negative integer');
  }
  totalMinor(doc);
}
