import { describe, expect, it } from 'vitest';
import { buildAirportGroups, buildAirports, parseAirportCsv, readAirportCsv } from './airports';
import { ROUTES, buildCityPairs } from './network';
import { createPrng } from './prng';
import { buildCountries } from './reference';
import { buildFlights, buildSchedules, departureTimes, operatingDays } from './schedule';

const airports = buildAirports(parseAirportCsv(readAirportCsv()), buildAirportGroups(buildCountries()));
const airport = (code: string) => {
  const found = airports.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
};
const pairs = buildCityPairs(ROUTES, airports);
const options = { seed: 20261121, startDate: '2026-11-21', days: 14 };
const schedules = buildSchedules(ROUTES, pairs, airports, options);
const flights = buildFlights(schedules, pairs, airports, options);
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
    formatters.set(zone, formatter);
  }
  return formatter;
};
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('schedule', () => {
  it('flies SGN–HAN 8 times a day and SGN–DAD 5 times a day each way', () => {
    const day = flights.filter((flight) => flight.departure_date_local === '2026-11-23');
    const count = (origin: string, destination: string) =>
      day.filter((flight) => flight.origin_code === origin && flight.destination_code === destination).length;
    expect([count('SGN', 'HAN'), count('HAN', 'SGN'), count('SGN', 'DAD'), count('HAN', 'DAD')]).toEqual([
      8, 8, 5, 5,
    ]);
  });

  it('flies weekly routes on their pattern of days', () => {
    expect(operatingDays(3, 0)).toBe('135');
    expect(operatingDays(3, 1)).toBe('246');
    expect(operatingDays(4, 6)).toBe('2467');
    const adelaide = flights.filter(
      (flight) => flight.origin_code === 'SGN' && flight.destination_code === 'ADL',
    );
    expect(adelaide).toHaveLength(6);
  });

  it('lands every flight after it departs, by exactly its block time', () => {
    for (const flight of flights) {
      const block = Date.parse(flight.arrival_at) - Date.parse(flight.departure_at);
      expect(block).toBe(flight.block_minutes * 60_000);
      expect(flight.arrival_at > flight.departure_at).toBe(true);
    }
  });

  it('departs domestic flights between 05:30 and 23:00 local time and keeps local and UTC times consistent', () => {
    for (const flight of flights) {
      const pair = pairs.find((candidate) => candidate.id === flight.city_pair_id);
      if (pair?.is_domestic === 1) {
        expect(minutesOf(flight.departure_time_local)).toBeGreaterThanOrEqual(5 * 60 + 30);
        expect(minutesOf(flight.departure_time_local)).toBeLessThanOrEqual(23 * 60);
      }
      const local = formatterFor(airport(flight.origin_code).time_zone).format(new Date(flight.departure_at));
      expect(local).toBe(`${flight.departure_date_local} ${flight.departure_time_local}`);
    }
  });

  it('sends flights from Vietnam to north Asia in a night bank that lands in the morning', () => {
    const times = departureTimes(3, airport('SGN'), airport('ICN'), false, createPrng(1));
    const first = times[0] ?? 0;
    expect(first >= 22 * 60 + 30 || first <= 90).toBe(true);
    const seoul = flights.filter(
      (flight) => flight.origin_code === 'SGN' && flight.destination_code === 'ICN',
    );
    expect(seoul.some((flight) => minutesOf(flight.arrival_time_local) < 10 * 60)).toBe(true);
  });

  it('converts across time zones, including Australian summer time', () => {
    const melbourne = flights.find(
      (flight) => flight.origin_code === 'MEL' && flight.destination_code === 'SGN',
    );
    if (!melbourne) throw new Error('no MEL-SGN flight');
    // November is summer time in Melbourne (UTC+11): local minus UTC is 11 hours.
    const localMs = Date.parse(`${melbourne.departure_date_local}T${melbourne.departure_time_local}:00Z`);
    expect(localMs - Date.parse(melbourne.departure_at)).toBe(11 * 3_600_000);
  });

  it('gives each flight number one flight a day, under VZ only on Thai carrier routes', () => {
    const keys = flights.map(
      (flight) => `${flight.carrier_code}${flight.flight_number}/${flight.departure_date_local}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    const vz = new Set(
      flights
        .filter((flight) => flight.carrier_code === 'VZ')
        .map((flight) => `${flight.origin_code}-${flight.destination_code}`),
    );
    expect(vz).toContain('BKK-HKT');
    for (const route of vz) expect(route).toMatch(/BKK|HKT|CNX|CEI|KBV/);
  });
});
