import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import { formatMoney, splitVnd } from './money-format';

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

describe('splitVnd', () => {
  it('splits a price into grouped thousands and the last three digits', () => {
    expect(splitVnd(money(1_234_000, 'VND'))).toEqual({
      sign: '',
      thousands: '1.234',
      separator: '.',
      lastThree: '000',
    });
    expect(splitVnd(money(1000, 'VND'))).toEqual({
      sign: '',
      thousands: '1',
      separator: '.',
      lastThree: '000',
    });
  });

  it('keeps amounts below one thousand whole in lastThree', () => {
    expect(splitVnd(money(999, 'VND'))).toEqual({ sign: '', thousands: '', separator: '', lastThree: '999' });
    expect(splitVnd(money(0, 'VND'))).toEqual({ sign: '', thousands: '', separator: '', lastThree: '0' });
  });

  it('puts the sign of a negative amount apart', () => {
    expect(splitVnd(money(-50_000, 'VND'))).toEqual({
      sign: '-',
      thousands: '50',
      separator: '.',
      lastThree: '000',
    });
  });

  it('rejects other currencies', () => {
    expect(() => splitVnd(money(1000, 'USD'))).toThrow(RangeError);
  });

  it('rebuilds the Vietnamese-grouped amount when its parts are joined', () => {
    const grouped = new Intl.NumberFormat('vi', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        const parts = splitVnd(money(minor, 'VND'));
        expect(parts.sign + parts.thousands + parts.separator + parts.lastThree).toBe(
          (minor < 0 ? '-' : '') + grouped.format(Math.abs(minor)),
        );
        if (Math.abs(minor) >= 1000) expect(parts.lastThree).toMatch(/^\d{3}$/);
      }),
    );
  });
});
