import { describe, expect, it } from 'vitest';
import { buildAirportGroups, buildAirports, parseAirportCsv, readAirportCsv } from './airports';
import { ROUTES, aircraftFor, baseFareVnd, blockMinutes, buildCityPairs } from './network';
import { buildCountries } from './reference';

const airports = buildAirports(parseAirportCsv(readAirportCsv()), buildAirportGroups(buildCountries()));
const pairs = buildCityPairs(ROUTES, airports);
const pair = (code: string) => pairs.find((candidate) => candidate.code === code);

describe('city pairs', () => {
  it('has at least 120 directional pairs, each with its reverse and a unique code', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(120);
    const codes = new Set(pairs.map((candidate) => candidate.code));
    expect(codes.size).toBe(pairs.length);
    for (const candidate of pairs)
      expect(codes).toContain(`${candidate.destination_code}-${candidate.origin_code}`);
  });

  it('measures great-circle distances and timetable block times', () => {
    expect(pair('SGN-HAN')?.distance_km).toBeGreaterThan(1100);
    expect(pair('SGN-HAN')?.distance_km).toBeLessThan(1200);
    expect(pair('SGN-HAN')?.block_minutes).toBe(135);
    expect(pair('SGN-PQC')?.block_minutes).toBe(65);
    expect(pair('SGN-MEL')?.block_minutes).toBeGreaterThan(500);
    for (const candidate of pairs) expect(candidate.block_minutes % 5).toBe(0);
  });

  it('takes longer to fly further', () => {
    for (let km = 100; km < 9000; km += 100)
      expect(blockMinutes(km + 100)).toBeGreaterThanOrEqual(blockMinutes(km));
  });

  it('marks routes within one country as domestic, including the Thai carrier’s', () => {
    expect(pair('SGN-HAN')).toMatchObject({ is_domestic: 1, carrier_code: 'VJ' });
    expect(pair('BKK-HKT')).toMatchObject({ is_domestic: 1, carrier_code: 'VZ' });
    expect(pair('SGN-ICN')).toMatchObject({ is_domestic: 0, carrier_code: 'VJ' });
  });

  it('files base fares in whole thousands of VND, dearer abroad than at home', () => {
    for (const candidate of pairs) {
      expect(candidate.base_fare % 1000).toBe(0);
      expect(candidate.currency).toBe('VND');
    }
    expect(baseFareVnd(1000, false, 'KR')).toBeGreaterThan(baseFareVnd(1000, true, undefined));
    expect(baseFareVnd(1000, false, 'AU')).toBeGreaterThan(baseFareVnd(1000, false, 'KR'));
  });

  it('puts the A330 on long sectors and the first trunk flights, the A320 on thin short routes', () => {
    expect(aircraftFor({ a: 'SGN', b: 'HAN', perDay: 8, wideBody: 2 }, 0, 1160)).toBe('A330');
    expect(aircraftFor({ a: 'SGN', b: 'HAN', perDay: 8, wideBody: 2 }, 2, 1160)).toBe('A321');
    expect(aircraftFor({ a: 'SGN', b: 'MEL', perDay: 1 }, 0, 6700)).toBe('A330');
    expect(aircraftFor({ a: 'SGN', b: 'VKG', perDay: 1 }, 0, 250)).toBe('A320');
  });
});
