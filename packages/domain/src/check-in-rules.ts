import {
  GATE_CLOSES_BEFORE_BOARDING_MS,
  ONLINE_CHECK_IN_OPENS_BEFORE_DEPARTURE_MS,
} from './booking-constants';

/*
 * Online check-in (requirements §2 check-in routes, §4 check-in status, §8 check-in result codes,
 * §9 gate closing): who may check in online, when, and the times a boarding pass prints. The
 * codes are the airline's result codes of requirements §8 (`error-codes.ts` maps each one to its
 * message); which refusal gets which of the five "check in at the counter" codes is ours, written
 * down in decision 026.
 */

/** Online check-in closes this long before departure; later, only the airport counter checks in. */
export const ONLINE_CHECK_IN_CLOSES_BEFORE_DEPARTURE_MS = 60 * 60 * 1000;

/** Boarding starts this long before departure (printed on the boarding pass). */
export const BOARDING_STARTS_BEFORE_DEPARTURE_MS = 40 * 60 * 1000;

/** Most people one booking may check in online; a larger group checks in at the counter. */
export const ONLINE_CHECK_IN_MAX_PASSENGERS = 9;

/** Airlines whose flights we check in: the other carrier's flights check in at its counters. */
export const ONLINE_CHECK_IN_CARRIERS: readonly string[] = ['VJ'];

/**
 * Airports without online check-in (no boarding-pass scanners at the gate): Côn Đảo, Điện Biên
 * and Cà Mau check everyone in at the counter.
 */
export const AIRPORTS_WITHOUT_ONLINE_CHECK_IN: readonly string[] = ['VCS', 'DIN', 'CAH'];

/** A travel document must stay valid this many months after the flight (international flights). */
export const DOCUMENT_VALID_MONTHS_AFTER_FLIGHT = 6;

/**
 * Requirements §8 check-in result codes, by what they refuse. 90, 92, 95, 98, 99 all tell the
 * traveller to check in at the counter; each has its own cause here so support can tell them apart.
 */
export const CHECK_IN_REFUSALS = {
  /** The booking is not Paid (Unpaid or cancelled). */
  notPaid: 90,
  /** Outside the window: it opens 24 hours before departure. */
  notOpenYet: 91,
  /** A passenger with special assistance (a wheelchair) is met at the counter. */
  specialAssistance: 92,
  /** Online check-in closed (less than an hour before departure). */
  closed: 93,
  /** The flight has departed. */
  departed: 94,
  /** More than nine people on the booking. */
  groupTooLarge: 95,
  /** An adult with an infant on the lap (and the infant) check in at the counter. */
  infant: 96,
  /** A flight of another carrier. */
  otherCarrier: 98,
  /** An airport without online check-in. */
  unsupportedAirport: 99,
} as const;

export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[keyof typeof CHECK_IN_REFUSALS];

export const CHECK_IN_REFUSAL_CODES: readonly CheckInRefusal[] = Object.values(CHECK_IN_REFUSALS);

export function isCheckInRefusal(code: number): code is CheckInRefusal {
  return (CHECK_IN_REFUSAL_CODES as readonly number[]).includes(code);
}

export interface CheckInWindow {
  /** When online check-in opens: 24 hours before the first flight of the journey. */
  readonly opensAt: Date;
  /** When it closes: an hour before that flight. */
  readonly closesAt: Date;
}

export function checkInWindow(firstDepartureUtc: Date): CheckInWindow {
  const departure = firstDepartureUtc.getTime();
  return {
    opensAt: new Date(departure - ONLINE_CHECK_IN_OPENS_BEFORE_DEPARTURE_MS),
    closesAt: new Date(departure - ONLINE_CHECK_IN_CLOSES_BEFORE_DEPARTURE_MS),
  };
}

/**
 * Where `now` stands in the window of a journey whose first flight leaves at `firstDepartureUtc`:
 * null while it is open, else 91 (not open yet), 93 (closed) or 94 (departed).
 */
