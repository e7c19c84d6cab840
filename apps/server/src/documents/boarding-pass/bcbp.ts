import { isIataAirportCode } from '@skybook/domain/iata';
import { normalizeName } from '@skybook/domain/text-filters';
import { wallClockAt } from '@skybook/domain/wall-clock';
import { assertInstant } from '../itinerary';
import { isKnownTimeZone } from '../local-time';
import type { BoardingPassDocument } from './boarding-pass';

/*
 * The IATA Bar Coded Boarding Pass (Resolution 792, format `M`) with its mandatory items only:
 * what a gate reader needs to match a traveller to a flight and a seat. Every item has a fixed
 * width, so the string of one leg is always 60 characters and each further leg adds 37.
 */

/** One flight of the barcode. */
export interface BcbpLeg {
  /** The operating carrier's booking code (up to 7 letters and digits). */
  readonly locator: string;
  /** IATA airport codes. */
  readonly from: string;
  readonly to: string;
  /** Two- or three-character airline designator (`VJ`). */
  readonly carrierCode: string;
  /** Up to four digits and an optional operational suffix letter (`123`, `123A`). */
  readonly flightNumber: string;
  /** ISO-8601 UTC instant of departure. */
  readonly departureUtc: string;
  /** The origin airport's IANA zone: the flight's date is the one on that airport's clock. */
  readonly originTimeZone: string;
  /** One letter (`Y`, `C`). */
  readonly compartment: string;
  /** `12C`: row number and seat letter. */
  readonly seatCode: string;
  /** The flight's check-in sequence number, 1 to 9999. */
  readonly sequenceNumber: number;
}

export interface BcbpInput {
  /** Family and given names; accents and anything but Latin letters and spaces are dropped. */
  readonly lastName: string;
  readonly firstName: string;
  /** One to four flights of the same passenger. */
  readonly legs: readonly BcbpLeg[];
}

/** The most legs one barcode carries (the number of legs is one digit, and gate readers stop at 4). */
export const BCBP_MAX_LEGS = 4;

const FORMAT_CODE = 'M';
const ELECTRONIC_TICKET = 'E';
/** Passenger status 1: checked in, boarding pass issued. */
const CHECKED_IN = '1';
/** No conditional items follow, so the variable-size field is empty. */
const NO_CONDITIONAL_ITEMS = '00';
const NAME_WIDTH = 20;

const FLIGHT_NUMBER = /^(\d{1,4})([A-Z]?)$/;
const SEAT = /^(\d{1,3})([A-Z])$/;
const LOCATOR = /^[A-Z0-9]{1,7}$/;
const CARRIER = /^[A-Z0-9]{2,3}$/;
const COMPARTMENT = /^[A-Z]$/;

/** `NGUYEN/VAN AN`, cut to 20 characters and padded with spaces. */
function nameField(lastName: string, firstName: string): string {
  const last = normalizeName(lastName);
  if (last === '') throw new TypeError(`The family name "${lastName}" has no Latin letter`);
  return `${last}/${normalizeName(firstName)}`.slice(0, NAME_WIDTH).padEnd(NAME_WIDTH, ' ');
}

/** `0123 `: four digits, then the suffix letter or a space. */
function flightNumberField(flightNumber: string): string {
  const match = FLIGHT_NUMBER.exec(flightNumber);
  if (!match) throw new TypeError(`Bad flight number "${flightNumber}"`);
  const [, digits = '', suffix = ''] = match;
  return `${digits.padStart(4, '0')}${suffix || ' '}`;
}

/** `012C`: three digits of row and the seat letter. */
function seatField(seatCode: string): string {
  const match = SEAT.exec(seatCode);
  if (!match) throw new TypeError(`Bad seat "${seatCode}"`);
  const [, row = '', letter = ''] = match;
  return `${row.padStart(3, '0')}${letter}`;
}

/** `0001 `: four digits and a space. */
function sequenceField(sequenceNumber: number): string {
  if (!Number.isInteger(sequenceNumber) || sequenceNumber < 1 || sequenceNumber > 9999) {
    throw new TypeError(`Bad check-in sequence number ${String(sequenceNumber)}`);
  }
  return `${String(sequenceNumber).padStart(4, '0')} `;
}

/**
 * `045`: the day of the year of departure on the origin airport's clock. A flight leaving Seoul at
 * 00:05 on 6 December is on day 340 there, though it is still 5 December in UTC.
 */
