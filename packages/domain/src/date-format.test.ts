import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatDayRangeToParts, formatLocalTime, monthNames } from './date-format';

describe('formatDay', () => {
  it('writes a calendar day in each named style of the language', () => {
    expect(formatDay('2026-12-01', 'en', 'long')).toBe('December 1, 2026');
    expect(formatDay('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-01', 'vi')).toBe('1 thg 12, 2026');
    expect(formatDay('2026-12-01', 'en', 'weekday')).toBe('Tue, Dec 1, 2026');
    expect(formatDay('2026-12-01', 'en', 'weekdayDayMonth')).toBe('Tue, Dec 1');
    expect(formatDay('2026-12-01', 'en', 'dayMonth')).toBe('Dec 1');
    expect(formatDay('2026-12-01', 'vi', 'numeric')).toBe('1/12');
    expect(formatDay('2026-12-01', 'ko', 'weekdayNumeric')).toBe('12. 1. (화)');
  });

  it('writes the requirements’ DD/MM with a slash where ICU writes a hyphen', () => {
    expect(formatDay('2026-12-01', 'vi', 'numeric2')).toBe('01/12');
    expect(formatDay('2026-12-01', 'en', 'numeric2')).toBe('12/01');
  });

  it('keeps the day itself whatever the process time zone (the day is not an instant)', () => {
    expect(formatDay('2026-01-01', 'en', 'medium')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31', 'en', 'medium')).toBe('Dec 31, 2026');
  });

  it('returns anything but a YYYY-MM-DD day as it came', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay('2026-13-45', 'en')).toBe('2026-13-45');
  });
});

describe('formatDayRangeToParts', () => {
  it('gives the range as the language writes it, each part with its source', () => {
    const parts = formatDayRangeToParts('2026-12-03', '2026-12-06', 'en');
    expect(parts.map((part) => part.value).join('')).toBe('Dec 3\u2009–\u20096');
    expect(parts.find((part) => part.source === 'endRange')?.value).toBe('6');
  });

  it('throws for a day that is not YYYY-MM-DD', () => {
    expect(() => formatDayRangeToParts('2026-12-03', 'later', 'en')).toThrow(RangeError);
  });
});

describe('monthNames', () => {
  it('lists the twelve months in the language', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('vi')[11]).toBe('Tháng 12');
  });
});

describe('formatDateTime', () => {
  const deadline = '2026-11-29T05:36:00Z';

  it('writes an instant on the clock of the zone given, with the zone’s name, 24-hour', () => {
    expect(formatDateTime(deadline, 'en', 'Asia/Ho_Chi_Minh')).toBe('Nov 29, 2026, 12:36 Indochina Time');
    expect(formatDateTime(deadline, 'vi', 'Asia/Ho_Chi_Minh')).toBe('12:36 Giờ Đông Dương 29 thg 11, 2026');
    expect(formatDateTime(deadline, 'en', 'Australia/Sydney')).toBe(
      'Nov 29, 2026, 16:36 Australian Eastern Daylight Time',
    );
  });

  it('reads the same wherever the browser is: the zone is the caller’s, not the machine’s', () => {
    expect(formatDateTime(new Date(deadline), 'en', 'Asia/Seoul')).toContain('14:36');
  });

  it('leaves the zone’s name out when asked', () => {
    expect(formatDateTime(deadline, 'en', 'Asia/Ho_Chi_Minh', { zoneName: false })).toBe(
      'Nov 29, 2026, 12:36',
    );
  });

  it('returns a text that is not an instant as it came, and throws for an unknown zone', () => {
    expect(formatDateTime('tomorrow', 'en', 'Asia/Ho_Chi_Minh')).toBe('tomorrow');
    expect(() => formatDateTime(deadline, 'en', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatLocalTime', () => {
  it('reads the airport’s wall clock from a local date-time', () => {
    expect(formatLocalTime('2026-12-01T07:05+07:00')).toBe('07:05');
    expect(formatLocalTime('2026-12-01T23:59:00+10:00')).toBe('23:59');
    expect(formatLocalTime('not a time')).toBe('not a time');
  });
});
