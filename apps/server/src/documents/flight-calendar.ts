import type { ICalCalendar, ICalDayJsStub, ICalEvent, ICalEventData } from 'ical-generator';
import { formatLocalPattern } from './local-time';
import { verifiedVtimezone } from './vtimezone';

/**
 * Flights as iCalendar events (RFC 5545) for the itinerary's and the boarding pass's calendar
 * files: each event starts in its departure airport's zone and ends in its arrival airport's, and
 * every zone used is described by a VTIMEZONE. A zone whose published rules disagree with the
 * platform's is written in UTC instead (see vtimezone.ts).
 */

/** Domain part of every event UID: UIDs stay the same for one booking's flight across sends. */
export const UID_DOMAIN = 'skybook.vn';

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

/** `DTEND;TZID=Australia/Sydney:20261202T082500`, or the UTC form when the zone has no usable VTIMEZONE. */
function dateTimeLine(name: string, instant: Date, zone: string | null): string {
  if (zone === null) return `${name}:${formatLocalPattern(instant, 'UTC', 'YYYYMMDDTHHmmss')}Z`;
  return `${name};TZID=${zone}:${formatLocalPattern(instant, zone, 'YYYYMMDDTHHmmss')}`;
}

/** A flight's event: what ical-generator takes, with the flight's two instants and two zones. */
export interface FlightEventData extends Omit<ICalEventData, 'id' | 'start' | 'end' | 'timezone'> {
  /** Stable per booking and flight, so a resent file updates the same event. */
  uid: string;
  departure: Date;
  arrival: Date;
  originTimeZone: string;
  destinationTimeZone: string;
}

/** The flights of one calendar file; `toString()` writes it with its zones and each flight's own end. */
export class FlightCalendar {
  private readonly zones = new Map<string, string>();
  private readonly ends = new Map<string, string>();

  constructor(private readonly calendar: ICalCalendar) {}

  /** Adds a flight's event; the event is returned for alarms and the like. */
  addFlight(flight: FlightEventData): ICalEvent {
    const { uid, departure, arrival, originTimeZone, destinationTimeZone, ...data } = flight;
    const event = this.calendar.createEvent({
      ...data,
      id: uid,
      start: zonedInstant(departure, 'UTC'),
      // ical-generator writes DTEND in the event's zone; it is re-zoned to the arrival airport's in toString.
      end: zonedInstant(arrival, 'UTC'),
      timezone: this.zoneFor(originTimeZone, departure),
    });
    this.ends.set(uid, dateTimeLine('DTEND', arrival, this.zoneFor(destinationTimeZone, arrival)));
    return event;
  }

  toString(): string {
    return withZonesAndEnds(this.calendar.toString(), this.zones, this.ends);
  }

  /** The zone to write an instant in, or null for UTC; remembers each zone's component. */
  private zoneFor(timeZone: string, instant: Date): string | null {
    const component = verifiedVtimezone(timeZone, [instant]);
    if (component === null) return null;
    this.zones.set(timeZone, component);
    return timeZone;
  }
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
