import { utcOffsetMinutes } from '@skybook/domain/wall-clock';
import { describe, expect, it } from 'vitest';
import {
  formatIsoWithOffset,
  formatLocalDate,
  formatLocalDateTime,
  formatLocalIsoDateTime,
  formatLocalPattern,
  formatLocalTime,
  formatUtcOffset,
  isKnownTimeZone,
} from './local-time';

const instant = new Date('2026-12-01T23:15:00Z');

describe('local time of an instant', () => {
  it('shows the airport’s wall clock with the requirements §9 patterns', () => {
    expect(formatLocalDate(instant, 'Asia/Ho_Chi_Minh')).toBe('02/12/2026');
    expect(formatLocalTime(instant, 'Asia/Ho_Chi_Minh')).toBe('06:15');
    expect(formatLocalDateTime(instant, 'Asia/Ho_Chi_Minh')).toBe('06:15 02/12/2026');
    expect(formatLocalDateTime(instant, 'UTC')).toBe('23:15 01/12/2026');
    expect(formatLocalPattern(instant, 'Australia/Sydney', 'YYYYMMDDTHHmmss')).toBe('20261202T101500');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatLocalTime(new Date('2026-12-01T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('00:00');
  });

  it('knows half-hour and negative offsets and daylight time', () => {
    expect(utcOffsetMinutes(instant, 'Australia/Adelaide')).toBe(630);
    expect(formatUtcOffset(instant, 'Australia/Adelaide')).toBe('GMT+10:30');
    expect(formatUtcOffset(new Date('2026-01-10T12:00:00Z'), 'America/St_Johns')).toBe('GMT-03:30');
    expect(formatUtcOffset(new Date('2026-07-10T12:00:00Z'), 'Australia/Sydney')).toBe('GMT+10:00');
    expect(formatUtcOffset(instant, 'UTC')).toBe('GMT+00:00');
  });

  it('writes ISO 8601 on the airport’s clock, with its offset or without', () => {
    expect(formatLocalIsoDateTime(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-12-02T06:15:00');
    expect(formatIsoWithOffset(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-12-02T06:15:00+07:00');
    expect(formatIsoWithOffset(new Date('2026-01-10T12:00:00Z'), 'America/St_Johns')).toBe(
      '2026-01-10T08:30:00-03:30',
    );
    expect(Date.parse(formatIsoWithOffset(instant, 'Asia/Seoul'))).toBe(instant.getTime());
  });

  it('tells known zones from unknown ones', () => {
    expect(isKnownTimeZone('Asia/Almaty')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => formatLocalDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
