import { describe, expect, it } from 'vitest';
import { formatShortDate, formatTravelDate } from './format-date';

describe('travel days', () => {
  it('writes a leg’s day in full in the page’s language, on that very day', () => {
    expect(formatTravelDate('2026-12-01', 'en')).toBe('Tue, Dec 1, 2026');
    expect(formatTravelDate('2026-12-01', 'vi')).toBe('Thứ 3, 1 thg 12, 2026');
  });

  it('writes day and month for the steps, Vietnamese as DD/MM', () => {
    expect(formatShortDate('2026-12-01', 'vi')).toBe('01/12');
    expect(formatShortDate('2026-12-01', 'en')).toBe('12/01');
    expect(formatShortDate('2026-12-01', 'ru')).toBe('01.12');
  });
});
