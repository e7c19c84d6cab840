import type { Brand } from './brand';
import { dateTimeFormat } from './intl-formats';
import { err, ok, type Result } from './result';

/**
 * Where domain code gets "now" (design §2): holds, check-in windows, idle timers and ages all
 * ask a clock, so tests can set and move time. Nothing in this package calls `Date.now()`.
 */
export interface Clock {
  /** The current instant, as a new `Date` the caller may keep or mutate. */
  now(): Date;
}

/** The real clock, for composition roots (server start-up, app providers) to inject. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to, for tests. */
export interface ManualClock extends Clock {
  /** Jumps to `date`. */
  set(date: Date): void;
  /** Moves by `ms` milliseconds (negative moves back). */
  advance(ms: number): void;
}

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
}

/**
 * A {@link ManualClock} starting at `start`. It copies dates in and out, so neither the caller's
 * `start` nor a returned `now()` can move it.
 *
 * @throws RangeError on an invalid date or a non-finite step.
 */
export function createManualClock(start: Date): ManualClock {
  assertValidDate(start);
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(date) {
      assertValidDate(date);
      current = date.getTime();
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`Cannot advance by ${ms} ms`);
      const next = new Date(current + ms);
      assertValidDate(next);
      current = next.getTime();
    },
  };
}

const MS_PER_DAY = 86_400_000;

/**
 * The instant `days` × 24 hours after `instant` (before it when negative). This is elapsed time,
 * not calendar arithmetic: across a daylight-saving change the local wall-clock time shifts by an
 * hour. For "the same local date plus n days" use {@link addDaysToIsoDate} on {@link toIsoDate}.
 *
 * @throws RangeError when `days` is not an integer or the result is not a valid date.
 */
export function addDays(instant: Date, days: number): Date {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  const result = new Date(instant.getTime() + days * MS_PER_DAY);
  assertValidDate(result);
  return result;
}

/** A calendar date written `YYYY-MM-DD` (years 0001–9999) that exists in the Gregorian calendar. */
export type IsoDate = Brand<string, 'IsoDate'>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function partsOf(value: string): DateParts | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): value is IsoDate {
  return partsOf(value) !== undefined;
}

/**
 * Reads a `YYYY-MM-DD` date, as requirements §5 wants for search dates: any other shape (`2025-1-5`,
 * `05/01/2025`, a full timestamp) and impossible dates (`2025-02-29`) are refused, not converted.
 */
export function parseIsoDate(value: string): Result<IsoDate, 'INVALID_DATE'> {
  return isIsoDate(value) ? ok(value) : err('INVALID_DATE');
}

function toEpochDay({ year, month, day }: DateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromEpochDay(epochDay: number): string {
  const date = new Date(epochDay * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function mustParse(value: IsoDate): DateParts {
  const parts = partsOf(value);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return parts;
}

/**
 * The calendar date `days` after `date` (before it when negative): `2025-02-27` + 2 is
 * `2025-03-01`. requirements §4's default return date is `addDaysToIsoDate(today, 7)`.
 *
 * @throws RangeError when `days` is not an integer or the result leaves years 0001–9999.
 */
export function addDaysToIsoDate(date: IsoDate, days: number): IsoDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  const result = fromEpochDay(toEpochDay(mustParse(date)) + days);
  if (!isIsoDate(result)) throw new RangeError(`${date} + ${days} days is out of range`);
  return result;
}

/** Whole days from `from` to `to`: positive when `to` is later (`2025-01-01` → `2025-01-15` is 14). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(mustParse(to)) - toEpochDay(mustParse(from));
}

/** The airline's home time zone: its "today", its schedules and its published dates. */
export const AIRLINE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The calendar date of `instant` in the IANA time zone `timeZone` (`Asia/Ho_Chi_Minh`,
 * `Australia/Sydney`, `UTC`), e.g. to know what "today" is for a traveller.
 *
 * @throws RangeError for an invalid date, an unknown time zone, or a year outside 0001–9999.
 */
export function toIsoDate(instant: Date, timeZone: string): IsoDate {
  assertValidDate(instant);
  const parts = dateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    era: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '';
  // Years before the common era come out as positive numbers with era "BC".
  const year = field('era') === 'AD' ? field('year').padStart(4, '0') : '0000';
  const result = `${year}-${field('month')}-${field('day')}`;
  if (!isIsoDate(result)) throw new RangeError(`${instant.toISOString()} is outside years 0001–9999`);
  return result;
}

/**
 * Age in whole years on `reference` of someone born on `birthDate` (requirements §5 age bands).
 *
 * A birthday counts once its month and day are reached in the reference year. Someone born on
 * 29 February therefore turns a year older on **1 March** in common years (28 February is still
 * before their birthday) — the rule in e.g. English and Hong Kong law, and the conservative one
 * for "at least N years old" checks.
 *
 * The count is a floor, so a birth date after `reference` gives a negative age (−1 for one day to
 * one year later): callers can refuse future birth dates with `ageAt(...) < 0`.
 */
export function ageAt(birthDate: IsoDate, reference: IsoDate): number {
  const birth = mustParse(birthDate);
  const ref = mustParse(reference);
  const beforeBirthday = ref.month < birth.month || (ref.month === birth.month && ref.day < birth.day);
  return ref.year - birth.year - (beforeBirthday ? 1 : 0);
}
