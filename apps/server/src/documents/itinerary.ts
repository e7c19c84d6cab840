import type { ReservationStatement } from '@skybook/contracts/reservation-statement';
import type { BookingStatus } from '@skybook/domain/booking-enums';
import { isCurrencyCode } from '@skybook/domain/currency';
import { isLocator } from '@skybook/domain/locator';
import type { PassengerType, Title } from '@skybook/domain/passenger-enums';
import type { PaymentStatus } from '@skybook/domain/payment-codes';
import { isKnownTimeZone } from './local-time';

/**
 * What an itinerary shows (the PDF, the calendar file and the confirmation e-mail read it): a
 * snapshot of one booking, built by the caller from the reservation. Instants are ISO-8601 UTC
 * text; money is the reservation's statement (what was charged and paid, in minor units of its
 * currency), rendered as it is, never added up again here; reference data comes in Vietnamese and
 * English (every other language reads English, as in i18n/localized.ts).
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
  /** The price lines grouped by passenger then journey, the points discount, the payment's fee, what was paid and what is left. */
  readonly statement: ReservationStatement;
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

export interface ItineraryPayment {
  /** How it was or will be paid, as shown to the traveller (`Visa •••• 1111`, `VNPay QR`); null before a method is chosen. */
  readonly methodName: string | null;
  /** The payment's status at the payment service; null when no payment was started. */
  readonly status: PaymentStatus | null;
}

function isMinor(amount: number): boolean {
  return Number.isSafeInteger(amount);
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

/** @throws TypeError naming `what` when `value` is not an ISO-8601 UTC instant. */
export function assertInstant(value: string, what: string): void {
  if (!ISO_UTC.test(value) || Number.isNaN(Date.parse(value))) {
    throw new TypeError(`${what} must be an ISO-8601 UTC instant, got "${value}"`);
  }
}

/**
 * Throws a TypeError naming the first inconsistency of a document a caller built (a mapping bug,
 * never a traveller's input): unknown passenger, journey or flight keys, bad instants or zones,
 * amounts that are not integers or a statement that does not add up, an Unpaid booking without its
 * hold deadline.
 */
export function assertItineraryDocument(doc: ItineraryDocument): void {
  if (!isLocator(doc.locator)) throw new TypeError(`Bad locator "${doc.locator}"`);
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
  assertStatement(doc.statement, passengerKeys, journeyKeys);
}

/** The statement's lines belong to this booking, and its sums are what its lines say. */
function assertStatement(
  statement: ReservationStatement,
  passengerKeys: ReadonlySet<string>,
  journeyKeys: ReadonlySet<string>,
): void {
  if (!isCurrencyCode(statement.currency))
    throw new TypeError(`Bad currency "${String(statement.currency)}"`);
  let lines = 0;
  for (const group of statement.groups) {
    if (group.passengerKey !== null && !passengerKeys.has(group.passengerKey)) {
      throw new TypeError(`Charge for unknown passenger ${group.passengerKey}`);
    }
    let groupTotal = 0;
    for (const journey of group.journeys) {
      if (journey.journeyKey !== null && !journeyKeys.has(journey.journeyKey)) {
        throw new TypeError(`Charge on unknown journey ${journey.journeyKey}`);
      }
      let journeyTotal = 0;
      for (const charge of journey.charges) {
        const amount = charge.currencyAmounts[0]?.totalAmount ?? Number.NaN;
        if (!isMinor(amount)) throw new TypeError(`Charge ${charge.code} is not an integer`);
        journeyTotal += amount;
      }
      if (journeyTotal !== journey.totalAmount) throw new TypeError('A journey total is not its lines');
      groupTotal += journeyTotal;
    }
    if (groupTotal !== group.totalAmount) throw new TypeError('A passenger total is not its lines');
    lines += groupTotal;
  }
  const { bookingAmount, pointsDiscount, feeAmount, totalAmount, paidAmount, remaining } = statement;
  if (![bookingAmount, pointsDiscount, feeAmount, totalAmount, paidAmount, remaining].every(isMinor)) {
    throw new TypeError('Statement amounts must be integers');
  }
  if (feeAmount < 0 || paidAmount < 0 || pointsDiscount < 0)
    throw new TypeError('A fee, a discount or a payment is never negative');
  if (
    lines !== bookingAmount ||
    totalAmount !== bookingAmount - pointsDiscount + feeAmount ||
    remaining !== totalAmount - paidAmount
  ) {
    throw new TypeError('The statement does not add up');
  }
}
