import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveReservationTotals, type ReservationCharge, type ReservationCore } from './reservation-model';

const charge = (
  journeyKey: string | null,
  passengerKey: string | null,
  code: string,
  totalAmount: number,
): ReservationCharge => ({
  journeyKey,
  passengerKey,
  kind: code === 'DC' ? 'discount' : code === 'FA' ? 'fare' : 'tax',
  code,
  description: code,
  currencyAmounts: [{ currency: 'VND', amount: totalAmount, vatAmount: 0, totalAmount }],
});

const journey = (key: string, index: number, direction: 'departure' | 'return' | 'leg') => ({
  key,
  index,
  direction,
  fareFamily: { code: 'Eco', name: 'Eco' },
  segments: [],
});

const summary = (totalAmount: number, paidAmount: number): ReservationCore['reservationSummary'] => ({
  currency: 'VND',
  totalAmount,
  feeAmount: 0,
  pointsDiscount: 0,
  pointsRedeemed: 0,
  paidAmount,
  remaining: totalAmount - paidAmount,
});

describe('deriveReservationTotals', () => {
  it('groups charges by passenger then journey and totals each direction of a round trip', () => {
    const charges = [
      charge('1', 'ADT1', 'FA', 1_000_000),
      charge('1', 'ADT1', 'VAT', 80_000),
      charge('2', 'ADT1', 'FA', 900_000),
      charge('1', 'INF1', 'IF', 150_000),
      charge('1', null, 'DC', -100_000),
      charge(null, 'ADT1', 'IN', 60_000),
    ];
    const totals = deriveReservationTotals({
      journeys: [journey('1', 0, 'departure'), journey('2', 1, 'return')],
      charges,
      reservationSummary: summary(2_090_000, 500_000),
    });
    expect(totals.totalAmount).toBe(2_090_000);
    expect(totals.departureTotalAmount).toBe(1_000_000 + 80_000 + 150_000 - 100_000);
    expect(totals.returnTotalAmount).toBe(900_000);
    expect(totals.remaining).toBe(1_590_000);
    expect(totals.chargesGroup.map((group) => [group.passengerKey, group.totalAmount])).toEqual([
      ['ADT1', 2_040_000],
      ['INF1', 150_000],
      [null, -100_000],
    ]);
    expect(totals.chargesGroup[0]?.journeys.map((j) => [j.journeyKey, j.totalAmount])).toEqual([
      ['1', 1_080_000],
      ['2', 900_000],
      [null, 60_000],
    ]);
  });

  it('has no return total for a one-way booking', () => {
    const totals = deriveReservationTotals({
      journeys: [journey('7', 0, 'leg')],
      charges: [charge('7', 'ADT1', 'FA', 500)],
      reservationSummary: summary(500, 0),
    });
    expect(totals).toMatchObject({
      departureTotalAmount: 500,
      returnTotalAmount: 0,
      totalAmount: 500,
      remaining: 500,
    });
  });

  it('never loses or counts a charge twice: the groups, and the journeys plus trip lines, add up to the total', () => {
    const line = fc.record({
      journeyKey: fc.constantFrom('A', 'B', null),
      passengerKey: fc.constantFrom('ADT1', 'CHD1', 'INF1', null),
      amount: fc.integer({ min: -1_000_000, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const charges = lines.map((l) => charge(l.journeyKey, l.passengerKey, 'FA', l.amount));
        const totals = deriveReservationTotals({
          journeys: [journey('A', 0, 'departure'), journey('B', 1, 'return')],
          charges,
          reservationSummary: summary(0, 0),
        });
        const sum = lines.reduce((total, l) => total + l.amount, 0);
        const tripLevel = lines
          .filter((l) => l.journeyKey === null)
          .reduce((total, l) => total + l.amount, 0);
        expect(totals.totalAmount).toBe(sum);
        expect(totals.chargesGroup.reduce((total, group) => total + group.totalAmount, 0)).toBe(sum);
        expect(totals.departureTotalAmount + totals.returnTotalAmount + tripLevel).toBe(sum);
        expect(totals.chargesGroup.flatMap((group) => group.journeys.flatMap((j) => j.charges))).toHaveLength(
          charges.length,
        );
      }),
    );
  });
});
