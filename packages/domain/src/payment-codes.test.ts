import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_CODES,
  PAYMENT_METHOD_IDS,
  PAYMENT_STATUSES,
  cardBrandForCode,
  countsTowardsTaxTotal,
  paymentOutcomeForResultCode,
  paymentOutcomeForStatus,
} from './payment-codes';

describe('paymentOutcomeForResultCode', () => {
  it('reads 200, 40, 41 and 42 as success, cancelled, pending and error', () => {
    expect(paymentOutcomeForResultCode(200)).toBe('success');
    expect(paymentOutcomeForResultCode(40)).toBe('cancelled');
    expect(paymentOutcomeForResultCode(41)).toBe('pending');
    expect(paymentOutcomeForResultCode(42)).toBe('error');
  });

  it('reads codes given as query-string digits', () => {
    expect(paymentOutcomeForResultCode('200')).toBe('success');
    expect(paymentOutcomeForResultCode(' 41 ')).toBe('pending');
  });

  it('never shows an unknown or malformed code as paid', () => {
    for (const code of [0, 43, 201, 2000, '', '2e2', '200.0', 'abc']) {
      expect(paymentOutcomeForResultCode(code)).toBe('error');
    }
  });
});

describe('paymentOutcomeForStatus', () => {
  it('maps every status to an outcome', () => {
    expect(
      Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, paymentOutcomeForStatus(status)])),
    ).toEqual({
      AUTHORIZED: 'success',
      SUCCESSFUL: 'success',
      REFUSED: 'refused',
      CANCELLED: 'cancelled',
      INIT: 'pending',
      PENDING: 'pending',
      PROCESSING: 'pending',
      ERROR: 'error',
      FAILURE: 'error',
    });
  });
});

describe('payment methods', () => {
  it('list the 13 method ids of requirements §3, pay later first', () => {
    expect(PAYMENT_METHOD_IDS).toHaveLength(13);
    expect(PAYMENT_METHOD_IDS[0]).toBe('PL6');
  });
});

describe('cardBrandForCode', () => {
  it('finds the brand of every listed card code', () => {
    expect(cardBrandForCode('VI')).toBe('Visa');
    expect(cardBrandForCode('VJAUDVI')).toBe('Visa');
    expect(cardBrandForCode('JB')).toBe('JCB');
    expect(cardBrandForCode('VJPMC')).toBe('MasterCard');
    expect(cardBrandForCode('VJPAMEX')).toBe('Amex');
  });

  it('gives each code a single brand', () => {
    const codes = Object.values(CARD_BRAND_CODES).flat();
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('returns undefined for unknown or differently cased codes', () => {
    expect(cardBrandForCode('DC')).toBeUndefined();
    expect(cardBrandForCode('vi')).toBeUndefined();
  });
});

describe('countsTowardsTaxTotal', () => {
  it('leaves SA, SR, FA, IF, IT and IN out of the tax total', () => {
    for (const code of ['SA', 'SR', 'FA', 'IF', 'IT', 'IN']) expect(countsTowardsTaxTotal(code)).toBe(false);
  });

  it('counts every other charge', () => {
    for (const code of ['AV', 'VAT', 'sa', '']) expect(countsTowardsTaxTotal(code)).toBe(true);
  });
});
