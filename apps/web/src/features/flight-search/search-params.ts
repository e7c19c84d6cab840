import type { SearchFlightQuery } from '@skybook/contracts/flight-search';
import type { TripType } from '@skybook/domain/booking-enums';
import { AIRLINE_TIME_ZONE, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import { parseIataAirportCode } from '@skybook/domain/iata';
import { validatePassengerCounts, type PassengerCounts } from '@skybook/domain/passenger-counts';
import {
  correctPastSearchDates,
  parseSearchLeg,
  parseTripType,
  validateLegOrder,
  validateSearchDates,
  type SearchLeg,
} from '@skybook/domain/search-query';

/** Why a multi-stop query string cannot start: a malformed leg, too few or many, out of order. */
export const MULTI_STOP_PROBLEMS = [
  'legs',
  'legDate',
  'legSameAirport',
  'legCount',
  'legsOutOfOrder',
] as const;
export type MultiStopProblem = (typeof MULTI_STOP_PROBLEMS)[number];

/** Why a query-string search cannot start (requirements §5 query search validity). */
export type SearchParamsProblem =
  | 'airports'
  | 'sameAirport'
  | 'tripType'
  | 'departDate'
  | 'returnDate'
  | 'returnBeforeDeparture'
  | 'passengers'
  | 'currency';

/** Why a query string of any trip type, multi-stop included, cannot start. */
export type AnySearchProblem = SearchParamsProblem | MultiStopProblem;

export function isMultiStopProblem(problem: AnySearchProblem): problem is MultiStopProblem {
  return (MULTI_STOP_PROBLEMS as readonly string[]).includes(problem);
}

/** One flight of a search: from, to and the local departure date at `from`. */
export interface FlightSearchLeg {
  readonly from: string;
  readonly to: string;
  readonly date: IsoDate;
}

/**
 * A search the page can run: one way, round trip or multi-stop, with requirements §4's past-date
 * correction applied. A multi-stop search also fills the one-way fields from its legs (the first
 * leg's origin and date, the last leg's destination; no return date).
 */
export interface FlightSearch {
  readonly departAirport: string;
  readonly arrivalAirport: string;
  readonly tripType: TripType;
  readonly departDate: IsoDate;
  readonly returnDate: IsoDate | null;
  /** Multi-stop (stopover): its 2 to 5 legs in travel order; empty for one way and round trip. */
  readonly legs: readonly FlightSearchLeg[];
  readonly passengers: PassengerCounts;
  readonly currency: CurrencyCode | null;
  readonly promoCode: string | null;
  /** A date in the query string was in the past and was moved (requirements §4). */
  readonly corrected: boolean;
}

export type ParsedSearch<Problem extends AnySearchProblem = SearchParamsProblem> =
  { readonly ok: true; readonly search: FlightSearch } | { readonly ok: false; readonly problem: Problem };

/** What a search's query string is built from: a one-way or round-trip search needs no legs. */
export type SearchInput = Omit<FlightSearch, 'corrected' | 'legs'> & {
  readonly legs?: readonly FlightSearchLeg[];
};

let visitorZone: string | undefined;

/**
 * The visitor's time zone, asked once per page: asking builds a formatter (milliseconds on a
 * phone), and a page calls searchToday several times as it starts (its loader, the recent
 * searches, the form).
 */
function visitorTimeZone(): string {
  visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorZone;
}

/**
 * "Today" for correcting dates: the later of the visitor's date and Vietnam's, so a date the
 * home market already considers past is never sent (the server checks against the airport's day).
 */
export function searchToday(now: Date = new Date()): IsoDate {
  const local = toIsoDate(now, visitorTimeZone());
  const vietnam = toIsoDate(now, AIRLINE_TIME_ZONE);
  return local > vietnam ? local : vietnam;
}

/**
 * Reads the query string of /select-flight: a multi-stop search when `tripType=stopover` (or
 * `legs` come without a trip type), otherwise as {@link parseSearchParams}.
 */
export function parseAnySearchParams(
  params: URLSearchParams,
  today: IsoDate,
): ParsedSearch<AnySearchProblem> {
  const legValues = splitLegs(params.getAll('legs'));
  const rawTripType = params.get('tripType');
  const multiStop = rawTripType === null ? legValues.length > 0 : parseTripType(rawTripType) === 'stopover';
  return multiStop ? parseMultiStopParams(params, legValues, today) : parseSearchParams(params, today);
}

/**
 * Reads a requirements §2 query-string search (one way or round trip, requirements §5 allows no other) with the
 * domain's requirements §5 rules; past dates are moved to today / 7 days ahead (requirements §4) rather than
 * refused.
 */
export function parseSearchParams(params: URLSearchParams, today: IsoDate): ParsedSearch {
  const fail = (problem: SearchParamsProblem): ParsedSearch => ({ ok: false, problem });
  const from = parseIataAirportCode(params.get('departAirport') ?? '');
  const to = parseIataAirportCode(params.get('arrivalAirport') ?? '');
  if (!from.ok || !to.ok) return fail('airports');
  if (from.value === to.value) return fail('sameAirport');

  const rawReturn = params.get('returnDate') ?? undefined;
  const tripType = parseTripType(params.get('tripType') ?? (rawReturn ? 'roundTrip' : 'oneway'));
  if (tripType !== 'oneway' && tripType !== 'roundTrip') return fail('tripType');

  const rest = readPassengersAndCurrency(params);
  if (!rest.ok) return fail(rest.problem);

  // Validate against a day far in the past: the format and order rules apply, past dates are corrected below.
  const dates = validateSearchDates({
    tripType,
    departDate: params.get('departDate') ?? undefined,
    returnDate: rawReturn,
    today: '0001-01-01' as IsoDate,
  });
  if (!dates.ok) {
    if (dates.error === 'RETURN_BEFORE_DEPARTURE') return fail('returnBeforeDeparture');
    return fail(dates.error === 'MISSING_RETURN_DATE' ? 'returnDate' : 'departDate');
  }
  const fixed = correctPastSearchDates({ ...dates.value, today });
  const departDate = fixed.departDate;
  const returnDate = tripType === 'roundTrip' ? fixed.returnDate : null;
  const corrected =
    departDate !== dates.value.departDate || (returnDate !== null && returnDate !== dates.value.returnDate);

  const promo = params.get('promoCode')?.trim() ?? '';
  return {
    ok: true,
    search: {
      departAirport: from.value,
      arrivalAirport: to.value,
      tripType,
      departDate,
      returnDate,
      legs: [],
      passengers: rest.passengers,
      currency: rest.currency,
      promoCode: promo === '' ? null : promo,
      corrected,
    },
  };
}

/** Repeated `legs` values, each possibly a comma-separated list (as the server reads them). */
function splitLegs(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',')).filter((value) => value.trim() !== '');
}

