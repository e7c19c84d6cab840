/**
 * Calendar and time-zone arithmetic for the schedule: local wall-clock times at an airport to UTC
 * instants and back, through the platform's IANA database (Intl), with no Date.now().
 */

import { utcOffsetMinutes } from '@skybook/domain/wall-clock';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Zone offsets change on quarter-hour boundaries at most (Adelaide's change is at 16:30 UTC). */
const OFFSET_CACHE_SLOT_MS = 15 * MINUTE_MS;

/** Per zone and UTC day: the offset when it holds all day, or null on a day the offset changes. */
const dayOffsets = new Map<string, Map<number, number | null>>();
const slotOffsets = new Map<string, Map<number, number>>();

function cacheOf<V>(caches: Map<string, Map<number, V>>, zone: string): Map<number, V> {
  let cache = caches.get(zone);
  if (!cache) {
    cache = new Map();
    caches.set(zone, cache);
  }
  return cache;
}

/**
 * The zone's offset from UTC in minutes at an instant (UTC+7 → 420). Intl is slow, so offsets are
 * cached per UTC day; only on a day whose offset changes (at most one change a day in the zones
 * served) is it asked per quarter hour.
 */
export function offsetMinutes(zone: string, instantMs: number): number {
  const day = Math.floor(instantMs / DAY_MS);
  const days = cacheOf(dayOffsets, zone);
  let whole = days.get(day);
  if (whole === undefined) {
    const start = utcOffsetMinutes(new Date(day * DAY_MS), zone);
    whole = utcOffsetMinutes(new Date((day + 1) * DAY_MS - MINUTE_MS), zone) === start ? start : null;
    days.set(day, whole);
  }
  if (whole !== null) return whole;
  const slot = Math.floor(instantMs / OFFSET_CACHE_SLOT_MS);
  const slots = cacheOf(slotOffsets, zone);
  let offset = slots.get(slot);
  if (offset === undefined) {
    offset = utcOffsetMinutes(new Date(slot * OFFSET_CACHE_SLOT_MS), zone);
    slots.set(slot, offset);
  }
  return offset;
}

const dateMs = new Map<string, number>();
const dayDates = new Map<number, string>();

/** Milliseconds of a `YYYY-MM-DD` date at 00:00 UTC. */
export function dateToUtcMs(date: string): number {
  const cached = dateMs.get(date);
  if (cached !== undefined) return cached;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms))
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  dateMs.set(date, ms);
  return ms;
}

/** `YYYY-MM-DD` of a UTC day number (days since 1970-01-01); cached, Date#toISOString is slow. */
function dateOfDay(day: number): string {
  let date = dayDates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayDates.set(day, date);
  }
  return date;
}

/** Same text as `new Date(ms).toISOString()`, several times faster for whole-minute instants. */
export function formatInstant(instantMs: number): string {
  if (instantMs % MINUTE_MS !== 0) return new Date(instantMs).toISOString();
  const day = Math.floor(instantMs / DAY_MS);
  return `${dateOfDay(day)}T${formatTime((instantMs - day * DAY_MS) / MINUTE_MS)}:00.000Z`;
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dateToUtcMs(date) / DAY_MS + days);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(dateToUtcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** `HH:mm` from minutes after midnight. */
export function formatTime(minutes: number): string {
  const hh = Math.floor(minutes / 60);
  const mm = minutes % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
}

/**
 * The UTC instant of a local wall-clock time in `zone`. A time skipped by a daylight-saving jump
 * resolves to the instant one offset later (02:30 on a spring-forward day becomes 03:30).
 */
export function localToUtcMs(date: string, minutesOfDay: number, zone: string): number {
  const wall = dateToUtcMs(date) + minutesOfDay * MINUTE_MS;
  const firstGuess = wall - offsetMinutes(zone, wall) * MINUTE_MS;
  const offset = offsetMinutes(zone, firstGuess);
  return wall - offset * MINUTE_MS;
}

/** The local date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant in `zone`. */
export function utcMsToLocal(instantMs: number, zone: string): { date: string; time: string } {
  const local = instantMs + offsetMinutes(zone, instantMs) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  return { date: dateOfDay(day), time: formatTime(Math.floor((local - day * DAY_MS) / MINUTE_MS)) };
}
