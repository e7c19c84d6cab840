import { dateTimeFormat } from './intl-formats';

/**
 * Wall-clock times of instants in IANA time zones, through the platform's zone database (Intl):
 * what a clock at an airport shows at an instant, and how far ahead of UTC it is.
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

/** The formatter that reads a zone's wall clock (it throws RangeError for an unknown zone). */
export function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
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
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
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
