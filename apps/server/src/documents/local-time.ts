import { DATE_FORMATS } from '@skybook/domain/constants';
import {
  utcOffsetMinutes,
  wallClockAt,
  wallClockFormatter,
  type WallClock,
} from '@skybook/domain/wall-clock';

/**
 * Wall-clock times of instants in IANA time zones, for documents: flights are stored as UTC
 * instants plus the airport's zone (design §2) and shown in the airport's local time with the
 * requirements §9 patterns.
 */

const two = (value: number): string => String(value).padStart(2, '0');

function applyPattern(pattern: string, wall: WallClock): string {
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(wall.year).padStart(4, '0');
      case 'MM':
        return two(wall.month);
      case 'DD':
        return two(wall.day);
      case 'HH':
        return two(wall.hour);
      case 'mm':
        return two(wall.minute);
      default:
        return two(wall.second);
    }
  });
}

/** `DD/MM/YYYY` (requirements §9) of `instant` in `timeZone`. */
export function formatLocalDate(instant: Date, timeZone: string): string {
  return applyPattern(DATE_FORMATS.date, wallClockAt(instant, timeZone));
}

/** `HH:mm` of `instant` in `timeZone`. */
export function formatLocalTime(instant: Date, timeZone: string): string {
  return applyPattern('HH:mm', wallClockAt(instant, timeZone));
}

/** `HH:mm DD/MM/YYYY` (requirements §9 date-time, time first) of `instant` in `timeZone`. */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  return applyPattern(DATE_FORMATS.dateTime, wallClockAt(instant, timeZone));
}

/** Any `YYYY`/`MM`/`DD`/`HH`/`mm`/`ss` pattern of `instant` in `timeZone` (e.g. `YYYYMMDD`). */
export function formatLocalPattern(instant: Date, timeZone: string, pattern: string): string {
  return applyPattern(pattern, wallClockAt(instant, timeZone));
}

/** `GMT+07:00`, `GMT+10:30`, `GMT-03:30`, `GMT+00:00`: the zone's offset at `instant`. */
export function formatUtcOffset(instant: Date, timeZone: string): string {
  const offset = utcOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const magnitude = Math.abs(offset);
  return `GMT${sign}${two(Math.floor(magnitude / 60))}:${two(magnitude % 60)}`;
}

/**
 * `2026-12-02T06:15:00`: ISO 8601 local date-time without an offset, as Google Wallet wants a
 * flight's times (the airport's wall clock; Google finds the zone from the airport).
 */
export function formatLocalIsoDateTime(instant: Date, timeZone: string): string {
  return applyPattern('YYYY-MM-DDTHH:mm:ss', wallClockAt(instant, timeZone));
}

/**
 * `2026-12-02T06:15:00+07:00`: the same instant written on the zone's wall clock with the
 * zone's offset, so a reader that keeps the offset (Apple Wallet) shows the airport's time.
 */
export function formatIsoWithOffset(instant: Date, timeZone: string): string {
  return `${formatLocalIsoDateTime(instant, timeZone)}${formatUtcOffset(instant, timeZone).slice('GMT'.length)}`;
}

/** True when `timeZone` is an IANA zone this platform's Intl knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    wallClockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
