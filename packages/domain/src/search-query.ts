import { DEFAULT_RETURN_DAYS_AHEAD } from './booking-constants';
import { TRIP_TYPES, type TripType } from './booking-enums';
import { addDaysToIsoDate, isIsoDate, type IsoDate } from './clock';
import { parseIataAirportCode, type IataAirportCode } from './iata';
import { err, ok, type Result } from './result';

/** Legs a multi-stop (stopover) search may have. */
export const MULTI_STOP_LEGS = { min: 2, max: 5 } as const;

/** Why the dates of a search were refused (requirements §5 query search validity). */
export type SearchDateError =
  | 'MISSING_DEPARTURE_DATE'
  | 'INVALID_DATE_FORMAT'
  | 'DEPARTURE_IN_PAST'
  | 'MISSING_RETURN_DATE'
  | 'RETURN_BEFORE_DEPARTURE';

/**
 * The trip type of a query string: `oneway`, `roundTrip` or `stopover`, in any letter case
 * (requirements §5 writes `roundtrip`); undefined for anything else.
 */
export function parseTripType(value: string | undefined): TripType | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  return TRIP_TYPES.find((type) => type.toLowerCase() === lower);
}

/**
 * requirements §5: a departure date must exist; dates are `YYYY-MM-DD` (other strings are not converted);
 * a round trip needs a return date, not earlier than departure. Server side, a departure before
 * `today` (the date at the departure airport) is refused too — correcting it is the client's job
 * ({@link correctPastSearchDates}). A return date on a one-way search is ignored.
 */
export function validateSearchDates(input: {
  tripType: TripType;
  departDate: string | undefined;
  returnDate: string | undefined;
  today: IsoDate;
}): Result<{ departDate: IsoDate; returnDate: IsoDate | undefined }, SearchDateError> {
  const { departDate, returnDate, today } = input;
  if (departDate === undefined || departDate === '') return err('MISSING_DEPARTURE_DATE');
  if (!isIsoDate(departDate)) return err('INVALID_DATE_FORMAT');
  if (departDate < today) return err('DEPARTURE_IN_PAST');
  if (input.tripType !== 'roundTrip') return ok({ departDate, returnDate: undefined });
  if (returnDate === undefined || returnDate === '') return err('MISSING_RETURN_DATE');
  if (!isIsoDate(returnDate)) return err('INVALID_DATE_FORMAT');
  if (returnDate < departDate) return err('RETURN_BEFORE_DEPARTURE');
  return ok({ departDate, returnDate });
}

/** One leg of a search: from, to, the local departure date at `from`. */
export interface SearchLeg {
  readonly from: IataAirportCode;
  readonly to: IataAirportCode;
  readonly date: IsoDate;
}

export type SearchLegError = 'INVALID_LEG' | 'SAME_AIRPORT' | 'INVALID_DATE_FORMAT';

const LEG = /^([A-Za-z]{3})-([A-Za-z]{3})-(.+)$/;

/**
 * Reads a multi-stop leg written `FROM-TO-YYYY-MM-DD`, e.g. `SGN-HAN-2026-12-01` (airport codes
 * in any case).
 */
export function parseSearchLeg(value: string): Result<SearchLeg, SearchLegError> {
  const match = LEG.exec(value.trim());
  if (!match) return err('INVALID_LEG');
  const from = parseIataAirportCode(match[1] ?? '');
  const to = parseIataAirportCode(match[2] ?? '');
  const date = match[3] ?? '';
  if (!from.ok || !to.ok) return err('INVALID_LEG');
  if (from.value === to.value) return err('SAME_AIRPORT');
  if (!isIsoDate(date)) return err('INVALID_DATE_FORMAT');
  return ok({ from: from.value, to: to.value, date });
}

/**
 * A multi-stop itinerary's legs must be 2 to 5 and in date order (two legs may share a day);
 * each leg's date is checked against today by the caller, which knows each airport's zone.
 */
export function validateLegOrder(
  legs: readonly SearchLeg[],
): Result<true, 'LEG_COUNT' | 'LEGS_OUT_OF_ORDER'> {
  if (legs.length < MULTI_STOP_LEGS.min || legs.length > MULTI_STOP_LEGS.max) return err('LEG_COUNT');
  for (let index = 1; index < legs.length; index++) {
    const previous = legs[index - 1];
    const current = legs[index];
    if (previous && current && current.date < previous.date) return err('LEGS_OUT_OF_ORDER');
  }
  return ok(true);
}

/**
 * requirements §4: an invalid dated search from the query string is corrected, not refused: a past
 * departure becomes today; a past (or missing) return becomes {@link DEFAULT_RETURN_DAYS_AHEAD}
 * days ahead of today. A return that ends up before the departure moves to the departure day.
 */
export function correctPastSearchDates(input: {
  departDate: IsoDate;
  returnDate: IsoDate | undefined;
  today: IsoDate;
}): { departDate: IsoDate; returnDate: IsoDate } {
  const departDate = input.departDate < input.today ? input.today : input.departDate;
  let returnDate =
    input.returnDate === undefined || input.returnDate < input.today
      ? addDaysToIsoDate(input.today, DEFAULT_RETURN_DAYS_AHEAD)
      : input.returnDate;
  if (returnDate < departDate) returnDate = departDate;
  return { departDate, returnDate };
}