const LEG_PROBLEMS = {
  INVALID_LEG: 'legs',
  SAME_AIRPORT: 'legSameAirport',
  INVALID_DATE_FORMAT: 'legDate',
} as const satisfies Record<string, MultiStopProblem>;

/**
 * A multi-stop search (`tripType=stopover&legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04…`): the
 * domain's leg format and order rules (2 to 5 legs, dates never going back). A leg dated in the
 * past moves to today (requirements §4, as a past departure does); legs already in order stay in order,
 * since only a leading run of them can be in the past.
 */
function parseMultiStopParams(
  params: URLSearchParams,
  values: readonly string[],
  today: IsoDate,
): ParsedSearch<AnySearchProblem> {
  const fail = (problem: AnySearchProblem): ParsedSearch<AnySearchProblem> => ({ ok: false, problem });
  const legs: SearchLeg[] = [];
  for (const value of values) {
    const leg = parseSearchLeg(value);
    if (!leg.ok) return fail(LEG_PROBLEMS[leg.error]);
    legs.push(leg.value);
  }
  const order = validateLegOrder(legs);
  if (!order.ok) return fail(order.error === 'LEG_COUNT' ? 'legCount' : 'legsOutOfOrder');
  const rest = readPassengersAndCurrency(params);
  if (!rest.ok) return fail(rest.problem);
  const corrected = legs.some((leg) => leg.date < today);
  const promo = params.get('promoCode')?.trim() ?? '';
  return {
    ok: true,
    search: multiStopSearch(
      {
        legs: legs.map((leg) => ({ ...leg, date: leg.date < today ? today : leg.date })),
        passengers: rest.passengers,
        currency: rest.currency,
        promoCode: promo === '' ? null : promo,
      },
      corrected,
    ),
  };
}

function readPassengersAndCurrency(
  params: URLSearchParams,
):
  | { ok: true; passengers: PassengerCounts; currency: CurrencyCode | null }
  | { ok: false; problem: SearchParamsProblem } {
  const counts = validatePassengerCounts({
    adults: params.get('adultCount') ?? undefined,
    children: params.get('childCount') ?? undefined,
    infants: params.get('infantCount') ?? undefined,
  });
  if (!counts.ok) return { ok: false, problem: 'passengers' };
  const rawCurrency = params.get('currency');
  const currency = rawCurrency ? toCurrencyCode(rawCurrency) : undefined;
  if (rawCurrency && !currency) return { ok: false, problem: 'currency' };
  return { ok: true, passengers: counts.value, currency: currency ?? null };
}

/**
 * A multi-stop search from its legs (at least one), with the one-way fields filled from them:
 * the first leg's origin and date, the last leg's destination.
 */
