import { describe, expect, it } from 'vitest';
import { currentBucket, currentFare } from '@skybook/domain/fare-ladder';
import { buildAircraftTypes } from './aircraft';
import { buildFareBuckets, buildFareFamilies, demandFactorPermille, familyCapacities } from './fares';

const buckets = buildFareBuckets();
const { types, seats } = buildAircraftTypes();

describe('fares', () => {
  it('defines Eco, Deluxe, SkyBoss and Business with the baggage allowances of the requirements', () => {
    const families = Object.fromEntries(buildFareFamilies().map((family) => [family.code, family]));
    expect(families.Eco).toMatchObject({
      cabin_baggage_kg: 7,
      checked_baggage_kg: 0,
      has_priority_checkin: 0,
    });
    expect(families.Deluxe).toMatchObject({ cabin_baggage_kg: 7, checked_baggage_kg: 20 });
    expect(families.SkyBoss).toMatchObject({
      cabin_baggage_kg: 10,
      checked_baggage_kg: 30,
      has_golf_bag_allowance: 1,
      has_priority_checkin: 1,
      has_meal: 1,
      has_drinks: 1,
    });
    expect(families.Business).toMatchObject({ is_wide_body_only: 1 });
    expect(JSON.parse(families.SkyBoss?.benefits ?? '{}')).toHaveProperty('vi');
  });

  it('shares each aircraft’s sellable seats among its families without overselling', () => {
    for (const type of types) {
      const capacities = familyCapacities(seats.filter((seat) => seat.aircraft_type_code === type.code));
      const total = Object.values(capacities).reduce((sum, capacity) => sum + capacity, 0);
      expect(total, type.code).toBe(type.sellable_seat_count);
      expect(capacities.Business !== undefined, type.code).toBe(type.is_wide_body === 1);
    }
  });

  it('raises the price as a flight sells: each family’s ladder climbs to 1000‰', () => {
    for (const family of ['Eco', 'Deluxe', 'SkyBoss', 'Business']) {
      const ladder = buckets
        .filter((bucket) => bucket.fare_family_code === family)
        .sort((a, b) => a.sequence - b.sequence);
      expect(ladder.at(-1)?.up_to_permille).toBe(1000);
      for (let index = 1; index < ladder.length; index += 1) {
        expect(ladder[index]?.up_to_permille).toBeGreaterThan(ladder[index - 1]?.up_to_permille ?? 0);
        expect(ladder[index]?.price_multiplier_permille).toBeGreaterThan(
          ladder[index - 1]?.price_multiplier_permille ?? 0,
        );
      }
    }
  });

  it('picks the bucket from the share sold and prices it to 1,000 VND', () => {
    const eco = buckets.filter((bucket) => bucket.fare_family_code === 'Eco');
    expect(currentBucket(eco, 0, 100).code).toBe('E1');
    expect(currentBucket(eco, 20, 100).code).toBe('E2');
    expect(currentBucket(eco, 99, 100).code).toBe('E5');
    expect(currentBucket(eco, 100, 100).code).toBe('E5');
    expect(currentFare(1_234_567, { price_multiplier_permille: 700 })).toBe(864_000);
  });

  it('prices Friday evenings and Tet above a quiet Tuesday dawn', () => {
    const tuesdayDawn = demandFactorPermille('2026-11-24', '06:00', 0.5);
    const fridayEvening = demandFactorPermille('2026-11-27', '18:00', 0.5);
    const tet = demandFactorPermille('2027-02-04', '12:00', 0.5);
    expect(fridayEvening).toBeGreaterThan(tuesdayDawn);
    expect(tet).toBeGreaterThan(fridayEvening);
  });
});
