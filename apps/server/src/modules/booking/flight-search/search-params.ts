import type { LowFareQuery, SearchFlightQuery } from '@skybook/contracts/flight-search';
import { LOW_FARE_MAX_DAYS } from '@skybook/contracts/flight-search';
import type { TripType } from '@skybook/domain/booking-enums';
import { addDaysToIsoDate, daysBetween, isIsoDate, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import { parseIataAirportCode } from '@skybook/domain/iata';
import { validatePassengerCounts, type PassengerCounts } from '@skybook/domain/passenger-counts';
import { parsePromoCode } from '@skybook/domain/promo-rules';
import {
  parseSearchLeg,
  parseTripType,
  validateLegOrder,
  validateSearchDates,
} from '@skybook/domain/search-query';
import type { ErrorCode } from '@skybook/contracts/errors';
import { type AppError, appError } from '../../../plugins/app-error';
import type { BookingReference } from '../booking-reference';

/** One leg to search: validated airports that exist and differ, and a date not in the past there. */
export interface LegRequest {
  from: string;
  to: string;
  date: IsoDate;
  direction: 'departure' | 'return' | 'leg';
}

export interface SearchRequest {
  tripType: TripType;
  legs: LegRequest[];
  passengers: PassengerCounts;
  currency: CurrencyCode;
  promoCode: string | null;
}

function invalid(code: ErrorCode, field: string, reason: string): AppError {
  return appError(code, { details: { field, reason } });
}

const todayCache = new Map<string, { minute: number; date: IsoDate }>();

/**
 * Today's date in a time zone. Memoised per minute: every zone's offset is a whole number of
 * minutes, so local midnight always falls on a minute boundary and the memo is exact.
 */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = todayCache.get(timeZone);
  if (cached?.minute === minute) return cached.date;
  const date = toIsoDate(now, timeZone);
  todayCache.set(timeZone, { minute, date });
  return date;
}

function readAirport(reference: BookingReference, value: string | undefined, field: string): string {
  if (value === undefined || value === '') throw invalid('INVALID_AIRPORT', field, 'MISSING');
  const code = parseIataAirportCode(value);
  if (!code.ok) throw invalid('INVALID_AIRPORT', field, code.error);
  if (!reference.airports.has(code.value)) throw invalid('INVALID_AIRPORT', field, 'UNKNOWN_AIRPORT');
  return code.value;
}

function readAirportPair(
  reference: BookingReference,
  from: string | undefined,
  to: string | undefined,
): [string, string] {
  const origin = readAirport(reference, from, 'departAirport');
  const destination = readAirport(reference, to, 'arrivalAirport');
  if (origin === destination) throw invalid('INVALID_AIRPORT', 'arrivalAirport', 'SAME_AIRPORT');
  return [origin, destination];
}

export function readPassengers(query: {
  adultCount?: string | undefined;
  childCount?: string | undefined;
  infantCount?: string | undefined;
}): PassengerCounts {
  const counts = validatePassengerCounts({
    adults: query.adultCount,
    children: query.childCount,
    infants: query.infantCount,
  });
  if (!counts.ok) throw invalid('INVALID_PASSENGER_NUMBER', 'adultCount', counts.error);
  return counts.value;
}

export function readCurrency(value: string | undefined): CurrencyCode {
  if (value === undefined || value === '') return 'VND';
  const currency = toCurrencyCode(value);
  if (!currency) throw invalid('INVALID_CURRENCY', 'currency', 'UNSUPPORTED');
  return currency;
}

function splitLegs(value: string | string[] | undefined): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values.flatMap((item) => item.split(',')).filter((item) => item.trim() !== '');
}

/** Reads and validates a search-flight query (requirements §5); throws a 400 AppError naming the field. */
export function readSearchRequest(
  query: SearchFlightQuery,
  reference: BookingReference,
  now: Date,
): SearchRequest {
  const legValues = splitLegs(query.legs);
  const tripType =
    query.tripType === undefined || query.tripType === ''
      ? legValues.length > 0
        ? 'stopover'
        : query.returnDate
          ? 'roundTrip'
          : 'oneway'
      : parseTripType(query.tripType);
  if (!tripType) throw invalid('INVALID_TRIP_TYPE', 'tripType', 'UNKNOWN_TRIP_TYPE');
  const passengers = readPassengers(query);
  const currency = readCurrency(query.currency);
  let promoCode: string | null = null;
  if (query.promoCode !== undefined && query.promoCode.trim() !== '') {
    const parsed = parsePromoCode(query.promoCode);
    if (!parsed.ok) throw invalid('INVALID_PROMO_CODE', 'promoCode', parsed.error);
    promoCode = parsed.value;
  }
  return {
    tripType,
    legs: readLegs(tripType, query, legValues, reference, now),
    passengers,
    currency,
    promoCode,
  };
}

