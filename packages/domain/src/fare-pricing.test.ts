import { describe, expect, it } from 'vitest';
import {
  convertChargeLines,
  fareForPassenger,
  mergeChargeLines,
  priceSegmentPassenger,
  selectChargeRates,
  totalsOf,
  type ChargeRate,
  type SegmentChargeContext,
} from './fare-pricing';

const rate = (fields: Partial<ChargeRate> & Pick<ChargeRate, 'code'>): ChargeRate => ({
  scope: 'domestic',
  countryCode: null,
  airportCode: null,
  passengerType: 'adult',
  minDistanceKm: 0,
  amount: null,
  percentBp: null,
  validFrom: '2026-01-01',
  validTo: null,
  ...fields,
});

const sgnHan: SegmentChargeContext = {
  originAirport: 'SGN',
  originCountry: 'VN',
  isDomestic: true,
  distanceKm: 1140,
  date: '2026-12-01',
};

describe('selectChargeRates', () => {
  const rates = [
    rate({ code: 'PSC', countryCode: 'VN', amount: 1 }),
    rate({ code: 'PSC', countryCode: 'VN', airportCode: 'SGN', amount: 100_000 }),
    rate({ code: 'PSC', countryCode: 'VN', airportCode: 'HAN', amount: 90_000 }),
    rate({ code: 'AX', countryCode: 'TH', amount: 5 }),
    rate({ code: 'YQ', amount: 150_000 }),
    rate({ code: 'YQ', minDistanceKm: 1000, amount: 250_000 }),
    rate({ code: 'YQ', minDistanceKm: 2000, amount: 500_000 }),
    rate({ code: 'VAT', countryCode: 'VN', percentBp: 800, validTo: '2026-12-31' }),
    rate({ code: 'VAT', countryCode: 'VN', percentBp: 1000, validFrom: '2027-01-01' }),
    rate({ code: 'AF', scope: 'international', amount: 430_000 }),
    rate({ code: 'IF', passengerType: 'infant', amount: 150_000 }),
  ];

  it('takes the most specific row per code and the longest distance band not above the sector', () => {
    const chosen = selectChargeRates(rates, sgnHan, 'adult');
    expect(Object.fromEntries(chosen.map((row) => [row.code, row.amount ?? row.percentBp]))).toEqual({
      PSC: 100_000,
      YQ: 250_000,
      VAT: 800,
    });
  });

  it('switches rates on the day their validity changes', () => {
    const vat = (date: string) =>
      selectChargeRates(rates, { ...sgnHan, date }, 'adult').find((row) => row.code === 'VAT')?.percentBp;
    expect(vat('2026-12-31')).toBe(800);
    expect(vat('2027-01-01')).toBe(1000);
  });

  it('gives each passenger type its own rows', () => {
    expect(selectChargeRates(rates, sgnHan, 'infant').map((row) => row.code)).toEqual(['IF']);
  });
});

describe('priceSegmentPassenger', () => {
  it('prices the fare, fixed charges, then percentages on their sum, rounded half up', () => {
    const lines = priceSegmentPassenger(1_000_001, [
      rate({ code: 'VAT', percentBp: 800 }),
      rate({ code: 'AX', amount: 20_000 }),
    ]);
    // VAT: 8 % of 1,020,001 = 81,600.08 → 81,600.
    expect(lines).toEqual([
      { code: 'FA', amount: 1_000_001 },
      { code: 'AX', amount: 20_000 },
      { code: 'VAT', amount: 81_600 },
    ]);
    expect(priceSegmentPassenger(0, [rate({ code: 'IF', amount: 150_000 })])).toEqual([
      { code: 'IF', amount: 150_000 },
    ]);
    expect(priceSegmentPassenger(25, [rate({ code: 'VAT', percentBp: 1000 })])[1]).toEqual({
      code: 'VAT',
      amount: 3,
    });
  });
});

describe('totalsOf', () => {
  it('leaves SA, SR, FA, IF, IT and IN out of the tax total', () => {
    const lines = ['FA', 'IF', 'SA', 'SR', 'IT', 'IN', 'AX', 'PSC', 'VAT', 'YQ', 'AF', 'AP'].map(
      (code, i) => ({
        code,
        amount: 10 ** i,
      }),
    );
    const totals = totalsOf(lines);
    expect(totals.total).toBe(111_111_111_111);
    expect(totals.taxTotal).toBe(111_111_000_000);
    expect(totals.baseFare).toBe(1);
  });
});

describe('fareForPassenger', () => {
  it('charges children the adult fare and infants no fare', () => {
    expect(fareForPassenger(1_200_000, 'adult')).toBe(1_200_000);
    expect(fareForPassenger(1_200_000, 'child')).toBe(1_200_000);
    expect(fareForPassenger(1_200_000, 'infant')).toBe(0);
  });
});

describe('mergeChargeLines', () => {
  it('adds the lines of a connection code by code', () => {
    expect(
      mergeChargeLines([
        [
          { code: 'FA', amount: 1 },
          { code: 'AX', amount: 2 },
        ],
        [
          { code: 'FA', amount: 10 },
          { code: 'PSC', amount: 20 },
        ],
      ]),
    ).toEqual([
      { code: 'FA', amount: 11 },
      { code: 'AX', amount: 2 },
      { code: 'PSC', amount: 20 },
    ]);
  });
});

describe('convertChargeLines', () => {
  const lines = [
    { code: 'FA', amount: 1_234_500 },
    { code: 'AX', amount: 20_000 },
  ];

  it('leaves VND as it is', () => {
    expect(convertChargeLines(lines, 'VND', { numerator: 1, denominator: 1 })).toEqual(lines);
  });

  it('converts to KRW and JPY with no minor unit, rounding half up to a whole unit', () => {
    // 1 VND = 0.055 KRW → 67,897.5 → 67,898; 1,100 KRW.
    expect(convertChargeLines(lines, 'KRW', { numerator: 11, denominator: 200 })).toEqual([
      { code: 'FA', amount: 67_898 },
      { code: 'AX', amount: 1_100 },
    ]);
    // 1 VND = 0.006 JPY → 7,407 and 120.
    expect(convertChargeLines(lines, 'JPY', { numerator: 6, denominator: 1000 })).toEqual([
      { code: 'FA', amount: 7_407 },
      { code: 'AX', amount: 120 },
    ]);
  });

  it('converts to USD in cents', () => {
    // 1 USD = 25,000 VND → 49.38 USD and 0.80 USD.
    expect(convertChargeLines(lines, 'USD', { numerator: 1, denominator: 25_000 })).toEqual([
      { code: 'FA', amount: 4_938 },
      { code: 'AX', amount: 80 },
    ]);
  });
});