export function julianDate(departureUtc: string, originTimeZone: string): string {
  assertInstant(departureUtc, 'departureUtc');
  if (!isKnownTimeZone(originTimeZone)) throw new TypeError(`Unknown time zone "${originTimeZone}"`);
  const wall = wallClockAt(new Date(departureUtc), originTimeZone);
  const day = (Date.UTC(wall.year, wall.month - 1, wall.day) - Date.UTC(wall.year, 0, 0)) / 86_400_000;
  return String(day).padStart(3, '0');
}

function checked(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new TypeError(`Bad ${what} "${value}"`);
  return value;
}

/** The 37 characters of one leg, from the booking code to the (empty) variable-size field. */
function legField(leg: BcbpLeg): string {
  for (const code of [leg.from, leg.to]) {
    if (!isIataAirportCode(code)) throw new TypeError(`Bad airport code "${code}"`);
  }
  return [
    checked(leg.locator, LOCATOR, 'booking code').padEnd(7, ' '),
    leg.from,
    leg.to,
    checked(leg.carrierCode, CARRIER, 'carrier code').padEnd(3, ' '),
    flightNumberField(leg.flightNumber),
    julianDate(leg.departureUtc, leg.originTimeZone),
    checked(leg.compartment, COMPARTMENT, 'compartment code'),
    seatField(leg.seatCode),
    sequenceField(leg.sequenceNumber),
    CHECKED_IN,
    NO_CONDITIONAL_ITEMS,
  ].join('');
}

/**
 * The BCBP string of one passenger's flights: the mandatory items of Resolution 792, no
 * conditional or airline items. Nguyen Van An in seat 12C of VJ 121 SGN→HAN on 2 December:
 * `M1NGUYEN/VAN AN       EK7QX2M SGNHANVJ 0121 336Y012C0001 100`.
 *
 * @throws TypeError for what no barcode can carry: no leg or more than four, a seat not like
 *   `12C`, a flight number that is not digits, a bad code, instant or time zone.
 */
export function encodeBcbp(input: BcbpInput): string {
  const { legs } = input;
  if (legs.length < 1 || legs.length > BCBP_MAX_LEGS) {
    throw new TypeError(
      `A boarding pass barcode carries 1 to ${String(BCBP_MAX_LEGS)} legs, not ${String(legs.length)}`,
    );
  }
  return [
    FORMAT_CODE,
    String(legs.length),
    nameField(input.lastName, input.firstName),
    ELECTRONIC_TICKET,
    ...legs.map(legField),
  ].join('');
}

/** What of a boarding pass the barcode carries (a pass not yet given its `bcbp` has all of it). */
export type BcbpPassFacts = Pick<
  BoardingPassDocument,
  | 'passengerKey'
  | 'locator'
  | 'lastName'
  | 'firstName'
  | 'carrierCode'
  | 'flightNumber'
  | 'origin'
  | 'destination'
  | 'departureUtc'
  | 'compartment'
  | 'seatCode'
  | 'sequenceNumber'
>;

/**
 * The barcode's input for one passenger's boarding passes, flights in departure order: one pass
 * gives an `M1` barcode, a passenger's two connecting flights an `M2`.
 *
 * @throws TypeError when there is no pass or the passes are of different passengers.
 */
export function bcbpInputOf(passes: readonly BcbpPassFacts[]): BcbpInput {
  const [first] = passes;
  if (!first) throw new TypeError('A boarding pass barcode needs at least one pass');
  if (passes.some((pass) => pass.passengerKey !== first.passengerKey)) {
    throw new TypeError('One barcode carries the flights of one passenger');
  }
  const ordered = [...passes].sort((a, b) => Date.parse(a.departureUtc) - Date.parse(b.departureUtc));
  return {
    lastName: first.lastName,
    firstName: first.firstName,
    legs: ordered.map((pass) => ({
      locator: pass.locator,
      from: pass.origin.code,
      to: pass.destination.code,
      carrierCode: pass.carrierCode,
      flightNumber: pass.flightNumber,
      departureUtc: pass.departureUtc,
      originTimeZone: pass.origin.timeZone,
      compartment: pass.compartment,
      seatCode: pass.seatCode,
      sequenceNumber: pass.sequenceNumber,
    })),
  };
}
