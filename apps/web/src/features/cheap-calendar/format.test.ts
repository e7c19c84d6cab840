import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import { formatCompactFare, formatTravelDay } from './format';

describe('compact fares for a day cell', () => {
  it('counts dong in thousands, grouped the way the language writes numbers', () => {
    expect(formatCompactFare(1_250_000, 'VND', 'vi')).toBe('1.250K');
    expect(formatCompactFare(1_250_000, 'VND', 'en')).toBe('1,250K');
    expect(formatCompactFare(890_000, 'VND', 'en')).toBe('890K');
  });

  it('rounds up, so a cell never shows less than the fare', () => {
    expect(formatCompactFare(1_250_001, 'VND', 'en')).toBe('1,251K');
    expect(formatCompactFare(5_231, 'USD', 'en')).toBe('$52.4');
  });

  it('uses the compact notation of the language for other currencies', () => {
    expect(formatCompactFare(12_000_000, 'KRW', 'en')).toBe('₩12M');
    expect(formatCompactFare(123_456, 'THB', 'th')).toBe('฿1.24K');
  });
});

describe('a travel day in the summary', () => {
  it('is written in the page language, whatever the time zone', () => {
    expect(formatTravelDay('2099-01-10' as IsoDate, 'en')).toBe('Sat, Jan 10, 2099');
    expect(formatTravelDay('2099-01-10' as IsoDate, 'vi')).toContain('2099');
  });
});
