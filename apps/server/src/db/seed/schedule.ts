import type { NetworkTables } from '../tables/network';
import { aircraftFor, type RouteSpec } from './network';
import { prngFor, type Prng } from './prng';
import { addDays, formatInstant, formatTime, isoWeekday, localToUtcMs, utcMsToLocal } from './time-zone';

type ScheduleRow = NetworkTables['schedule'];
type FlightRow = NetworkTables['flight'];
type AirportRow = NetworkTables['airport'];
type CityPairRow = NetworkTables['city_pair'];

/** Countries whose flights from Vietnam leave at night and arrive in the morning. */
const RED_EYE_MARKETS = new Set(['KR', 'JP', 'TW', 'HK', 'CN', 'AU', 'IN', 'KZ']);

/** Days a route flies at each weekly frequency, before the per-route shift spreads them out. */
const WEEKLY_PATTERNS: Record<number, number[]> = {
  1: [5],
  2: [2, 6],
  3: [1, 3, 5],
  4: [1, 3, 5, 7],
  5: [1, 2, 4, 6, 7],
  6: [1, 2, 3, 5, 6, 7],
  7: [1, 2, 3, 4, 5, 6, 7],
};

export function operatingDays(perWeek: number, shift: number): string {
  const pattern = WEEKLY_PATTERNS[perWeek];
  if (!pattern) throw new Error(`A route flies 1 to 7 days a week, not ${perWeek}`);
  return pattern
    .map((day) => ((day - 1 + shift) % 7) + 1)
    .sort((a, b) => a - b)
    .join('');
}

const roundTo5 = (minutes: number): number => (((Math.round(minutes / 5) * 5) % 1440) + 1440) % 1440;

/**
 * Local departure minutes for `count` flights spread over a window (minutes after midnight,
 * `to` may pass midnight), each nudged by up to ±20 minutes so banks do not look machine-made.
 */
function spread(count: number, from: number, to: number, prng: Prng): number[] {
  const step = (to - from) / count;
  return Array.from({ length: count }, (_, index) =>
    roundTo5(from + step * (index + 0.5) + prng.int(-20, 20)),
  );
}

/**
 * Departure times for one direction of a route. Domestic waves run 06:00–22:30. Flights from
 * Vietnam to north Asia, Australia, India and Kazakhstan leave first in a night bank (22:30–01:30)
 * to land in the morning; their other flights and the way back fly by day.
 */
export function departureTimes(
  count: number,
  origin: AirportRow,
  destination: AirportRow,
  isDomestic: boolean,
  prng: Prng,
): number[] {
  if (isDomestic) return spread(count, 6 * 60, 22 * 60 + 30, prng);
  if (origin.country_code === 'VN' && RED_EYE_MARKETS.has(destination.country_code)) {
    const redEye = roundTo5(22 * 60 + 30 + prng.int(0, 180));
    return [redEye, ...spread(count - 1, 7 * 60, 18 * 60, prng)];
  }
  return spread(count, 7 * 60, 21 * 60 + 30, prng);
}

interface FlightNumberBlocks {
  next: Record<string, number>;
}

/** Number blocks: VJ domestic from 120, VJ international from 800, VZ from 100 and 900. */
function newBlocks(): FlightNumberBlocks {
  return {
    next: { 'VJ-domestic': 120, 'VJ-international': 800, 'VZ-domestic': 100, 'VZ-international': 900 },
  };
}

/**
 * The timetable: for every route, each daily frequency (or the weekly one) in both directions
 * gets a schedule line with its own flight number (a→b even, b→a the odd number after it).
 */
