import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from './currency';
import {
  addMoney,
  allocateMoney,
  compareMoney,
  convertMoney,
  fromMajor,
  isMoney,
  money,
  multiplyMoney,
  negateMoney,
  subtractMoney,
  sumMoney,
  toMajorString,
} from './money';

const currency = fc.constantFrom<CurrencyCode>(...CURRENCY_CODES);
const amount = fc.integer({ min: -1e12, max: 1e12 });
const moneyIn = (code: CurrencyCode) => amount.map((minor) => money(minor, code));

describe('money', () => {
  it('holds an integer amount of minor units and a currency', () => {
    expect(money(1050, 'USD')).toEqual({ amountMinor: 1050, currency: 'USD' });
  });

  it('accepts negative amounts for refunds and discounts', () => {
    expect(money(-500, 'VND').amountMinor).toBe(-500);
  });

  it('stores negative zero as zero', () => {
    expect(Object.is(money(-0, 'USD').amountMinor, 0)).toBe(true);
  });

  it('accepts the largest safe integers and rejects the next ones', () => {
    expect(money(Number.MAX_SAFE_INTEGER, 'VND').amountMinor).toBe(Number.MAX_SAFE_INTEGER);
    expect(money(-Number.MAX_SAFE_INTEGER, 'VND').amountMinor).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'VND')).toThrow(RangeError);
  });

  it('throws a RangeError for fractions, NaN and infinities', () => {
    for (const bad of [0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => money(bad, 'USD')).toThrow(RangeError);
    }
  });

  it('throws a RangeError for an unsupported currency smuggled in at run time', () => {
    // Method syntax is checked bivariantly, which lets the test call money as untyped JS would.
    const untyped: { money(amountMinor: number, currency: string): unknown } = { money };
    expect(() => untyped.money(1, 'EUR')).toThrow(RangeError);
  });
});

describe('isMoney', () => {
  it('recognises a well-formed money object read from JSON', () => {
    expect(isMoney(JSON.parse('{"amountMinor":100,"currency":"THB"}'))).toBe(true);
  });

  it('rejects objects with a fractional amount, an unknown currency or missing fields', () => {
    expect(isMoney({ amountMinor: 1.5, currency: 'THB' })).toBe(false);
    expect(isMoney({ amountMinor: 1, currency: 'EUR' })).toBe(false);
    expect(isMoney({ amountMinor: 1 })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isMoney('1 USD')).toBe(false);
  });
});

describe('fromMajor', () => {
  it('reads decimal strings exactly in the currency minor unit', () => {
    expect(fromMajor('10.5', 'USD')).toEqual(money(1050, 'USD'));
    expect(fromMajor('0.07', 'SGD')).toEqual(money(7, 'SGD'));
    expect(fromMajor('1234000', 'VND')).toEqual(money(1_234_000, 'VND'));
    expect(fromMajor('-3.25', 'AUD')).toEqual(money(-325, 'AUD'));
    expect(fromMajor('+3', 'AUD')).toEqual(money(300, 'AUD'));
    expect(fromMajor('15000.50', 'IDR')).toEqual(money(1_500_050, 'IDR'));
  });

  it('reads numbers through their shortest decimal form, without float drift', () => {
    expect(fromMajor(19.99, 'USD')).toEqual(money(1999, 'USD'));
    expect(fromMajor(0.3, 'USD')).toEqual(money(30, 'USD'));
    expect(fromMajor(-0, 'USD')).toEqual(money(0, 'USD'));
  });

  it('rejects a number carrying float error instead of rounding it silently', () => {
    // 0.1 + 0.2 is 0.30000000000000004.
    expect(() => fromMajor(0.1 + 0.2, 'USD')).toThrow(RangeError);
    expect(() => fromMajor(1.005, 'USD')).toThrow(RangeError);
  });

  it('accepts trailing zeros beyond the minor unit but nothing else there', () => {
    expect(fromMajor('1000.00', 'VND')).toEqual(money(1000, 'VND'));
    expect(fromMajor('1.230', 'USD')).toEqual(money(123, 'USD'));
    expect(() => fromMajor('1000.5', 'VND')).toThrow(RangeError);
    expect(() => fromMajor('1.234', 'USD')).toThrow(RangeError);
  });

  it('rejects anything that is not a plain decimal', () => {
    for (const bad of ['', '.5', '5.', '1e3', '1,000', ' 1', '0x10', 'abc', '--1']) {
      expect(() => fromMajor(bad, 'USD')).toThrow(RangeError);
    }
    expect(() => fromMajor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => fromMajor(1e-7, 'USD')).toThrow(RangeError);
  });

  it('rejects amounts beyond the safe integer range in minor units', () => {
    expect(fromMajor('90071992547409.91', 'USD').amountMinor).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => fromMajor('90071992547409.92', 'USD')).toThrow(RangeError);
    expect(() => fromMajor(1e21, 'VND')).toThrow(RangeError);
  });

  it('round-trips with toMajorString for every amount', () => {
    fc.assert(
      fc.property(currency, amount, (code, minor) => {
        const value = money(minor, code);
        expect(fromMajor(toMajorString(value), code)).toEqual(value);
      }),
    );
  });
});

