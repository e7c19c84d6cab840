import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localToUtcMs, offsetMinutes, utcMsToLocal } from './time-zone';

describe('time zones', () => {
  it('converts a Vietnamese local time to UTC seven hours earlier', () => {
    expect(new Date(localToUtcMs('2026-11-21', 6 * 60, 'Asia/Ho_Chi_Minh')).toISOString()).toBe(
      '2026-11-20T23:00:00.000Z',
    );
  });

  it('follows Australian daylight saving time', () => {
    expect(offsetMinutes('Australia/Sydney', Date.parse('2027-01-15T00:00:00Z'))).toBe(660);
    expect(offsetMinutes('Australia/Sydney', Date.parse('2027-07-15T00:00:00Z'))).toBe(600);
    expect(offsetMinutes('Australia/Adelaide', Date.parse('2027-01-15T00:00:00Z'))).toBe(630);
    expect(offsetMinutes('Australia/Brisbane', Date.parse('2027-01-15T00:00:00Z'))).toBe(600);
  });

  it('round-trips local times on both sides of a daylight-saving change', () => {
    for (const date of ['2026-10-03', '2026-10-04', '2026-10-05', '2027-04-03', '2027-04-04']) {
      for (const minutes of [0, 60, 6 * 60, 23 * 60 + 30]) {
        const local = utcMsToLocal(localToUtcMs(date, minutes, 'Australia/Melbourne'), 'Australia/Melbourne');
        expect(local.date).toBe(date);
      }
    }
  });

  it('resolves a time skipped by spring forward to a later real instant', () => {
    // Sydney jumps from 02:00 to 03:00 on 4 October 2026.
    const instant = localToUtcMs('2026-10-04', 2 * 60 + 30, 'Australia/Sydney');
    expect(utcMsToLocal(instant, 'Australia/Sydney')).toEqual({ date: '2026-10-04', time: '03:30' });
  });

  it('adds days across month and year ends and names ISO weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});
