import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { GATE_CLOSES_BEFORE_BOARDING_MS } from '@skybook/domain/booking-constants';
import type { Language } from '@skybook/domain/languages';
import { formTitleOf } from '@skybook/domain/passenger-titles';
import { paymentOutcomeForStatus } from '@skybook/domain/payment-codes';
import { localized } from '../i18n/localized';
import {
  seatOn,
  type ItineraryDocument,
  type ItineraryExtra,
  type ItineraryJourney,
  type ItineraryPassenger,
  type ItinerarySegment,
} from './itinerary';
import { ITINERARY_LABELS, type ItineraryLabels, type PaymentDisplay } from './itinerary-labels';
import { formatLocalDate, formatLocalDateTime, formatLocalTime, formatUtcOffset } from './local-time';

/**
 * The itinerary's facts as the words a reader sees, in one language: shared by the PDF, the
 * calendar file and the confirmation e-mail so the three never disagree.
 */

export interface PointView {
  code: string;
  city: string;
  airport: string;
  date: string;
  time: string;
  /** `GMT+07:00` at that moment. */
  offset: string;
}

export interface SegmentView {
  key: string;
  /** `VJ 123`. */
  flight: string;
  aircraft: string;
  departure: PointView;
  arrival: PointView;
}

export interface JourneyView {
  key: string;
  title: string;
  fareFamily: string;
  segments: SegmentView[];
}

/** An airport at an instant, on that airport's clock. */
export function pointView(
  airport: ItinerarySegment['origin'],
  instantText: string,
  language: Language,
): PointView {
  const instant = new Date(instantText);
  return {
    code: airport.code,
    city: localized(language, airport.city),
    airport: localized(language, airport.name),
    date: formatLocalDate(instant, airport.timeZone),
    time: formatLocalTime(instant, airport.timeZone),
    offset: formatUtcOffset(instant, airport.timeZone),
  };
}

/** `VJ 123`. */
export function flightDesignator(segment: Pick<ItinerarySegment, 'carrierCode' | 'flightNumber'>): string {
  return `${segment.carrierCode} ${segment.flightNumber}`;
}

export function segmentView(segment: ItinerarySegment, language: Language): SegmentView {
  return {
    key: segment.key,
    flight: flightDesignator(segment),
    aircraft: segment.aircraft,
    departure: pointView(segment.origin, segment.departureUtc, language),
    arrival: pointView(segment.destination, segment.arrivalUtc, language),
  };
}

export function journeyTitle(journey: ItineraryJourney, index: number, labels: ItineraryLabels): string {
  if (journey.direction === 'departure') return labels.journeyDeparture;
  if (journey.direction === 'return') return labels.journeyReturn;
  return labels.journeyLeg(index + 1);
}

export function journeyViews(doc: ItineraryDocument, language: Language): JourneyView[] {
  const labels = ITINERARY_LABELS[language];
  return doc.journeys.map((journey, index) => ({
    key: journey.key,
    title: journeyTitle(journey, index, labels),
    fareFamily: journey.fareFamily,
    segments: journey.segments.map((segment) => segmentView(segment, language)),
  }));
}

/** `Ông NGUYEN VAN AN`, `Bé gái NGUYEN MAI` for a child, `NGUYEN BAO AN` for a passenger without a title. */
export function passengerLabel(passenger: ItineraryPassenger, labels: ItineraryLabels): string {
  const name = `${passenger.lastName} ${passenger.firstName}`.trim().toUpperCase();
  return passenger.title ? `${labels.titles[formTitleOf(passenger.type, passenger.title)]} ${name}` : name;
}

/** `Suất ăn × 2`: an extra's name, with its count when more than one. */
export function extraLabel(extra: ItineraryExtra, language: Language): string {
  const name = localized(language, extra.name);
  return extra.quantity > 1 ? `${name} × ${String(extra.quantity)}` : name;
}

/** `VJ 121 SGN→HAN`: a flight named with its route, wherever a line belongs to one. */
export function flightRoute(segment: ItinerarySegment): string {
  return `${flightDesignator(segment)} ${segment.origin.code}→${segment.destination.code}`;
}

/** A journey named by its flights: `VJ 121 SGN→HAN`, `VJ 120 SGN→DAD, VJ 503 DAD→HAN`. */
export function journeyRoute(journey: ItineraryJourney): string {
  return journey.segments.map(flightRoute).join(', ');
}

/** What a passenger has on one flight. */
export interface PassengerFlightView {
  segmentKey: string;
  /** `VJ 121 SGN→HAN`. */
  flight: string;
  /** The seat code, `—` for an infant (on a lap), or the words for none chosen. */
  seat: string;
  /** The flight's own extras and those of the journey it belongs to (a bag is checked for the whole journey). */
  extras: string[];
}

/**
 * A passenger's flights in journey order with the seat and extras of each, and the extras of the
 * whole trip (insurance). An extra bought for a journey shows on its flights, where it is used.
 */
export function passengerFlights(
  passenger: ItineraryPassenger,
  doc: ItineraryDocument,
  language: Language,
  labels: ItineraryLabels,
): { flights: PassengerFlightView[]; tripExtras: string[] } {
  const flights = doc.journeys.flatMap((journey) =>
    journey.segments.map((segment) => ({
      segmentKey: segment.key,
      flight: flightRoute(segment),
      seat: passenger.type === 'infant' ? '—' : (seatOn(passenger, segment.key) ?? labels.seatNotChosen),
      extras: passenger.extras
        .filter(
          (extra) =>
            extra.segmentKey === segment.key ||
            (extra.segmentKey === null && extra.journeyKey === journey.key),
        )
        .map((extra) => extraLabel(extra, language)),
    })),
  );
  const tripExtras = passenger.extras
    .filter((extra) => extra.segmentKey === null && extra.journeyKey === null)
    .map((extra) => extraLabel(extra, language));
  return { flights, tripExtras };
}

/** A date-time not tied to an airport: `14:30 21/11/2026 (GMT+07:00)`. */
export function formatAirlineDateTime(instantText: string): string {
  const instant = new Date(instantText);
  return `${formatLocalDateTime(instant, AIRLINE_TIME_ZONE)} (${formatUtcOffset(instant, AIRLINE_TIME_ZONE)})`;
}

export function statusLabel(doc: ItineraryDocument, labels: ItineraryLabels): string {
  return doc.status === 'Paid' ? labels.statusPaid : labels.statusUnpaid;
}

export function paymentDisplay(doc: ItineraryDocument): PaymentDisplay {
  return doc.payment.status === null ? 'none' : paymentOutcomeForStatus(doc.payment.status);
}

/** The notes every itinerary ends with; the hold notice first for an Unpaid booking. */
export function importantNotes(doc: ItineraryDocument, labels: ItineraryLabels): string[] {
  const notes = [
    labels.localTimes,
    labels.bringDocuments,
    labels.gateCloses(GATE_CLOSES_BEFORE_BOARDING_MS / 60_000),
  ];
  if (doc.status === 'Unpaid' && doc.holdExpiresAt !== null) {
    notes.unshift(labels.holdNotice(formatAirlineDateTime(doc.holdExpiresAt)));
  }
  return notes;
}
