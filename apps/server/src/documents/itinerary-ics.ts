import type { Language } from '@skybook/domain/languages';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalDayJsStub } from 'ical-generator';
import { localized } from '../i18n/localized';
import { assertItineraryDocument, seatOn, type ItineraryDocument, type ItinerarySegment } from './itinerary';
import { ITINERARY_LABELS, type ItineraryLabels } from './itinerary-labels';
import { flightDesignator, passengerLabel, segmentView } from './itinerary-view';
import { formatLocalPattern } from './local-time';
import { verifiedVtimezone } from './vtimezone';

/** Domain part of every event UID: UIDs stay the same for one booking's flight across sends. */
const UID_DOMAIN = 'skybook.vn';

/**
 * An instant as ical-generator's Day.js interface sees it: the generator calls `tz(zone)` and
 * `format('YYYYMMDD')` / `format('HHmmss')` to write a DTSTART in the event's zone, so the wall
 * time comes from Intl's time-zone database, never from the server's own zone.
 */
function zonedInstant(instant: Date, timeZone: string): ICalDayJsStub {
  return {
    format: (pattern = 'YYYY-MM-DDTHH:mm:ss') => formatLocalPattern(instant, timeZone, pattern),
    isValid: () => !Number.isNaN(instant.getTime()),
    toDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
    tz: (zone = timeZone) => zonedInstant(instant, zone),
    utc: () => zonedInstant(instant, 'UTC'),
  };
}

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

/** `DTEND;TZID=Australia/Sydney:20261202T082500`, or the UTC form when the zone has no usable VTIMEZONE. */
function dateTimeLine(name: string, instant: Date, zone: string | null): string {
  if (zone === null) return `${name}:${formatLocalPattern(instant, 'UTC', 'YYYYMMDDTHHmmss')}Z`;
  return `${name};TZID=${zone}:${formatLocalPattern(instant, zone, 'YYYYMMDDTHHmmss')}`;
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
  const zones = new Map<string, string>();
  /** The zone to write an instant in, or null for UTC; remembers each zone's component. */
  const zoneFor = (timeZone: string, instant: Date): string | null => {
    const component = verifiedVtimezone(timeZone, [instant]);
    if (component === null) return null;
    zones.set(timeZone, component);
    return timeZone;
  };
  const ends = new Map<string, string>();
  for (const journey of doc.journeys) {
    for (const segment of journey.segments) {
      const departure = new Date(segment.departureUtc);
      const arrival = new Date(segment.arrivalUtc);
      const startZone = zoneFor(segment.origin.timeZone, departure);
      const uid = eventUid(doc, segment);
      calendar.createEvent({
        id: uid,
        sequence: 0,
        stamp: new Date(doc.issuedAt),
        start: zonedInstant(departure, 'UTC'),
        // ical-generator writes DTEND in the event's zone; it is re-zoned to the arrival airport's below.
        end: zonedInstant(arrival, 'UTC'),
        timezone: startZone,
        status: doc.status === 'Paid' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
        summary: labels.eventSummary(
          flightDesignator(segment),
          localized(language, segment.origin.city),
          localized(language, segment.destination.city),
        ),
        location: `${localized(language, segment.origin.name)} (${segment.origin.code})`,
        description: eventDescription(doc, segment, journey.fareFamily, language, labels),
      });
      ends.set(uid, dateTimeLine('DTEND', arrival, zoneFor(segment.destination.timeZone, arrival)));
    }
  }
  return withZonesAndEnds(calendar.toString(), zones, ends);
}

/**
 * ical-generator gives an event one zone; a flight starts and ends in two. Puts each event's own
 * DTEND line in place and the VTIMEZONE of every zone used before the first event.
 */
function withZonesAndEnds(
  ics: string,
  zones: ReadonlyMap<string, string>,
  ends: ReadonlyMap<string, string>,
): string {
  const lines = ics.split('\r\n');
  const output: string[] = [];
  let uid: string | undefined;
  let pendingEnd: number | undefined;
  let zonesWritten = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      if (!zonesWritten) {
        for (const component of zones.values()) output.push(...component.split(/\r?\n/));
        zonesWritten = true;
      }
      uid = undefined;
      pendingEnd = undefined;
    }
    if (line.startsWith('UID:')) uid = line.slice('UID:'.length);
    if (line.startsWith('DTEND')) pendingEnd = output.length;
    if (line === 'END:VEVENT' && uid !== undefined && pendingEnd !== undefined) {
      const end = ends.get(uid);
      if (end === undefined) throw new Error(`No DTEND for event ${uid}`);
      output[pendingEnd] = end;
    }
    output.push(line);
  }
  return output.join('\r\n');
}
