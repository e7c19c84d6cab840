import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from './clock';
import { vatOf, vatRateBpFor } from './vat';

const day = (value: string) => value as IsoDate;

describe('vatRateBpFor', () => {
  it('charges 8 % on domestic flights up to the last day of 2026 and 10 % from 2027', () => {
    expect(vatRateBpFor(true, day('2026-11-21'))).toBe(800);
    expect(vatRateBpFor(true, day('2026-12-31'))).toBe(800);
    expect(vatRateBpFor(true, day('2027-01-01'))).toBe(1000);
    expect(vatRateBpFor(true, day('2031-06-15'))).toBe(1000);
  });

  it('charges nothing on international flights, whatever the date', () => {
    expect(vatRateBpFor(false, day('2026-12-31'))).toBe(0);
    expect(vatRateBpFor(false, day('2027-01-01'))).toBe(0);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => vatRateBpFor(true, day('2027-1-1'))).toThrow(RangeError);
    expect(() => vatRateBpFor(true, day('2026-02-30'))).toThrow(RangeError);
  });
});

describe('vatOf', () => {
  it('takes the rate of the amount, rounded half up to the minor unit', () => {
    expect(vatOf(185_000, 800)).toBe(14_800);
    expect(vatOf(1_999, 1000)).toBe(200);
    expect(vatOf(1_994, 1000)).toBe(199);
    expect(vatOf(1_995, 1000)).toBe(200);
    expect(vatOf(6_250, 800)).toBe(500);
    expect(vatOf(6_243, 800)).toBe(499);
    expect(vatOf(0, 800)).toBe(0);
    expect(vatOf(123_456, 0)).toBe(0);
  });

  it('mirrors a refund: the VAT of -x is minus the VAT of x', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 2500 }),
        (amount, bp) => {
          expect(vatOf(-amount, bp) + vatOf(amount, bp)).toBe(0);
          expect(Object.is(vatOf(-amount, bp), -0)).toBe(false);
        },
      ),
    );
  });

  it('is within half a minor unit of the exact tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 2500 }),
        (amount, bp) => {
          const exact = (amount * bp) / 10_000;
          const tax = vatOf(amount, bp);
          expect(Number.isSafeInteger(tax)).toBe(true);
          expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('refuses fractions and negative rates', () => {
    expect(() => vatOf(10.5, 800)).toThrow(RangeError);
    expect(() => vatOf(100, 8.5)).toThrow(RangeError);
    expect(() => vatOf(100, -800)).toThrow(RangeError);
  });
});
