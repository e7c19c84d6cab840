import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveReservationTotals, type ReservationCharge } from './reservation-model';
import { reservationStatement, type StatementSource } from './reservation-statement';

const charge = (
  journeyKey: string | null,
  passengerKey: string | null,
  totalAmount: number,
): ReservationCharge => ({
  journeyKey,
  passengerKey,
  kind: totalAmount < 0 ? 'discount' : 'fare',
  code: totalAmount < 0 ? 'DC' : 'FA',
  description: 'line',
  currencyAmounts: [{ currency: 'VND', amount: totalAmount, vatAmount: 0, totalAmount }],
});

const journey = (key: string, index: number) => ({
  key,
  index,
  direction: index === 0 ? ('departure' as const) : ('return' as const),
  fareFamily: { code: 'Eco', name: 'Eco' },
  segments: [],
});

function source(
  charges: ReservationCharge[],
  money: { feeAmount: number; paidAmount: number; pointsDiscount?: number; pointsRedeemed?: number },
): StatementSource {
  const journeys = [journey('J1', 0), journey('J2', 1)];
  const bookingAmount = charges.reduce((sum, line) => sum + (line.currencyAmounts[0]?.totalAmount ?? 0), 0);
  const reservationSummary = {
    currency: 'VND' as const,
    totalAmount: bookingAmount,
    pointsDiscount: 0,
    pointsRedeemed: 0,
    ...money,
    remaining: bookingAmount - (money.pointsDiscount ?? 0) + money.feeAmount - money.paidAmount,
  };
  return {
    currency: 'VND',
    passengers: [{ key: 'ADT1' }, { key: 'CHD1' }],
    journeys,
    reservationSummary,
    chargesGroup: deriveReservationTotals({ journeys, charges, reservationSummary }).chargesGroup,
  };
}

describe('reservationStatement', () => {
  it('puts a card fee on its own line and counts it in the total, paid and remaining', () => {
    const charges = [
      charge('J1', 'ADT1', 3_000_000),
      charge('J1', null, -42_080),
      charge(null, 'ADT1', 200_000),
    ];
    const statement = reservationStatement(source(charges, { feeAmount: 47_369, paidAmount: 3_205_289 }));

    expect(statement).toMatchObject({
      bookingAmount: 3_157_920,
      feeAmount: 47_369,
      totalAmount: 3_205_289,
      paidAmount: 3_205_289,
      remaining: 0,
    });
  });

  it('takes the points discount off as its own line: the booking’s lines unchanged, the total and paid what was charged', () => {
    const charges = [charge('J1', 'ADT1', 3_000_000), charge('J2', 'ADT1', 1_000_000)];
    const statement = reservationStatement(
      source(charges, {
        pointsDiscount: 120_000,
        pointsRedeemed: 1_200,
        feeAmount: 58_200,
        paidAmount: 3_938_200,
      }),
    );
    expect(statement).toMatchObject({
      bookingAmount: 4_000_000,
      pointsDiscount: 120_000,
      pointsRedeemed: 1_200,
      feeAmount: 58_200,
      totalAmount: 3_938_200,
      paidAmount: 3_938_200,
      remaining: 0,
    });
    // A booking stored before points could be spent reads none.
    const {
      pointsDiscount: _none,
      pointsRedeemed: _redeemed,
      ...older
    } = source(charges, {
      feeAmount: 0,
      paidAmount: 0,
    }).reservationSummary;
    const plain = reservationStatement({
      ...source(charges, { feeAmount: 0, paidAmount: 0 }),
      reservationSummary: older,
    });
    expect(plain).toMatchObject({
      pointsDiscount: 0,
      pointsRedeemed: 0,
      totalAmount: 4_000_000,
      remaining: 4_000_000,
    });
  });

  it('orders passengers as booked with the booking’s own lines last, and journeys in order with the trip last', () => {
    // Priced in another order: the booking's discount first, the child before the adult, the return first.
    const charges = [
      charge('J1', null, -100),
      charge('J2', 'CHD1', 10),
      charge(null, 'ADT1', 1),
      charge('J2', 'ADT1', 20),
      charge('J1', 'ADT1', 30),
      charge('J1', 'CHD1', 40),
    ];
    const statement = reservationStatement(source(charges, { feeAmount: 0, paidAmount: 0 }));

    expect(statement.groups.map((group) => group.passengerKey)).toEqual(['ADT1', 'CHD1', null]);
    expect(statement.groups[0]?.journeys.map((lines) => lines.journeyKey)).toEqual(['J1', 'J2', null]);
    expect(statement.groups[1]?.journeys.map((lines) => lines.journeyKey)).toEqual(['J1', 'J2']);
    expect(statement.remaining).toBe(1);
  });

  it('adds up: the lines plus the fee are the total, and the total less what was paid is what remains', () => {
    const line = fc.record({
      journeyKey: fc.constantFrom('J1', 'J2', null),
      passengerKey: fc.constantFrom('ADT1', 'CHD1', null),
      amount: fc.integer({ min: -1_000_000, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.nat({ max: 500_000 }),
        fc.nat({ max: 50_000_000 }),
        (lines, feeAmount, paidAmount) => {
          const charges = lines.map((l) => charge(l.journeyKey, l.passengerKey, l.amount));
          const statement = reservationStatement(source(charges, { feeAmount, paidAmount }));
          const leaves = statement.groups.flatMap((group) =>
            group.journeys.flatMap((lines) =>
              lines.charges.map((c) => c.currencyAmounts[0]?.totalAmount ?? 0),
            ),
          );
          expect(leaves).toHaveLength(charges.length);
          expect(leaves.reduce((sum, amount) => sum + amount, 0) + statement.feeAmount).toBe(
            statement.totalAmount,
          );
          expect(statement.totalAmount - statement.paidAmount).toBe(statement.remaining);
        },
      ),
    );
  });
});
