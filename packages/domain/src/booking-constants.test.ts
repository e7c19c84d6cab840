import { describe, expect, it } from 'vitest';
import {
  ADULTS,
  ADULT_MIN_AGE_YEARS,
  BAGGAGE_ALLOWANCES,
  BOOKING_HOLD_MS,
  CHILDREN,
  CHILD_MAX_AGE_YEARS,
  CHILD_MIN_AGE_YEARS,
  DEFAULT_RETURN_DAYS_AHEAD,
  FLYGREEN_DONATIONS_VND,
  GATE_CLOSES_BEFORE_BOARDING_MS,
  INFANTS,
  INFANT_MIN_AGE_DAYS,
  LUGGAGE_PACKS_KG,
  MAX_SEATED_PASSENGERS,
  OVERSIZE_PACKS_KG,
  fitsOversizeLimit,
} from './booking-constants';

describe('passenger limits', () => {
  it('allow 1 to 9 adults (1 by default), up to 8 children and 9 seated passengers', () => {
    expect(ADULTS).toEqual({ min: 1, max: 9, default: 1 });
    expect(CHILDREN).toEqual({ min: 0, max: 8, default: 0 });
    expect(INFANTS.default).toBe(0);
    expect(MAX_SEATED_PASSENGERS).toBe(9);
  });

  it('leave no gap between the age bands', () => {
    expect(CHILD_MIN_AGE_YEARS).toBe(2);
    expect(CHILD_MAX_AGE_YEARS + 1).toBe(ADULT_MIN_AGE_YEARS);
    expect(ADULT_MIN_AGE_YEARS).toBe(12);
    expect(INFANT_MIN_AGE_DAYS).toBe(14);
  });
});

describe('time limits', () => {
  it('hold a booking 6 hours and close the gate 15 minutes before boarding', () => {
    expect(BOOKING_HOLD_MS).toBe(21_600_000);
    expect(GATE_CLOSES_BEFORE_BOARDING_MS).toBe(900_000);
    expect(DEFAULT_RETURN_DAYS_AHEAD).toBe(7);
  });
});

describe('baggage', () => {
  it('sells the packs of requirements §9', () => {
    expect(LUGGAGE_PACKS_KG).toEqual([15, 20, 25, 30]);
    expect(OVERSIZE_PACKS_KG).toEqual([20, 25, 30, 40]);
  });

  it('includes per fare class the allowances of requirements §9', () => {
    expect(BAGGAGE_ALLOWANCES.top).toEqual({ cabinKg: 10, checkedKg: 30, golfBagInsteadOfChecked: true });
    expect(BAGGAGE_ALLOWANCES.eco).toEqual({ cabinKg: 10, checkedKg: 15, golfBagInsteadOfChecked: false });
    expect(BAGGAGE_ALLOWANCES.deluxe.cabinKg).toBe(7);
  });

  it('accepts oversize items up to 200 × 119 × 81 cm in any orientation', () => {
    expect(fitsOversizeLimit([200, 119, 81])).toBe(true);
    expect(fitsOversizeLimit([81, 200, 119])).toBe(true);
    expect(fitsOversizeLimit([201, 119, 81])).toBe(false);
    expect(fitsOversizeLimit([200, 120, 81])).toBe(false);
    expect(fitsOversizeLimit([200, 119, 82])).toBe(false);
    expect(fitsOversizeLimit([150, 150, 10])).toBe(false);
  });

  it('refuses non-positive dimensions', () => {
    expect(fitsOversizeLimit([100, 50, 0])).toBe(false);
    expect(fitsOversizeLimit([100, 50, -1])).toBe(false);
  });
});

describe('FlyGreen', () => {
  it('offers donations of 10 000, 20 000 and 50 000 VND', () => {
    expect(FLYGREEN_DONATIONS_VND).toEqual([10_000, 20_000, 50_000]);
  });
});
