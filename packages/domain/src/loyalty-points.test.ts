import { describe, expect, it } from 'vitest';
import {
  canEarnPoints,
  CLAIM_LIMIT_DAYS,
  distanceFactor,
  isWithinClaimLimit,
  maxRedeemablePoints,
  redemptionDiscount,
  segmentBasePoints,
  segmentPoints,
  tierOf,
  tierWindowStart,
} from './loyalty-points';

const DAY = 24 * 60 * 60 * 1000;

describe('points a flown segment earns', () => {
  it('multiplies the fare family’s points by the distance band', () => {
    expect(segmentBasePoints('Eco', 300)).toBe(100);
    expect(segmentBasePoints('Deluxe', 1_150)).toBe(300);
    expect(segmentBasePoints('SkyBoss', 3_600)).toBe(750);
    expect(segmentBasePoints('Business', 6_500)).toBe(1_200);
  });

  it('puts a band’s upper bound in that band', () => {
    expect(distanceFactor(1_000)).toBe(1);
    expect(distanceFactor(1_001)).toBe(2);
    expect(distanceFactor(2_500)).toBe(2);
    expect(distanceFactor(5_000)).toBe(3);
    expect(distanceFactor(5_001)).toBe(4);
  });

  it('earns nothing for a family it does not know', () => {
    expect(segmentBasePoints('Promo', 300)).toBe(0);
  });

  it('adds the tier’s bonus, rounded down', () => {
    expect(segmentPoints(100, 'Member')).toBe(100);
    expect(segmentPoints(150, 'Silver')).toBe(187);
    expect(segmentPoints(100, 'Gold')).toBe(150);
    expect(segmentPoints(250, 'Platinum')).toBe(500);
  });

  it('credits adults and children, not infants', () => {
    expect(canEarnPoints('adult')).toBe(true);
    expect(canEarnPoints('child')).toBe(true);
    expect(canEarnPoints('infant')).toBe(false);
  });
});

describe('the card rank', () => {
  it('follows the qualifying points of the last 12 months, each threshold inclusive', () => {
    expect(tierOf(0)).toBe('Member');
    expect(tierOf(1_999)).toBe('Member');
    expect(tierOf(2_000)).toBe('Silver');
    expect(tierOf(4_999)).toBe('Silver');
    expect(tierOf(5_000)).toBe('Gold');
    expect(tierOf(10_000)).toBe('Platinum');
  });

  it('counts from the same instant 12 calendar months earlier', () => {
    expect(tierWindowStart(new Date('2026-11-21T03:00:00Z')).toISOString()).toBe('2025-11-21T03:00:00.000Z');
  });
});

describe('retro-claims', () => {
  it('may claim a flight up to the limit after it arrived, not a moment later', () => {
    const arrived = new Date('2026-05-01T00:00:00Z');
    expect(isWithinClaimLimit(arrived, new Date(arrived.getTime() + CLAIM_LIMIT_DAYS * DAY))).toBe(true);
    expect(isWithinClaimLimit(arrived, new Date(arrived.getTime() + CLAIM_LIMIT_DAYS * DAY + 1))).toBe(false);
  });
});

describe('redeeming points', () => {
  it('pays 100 VND a point, from 100 points up to half the booking', () => {
    expect(maxRedeemablePoints(1_000_000)).toBe(5_000);
    expect(maxRedeemablePoints(19_999)).toBe(99);
    expect(redemptionDiscount(100, 1_000_000)).toEqual({ ok: true, value: 10_000 });
    expect(redemptionDiscount(5_000, 1_000_000)).toEqual({ ok: true, value: 500_000 });
    expect(redemptionDiscount(99, 1_000_000)).toEqual({ ok: false, error: 'BELOW_MINIMUM' });
    expect(redemptionDiscount(5_001, 1_000_000)).toEqual({ ok: false, error: 'ABOVE_MAXIMUM_SHARE' });
    expect(redemptionDiscount(100.5, 1_000_000)).toEqual({ ok: false, error: 'BELOW_MINIMUM' });
  });
});
