import type { FareOptionDto, JourneyDto } from '@skybook/contracts/flight-search';
import { daysBetween, type IsoDate } from '@skybook/domain/clock';
import type { BookingKeyPayload } from './booking-key';
import type { BookingReference, CityPairInfo } from '../booking-reference';
import type { FlightRow } from './flight-search.repository';
import { priceJourneyFare, type PricingContext, type PricedSegment } from './journey-pricing';
import type { SearchRequest } from './search-params';
import { CONNECTION_HUBS } from '@skybook/domain/booking-constants';

/*
 * Journeys of a leg: direct flights and one-stop connections through a hub, shaped for the
 * contract and priced. Pure apart from signing booking keys; the service reads the flights.
 */

/** Minimum connecting time: 60 min between domestic flights, 90 min when either is international. */
export const MIN_CONNECTION_MINUTES = { domestic: 60, international: 90 } as const;
/** Longest wait at the hub that is still sold as one journey. */
export const MAX_CONNECTION_MINUTES = 8 * 60;
/** A connection may fly at most this many times the great-circle distance (no doubling back). */
export const MAX_CONNECTION_CIRCUITY = 1.5;

/** A flight read for search, with its city pair and each family's inventory by code. */
export interface FlightWithFares {
  row: FlightRow;
  pair: CityPairInfo;
  fares: Map<string, { capacity: number; sold: number; baseFare: number }>;
  /** Every column of the row as read, inventory included: journey-cache.ts keys on it. */
  state: string;
}

/** Attaches the cached city pair to each flight row (rows of an unknown pair are dropped). */
export function withPairs(rows: readonly FlightRow[], reference: BookingReference): FlightWithFares[] {
  const flights: FlightWithFares[] = [];
  for (const row of rows) {
    const pair = reference.cityPairsById.get(row.city_pair_id);
    if (!pair) continue;
    const fares = new Map(
      row.fares.map((fare) => [
        fare.family,
        { capacity: fare.capacity, sold: fare.sold, baseFare: fare.baseFare },
      ]),
    );
    flights.push({ row, pair, fares, state: row.state });
  }
  return flights;
}

/** `2026-12-01T06:15+07:00`: the local time with the offset the UTC instant implies. */
export function localDateTime(date: string, time: string, utc: string): string {
  const offsetMinutes = Math.round((Date.parse(`${date}T${time}:00Z`) - Date.parse(utc)) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${date}T${time}${sign}${hh}:${mm}`;
}

export const minutesBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** The hubs worth connecting through: both flights exist and the detour stays reasonable. */
export function connectionHubs(reference: BookingReference, from: string, to: string): string[] {
  const direct = reference.distanceKm(from, to);
  return CONNECTION_HUBS.filter((hub) => {
    if (hub === from || hub === to) return false;
    const first = reference.cityPairsByCode.get(`${from}-${hub}`);
    const second = reference.cityPairsByCode.get(`${hub}-${to}`);
    if (!first || !second || direct === undefined) return false;
    return first.distanceKm + second.distanceKm <= direct * MAX_CONNECTION_CIRCUITY;
  });
}

/**
 * Direct flights to `to`, and each first flight to a hub paired with every onward flight that
 * leaves within the connecting-time window; sorted by departure, then arrival.
 */
export function buildItineraries(
  firstFlights: readonly FlightWithFares[],
  secondFlights: readonly FlightWithFares[],
  to: string,
): FlightWithFares[][] {
  const itineraries: FlightWithFares[][] = [];
  for (const first of firstFlights) {
    if (first.pair.destination === to) {
      itineraries.push([first]);
      continue;
    }
    for (const second of secondFlights) {
      if (second.pair.origin !== first.pair.destination) continue;
      const gap = minutesBetween(first.row.arrival_at, second.row.departure_at);
      const international = !first.pair.isDomestic || !second.pair.isDomestic;
      const min = international ? MIN_CONNECTION_MINUTES.international : MIN_CONNECTION_MINUTES.domestic;
      if (gap >= min && gap <= MAX_CONNECTION_MINUTES) itineraries.push([first, second]);
    }
  }
  return itineraries.sort((a, b) => {
    const byDeparture = (a[0]?.row.departure_at ?? '').localeCompare(b[0]?.row.departure_at ?? '');
    return byDeparture !== 0
      ? byDeparture
      : (a.at(-1)?.row.arrival_at ?? '').localeCompare(b.at(-1)?.row.arrival_at ?? '');
  });
}

/**
 * One journey: its flights as the contract shows them and every family priced and keyed;
 * `keyOf` signs an available fare's booking key. Search serves this through journey-cache.ts;
 * flight-search.test.ts compares it with pricing afresh (uncached-search.fixture.ts).
 */
export function buildJourney(
  flights: readonly FlightWithFares[],
  request: SearchRequest,
  context: PricingContext,
  keyOf: (payload: Omit<BookingKeyPayload, 'issuedAt'>) => string,
): JourneyDto {
  const { reference } = context;
  const segments = flights.map(({ row, pair }) => ({
    flightId: row.id,
    carrierCode: row.carrier_code,
    flightNumber: row.flight_number,
    cityPair: pair.code,
    aircraft: {
      code: row.aircraft_type_code,
      name: reference.aircraftNames.get(row.aircraft_type_code) ?? '',
    },
    departure: {
      airport: pair.origin,
      localDateTime: localDateTime(row.departure_date_local, row.departure_time_local, row.departure_at),
      utc: row.departure_at,
    },
    arrival: {
      airport: pair.destination,
      localDateTime: localDateTime(row.arrival_date_local, row.arrival_time_local, row.arrival_at),
      utc: row.arrival_at,
    },
    durationMinutes: row.block_minutes,
  }));
  const first = flights[0]?.row;
  const last = flights.at(-1)?.row;
  const connectingMinutes = flights
    .slice(1)
    .map((flight, index) => minutesBetween(flights[index]?.row.arrival_at ?? '', flight.row.departure_at));
  const fares: FareOptionDto[] = [];
  let lowest: number | null = null;
  for (const family of reference.families) {
    const priced: PricedSegment[] = [];
    for (const flight of flights) {
      const inventory = flight.fares.get(family.code);
      if (!inventory) break;
      priced.push({ pair: flight.pair, date: flight.row.departure_date_local, ...inventory });
    }
    if (priced.length !== flights.length) continue;
    const { option, quotedTotal, appliedPromoCode } = priceJourneyFare(context, family, priced);
    const bookingKey = option.available
      ? keyOf({
          v: 1,
          flights: flights.map((flight) => flight.row.id),
          family: family.code,
          passengers: [request.passengers.adults, request.passengers.children, request.passengers.infants],
          currency: request.currency,
          total: quotedTotal,
          promoCode: appliedPromoCode,
        })
      : null;
    if (option.available && (lowest === null || quotedTotal < lowest)) lowest = quotedTotal;
    fares.push({ ...option, bookingKey });
  }
  return {
    key: flights.map((flight) => flight.row.id).join('-'),
    stops: flights.length - 1,
    segments,
    durationMinutes: first && last ? minutesBetween(first.departure_at, last.arrival_at) : 0,
    connectingMinutes,
    connectionAirports: flights.slice(1).map((flight) => flight.pair.origin),
    arrivalDayOffset:
      first && last
        ? daysBetween(first.departure_date_local as IsoDate, last.arrival_date_local as IsoDate)
        : 0,
    fares,
    lowestTotalAmount: lowest,
  };
}
