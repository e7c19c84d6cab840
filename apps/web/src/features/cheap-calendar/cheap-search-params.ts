import type { LowFareQuery } from '@skybook/contracts/flight-search';
import { addDaysToIsoDate, isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import { parseIataAirportCode } from '@skybook/domain/iata';
import { validatePassengerCounts, type PassengerCounts } from '@skybook/domain/passenger-counts';
import { parseTripType } from '@skybook/domain/search-query';

/**
 * How far ahead fares are sold: today and the next 364 days (the seeded schedule is a year).
 * The calendars never page past the month of the last day.
 */
export const SALE_HORIZON_DAYS = 365;

/** Why the cheapest-fare page cannot start from its query string. */
export type CheapSearchProblem =
  'airports' | 'sameAirport' | 'tripType' | 'month' | 'passengers' | 'currency' | 'promoCode';

/** A month written `YYYY-MM`. */
export type IsoMonth = string;

/** The route and travellers of a cheapest-fare search, and the month its calendars open on. */
export interface CheapSearch {
  readonly departAirport: string;
  readonly arrivalAirport: string;
  readonly tripType: 'oneway' | 'roundTrip';
  readonly month: IsoMonth;
  readonly passengers: PassengerCounts;
  readonly currency: CurrencyCode | null;
  readonly promoCode: string | null;
  /** The month asked for was outside the sale window and was moved into it. */
  readonly corrected: boolean;
}

export type ParsedCheapSearch =
  | { readonly ok: true; readonly search: CheapSearch }
  | { readonly ok: false; readonly problem: CheapSearchProblem };

const MONTH = /^\d{4}-\d{2}$/;
const PROMO_CODE = /^[A-Za-z0-9]{4,16}$/;

/** The month of a date: `2026-12-05` → `2026-12`. */
export function monthOf(date: string): IsoMonth {
  return date.slice(0, 7);
}

/** The first day of a month; undefined when `month` is not a real `YYYY-MM` month. */
export function firstDayOfMonth(month: string): IsoDate | undefined {
  const first = `${month}-01`;
  return MONTH.test(month) && isIsoDate(first) ? first : undefined;
}

/** The last day on sale, counting today as the first of {@link SALE_HORIZON_DAYS}. */
export function lastSaleDay(today: IsoDate): IsoDate {
  return addDaysToIsoDate(today, SALE_HORIZON_DAYS - 1);
}

/**
 * Reads `/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=roundTrip&month=2026-12
 * &adultCount=..&childCount=..&infantCount=..[&currency=..][&promoCode=..]` with the same requirements §5
 * rules as a dated search. The month is optional (the current one); a month already past, or past
 * the sale window, is moved to the nearest month on sale, as requirements §4 corrects past dates.
 */
export function parseCheapSearchParams(params: URLSearchParams, today: IsoDate): ParsedCheapSearch {
  const fail = (problem: CheapSearchProblem): ParsedCheapSearch => ({ ok: false, problem });
  const from = parseIataAirportCode(params.get('departAirport') ?? '');
  const to = parseIataAirportCode(params.get('arrivalAirport') ?? '');
  if (!from.ok || !to.ok) return fail('airports');
  if (from.value === to.value) return fail('sameAirport');

  // requirements §3: a booking draft is a round trip unless told otherwise.
  const rawTripType = params.get('tripType') ?? '';
  const tripType = parseTripType(rawTripType === '' ? 'roundTrip' : rawTripType);
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

  const promo = params.get('promoCode')?.trim() ?? '';
  if (promo !== '' && !PROMO_CODE.test(promo)) return fail('promoCode');

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastSaleDay(today));
  const rawMonth = params.get('month') ?? '';
  if (rawMonth !== '' && !firstDayOfMonth(rawMonth)) return fail('month');
  let month = rawMonth === '' ? firstMonth : rawMonth;
  if (month < firstMonth) month = firstMonth;
  if (month > lastMonth) month = lastMonth;

  return {
    ok: true,
    search: {
      departAirport: from.value,
      arrivalAirport: to.value,
      tripType,
      month,
      passengers: counts.value,
      currency: currency ?? null,
      promoCode: promo === '' ? null : promo.toUpperCase(),
      corrected: rawMonth !== '' && month !== rawMonth,
    },
  };
}

/** The query string of a cheapest-fare search, in the order the page reads it. */
export function toCheapSearchParams(search: Omit<CheapSearch, 'corrected'>): URLSearchParams {
  const params = new URLSearchParams({
    departAirport: search.departAirport,
    arrivalAirport: search.arrivalAirport,
    tripType: search.tripType,
    month: search.month,
    adultCount: String(search.passengers.adults),
    childCount: String(search.passengers.children),
    infantCount: String(search.passengers.infants),
  });
  if (search.currency) params.set('currency', search.currency);
  if (search.promoCode) params.set('promoCode', search.promoCode);
  return params;
}

/** One direction of a search, for the low-fare calendar of `month`. */
export function toLowFareQuery(
  search: CheapSearch,
  direction: 'departure' | 'return',
  month: IsoMonth,
): LowFareQuery {
  const outbound = direction === 'departure';
  return {
    departAirport: outbound ? search.departAirport : search.arrivalAirport,
    arrivalAirport: outbound ? search.arrivalAirport : search.departAirport,
    month,
    adultCount: String(search.passengers.adults),
    childCount: String(search.passengers.children),
    infantCount: String(search.passengers.infants),
    ...(search.currency ? { currency: search.currency } : {}),
  };
}
