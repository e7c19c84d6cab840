import { describe, expect, it } from 'vitest';
import { readAirportCsv } from './airports';
import { generateSeedData, type SeedData } from './generate';
import { summarise } from './seed';

const csv = readAirportCsv();
const small = { seed: 20261121, startDate: '2026-11-21', days: 10 };

describe('generateSeedData', () => {
  it('gives identical output for the same seed and start date', () => {
    expect(generateSeedData(small, csv)).toEqual(generateSeedData(small, csv));
  });

  it('gives other fares, not another network, for another seed', () => {
    const a = generateSeedData(small, csv);
    const b = generateSeedData({ ...small, seed: 7 }, csv);
    expect(b.city_pair).toEqual(a.city_pair);
    expect(b.flight_fare.map((fare) => fare.base_fare)).not.toEqual(
      a.flight_fare.map((fare) => fare.base_fare),
    );
  });

  it('rejects a malformed start date or day count', () => {
    expect(() => generateSeedData({ ...small, startDate: '21/11/2026' }, csv)).toThrow(RangeError);
    expect(() => generateSeedData({ ...small, days: 0 }, csv)).toThrow(RangeError);
  });

  describe('a year of schedule', () => {
    const data: SeedData = generateSeedData({ ...small, days: 365 }, csv);
    const report = summarise(data, { ...small, days: 365 });

    it('covers the required network', () => {
      expect(report.airports.vietnam).toBeGreaterThanOrEqual(20);
      expect(report.airports.international).toBeGreaterThanOrEqual(30);
      expect(report.cityPairs.total).toBeGreaterThanOrEqual(120);
      expect(report.seats).toEqual({
        A320: { total: 180, sellable: 178 },
        A321: { total: 230, sellable: 228 },
        A330: { total: 377, sellable: 375 },
      });
      expect(report.flights).toBeGreaterThan(100_000);
    });

    it('satisfies every CHECK the schema declares', () => {
      expect(data.flight_fare.filter((fare) => !(fare.sold >= 0 && fare.sold <= fare.capacity))).toEqual([]);
      expect(data.flight_fare.filter((fare) => !(fare.base_fare > 0 && fare.base_fare % 1000 === 0))).toEqual(
        [],
      );
      expect(data.flight_fare.filter((fare) => fare.currency !== 'VND')).toEqual([]);
      expect(data.flight.filter((flight) => !(flight.arrival_at > flight.departure_at))).toEqual([]);
      expect(data.city_pair.filter((pair) => pair.origin_code === pair.destination_code)).toEqual([]);
      expect(data.fare_bucket.filter((bucket) => bucket.up_to_permille > 1000)).toEqual([]);
      expect(data.schedule.filter((schedule) => schedule.valid_from > schedule.valid_to)).toEqual([]);
      expect(data.aircraft_type.filter((type) => type.sellable_seat_count > type.seat_count)).toEqual([]);
    });

    it('references only rows it also writes', () => {
      const flights = new Set(data.flight.map((flight) => flight.id));
      const families = new Set(data.fare_family.map((family) => family.code));
      expect(
        data.flight_fare.filter(
          (fare) => !flights.has(fare.flight_id) || !families.has(fare.fare_family_code),
        ),
      ).toEqual([]);
      const schedules = new Set(data.schedule.map((schedule) => schedule.id));
      expect(data.flight.filter((flight) => !schedules.has(flight.schedule_id))).toEqual([]);
    });

    it('offers Business only on A330 flights', () => {
      const wide = new Set(
        data.flight.filter((flight) => flight.aircraft_type_code === 'A330').map((flight) => flight.id),
      );
      const business = data.flight_fare.filter((fare) => fare.fare_family_code === 'Business');
      expect(business.length).toBeGreaterThan(0);
      expect(business.filter((fare) => !wide.has(fare.flight_id))).toEqual([]);
    });
  });
});
