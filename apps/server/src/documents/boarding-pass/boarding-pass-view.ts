import { GATE_CLOSES_BEFORE_BOARDING_MS } from '@skybook/domain/booking-constants';
import type { Language } from '@skybook/domain/languages';
import { isLocator } from '@skybook/domain/locator';
import { assertInstant } from '../itinerary';
import { flightDesignator, pointView, type PointView } from '../itinerary-view';
import { formatLocalDate, formatLocalTime, isKnownTimeZone } from '../local-time';
import { boardingPassFullName, type BoardingPassDocument } from './boarding-pass';
import type { BoardingPassLabels } from './boarding-pass-labels';

/**
 * A boarding pass's facts as the words a reader sees, in one language: shared by the PDF, the
 * calendar file and the e-mail so the three never disagree. Every time is on the origin airport's
 * clock except the arrival, which is on the destination's.
 */
export interface BoardingPassView {
  /** `NGUYEN VAN AN MR`: family name first, then the title, as boarding passes print it. */
  passenger: string;
  /** The infant on the passenger's lap, or null. */
  infant: string | null;
  locator: string;
  /** `VJ 121`. */
  flight: string;
  departure: PointView;
  arrival: PointView;
  boarding: PassTime;
  gateCloses: PassTime;
  seat: string;
  /** `001`: the check-in sequence number as gate staff read it. */
  sequence: string;
  fareFamily: string;
}

/** A time on the origin airport's clock, dated only when it is not the day of departure. */
export interface PassTime {
  /** `05:35`. */
  time: string;
  /** `05/12/2026` when boarding of a flight leaving after midnight starts the evening before; else null. */
  otherDay: string | null;
}

function timeOnDepartureDay(instantText: string, pass: BoardingPassDocument): PassTime {
  const instant = new Date(instantText);
  const zone = pass.origin.timeZone;
  const date = formatLocalDate(instant, zone);
  const departureDate = formatLocalDate(new Date(pass.departureUtc), zone);
  return { time: formatLocalTime(instant, zone), otherDay: date === departureDate ? null : date };
}

/** `05:35`, or `23:25 05/12/2026` on another day than the departure. */
export function formatPassTime(at: PassTime): string {
  return at.otherDay === null ? at.time : `${at.time} ${at.otherDay}`;
}

export function boardingPassView(pass: BoardingPassDocument, language: Language): BoardingPassView {
  return {
    passenger: pass.title ? `${boardingPassFullName(pass)} ${pass.title}` : boardingPassFullName(pass),
    infant: pass.infantName,
    locator: pass.locator,
    flight: flightDesignator(pass),
    departure: pointView(pass.origin, pass.departureUtc, language),
    arrival: pointView(pass.destination, pass.arrivalUtc, language),
    boarding: timeOnDepartureDay(pass.boardingUtc, pass),
    gateCloses: timeOnDepartureDay(pass.gateClosesUtc, pass),
    seat: pass.seatCode,
    sequence: String(pass.sequenceNumber).padStart(3, '0'),
    fareFamily: pass.fareFamily,
  };
}

/** The notes every boarding pass ends with: the gate's closing, the ID to bring, local times. */
export function boardingPassNotes(labels: BoardingPassLabels): string[] {
  return [
    labels.gateClosesNote(GATE_CLOSES_BEFORE_BOARDING_MS / 60_000),
    labels.bringDocuments,
    labels.localTimes,
  ];
}

/**
 * Throws a TypeError naming the first inconsistency of passes a caller built (a mapping bug,
 * never a traveller's input): none at all, a bad booking code, instant or time zone, a pass
 * without its barcode.
 */
export function assertBoardingPasses(passes: readonly BoardingPassDocument[]): void {
  if (passes.length === 0) throw new TypeError('A boarding pass document needs at least one pass');
  for (const pass of passes) {
    const what = `pass of ${pass.passengerKey} on ${pass.flightKey}`;
    if (!isLocator(pass.locator)) throw new TypeError(`Bad locator "${pass.locator}" of ${what}`);
    for (const [name, value] of [
      ['departureUtc', pass.departureUtc],
      ['arrivalUtc', pass.arrivalUtc],
      ['boardingUtc', pass.boardingUtc],
      ['gateClosesUtc', pass.gateClosesUtc],
      ['issuedAt', pass.issuedAt],
    ] as const) {
      assertInstant(value, `${name} of ${what}`);
    }
    for (const airport of [pass.origin, pass.destination]) {
      if (!isKnownTimeZone(airport.timeZone)) {
        throw new TypeError(`Unknown time zone "${airport.timeZone}" of ${airport.code}`);
      }
    }
    if (pass.bcbp === '') throw new TypeError(`The ${what} has no barcode`);
  }
}
