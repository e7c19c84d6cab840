import type { SearchFlightQuery } from '@skybook/contracts/flight-search';
import { toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import { parseIataAirportCode } from '@skybook/domain/iata';
import { validatePassengerCounts, type PassengerCounts } from '@skybook/domain/passenger-counts';
import { correctPastSearchDates, parseTripType, validateSearchDates } from '@skybook/domain/search-query';

/** Why a query-string search cannot start (SPEC §5 query search validity). */
export type SearchParamsProblem =
  | 'airports'
  | 'sameAirport'
  | 'tripType'
  | 'departDate'
  | 'returnDate'
  | 'returnBeforeDeparture'
  | 'passengers'
  | 'currency';

/** A search the page can run: one way or round trip, with SPEC §4's past-date correction applied. */
export interface FlightSearch {
  readonly departAirport: string;
  readonly arrivalAirport: string;
  readonly tripType: 'oneway' | 'roundTrip';
  readonly departDate: IsoDate;
  readonly returnDate: IsoDate | null;
  readonly passengers: PassengerCounts;
  readonly currency: CurrencyCode | null;
  readonly promoCode: string | null;
  /** A date in the query string was in the past and was moved (SPEC §4). */
  readonly corrected: boolean;
}

export type ParsedSearch =
  | { readonly ok: true; readonly search: FlightSearch }
  | { readonly ok: false; readonly problem: SearchParamsProblem };

/**
 * "Today" for correcting dates: the later of the visitor's date and Vietnam's, so a date the
 * home market already considers past is never sent (the server checks against the airport's day).
 */
export function searchToday(now: Date = new Date()): IsoDate {
  const local = toIsoDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const vietnam = toIsoDate(now, 'Asia/Ho_Chi_Minh');
  return local > vietnam ? local : vietnam;
}

/**
 * Reads a SPEC §2 query-string search with the domain's SPEC §5 rules; past dates are moved to
 * today / 7 days ahead (SPEC §4) rather than refused.
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

  const counts = validatePassengerCounts({
    adults: params.get('adultCount') ?? undefined,
    children: params.get('childCount') ?? undefined,
    infants: params.get('infantCount') ?? undefined,
  });
  if (!counts.ok) return fail('passengers');

  const rawCurrency = params.get('currency');
  const currency = rawCurrency ? toCurrencyCode(rawCurrency) : undefined;
  if (rawCurrency && !currency) return fail('currency');

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
      passengers: counts.value,
      currency: currency ?? null,
      promoCode: promo === '' ? null : promo,
      corrected,
    },
  };
}

/** The search-flight request for a search. */
export function toSearchFlightQuery(search: FlightSearch): SearchFlightQuery {
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

/** The SPEC §2 query string of a search, as the form sends it to /select-flight. */
export function toSearchParams(search: Omit<FlightSearch, 'corrected'>): URLSearchParams {
  const params = new URLSearchParams({
    departAirport: search.departAirport,
    arrivalAirport: search.arrivalAirport,
    departDate: search.departDate,
  });
  if (search.returnDate && search.tripType === 'roundTrip') params.set('returnDate', search.returnDate);
  params.set('tripType', search.tripType);
  params.set('adultCount', String(search.passengers.adults));
  params.set('childCount', String(search.passengers.children));
  params.set('infantCount', String(search.passengers.infants));
  if (search.currency) params.set('currency', search.currency);
  if (search.promoCode) params.set('promoCode', search.promoCode);
  return params;
}
