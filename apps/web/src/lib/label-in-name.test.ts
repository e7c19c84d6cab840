import { describe, expect, it } from 'vitest';
import { labelInName, shownDay } from './label-in-name';

describe('labelInName', () => {
  it('begins with what is shown, then what is said, leaving out empty parts', () => {
    expect(labelInName(['8', '1,2 tr'], ['Thứ Ba, 8 tháng 12, 2026', 'từ 1.234.000 ₫'])).toBe(
      '8 1,2 tr, Thứ Ba, 8 tháng 12, 2026, từ 1.234.000 ₫',
    );
    expect(labelInName(['8', ''], ['Tuesday, December 8, 2026', undefined])).toBe(
      '8, Tuesday, December 8, 2026',
    );
  });

  it('shows the day as the calendar does in each language', () => {
    const day = { year: 2026, month: 12, day: 8 };
    expect(shownDay(day, 'vi')).toBe('8');
    expect(shownDay(day, 'ja')).toBe('8日');
  });
});
