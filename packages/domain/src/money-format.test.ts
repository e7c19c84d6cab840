import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import { formatAmount, formatCompactMoney, formatMoney, splitVnd } from './money-format';

describe('formatMoney', () => {
  it('formats VND the Vietnamese way without decimals', () => {
    expect(formatMoney(money(1_234_000, 'VND'), 'vi')).toBe('1.234.000\u00a0₫');
  });

  it('shows the ISO minor-unit digits of each currency', () => {
    expect(formatMoney(money(1050, 'USD'), 'en-US')).toBe('$10.50');
    expect(formatMoney(money(1234, 'JPY'), 'en-US')).toBe('¥1,234');
    // CLDR shows rupiah without decimals; ISO 4217 gives it 2.
    expect(formatMoney(money(1_500_050, 'IDR'), 'en-US')).toBe('IDR\u00a015,000.50');
  });

  it('formats negative amounts', () => {
    expect(formatMoney(money(-5, 'USD'), 'en-US')).toBe('-$0.05');
  });

  it('formats the largest safe amount without float error', () => {
    expect(formatMoney(money(Number.MAX_SAFE_INTEGER, 'USD'), 'en-US')).toBe('$90,071,992,547,409.91');
  });

  it('throws a RangeError for a malformed locale', () => {
    expect(() => formatMoney(money(1, 'USD'), 'not a locale!')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('writes a bare count of minor units as formatMoney does, per language', () => {
    expect(formatAmount(1_293_600, 'VND', 'vi')).toBe('1.293.600\u00a0₫');
    expect(formatAmount(1_293_600, 'VND', 'en')).toBe('₫1,293,600');
    expect(formatAmount(4560, 'USD', 'en')).toBe('$45.60');
  });
});

describe('splitVnd', () => {
  it('splits a price into grouped thousands and the last three digits, as the language writes money', () => {
    expect(splitVnd(money(1_234_000, 'VND'), 'vi')).toEqual({
      before: '',
      thousands: '1.234',
      separator: '.',
      lastThree: '000',
      after: '\u00a0₫',
    });
    expect(splitVnd(money(1_293_600, 'VND'), 'en')).toEqual({
      before: '₫',
      thousands: '1,293',
      separator: ',',
      lastThree: '600',
      after: '',
    });
  });

  it('keeps amounts below one thousand whole in lastThree', () => {
    expect(splitVnd(money(999, 'VND'), 'vi')).toEqual({
      before: '',
      thousands: '',
      separator: '',
      lastThree: '999',
      after: '\u00a0₫',
    });
    expect(splitVnd(money(0, 'VND'), 'en')).toMatchObject({ thousands: '', lastThree: '0' });
  });

  it('keeps the sign of a negative amount before the digits', () => {
    expect(splitVnd(money(-50_000, 'VND'), 'vi')).toMatchObject({ before: '-', thousands: '50' });
    expect(splitVnd(money(-50_000, 'VND'), 'en')).toMatchObject({ before: '-₫', thousands: '50' });
  });

  it('rejects other currencies', () => {
    expect(() => splitVnd(money(1000, 'USD'), 'en')).toThrow(RangeError);
  });

  it('rebuilds formatMoney’s text exactly when its parts are joined, in every site language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom('vi', 'en', 'th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru'),
        (minor, language) => {
          const amount = money(minor, 'VND');
          const parts = splitVnd(amount, language);
          expect(parts.before + parts.thousands + parts.separator + parts.lastThree + parts.after).toBe(
            formatMoney(amount, language),
          );
          if (Math.abs(minor) >= 1000) expect(parts.lastThree).toMatch(/^\d{3}$/);
        },
      ),
    );
  });
});

describe('formatCompactMoney', () => {
  it('writes a fare in the language’s compact notation, without a currency sign', () => {
    expect(formatCompactMoney(money(1_373_000, 'VND'), 'en')).toBe('1.38M');
    expect(formatCompactMoney(money(1_373_000, 'VND'), 'vi')).toBe('1,38\u00a0Tr');
    expect(formatCompactMoney(money(1_373_000, 'VND'), 'ko')).toBe('138만');
    expect(formatCompactMoney(money(95_000, 'VND'), 'en')).toBe('95K');
    expect(formatCompactMoney(money(4560, 'USD'), 'en')).toBe('45.6');
    expect(formatCompactMoney(money(123_456, 'THB'), 'th')).toBe('1.24K');
  });

  it('rounds up, so a day never shows less than its fare', () => {
    expect(formatCompactMoney(money(1_370_001, 'VND'), 'en')).toBe('1.38M');
    expect(formatCompactMoney(money(4501, 'USD'), 'en')).toBe('45.1');
  });

  it('stays short enough for a day cell in every site language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom('VND', 'USD', 'KRW', 'THB', 'SGD', 'AUD', 'JPY', 'IDR'),
        fc.constantFrom('vi', 'en', 'th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru'),
        (minor, currency, language) => {
          // Three digits, a separator and the language's word for the power (Tr, млн, 万 …).
          expect(formatCompactMoney(money(minor, currency), language).length).toBeLessThanOrEqual(9);
        },
      ),
    );
  });
});