export function multiStopSearch(
  input: {
    readonly legs: readonly FlightSearchLeg[];
    readonly passengers: PassengerCounts;
    readonly currency: CurrencyCode | null;
    readonly promoCode: string | null;
  },
  corrected = false,
): FlightSearch {
  const [first] = input.legs;
  const last = input.legs.at(-1);
  if (!first || !last) throw new Error('A multi-stop search needs legs');
  return {
    departAirport: first.from,
    arrivalAirport: last.to,
    tripType: 'stopover',
    departDate: first.date,
    returnDate: null,
    legs: input.legs,
    passengers: input.passengers,
    currency: input.currency,
    promoCode: input.promoCode,
    corrected,
  };
}

/** A leg as the query string writes it: `SGN-HAN-2026-12-01`. */
export function formatSearchLeg(leg: FlightSearchLeg): string {
  return `${leg.from}-${leg.to}-${leg.date}`;
}

/**
 * The flights a search asks for, in the order the answer's legs come: the departure (and the
 * return of a round trip), or every leg of a multi-stop search.
 */
export function searchLegsOf(search: SearchInput): FlightSearchLeg[] {
  if (search.tripType === 'stopover') return [...(search.legs ?? [])];
  const outbound = { from: search.departAirport, to: search.arrivalAirport, date: search.departDate };
  if (search.tripType !== 'roundTrip' || search.returnDate === null) return [outbound];
  return [outbound, { from: search.arrivalAirport, to: search.departAirport, date: search.returnDate }];
}

/**
 * The same search with leg `index` (as {@link searchLegsOf} counts) moved to `day`, or null when
 * that day cannot be searched: before today, or out of order with the other legs (a return
 * before the departure, a multi-stop leg before the one it follows or after the next).
 */
export function withLegDate(
  search: FlightSearch,
  index: number,
  day: IsoDate,
  today: IsoDate,
): FlightSearch | null {
  if (day < today) return null;
  if (search.tripType === 'stopover') {
    const previous = search.legs[index - 1];
    const next = search.legs[index + 1];
    const leg = search.legs[index];
    if (!leg || (previous && day < previous.date) || (next && day > next.date)) return null;
    const legs = search.legs.map((item, position) => (position === index ? { ...item, date: day } : item));
    return multiStopSearch({ ...search, legs }, false);
  }
  if (index === 0) {
    if (search.returnDate !== null && day > search.returnDate) return null;
    return { ...search, departDate: day, corrected: false };
  }
  if (index !== 1 || search.returnDate === null || day < search.departDate) return null;
  return { ...search, returnDate: day, corrected: false };
}

/** The search-flight request for a search. */
export function toSearchFlightQuery(search: FlightSearch): SearchFlightQuery {
  if (search.tripType === 'stopover') {
    return {
      tripType: search.tripType,
      legs: search.legs.map(formatSearchLeg),
      adultCount: String(search.passengers.adults),
      childCount: String(search.passengers.children),
      infantCount: String(search.passengers.infants),
      ...(search.currency ? { currency: search.currency } : {}),
      ...(search.promoCode ? { promoCode: search.promoCode } : {}),
    };
  }
  return {
    departAirport: search.departAirport,
    arrivalAirport: search.arrivalAirport,
    departDate: search.departDate,
    ...(search.returnDate ? { returnDate: search.returnDate } : {}),
    tripType: search.tripType,
    adultCount: String(search.passengers.adults),
    childCount: String(search.passengers.children),
    infantCount: String(search.passengers.infants),
    ...(search.currency ? { currency: search.currency } : {}),
    ...(search.promoCode ? { promoCode: search.promoCode } : {}),
  };
}

/**
 * The requirements §2 query string of a search, as the form sends it to /select-flight; a multi-stop
 * search is `tripType=stopover&legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04&adultCount=…`.
 */
export function toSearchParams(search: SearchInput): URLSearchParams {
  if (search.tripType === 'stopover') {
    const params = new URLSearchParams({ tripType: 'stopover' });
    for (const leg of search.legs ?? []) params.append('legs', formatSearchLeg(leg));
    appendPassengersAndExtras(params, search);
    return params;
  }
  const params = new URLSearchParams({
    departAirport: search.departAirport,
    arrivalAirport: search.arrivalAirport,
    departDate: search.departDate,
  });
  if (search.returnDate && search.tripType === 'roundTrip') params.set('returnDate', search.returnDate);
  params.set('tripType', search.tripType);
  appendPassengersAndExtras(params, search);
  return params;
}

function appendPassengersAndExtras(params: URLSearchParams, search: SearchInput): void {
  params.set('adultCount', String(search.passengers.adults));
  params.set('childCount', String(search.passengers.children));
  params.set('infantCount', String(search.passengers.infants));
  if (search.currency) params.set('currency', search.currency);
  if (search.promoCode) params.set('promoCode', search.promoCode);
}