export function checkInTimeRefusal(firstDepartureUtc: Date, now: Date): CheckInRefusal | null {
  const window = checkInWindow(firstDepartureUtc);
  const at = now.getTime();
  if (at >= firstDepartureUtc.getTime()) return CHECK_IN_REFUSALS.departed;
  if (at >= window.closesAt.getTime()) return CHECK_IN_REFUSALS.closed;
  if (at < window.opensAt.getTime()) return CHECK_IN_REFUSALS.notOpenYet;
  return null;
}

/** What decides whether a journey of a booking may be checked in online. */
export interface CheckInJourneyFacts {
  readonly bookingStatus: string;
  /** Adults and children (infants sit on a lap and are not counted). */
  readonly seatedPassengers: number;
  readonly flights: readonly {
    readonly carrierCode: string;
    readonly originCode: string;
    readonly destinationCode: string;
    readonly departureUtc: Date;
  }[];
}

/**
 * The refusal that applies to the whole journey, or null when it can be checked in now. The
 * order is the one a traveller can act on: a booking to pay first, then what no time fixes (group
 * size, carrier, airport), then the clock.
 */
export function journeyCheckInRefusal(facts: CheckInJourneyFacts, now: Date): CheckInRefusal | null {
  if (facts.bookingStatus !== 'Paid') return CHECK_IN_REFUSALS.notPaid;
  if (facts.seatedPassengers > ONLINE_CHECK_IN_MAX_PASSENGERS) return CHECK_IN_REFUSALS.groupTooLarge;
  if (facts.flights.some((flight) => !ONLINE_CHECK_IN_CARRIERS.includes(flight.carrierCode))) {
    return CHECK_IN_REFUSALS.otherCarrier;
  }
  const unsupported = (code: string) => AIRPORTS_WITHOUT_ONLINE_CHECK_IN.includes(code);
  if (facts.flights.some((flight) => unsupported(flight.originCode) || unsupported(flight.destinationCode))) {
    return CHECK_IN_REFUSALS.unsupportedAirport;
  }
  const first = facts.flights[0];
  if (!first) return CHECK_IN_REFUSALS.notPaid;
  return checkInTimeRefusal(first.departureUtc, now);
}

/** What decides whether one passenger may check in online once the journey may. */
export interface CheckInPassengerFacts {
  /** An infant flies on this adult's lap, or the passenger is that infant. */
  readonly withInfant: boolean;
  /** Special assistance (a wheelchair) was booked for the passenger. */
  readonly specialAssistance: boolean;
}

export function passengerCheckInRefusal(facts: CheckInPassengerFacts): CheckInRefusal | null {
  if (facts.withInfant) return CHECK_IN_REFUSALS.infant;
  if (facts.specialAssistance) return CHECK_IN_REFUSALS.specialAssistance;
  return null;
}

/** The times a boarding pass prints for a flight leaving at `departureUtc`. */
export function boardingTimes(departureUtc: Date): { boardingAt: Date; gateClosesAt: Date } {
  const boardingAt = new Date(departureUtc.getTime() - BOARDING_STARTS_BEFORE_DEPARTURE_MS);
  return { boardingAt, gateClosesAt: new Date(boardingAt.getTime() - GATE_CLOSES_BEFORE_BOARDING_MS) };
}

/**
 * True when a travel document expiring on `expiresOn` (YYYY-MM-DD) is still valid six months
 * after the last flight's date `flightDate` (YYYY-MM-DD): the day it expires must be on or after
 * the same day six months later.
 */
export function documentValidLongEnough(expiresOn: string, flightDate: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(flightDate);
  if (!match || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return false;
  const [, year, month, day] = match;
  const total = Number(year) * 12 + (Number(month) - 1) + DOCUMENT_VALID_MONTHS_AFTER_FLIGHT;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const targetDay = Math.min(Number(day), lastDay);
  const target = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
  return expiresOn >= target;
}