function readLegs(
  tripType: TripType,
  query: SearchFlightQuery,
  legValues: string[],
  reference: BookingReference,
  now: Date,
): LegRequest[] {
  if (tripType === 'stopover') {
    const legs = legValues.map((value) => {
      const leg = parseSearchLeg(value);
      if (!leg.ok) {
        throw leg.error === 'INVALID_DATE_FORMAT'
          ? invalid('INVALID_DATE', 'legs', leg.error)
          : invalid('INVALID_AIRPORT', 'legs', leg.error);
      }
      return leg.value;
    });
    const order = validateLegOrder(legs);
    if (!order.ok) {
      throw order.error === 'LEG_COUNT'
        ? invalid('INVALID_TRIP_TYPE', 'legs', order.error)
        : invalid('INVALID_DATE', 'legs', order.error);
    }
    return legs.map((leg) => {
      const [from, to] = readAirportPair(reference, leg.from, leg.to);
      const today = todayIn(reference.airports.get(from)?.timeZone ?? 'UTC', now);
      if (leg.date < today) throw invalid('INVALID_DATE', 'legs', 'DEPARTURE_IN_PAST');
      return { from, to, date: leg.date, direction: 'leg' as const };
    });
  }
  const [from, to] = readAirportPair(reference, query.departAirport, query.arrivalAirport);
  const today = todayIn(reference.airports.get(from)?.timeZone ?? 'UTC', now);
  const dates = validateSearchDates({
    tripType,
    departDate: query.departDate,
    returnDate: query.returnDate,
    today,
  });
  if (!dates.ok) {
    const field =
      dates.error === 'MISSING_RETURN_DATE' || dates.error === 'RETURN_BEFORE_DEPARTURE'
        ? 'returnDate'
        : 'departDate';
    throw invalid('INVALID_DATE', field, dates.error);
  }
  const outbound: LegRequest = {
    from,
    to,
    date: dates.value.departDate,
    direction: tripType === 'roundTrip' ? 'departure' : 'leg',
  };
  if (tripType !== 'roundTrip' || !dates.value.returnDate) return [outbound];
  return [outbound, { from: to, to: from, date: dates.value.returnDate, direction: 'return' }];
}

export interface LowFareRequest {
  from: string;
  to: string;
  firstDay: IsoDate;
  lastDay: IsoDate;
  passengers: PassengerCounts;
  currency: CurrencyCode;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** Reads a low-fare query: a month (`2026-12`) or from/to (at most 62 days); past days are skipped. */
export function readLowFareRequest(
  query: LowFareQuery,
  reference: BookingReference,
  now: Date,
): LowFareRequest {
  const [from, to] = readAirportPair(reference, query.departAirport, query.arrivalAirport);
  const passengers = readPassengers(query);
  const currency = readCurrency(query.currency);
  let firstDay: IsoDate;
  let lastDay: IsoDate;
  if (query.month !== undefined && query.month !== '') {
    const match = MONTH.exec(query.month);
    const first = `${query.month}-01`;
    if (!match || !isIsoDate(first)) throw invalid('INVALID_DATE', 'month', 'INVALID_MONTH');
    firstDay = first;
    const nextMonth = addDaysToIsoDate(first, 31);
    lastDay = addDaysToIsoDate(`${nextMonth.slice(0, 7)}-01` as IsoDate, -1);
  } else {
    if (query.from === undefined || !isIsoDate(query.from))
      throw invalid('INVALID_DATE', 'from', 'INVALID_DATE_FORMAT');
    if (query.to === undefined || !isIsoDate(query.to))
      throw invalid('INVALID_DATE', 'to', 'INVALID_DATE_FORMAT');
    firstDay = query.from;
    lastDay = query.to;
    if (lastDay < firstDay) throw invalid('INVALID_DATE', 'to', 'RANGE_REVERSED');
    if (daysBetween(firstDay, lastDay) + 1 > LOW_FARE_MAX_DAYS)
      throw invalid('INVALID_DATE', 'to', 'RANGE_TOO_LONG');
  }
  const today = todayIn(reference.airports.get(from)?.timeZone ?? 'UTC', now);
  if (lastDay < today) throw invalid('INVALID_DATE', 'to', 'DEPARTURE_IN_PAST');
  if (firstDay < today) firstDay = today;
  return { from, to, firstDay, lastDay, passengers, currency };
}
