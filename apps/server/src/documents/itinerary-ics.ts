import type { Language } from '@skybook/domain/languages';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { localized } from '../i18n/localized';
import { assertItineraryDocument, seatOn, type ItineraryDocument, type ItinerarySegment } from './itinerary';
import { ITINERARY_LABELS, type ItineraryLabels } from './itinerary-labels';
import { flightDesignator, passengerLabel, segmentView } from './itinerary-view';
import { FlightCalendar, UID_DOMAIN } from './flight-calendar';

function eventUid(doc: ItineraryDocument, segment: ItinerarySegment): string {
  return `${doc.locator}-${segment.key}@${UID_DOMAIN}`;
}

function eventDescription(
  doc: ItineraryDocument,
  segment: ItinerarySegment,
  fareFamily: string,
  language: Language,
  labels: ItineraryLabels,
): string {
  const view = segmentView(segment, language);
  const point = (label: string, at: typeof view.departure): string =>
    `${label}: ${at.time} ${at.date} (${at.offset}) — ${at.city} (${at.code}), ${at.airport}`;
  const passengers = doc.passengers.map((passenger) => {
    const seat = passenger.type === 'infant' ? undefined : seatOn(passenger, segment.key);
    return `• ${passengerLabel(passenger, labels)}${seat ? ` — ${labels.seat} ${seat}` : ''}`;
  });
  return [
    `${labels.bookingCode}: ${doc.locator}`,
    `${labels.flight}: ${view.flight} · ${labels.aircraft}: ${view.aircraft} · ${labels.fare}: ${fareFamily}`,
    point(labels.departs, view.departure),
    point(labels.arrives, view.arrival),
    `${labels.passengers}:`,
    ...passengers,
    labels.localTimes,
  ].join('\n');
}

/**
 * The itinerary as an iCalendar file (RFC 5545): one VEVENT per flight, starting in the departure
 * airport's zone and ending in the arrival airport's, each zone described by a VTIMEZONE (a zone
 * whose published rules disagree with the platform's is written in UTC instead, see
 * vtimezone.ts). UIDs are stable per booking and flight, so a resent file updates the same events.
 * Texts are in `language`; reference data reads English outside Vietnamese.
 *
 * @throws TypeError when the document is inconsistent (see assertItineraryDocument).
 */
export function renderItineraryIcs(doc: ItineraryDocument, language: Language): string {
  assertItineraryDocument(doc);
  const labels = ITINERARY_LABELS[language];
  const calendar = ical({
    prodId: { company: 'Skybook', product: 'Itinerary', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: `${labels.documentTitle} ${doc.locator}`,
  });
  const flights = new FlightCalendar(calendar);
  for (const journey of doc.journeys) {
    for (const segment of journey.segments) {
      flights.addFlight({
        uid: eventUid(doc, segment),
        departure: new Date(segment.departureUtc),
        arrival: new Date(segment.arrivalUtc),
        originTimeZone: segment.origin.timeZone,
        destinationTimeZone: segment.destination.timeZone,
        sequence: 0,
        stamp: new Date(doc.issuedAt),
        status: doc.status === 'Paid' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
        summary: labels.eventSummary(
          flightDesignator(segment),
          localized(language, segment.origin.city),
          localized(language, segment.destination.city),
        ),
        location: `${localized(language, segment.origin.name)} (${segment.origin.code})`,
        description: eventDescription(doc, segment, journey.fareFamily, language, labels),
      });
    }
  }
  return flights.toString();
}