export function buildSchedules(
  routes: readonly RouteSpec[],
  cityPairs: readonly CityPairRow[],
  airports: readonly AirportRow[],
  options: { seed: number; startDate: string; days: number },
): ScheduleRow[] {
  const prng = prngFor(options.seed, 'schedule');
  const byCode = new Map(airports.map((airport) => [airport.code, airport]));
  const pairByCode = new Map(cityPairs.map((pair) => [pair.code, pair]));
  const blocks = newBlocks();
  const validTo = addDays(options.startDate, options.days - 1);
  const schedules: ScheduleRow[] = [];
  routes.forEach((route, routeIndex) => {
    const outbound = pairByCode.get(`${route.a}-${route.b}`);
    const inbound = pairByCode.get(`${route.b}-${route.a}`);
    if (!outbound || !inbound) throw new Error(`Route ${route.a}-${route.b} has no city pairs`);
    const count = route.perDay ?? 1;
    const days = route.perDay ? '1234567' : operatingDays(route.perWeek ?? 7, routeIndex % 7);
    const carrier = route.carrier ?? 'VJ';
    const blockKey = `${carrier}-${outbound.is_domestic ? 'domestic' : 'international'}`;
    const first = blocks.next[blockKey] ?? 0;
    blocks.next[blockKey] = first + count * 2;
    for (const [pair, offset] of [
      [outbound, 0],
      [inbound, 1],
    ] as const) {
      const origin = byCode.get(pair.origin_code);
      const destination = byCode.get(pair.destination_code);
      if (!origin || !destination) throw new Error(`City pair ${pair.code} has unknown airports`);
      const times = departureTimes(count, origin, destination, pair.is_domestic === 1, prng).sort(
        (a, b) => a - b,
      );
      times.forEach((minutes, slot) => {
        schedules.push({
          id: schedules.length + 1,
          city_pair_id: pair.id,
          carrier_code: carrier,
          flight_number: String(first + slot * 2 + offset),
          departure_time_local: formatTime(minutes),
          operating_days: days,
          aircraft_type_code: aircraftFor(route, slot, pair.distance_km),
          valid_from: options.startDate,
          valid_to: validTo,
        });
      });
    }
  });
  return schedules;
}

/**
 * Dated flights for `days` days from `startDate`: ids ascend by day, then timetable order.
 * Departure is the local time at the origin; arrival adds the block time and is read in the
 * destination's zone, so it can fall on the next local day or even the day before.
 */
export function buildFlights(
  schedules: readonly ScheduleRow[],
  cityPairs: readonly CityPairRow[],
  airports: readonly AirportRow[],
  options: { startDate: string; days: number },
): FlightRow[] {
  const pairById = new Map(cityPairs.map((pair) => [pair.id, pair]));
  const zoneOf = new Map(airports.map((airport) => [airport.code, airport.time_zone]));
  const prepared = schedules.map((schedule) => {
    const pair = pairById.get(schedule.city_pair_id);
    if (!pair) throw new Error(`Schedule ${schedule.id} has no city pair`);
    const [hh = 0, mm = 0] = schedule.departure_time_local.split(':').map(Number);
    return {
      schedule,
      pair,
      minutes: hh * 60 + mm,
      days: new Set(schedule.operating_days.split('').map(Number)),
      originZone: zoneOf.get(pair.origin_code) ?? 'UTC',
      destinationZone: zoneOf.get(pair.destination_code) ?? 'UTC',
    };
  });
  const flights: FlightRow[] = [];
  for (let day = 0; day < options.days; day += 1) {
    const date = addDays(options.startDate, day);
    const weekday = isoWeekday(date);
    for (const entry of prepared) {
      if (!entry.days.has(weekday)) continue;
      const departure = localToUtcMs(date, entry.minutes, entry.originZone);
      const arrival = departure + entry.pair.block_minutes * 60_000;
      const departureLocal = utcMsToLocal(departure, entry.originZone);
      const arrivalLocal = utcMsToLocal(arrival, entry.destinationZone);
      flights.push({
        id: flights.length + 1,
        schedule_id: entry.schedule.id,
        city_pair_id: entry.pair.id,
        carrier_code: entry.schedule.carrier_code,
        flight_number: entry.schedule.flight_number,
        origin_code: entry.pair.origin_code,
        destination_code: entry.pair.destination_code,
        departure_date_local: departureLocal.date,
        departure_time_local: departureLocal.time,
        arrival_date_local: arrivalLocal.date,
        arrival_time_local: arrivalLocal.time,
        departure_at: formatInstant(departure),
        arrival_at: formatInstant(arrival),
        block_minutes: entry.pair.block_minutes,
        aircraft_type_code: entry.schedule.aircraft_type_code,
        status: 'Scheduled',
      });
    }
  }
  return flights;
}
