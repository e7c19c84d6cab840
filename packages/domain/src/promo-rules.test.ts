import { describe, expect, it } from 'vitest';
import {
  evaluatePromo,
  parsePromoCode,
  promoSaleStatus,
  type PromoContext,
  type PromoRule,
} from './promo-rules';

const rule: PromoRule = {
  code: 'TRUNK20',
  discountKind: 'percent',
  percentBp: 2000,
  amountVnd: null,
  maxDiscountVnd: 500_000,
  routeScope: 'cityPairs',
  cityPairs: ['SGN-HAN', 'HAN-SGN'],
  fareFamilies: ['Eco', 'Deluxe'],
  travelFrom: '2026-12-01',
  travelTo: '2026-12-31',
  saleFrom: '2026-11-20',
  saleTo: '2026-11-30',
  minPassengers: 2,
};

const context: PromoContext = {
  today: '2026-11-21',
  travelDate: '2026-12-10',
  cityPair: 'SGN-HAN',
  isDomestic: true,
  fareFamily: 'Eco',
  seatedPassengers: 2,
  fareTotalVnd: 2_000_000,
};

describe('parsePromoCode', () => {
  it('accepts 4 to 16 letters or digits in any case and refuses anything else', () => {
    expect(parsePromoCode(' trunk20 ')).toEqual({ ok: true, value: 'TRUNK20' });
    expect(parsePromoCode('ABCD').ok).toBe(true);
    expect(parsePromoCode('ABC')).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(parsePromoCode('A'.repeat(16)).ok).toBe(true);
    expect(parsePromoCode('A'.repeat(17)).ok).toBe(false);
    expect(parsePromoCode('SALE-10').ok).toBe(false);
    expect(parsePromoCode("x' OR 1=1").ok).toBe(false);
  });
});

describe('promoSaleStatus', () => {
  it('is open on the first and last sale days, not started before and expired after', () => {
    expect(promoSaleStatus(undefined, '2026-11-21')).toBe('unknown');
    expect(promoSaleStatus(rule, '2026-11-19')).toBe('notStarted');
    expect(promoSaleStatus(rule, '2026-11-20')).toBe('open');
    expect(promoSaleStatus(rule, '2026-11-30')).toBe('open');
    expect(promoSaleStatus(rule, '2026-12-01')).toBe('expired');
  });
});

describe('evaluatePromo', () => {
  it('takes a percentage of the fares', () => {
    expect(evaluatePromo(rule, { ...context, fareTotalVnd: 1_234_567 })).toEqual({
      applicable: true,
      discountVnd: 246_913,
    });
  });

  it('caps the discount at the maximum', () => {
    expect(evaluatePromo(rule, { ...context, fareTotalVnd: 2_500_000 })).toEqual({
      applicable: true,
      discountVnd: 500_000,
    });
    expect(evaluatePromo(rule, { ...context, fareTotalVnd: 2_500_005 })).toEqual({
      applicable: true,
      discountVnd: 500_000,
    });
  });

  it('gives a fixed amount per seated passenger, never more than the fares', () => {
    const amount: PromoRule = {
      ...rule,
      discountKind: 'amount',
      percentBp: null,
      amountVnd: 50_000,
      maxDiscountVnd: null,
    };
    expect(evaluatePromo(amount, { ...context, seatedPassengers: 3 })).toEqual({
      applicable: true,
      discountVnd: 150_000,
    });
    expect(evaluatePromo(amount, { ...context, fareTotalVnd: 80_000 })).toEqual({
      applicable: true,
      discountVnd: 80_000,
    });
  });

  it('says why an unknown, expired or not-yet-open code does not apply', () => {
    expect(evaluatePromo(undefined, context)).toEqual({ applicable: false, reason: 'UNKNOWN_CODE' });
    expect(evaluatePromo(rule, { ...context, today: '2026-12-01' })).toEqual({
      applicable: false,
      reason: 'EXPIRED',
    });
    expect(evaluatePromo(rule, { ...context, today: '2026-11-19' })).toEqual({
      applicable: false,
      reason: 'NOT_STARTED',
    });
  });

  it('applies only on its routes', () => {
    expect(evaluatePromo(rule, { ...context, cityPair: 'SGN-DAD' })).toEqual({
      applicable: false,
      reason: 'ROUTE',
    });
    const domestic: PromoRule = { ...rule, routeScope: 'domestic' };
    expect(evaluatePromo(domestic, { ...context, cityPair: 'SGN-DAD' }).applicable).toBe(true);
    expect(evaluatePromo(domestic, { ...context, isDomestic: false })).toEqual({
      applicable: false,
      reason: 'ROUTE',
    });
    const international: PromoRule = { ...rule, routeScope: 'international' };
    expect(evaluatePromo(international, context)).toEqual({ applicable: false, reason: 'ROUTE' });
    expect(evaluatePromo(international, { ...context, isDomestic: false }).applicable).toBe(true);
    expect(
      evaluatePromo({ ...rule, routeScope: 'all' }, { ...context, cityPair: 'ICN-CXR' }).applicable,
    ).toBe(true);
  });

  it('applies only to its fare families, or to all when none are listed', () => {
    expect(evaluatePromo(rule, { ...context, fareFamily: 'SkyBoss' })).toEqual({
      applicable: false,
      reason: 'FARE_FAMILY',
    });
    expect(
      evaluatePromo({ ...rule, fareFamilies: [] }, { ...context, fareFamily: 'SkyBoss' }).applicable,
    ).toBe(true);
  });

  it('applies on the first and last travel days and not a day outside', () => {
    expect(evaluatePromo(rule, { ...context, travelDate: '2026-11-30' })).toEqual({
      applicable: false,
      reason: 'TRAVEL_DATE',
    });
    expect(evaluatePromo(rule, { ...context, travelDate: '2026-12-01' }).applicable).toBe(true);
    expect(evaluatePromo(rule, { ...context, travelDate: '2026-12-31' }).applicable).toBe(true);
    expect(evaluatePromo(rule, { ...context, travelDate: '2027-01-01' })).toEqual({
      applicable: false,
      reason: 'TRAVEL_DATE',
    });
  });

  it('needs the minimum number of seated passengers', () => {
    expect(evaluatePromo(rule, { ...context, seatedPassengers: 1 })).toEqual({
      applicable: false,
      reason: 'MIN_PASSENGERS',
    });
    expect(evaluatePromo(rule, { ...context, seatedPassengers: 2 }).applicable).toBe(true);
  });
});
