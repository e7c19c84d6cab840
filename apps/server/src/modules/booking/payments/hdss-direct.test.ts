import { describe, expect, it } from 'vitest';
import { checkHdssDirect, isVietnamMobile, type HdssDirectInput } from './hdss-direct';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** A held VND booking four days before its flight, with six hours of hold left. */
const held = (overrides: Partial<HdssDirectInput> = {}): HdssDirectInput => ({
  currency: 'VND',
  remaining: 2_450_000,
  firstDepartureUtc: at(4 * 24 * HOUR),
  holdExpiresAt: at(6 * HOUR),
  phone: '0901234567',
  now: NOW,
  ...overrides,
});

describe('HD SAISON direct rules', () => {
  it('takes a held VND booking within the limits, well before its flight, with a mobile number', () => {
    expect(checkHdssDirect(held())).toEqual({ isValid: true });
    expect(checkHdssDirect(held({ phone: '+84381234567' }))).toEqual({ isValid: true });
  });

  it('takes VND only', () => {
    expect(checkHdssDirect(held({ currency: 'USD', remaining: 10_000 }))).toEqual({
      isValid: false,
      messageKey: 'hdss.currency',
    });
  });

  it('lends from 1,000,000 to 50,000,000 VND, both included', () => {
    expect(checkHdssDirect(held({ remaining: 1_000_000 })).isValid).toBe(true);
    expect(checkHdssDirect(held({ remaining: 50_000_000 })).isValid).toBe(true);
    expect(checkHdssDirect(held({ remaining: 999_999 }))).toEqual({
      isValid: false,
      messageKey: 'hdss.amount',
    });
    expect(checkHdssDirect(held({ remaining: 50_000_001 }))).toEqual({
      isValid: false,
      messageKey: 'hdss.amount',
    });
  });

  it('needs the first flight 24 hours away or more', () => {
    expect(checkHdssDirect(held({ firstDepartureUtc: at(24 * HOUR) })).isValid).toBe(true);
    expect(checkHdssDirect(held({ firstDepartureUtc: at(24 * HOUR - MINUTE) }))).toEqual({
      isValid: false,
      messageKey: 'hdss.tooCloseToDeparture',
    });
  });

  it('needs 30 minutes of hold left to get to a point', () => {
    expect(checkHdssDirect(held({ holdExpiresAt: at(30 * MINUTE) })).isValid).toBe(true);
    expect(checkHdssDirect(held({ holdExpiresAt: at(20 * MINUTE) }))).toEqual({
      isValid: false,
      messageKey: 'hdss.holdEnding',
    });
  });

  it('needs a Vietnamese mobile number', () => {
    expect(checkHdssDirect(held({ phone: '0281234567' }))).toEqual({
      isValid: false,
      messageKey: 'hdss.phone',
    });
    for (const phone of [
      '0301234567',
      '0501234567',
      '0701234567',
      '0801234567',
      '0901234567',
      '+84912345678',
    ])
      expect(isVietnamMobile(phone), phone).toBe(true);
    for (const phone of [
      '0201234567', // a landline
      '090123456', // 9 digits
      '09012345678', // 11 digits
      '84912345678', // 84 without its +
      '+8491234567', // +84 and 8 digits
      '+840912345678', // +84 and the leading 0
      '+6591234567', // another country
    ])
      expect(isVietnamMobile(phone), phone).toBe(false);
  });

  it('answers the first failing rule: currency, amount, departure, hold, phone', () => {
    const everythingWrong = held({
      currency: 'USD',
      remaining: 1,
      firstDepartureUtc: at(HOUR),
      holdExpiresAt: at(10 * MINUTE),
      phone: '123',
    });
    expect(checkHdssDirect(everythingWrong)).toMatchObject({ messageKey: 'hdss.currency' });
    expect(checkHdssDirect({ ...everythingWrong, currency: 'VND' })).toMatchObject({
      messageKey: 'hdss.amount',
    });
    expect(checkHdssDirect({ ...everythingWrong, currency: 'VND', remaining: 2_000_000 })).toMatchObject({
      messageKey: 'hdss.tooCloseToDeparture',
    });
    expect(
      checkHdssDirect({
        ...everythingWrong,
        currency: 'VND',
        remaining: 2_000_000,
        firstDepartureUtc: at(48 * HOUR),
      }),
    ).toMatchObject({ messageKey: 'hdss.holdEnding' });
    expect(
      checkHdssDirect({
        ...everythingWrong,
        currency: 'VND',
        remaining: 2_000_000,
        firstDepartureUtc: at(48 * HOUR),
        holdExpiresAt: at(HOUR),
      }),
    ).toMatchObject({ messageKey: 'hdss.phone' });
  });
});