describe('toMajorString', () => {
  it('writes the currency digits, padding small amounts', () => {
    expect(toMajorString(money(1050, 'USD'))).toBe('10.50');
    expect(toMajorString(money(5, 'USD'))).toBe('0.05');
    expect(toMajorString(money(-5, 'USD'))).toBe('-0.05');
    expect(toMajorString(money(0, 'THB'))).toBe('0.00');
    expect(toMajorString(money(1_234_000, 'VND'))).toBe('1234000');
    expect(toMajorString(money(-7, 'KRW'))).toBe('-7');
  });
});

describe('arithmetic', () => {
  it('adds and subtracts amounts in the same currency', () => {
    expect(addMoney(money(150, 'USD'), money(250, 'USD'))).toEqual(money(400, 'USD'));
    expect(subtractMoney(money(150, 'USD'), money(250, 'USD'))).toEqual(money(-100, 'USD'));
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(money(1, 'USD'), money(1, 'VND'))).toThrow(RangeError);
    expect(() => subtractMoney(money(1, 'USD'), money(1, 'VND'))).toThrow(RangeError);
    expect(() => compareMoney(money(1, 'USD'), money(1, 'VND'))).toThrow(RangeError);
    expect(() => sumMoney([money(1, 'USD'), money(1, 'VND')], 'USD')).toThrow(RangeError);
  });

  it('throws instead of losing precision past the safe integer range', () => {
    const max = money(Number.MAX_SAFE_INTEGER, 'VND');
    expect(() => addMoney(max, money(1, 'VND'))).toThrow(RangeError);
    expect(() => multiplyMoney(max, 2)).toThrow(RangeError);
    expect(() => sumMoney([max, money(1, 'VND')], 'VND')).toThrow(RangeError);
  });

  it('multiplies by whole factors only', () => {
    expect(multiplyMoney(money(1_500_000, 'VND'), 3)).toEqual(money(4_500_000, 'VND'));
    expect(multiplyMoney(money(100, 'USD'), -1)).toEqual(money(-100, 'USD'));
    expect(() => multiplyMoney(money(100, 'USD'), 1.5)).toThrow(RangeError);
  });

  it('sums an empty list to zero in the given currency', () => {
    expect(sumMoney([], 'JPY')).toEqual(money(0, 'JPY'));
  });

  it('sums a list whose partial sums stay safe even when the order would overflow', () => {
    const max = money(Number.MAX_SAFE_INTEGER, 'VND');
    expect(sumMoney([max, money(1, 'VND'), money(-1, 'VND')], 'VND')).toEqual(max);
  });

  it('compares amounts for sorting', () => {
    expect(compareMoney(money(1, 'USD'), money(2, 'USD'))).toBe(-1);
    expect(compareMoney(money(2, 'USD'), money(2, 'USD'))).toBe(0);
    expect(compareMoney(money(3, 'USD'), money(2, 'USD'))).toBe(1);
  });

  it('subtracting is adding the negation', () => {
    fc.assert(
      fc.property(moneyIn('THB'), moneyIn('THB'), (a, b) => {
        expect(subtractMoney(a, b)).toEqual(addMoney(a, negateMoney(b)));
      }),
    );
  });

  it('multiplying by n is summing n copies', () => {
    fc.assert(
      fc.property(moneyIn('USD'), fc.integer({ min: 0, max: 20 }), (value, n) => {
        expect(multiplyMoney(value, n)).toEqual(
          sumMoney(
            Array.from({ length: n }, () => value),
            'USD',
          ),
        );
      }),
    );
  });
});

