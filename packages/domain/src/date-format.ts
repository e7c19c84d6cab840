import { isIsoDate } from './clock';
import { dateTimeFormat } from './intl-formats';

/*
 * Dates and times as the site writes them, the one way every page does, per language: calendar
 * days (a travel day, a birthday, a publication day) in a few named styles, instants (a payment
 * deadline, the time a certificate was issued) in the time zone that gives them their meaning,
 * with its name, and flight times on the airport's own clock. Every formatter comes from the
 * shared cache (`intl-formats.ts`): building one costs far more than using it.
 */

/**
 * How a calendar day is written (English and Vietnamese examples for 1 December 2026):
 * - `long`: `December 1, 2026`, `1 tháng 12, 2026`
 * - `medium`: `Dec 1, 2026`, `1 thg 12, 2026`
 * - `weekday`: `Tue, Dec 1, 2026`, `Th 3, 1 thg 12, 2026`
 * - `weekdayDayMonth`: `Tue, Dec 1`, `Th 3, 1 thg 12`
 * - `weekdayNumeric`: `Tue, 12/1`, `Thứ 3, 1/12`
 * - `dayMonth`: `Dec 1`, `1 thg 12`
 * - `numeric`: `12/1`, `1/12`
 * - `numeric2`: `12/01`, `01/12` (always two digits each, and a slash where ICU writes a hyphen)
 */
export type DayStyle =
  'long' | 'medium' | 'weekday' | 'weekdayDayMonth' | 'weekdayNumeric' | 'dayMonth' | 'numeric' | 'numeric2';

// Options in a fixed order per style: the cache tells options apart by their JSON.
const DAY_STYLES: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  long: { dateStyle: 'long', timeZone: 'UTC' },
  medium: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  weekdayNumeric: { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  numeric: { day: 'numeric', month: 'numeric', timeZone: 'UTC' },
  numeric2: { day: '2-digit', month: '2-digit', timeZone: 'UTC' },
};

/**
 * The instant a calendar day is formatted at: its UTC midnight, formatted in UTC, so no visitor's
 * time zone can move it to the day before. Undefined when `day` is not a real `YYYY-MM-DD` day.
 */
function dayInstant(day: string): Date | undefined {
  return isIsoDate(day) ? new Date(`${day}T00:00:00Z`) : undefined;
}

/**
 * A calendar day (`YYYY-MM-DD`: a travel day is the local day at its airport, not an instant) in
 * `locale`, in one of the {@link DayStyle}s. Anything else is returned as it came, so a page
 * never shows "Invalid Date".
 *
 * @example formatDay('2026-12-01', 'en', 'weekday') // "Tue, Dec 1, 2026"
 * @example formatDay('2026-12-01', 'vi', 'numeric2') // "01/12" (requirements §9 DD/MM)
 */
export function formatDay(day: string, locale: string, style: DayStyle = 'medium'): string {
  const instant = dayInstant(day);
  if (!instant) return day;
  const format = dateTimeFormat(locale, DAY_STYLES[style]);
  if (style !== 'numeric2') return format.format(instant);
  // ICU writes Vietnamese with a hyphen ("01-12"), which also lets a line break inside the date;
  // a slash keeps requirements §9's form and the date in one piece.
  return format
    .formatToParts(instant)
    .map((part) => (part.type === 'literal' && part.value === '-' ? '/' : part.value))
    .join('');
}

/**
 * Two calendar days as the language writes a range (`Dec 3 – 6`, `3 – 6 thg 12`), as parts:
 * `source` says whether a part belongs to the first day, the last or both, so a UI can wrap each
 * day in its own `<time>`.
 *
 * @throws RangeError when either day is not `YYYY-MM-DD`.
 */
export function formatDayRangeToParts(
  from: string,
  to: string,
  locale: string,
  style: DayStyle = 'dayMonth',
): Intl.DateTimeRangeFormatPart[] {
  const start = dayInstant(from);
  const end = dayInstant(to);
  if (!start || !end) throw new RangeError(`Not a day range: ${from} – ${to}`);
  return dateTimeFormat(locale, DAY_STYLES[style]).formatRangeToParts(start, end);
}

/** The twelve month names of `locale` (`January` … or `tháng 1` …), for a month picker. */
export function monthNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)));
}

/** Whether {@link formatDateTime} names the time zone after the time. */
export interface DateTimeOptions {
  /** `true` (the default): the zone's name in the language (`Indochina Time`, `Giờ Đông Dương`). */
  readonly zoneName?: boolean;
}

/**
 * An instant (an ISO-8601 string or a Date) as a date and a 24-hour time in `timeZone` (an IANA
 * zone: the departure airport's for a booking's deadline), followed by the zone's name in the
 * language, so a traveller anywhere reads it right. A string that is not an instant is returned
 * as it came.
 *
 * @example formatDateTime('2026-11-29T05:36:00Z', 'en', 'Asia/Ho_Chi_Minh')
 *   // "Nov 29, 2026, 12:36 Indochina Time"
 * @example formatDateTime('2026-11-29T05:36:00Z', 'vi', 'Asia/Ho_Chi_Minh')
 *   // "12:36 Giờ Đông Dương 29 thg 11, 2026"
 * @throws RangeError for an unknown time zone.
 */
export function formatDateTime(
  instant: string | Date,
  locale: string,
  timeZone: string,
  options: DateTimeOptions = {},
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    ...(options.zoneName === false ? {} : { timeZoneName: 'long' }),
  }).format(date);
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T(\d{2}:\d{2})/;

/**
 * The wall-clock time of a local date-time as the server sends flight times
 * (`2026-12-01T07:00+07:00`, the airport's own clock): `"07:00"`, 24-hour in every language, as
 * timetables write it. Anything else is returned as it came.
 */
export function formatLocalTime(localDateTime: string): string {
  return LOCAL_TIME.exec(localDateTime)?.[1] ?? localDateTime;
}
