import { describe, expect, it } from 'vitest';
import { toMonthFares } from './month-fares';

const answer = {
  cityPair: 'SGN-HAN',
  currency: 'VND' as const,
  minorUnitExponent: 0,
  passengers: { adult: 1, child: 0, infant: 0 },
  from: '2026-12-01',
  to: '2026-12-04',
  days: [
    { date: '2026-12-01', flights: 4, lowestTotalAmount: 1_250_000, fareFamily: 'ECO' },
    { date: '2026-12-02', flights: 4, lowestTotalAmount: 990_000, fareFamily: 'ECO' },
    { date: '2026-12-03', flights: 3, lowestTotalAmount: null, fareFamily: null },
    { date: '2026-12-04', flights: 0, lowestTotalAmount: null, fareFamily: null },
    { date: '2026-12-05', flights: 2, lowestTotalAmount: 990_000, fareFamily: 'ECO' },
  ],
};

describe('a month of lowest fares', () => {
  it('tells fares, sold-out days and days without flights apart, and marks every cheapest day', () => {
    const fares = toMonthFares(answer);
    expect(fares.currency).toBe('VND');
    expect(fares.days.get('2026-12-01')).toEqual({ kind: 'fare', amount: 1_250_000, cheapest: false });
    expect(fares.days.get('2026-12-02')).toEqual({ kind: 'fare', amount: 990_000, cheapest: true });
    expect(fares.days.get('2026-12-05')).toEqual({ kind: 'fare', amount: 990_000, cheapest: true });
    expect(fares.days.get('2026-12-03')).toEqual({ kind: 'soldOut' });
    expect(fares.days.get('2026-12-04')).toEqual({ kind: 'noFlight' });
  });

  it('marks nothing when no day has a fare', () => {
    const fares = toMonthFares({
      ...answer,
      days: answer.days.filter((day) => day.lowestTotalAmount === null),
    });
    expect([...fares.days.values()].some((day) => day.kind === 'fare')).toBe(false);
  });
});