describe('allocateMoney', () => {
  it('splits evenly and gives leftover minor units to the earliest parts', () => {
    expect(allocateMoney(money(100, 'USD'), [1, 1, 1]).map((m) => m.amountMinor)).toEqual([34, 33, 33]);
    expect(allocateMoney(money(5, 'VND'), [1, 1, 1, 1]).map((m) => m.amountMinor)).toEqual([2, 1, 1, 1]);
  });

  it('gives leftover units to the largest remainders first', () => {
    // Exact shares 3.3, 3.3 and 3.4 of 10: floors 3, 3, 3 and the one left goes to the 0.4.
    expect(allocateMoney(money(10, 'VND'), [33, 33, 34]).map((m) => m.amountMinor)).toEqual([3, 3, 4]);
  });

  it('gives nothing to a zero weight', () => {
    expect(allocateMoney(money(7, 'VND'), [0, 1, 1]).map((m) => m.amountMinor)).toEqual([0, 4, 3]);
  });

  it('splits a negative amount like its magnitude', () => {
    expect(allocateMoney(money(-100, 'USD'), [1, 1, 1]).map((m) => m.amountMinor)).toEqual([-34, -33, -33]);
  });

  it('keeps the currency on every part', () => {
    for (const part of allocateMoney(money(999, 'KRW'), [2, 5])) expect(part.currency).toBe('KRW');
  });

  it('rejects empty, negative, fractional or all-zero weights', () => {
    const total = money(100, 'USD');
    expect(() => allocateMoney(total, [])).toThrow(RangeError);
    expect(() => allocateMoney(total, [1, -1])).toThrow(RangeError);
    expect(() => allocateMoney(total, [0.5, 0.5])).toThrow(RangeError);
    expect(() => allocateMoney(total, [0, 0])).toThrow(RangeError);
  });

  it('always adds up to the total, with each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        moneyIn('VND'),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateMoney(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sumMoney(parts, 'VND')).toEqual(total);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = (total.amountMinor * (weights[i] ?? 0)) / weightSum;
            expect(Math.abs(part.amountMinor - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });

  it('allocating a refund mirrors allocating the charge', () => {
    fc.assert(
      fc.property(
        moneyIn('USD'),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          expect(allocateMoney(negateMoney(total), weights)).toEqual(
            allocateMoney(total, weights).map(negateMoney),
          );
        },
      ),
    );
  });
});

describe('convertMoney', () => {
  it('converts VND to USD at a decimal rate of USD per VND', () => {
    // 100 000 × 0.0000393 = 3.93 USD
    expect(convertMoney(money(100_000, 'VND'), 'USD', '0.0000393')).toEqual(money(393, 'USD'));
  });

  it('converts USD to VND at an exact fraction', () => {
    expect(convertMoney(money(1050, 'USD'), 'VND', { numerator: 25450, denominator: 1 })).toEqual(
      money(267_225, 'VND'),
    );
  });

  it('rounds half-up (away from zero) to the target minor unit', () => {
    // 1 VND at 0.005 USD = 0.5 cent → 1 cent; 0.0049 → 0.49 cent → 0 cents.
    expect(convertMoney(money(1, 'VND'), 'USD', '0.005')).toEqual(money(1, 'USD'));
    expect(convertMoney(money(1, 'VND'), 'USD', '0.0049')).toEqual(money(0, 'USD'));
    expect(convertMoney(money(-1, 'VND'), 'USD', '0.005')).toEqual(money(-1, 'USD'));
    // 1.50 USD at 1 JPY/USD = 1.5 JPY → 2 JPY; 1.49 → 1 JPY.
    expect(convertMoney(money(150, 'USD'), 'JPY', '1')).toEqual(money(2, 'JPY'));
    expect(convertMoney(money(149, 'USD'), 'JPY', '1')).toEqual(money(1, 'JPY'));
  });

  it('is exact where floats would drift', () => {
    // 0.1 × 3 in floats is 0.30000000000000004; here 10 cents at 3/1 is 30 cents.
    expect(convertMoney(money(10, 'USD'), 'SGD', { numerator: 3, denominator: 1 })).toEqual(money(30, 'SGD'));
    expect(convertMoney(money(1, 'THB'), 'AUD', { numerator: 1, denominator: 3 })).toEqual(money(0, 'AUD'));
    expect(convertMoney(money(2, 'THB'), 'AUD', { numerator: 1, denominator: 3 })).toEqual(money(1, 'AUD'));
  });

  it('converting a refund gives the negation of converting the charge', () => {
    fc.assert(
      fc.property(
        moneyIn('VND'),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1e5, max: 1e9 }),
        (value, n, d) => {
          const rate = { numerator: n, denominator: d };
          expect(convertMoney(negateMoney(value), 'USD', rate)).toEqual(
            negateMoney(convertMoney(value, 'USD', rate)),
          );
        },
      ),
    );
  });

  it('stays within half a minor unit of the exact result', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (minor, n, d) => {
          const converted = convertMoney(money(minor, 'USD'), 'VND', { numerator: n, denominator: d });
          const exact = (minor * n) / d / 100;
          expect(Math.abs(converted.amountMinor - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });

  it('rejects zero, negative and malformed rates', () => {
    const value = money(100, 'USD');
    expect(() => convertMoney(value, 'VND', '0')).toThrow(RangeError);
    expect(() => convertMoney(value, 'VND', '-1')).toThrow(RangeError);
    expect(() => convertMoney(value, 'VND', '1e3')).toThrow(RangeError);
    expect(() => convertMoney(value, 'VND', { numerator: 1, denominator: 0 })).toThrow(RangeError);
    expect(() => convertMoney(value, 'VND', { numerator: 1.5, denominator: 1 })).toThrow(RangeError);
  });

  it('throws when the converted amount leaves the safe integer range', () => {
    expect(() => convertMoney(money(Number.MAX_SAFE_INTEGER, 'USD'), 'VND', '25450')).toThrow(RangeError);
  });
});
