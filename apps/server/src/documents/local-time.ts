import { DATE_FORMATS } from '@skybook/domain/constants';
import { dateTimeFormat } from '@skybook/domain/intl-formats';

/**
 * Wall-clock times of instants in IANA time zones, for documents: flights are stored as UTC
 * instants plus the airport's zone (DESIGN.md §2) and shown in the airport's local time with the
 * SPEC §9 patterns.
 */

/** The wall-clock fields of an instant in one zone. */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const MINUTE_MS = 60_000;

const WALL_FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
type WallField = (typeof WALL_FIELDS)[number];

function isWallField(type: string): type is WallField {
  return (WALL_FIELDS as readonly string[]).includes(type);
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/**
 * The wall clock in `timeZone` at `instant`.
 *
 * @throws RangeError for an invalid date or an unknown time zone.
 */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const fields: Record<WallField, number> = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (isWallField(part.type)) fields[part.type] = Number(part.value);
  }
  return fields;
}

/** Minutes the zone is ahead of UTC at `instant` (UTC+7 → 420, UTC−3:30 → −210). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / MINUTE_MS);
}

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

/** `DD/MM/YYYY` (SPEC §9) of `instant` in `timeZone`. */
export function formatLocalDate(instant: Date, timeZone: string): string {
  return applyPattern(DATE_FORMATS.date, wallClockAt(instant, timeZone));
}

/** `HH:mm` of `instant` in `timeZone`. */
export function formatLocalTime(instant: Date, timeZone: string): string {
  return applyPattern('HH:mm', wallClockAt(instant, timeZone));
}

/** `HH:mm DD/MM/YYYY` (SPEC §9 date-time, time first) of `instant` in `timeZone`. */
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

/** True when `timeZone` is an IANA zone this platform's Intl knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
