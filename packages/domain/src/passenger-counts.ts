import { ADULTS, CHILDREN, INFANTS, MAX_SEATED_PASSENGERS } from './booking-constants';
import { err, ok, type Result } from './result';

/** How many travellers of each type a search or booking is for. */
export interface PassengerCounts {
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

/** Why a set of counts was refused; each maps to requirements §8's INVALID_PASSENGER_NUMBER. */
export type PassengerCountError =
  | 'NOT_A_NUMBER'
  | 'TOO_FEW_ADULTS'
  | 'TOO_MANY_ADULTS'
  | 'TOO_MANY_CHILDREN'
  | 'TOO_MANY_SEATED'
  | 'TOO_MANY_INFANTS'
  | 'NEGATIVE';

const DIGITS = /^\d{1,3}$/;

/**
 * Reads one count as a query string gives it: digits only (`'2'`), or a whole number. Empty or
 * missing takes `fallback`; anything else (`'2.5'`, `'two'`, `'-1'`, `' 2'`) is not a number.
 */
export function parseCount(value: string | number | undefined, fallback: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  return DIGITS.test(value) ? Number(value) : undefined;
}

/**
 * requirements §5 passengers: adults 1–9; children at most 8; adults plus children (the seated
 * passengers) at most 9; infants, who fly on an adult's lap, no more than adults; non-numeric
 * counts invalid. Missing counts take requirements §2's defaults (1 adult, no children, no infants).
 */
export function validatePassengerCounts(input: {
  adults?: string | number | undefined;
  children?: string | number | undefined;
  infants?: string | number | undefined;
}): Result<PassengerCounts, PassengerCountError> {
  const adults = parseCount(input.adults, ADULTS.default);
  const children = parseCount(input.children, CHILDREN.default);
  const infants = parseCount(input.infants, INFANTS.default);
  if (adults === undefined || children === undefined || infants === undefined) return err('NOT_A_NUMBER');
  if (adults < 0 || children < 0 || infants < 0) return err('NEGATIVE');
  if (adults < ADULTS.min) return err('TOO_FEW_ADULTS');
  if (adults > ADULTS.max) return err('TOO_MANY_ADULTS');
  if (children > CHILDREN.max) return err('TOO_MANY_CHILDREN');
  if (adults + children > MAX_SEATED_PASSENGERS) return err('TOO_MANY_SEATED');
  if (infants > adults) return err('TOO_MANY_INFANTS');
  return ok({ adults, children, infants });
}

/** Passengers who take a seat: adults and children (infants sit on a lap). */
export function seatedPassengers(counts: PassengerCounts): number {
  return counts.adults + counts.children;
}
