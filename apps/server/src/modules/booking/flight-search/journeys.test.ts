import { describe, expect, it } from 'vitest';
import type { CityPairInfo } from '../booking-reference';
import type { FlightRow } from './flight-search.repository';
import { buildItineraries, localDateTime, type FlightWithFares } from './journeys';

const pair = (origin: string, destination: string, isDomestic = true): CityPairInfo => ({
  id: 1,
  code: `${origin}-${destination}`,
  origin,
  destination,
  distanceKm: 500,
  isDomestic,
});

const flight = (id: number, p: CityPairInfo, departureAt: string, arrivalAt: string): FlightWithFares => ({
  pair: p,
  fares: new Map(),
  state: String(id),
  row: { id, departure_at: departureAt, arrival_at: arrivalAt } as FlightRow,
});

describe('localDateTime', () => {
  it('writes the local time with the offset the UTC instant implies', () => {
    expect(localDateTime('2026-12-01', '06:15', '2026-11-30T23:15:00.000Z')).toBe('2026-12-01T06:15+07:00');
    expect(localDateTime('2026-12-01', '09:30', '2026-11-30T22:00:00.000Z')).toBe('2026-12-01T09:30+11:30');
    expect(localDateTime('2026-12-01', '01:00', '2026-12-01T06:00:00.000Z')).toBe('2026-12-01T01:00-05:00');
  });
});

describe('buildItineraries', () => {
  const toHub = flight(1, pair('HUI', 'SGN'), '2026-12-01T01:00:00.000Z', '2026-12-01T02:30:00.000Z');
  const at = (id: number, departure: string, p = pair('SGN', 'PQC')) =>
    flight(id, p, departure, '2026-12-01T23:00:00.000Z');

  it('keeps onward flights 60 minutes to 8 hours after a domestic arrival', () => {
    const onward = [
      at(2, '2026-12-01T03:29:00.000Z'),
      at(3, '2026-12-01T03:30:00.000Z'),
      at(4, '2026-12-01T10:30:00.000Z'),
      at(5, '2026-12-01T10:31:00.000Z'),
    ];
    expect(
      buildItineraries([toHub], onward, 'PQC').map((journey) => journey.map((item) => item.row.id)),
    ).toEqual([
      [1, 3],
      [1, 4],
    ]);
  });

  it('needs 90 minutes when either flight is international', () => {
    const international = pair('SGN', 'BKK', false);
    const onward = [
      at(2, '2026-12-01T03:59:00.000Z', international),
      at(3, '2026-12-01T04:00:00.000Z', international),
    ];
    expect(buildItineraries([toHub], onward, 'BKK').map((journey) => journey.at(-1)?.row.id)).toEqual([3]);
  });

  it('lists direct flights as one-flight journeys, ordered by departure', () => {
    const late = flight(7, pair('HUI', 'PQC'), '2026-12-01T05:00:00.000Z', '2026-12-01T07:00:00.000Z');
    const early = flight(8, pair('HUI', 'PQC'), '2026-12-01T00:30:00.000Z', '2026-12-01T02:30:00.000Z');
    const onward = [at(3, '2026-12-01T03:30:00.000Z')];
    expect(
      buildItineraries([late, toHub, early], onward, 'PQC').map((journey) =>
        journey.map((item) => item.row.id),
      ),
    ).toEqual([[8], [1, 3], [7]]);
  });
});
