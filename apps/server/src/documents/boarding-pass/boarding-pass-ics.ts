import type { Language } from '@skybook/domain/languages';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { FlightCalendar, UID_DOMAIN } from '../flight-calendar';
import type { PointView } from '../itinerary-view';
import type { BoardingPassDocument } from './boarding-pass';
import { BOARDING_PASS_LABELS, type BoardingPassLabels } from './boarding-pass-labels';
import {
  assertBoardingPasses,
  boardingPassView,
  formatPassTime,
  type BoardingPassView,
} from './boarding-pass-view';

/** The passes of one booking's flight, in the order given. */
function byFlight(passes: readonly BoardingPassDocument[]): BoardingPassDocument[][] {
  const groups = new Map<string, BoardingPassDocument[]>();
  for (const pass of passes) {
    const key = `${pass.locator}-${pass.flightKey}`;
    groups.set(key, [...(groups.get(key) ?? []), pass]);
  }
  return [...groups.values()].sort(
    (a, b) => Date.parse(a[0]?.departureUtc ?? '') - Date.parse(b[0]?.departureUtc ?? ''),
  );
}

/**
 * Its own UID, not the itinerary's event of the same flight: the boarding pass's event lists who
 * checked in and rings before the gate closes, and a resent itinerary must not be overridden by it.
 */
function eventUid(pass: BoardingPassDocument): string {
  return `${pass.locator}-${pass.flightKey}-boarding@${UID_DOMAIN}`;
}

function passengerLine(
  pass: BoardingPassDocument,
  view: BoardingPassView,
  labels: BoardingPassLabels,
): string {
  const infant = view.infant === null ? '' : ` (${labels.infant}: ${view.infant})`;
  return `• ${view.passenger}${infant} — ${labels.seat} ${pass.seatCode} · ${labels.sequence} ${view.sequence}`;
}

function eventDescription(
  passes: readonly BoardingPassDocument[],
  views: readonly BoardingPassView[],
  labels: BoardingPassLabels,
): string {
  const [view] = views;
  if (!view) return '';
  const point = (label: string, at: PointView): string =>
    `${label}: ${at.time} ${at.date} (${at.offset}) — ${at.city} (${at.code}), ${at.airport}`;
  return [
    `${labels.bookingCode}: ${view.locator}`,
    `${labels.flight}: ${view.flight} · ${labels.fare}: ${view.fareFamily}`,
    point(labels.departs, view.departure),
    point(labels.arrives, view.arrival),
    `${labels.gateCloses}: ${formatPassTime(view.gateCloses)}`,
    `${labels.boarding}: ${formatPassTime(view.boarding)}`,
    `${labels.passengers}:`,
    ...passes.map((pass, index) => passengerLine(pass, views[index] ?? view, labels)),
    labels.localTimes,
  ].join('\n');
}

/** Seconds from `instant` to the departure: an alarm's trigger before the event starts. */
function secondsBefore(pass: BoardingPassDocument, instant: string): number {
  return (Date.parse(pass.departureUtc) - Date.parse(instant)) / 1000;
}

/**
 * The boarding passes as an iCalendar file (RFC 5545): one VEVENT per flight, the passes of one
 * flight together with each passenger's seat in the description, starting in the departure
 * airport's zone and ending in the arrival airport's (see flight-calendar.ts), and two display
 * alarms: when the gate closes and when boarding starts. Texts are in `language`; reference data
 * reads English outside Vietnamese.
 *
 * @throws TypeError when a pass is inconsistent (see assertBoardingPasses).
 */
export function renderBoardingPassIcs(passes: readonly BoardingPassDocument[], language: Language): string {
  assertBoardingPasses(passes);
  const labels = BOARDING_PASS_LABELS[language];
  const calendar = ical({
    prodId: { company: 'Skybook', product: 'Boarding pass', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: `${labels.documentTitle} ${passes[0]?.locator ?? ''}`,
  });
  const flights = new FlightCalendar(calendar);
  for (const group of byFlight(passes)) {
    const [pass] = group;
    if (!pass) continue;
    const views = group.map((each) => boardingPassView(each, language));
    const [view] = views;
    if (!view) continue;
    const event = flights.addFlight({
      uid: eventUid(pass),
      departure: new Date(pass.departureUtc),
      arrival: new Date(pass.arrivalUtc),
      originTimeZone: pass.origin.timeZone,
      destinationTimeZone: pass.destination.timeZone,
      sequence: 0,
      stamp: new Date(Math.max(...group.map((each) => Date.parse(each.issuedAt)))),
      status: ICalEventStatus.CONFIRMED,
      summary: labels.eventSummary(view.flight, view.departure.city, view.arrival.city),
      location: `${view.departure.airport} (${view.departure.code})`,
      description: eventDescription(group, views, labels),
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: secondsBefore(pass, pass.gateClosesUtc),
      description: labels.alarmGateCloses(view.flight, formatPassTime(view.gateCloses)),
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: secondsBefore(pass, pass.boardingUtc),
      description: labels.alarmBoarding(view.flight, formatPassTime(view.boarding)),
    });
  }
  return flights.toString();
}
