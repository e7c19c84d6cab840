import type { Brand } from './brand';
import { err, ok, type Result } from './result';

/** An IATA airport (location) code: exactly three upper-case letters, e.g. `SGN`, `HAN`. */
export type IataAirportCode = Brand<string, 'IataAirportCode'>;

/**
 * An IATA airline designator: two characters, upper-case letters or digits, at least one a
 * letter (`VJ`, `VZ`, `U2`, `9W`).
 */
export type IataCarrierCode = Brand<string, 'IataCarrierCode'>;

/** The airline's own carrier codes (requirements §3). */
export const CARRIER_CODES = ['VZ', 'VJ'] as const;

export type CarrierCode = (typeof CARRIER_CODES)[number];

/**
 * A Flight's city-pair identifier (requirements §3): departure and arrival airport codes joined by a
 * hyphen, `FROM-TO`, e.g. `SGN-HAN`. The two airports differ.
 */
export type CityPairId = Brand<string, 'CityPairId'>;

/** Why a code or city pair was refused. */
export type IataParseError =
  'INVALID_AIRPORT_CODE' | 'INVALID_CARRIER_CODE' | 'INVALID_CITY_PAIR' | 'SAME_AIRPORT';

const AIRPORT_CODE = /^[A-Z]{3}$/;
const CARRIER_CODE = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z])$/;
const CITY_PAIR = /^([A-Z]{3})-([A-Z]{3})$/;

/** True when `value` is already an airport code in canonical form (three upper-case letters). */
export function isIataAirportCode(value: string): value is IataAirportCode {
  return AIRPORT_CODE.test(value);
}

/**
 * Reads an airport code as a person or a query string gives it: surrounding spaces are dropped
 * and letters upper-cased (`' sgn'` → `SGN`). Anything but three letters is refused.
 */
export function parseIataAirportCode(value: string): Result<IataAirportCode, 'INVALID_AIRPORT_CODE'> {
  const code = value.trim().toUpperCase();
  return isIataAirportCode(code) ? ok(code) : err('INVALID_AIRPORT_CODE');
}

/** True when `value` is an airline designator in canonical form (see {@link IataCarrierCode}). */
export function isIataCarrierCode(value: string): value is IataCarrierCode {
  return CARRIER_CODE.test(value);
}

/** Reads an airline designator, dropping surrounding spaces and upper-casing letters. */
export function parseIataCarrierCode(value: string): Result<IataCarrierCode, 'INVALID_CARRIER_CODE'> {
  const code = value.trim().toUpperCase();
  return isIataCarrierCode(code) ? ok(code) : err('INVALID_CARRIER_CODE');
}

const OWN_CARRIERS: ReadonlySet<string> = new Set(CARRIER_CODES);

/** True when `value` is one of the airline's own carrier codes (`VZ`, `VJ`), exactly. */
export function isCarrierCode(value: string): value is CarrierCode {
  return OWN_CARRIERS.has(value);
}

function isCityPairId(value: string): value is CityPairId {
  const match = CITY_PAIR.exec(value);
  return match !== null && match[1] !== match[2];
}

/**
 * The city-pair identifier of a route: `cityPairId('SGN', 'HAN')` is `SGN-HAN`.
 *
 * @throws RangeError when both airports are the same (a caller bug: no route goes nowhere).
 */
export function cityPairId(from: IataAirportCode, to: IataAirportCode): CityPairId {
  const id = `${from}-${to}`;
  if (!isCityPairId(id)) throw new RangeError(`A city pair needs two different airports, got ${id}`);
  return id;
}

/**
 * Reads a `FROM-TO` identifier (letters in any case, surrounding spaces dropped) into its
 * canonical form and its two airports.
 */
export function parseCityPairId(
  value: string,
): Result<
  { id: CityPairId; from: IataAirportCode; to: IataAirportCode },
  'INVALID_CITY_PAIR' | 'SAME_AIRPORT'
> {
  const [fromText, toText, ...rest] = value.trim().toUpperCase().split('-');
  if (fromText === undefined || toText === undefined || rest.length > 0) return err('INVALID_CITY_PAIR');
  if (!isIataAirportCode(fromText) || !isIataAirportCode(toText)) return err('INVALID_CITY_PAIR');
  if (fromText === toText) return err('SAME_AIRPORT');
  return ok({ id: cityPairId(fromText, toText), from: fromText, to: toText });
}
