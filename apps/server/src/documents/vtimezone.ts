import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { utcOffsetMinutes } from '@skybook/domain/wall-clock';

/**
 * VTIMEZONE components (RFC 5545 §3.6.5) from @touch4it/ical-timezones, checked against the
 * platform's time-zone database before use. That package's rules are a snapshot (tzdata 2018g);
 * where a zone changed since — Asia/Almaty left UTC+6 for UTC+5 in 2024 — a calendar that trusts
 * the component would move the flight by an hour. A component is only used when its rules give
 * the offset Intl gives at every instant the calendar needs; otherwise times stay in UTC.
 */

interface Observance {
  offsetFrom: number;
  offsetTo: number;
  /** Local wall time of the first onset, as if it were UTC (ms). */
  start: number;
  rule: YearlyRule | null;
}

interface YearlyRule {
  month: number;
  /** 1–5 for the nth weekday of the month, −1 for the last. */
  ordinal: number;
  weekday: number;
  /** Last onset allowed, UTC (ms). */
  until: number | null;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const MINUTE_MS = 60_000;

function parseOffset(value: string | undefined): number | undefined {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** `19700329T020000` → ms of that wall time read as UTC; `…Z` → the UTC instant. */
function parseDateTime(value: string | undefined): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
}

function parseRule(value: string): YearlyRule | undefined {
  const parts = new Map<string, string>();
  for (const part of value.split(';')) {
    const [key, text, ...rest] = part.split('=');
    if (key === undefined || text === undefined || rest.length > 0) return undefined;
    parts.set(key, text);
  }
  const known = new Set(['FREQ', 'BYMONTH', 'BYDAY', 'UNTIL']);
  if ([...parts.keys()].some((key) => !known.has(key)) || parts.get('FREQ') !== 'YEARLY') return undefined;
  const month = Number(parts.get('BYMONTH'));
  const byDay = /^([+-]?[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/.exec(parts.get('BYDAY') ?? '');
  if (!Number.isInteger(month) || month < 1 || month > 12 || !byDay?.[1] || !byDay[2]) return undefined;
  const untilText = parts.get('UNTIL');
  const until = untilText === undefined ? null : parseDateTime(untilText);
  if (until === undefined) return undefined;
  return { month, ordinal: Number(byDay[1]), weekday: WEEKDAYS.indexOf(byDay[2]), until };
}

/** The observances of a component, or undefined when it uses rules this reader does not know. */
function parseObservances(component: string): Observance[] | undefined {
  const lines = component.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const observances: Observance[] = [];
  let current: Map<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:STANDARD' || line === 'BEGIN:DAYLIGHT') {
      current = new Map();
    } else if ((line === 'END:STANDARD' || line === 'END:DAYLIGHT') && current) {
      if (current.has('RDATE')) return undefined;
      const offsetFrom = parseOffset(current.get('TZOFFSETFROM'));
      const offsetTo = parseOffset(current.get('TZOFFSETTO'));
      const start = parseDateTime(current.get('DTSTART'));
      const ruleText = current.get('RRULE');
      const rule = ruleText === undefined ? null : parseRule(ruleText);
      if (offsetFrom === undefined || offsetTo === undefined || start === undefined || rule === undefined) {
        return undefined;
      }
      observances.push({ offsetFrom, offsetTo, start, rule });
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.set(line.slice(0, colon).split(';')[0] ?? '', line.slice(colon + 1));
    }
  }
  return observances.length > 0 ? observances : undefined;
}

/** The day of month of the nth (or last, −1) `weekday` of `month` in `year`. */
function nthWeekday(year: number, month: number, ordinal: number, weekday: number): number | undefined {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (ordinal > 0) {
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((weekday - firstWeekday + 7) % 7) + (ordinal - 1) * 7;
    return day <= daysInMonth ? day : undefined;
  }
  const lastWeekday = new Date(Date.UTC(year, month - 1, daysInMonth)).getUTCDay();
  return daysInMonth - ((lastWeekday - weekday + 7) % 7);
}

/** UTC instants (ms) at which an observance begins, in the years around `year`. */
function onsets(observance: Observance, year: number): number[] {
  const toUtc = (localMs: number): number => localMs - observance.offsetFrom * MINUTE_MS;
  if (!observance.rule) return [toUtc(observance.start)];
  const { rule } = observance;
  const timeOfDay = observance.start % 86_400_000;
  const result = [toUtc(observance.start)];
  for (let candidate = year - 1; candidate <= year + 1; candidate++) {
    const day = nthWeekday(candidate, rule.month, rule.ordinal, rule.weekday);
    if (day === undefined) continue;
    const local = Date.UTC(candidate, rule.month - 1, day) + timeOfDay;
    const instant = toUtc(local);
    if (local < observance.start || (rule.until !== null && instant > rule.until)) continue;
    result.push(instant);
  }
  return result;
}

/**
 * The UTC offset (minutes) a VTIMEZONE component gives at `instant`, or undefined when the
 * instant is before its first onset or the component uses rules this reader does not know
 * (RDATE lists, BYMONTHDAY …).
 */
export function vtimezoneOffsetAt(component: string, instant: Date): number | undefined {
  const observances = parseObservances(component);
  if (!observances) return undefined;
  const at = instant.getTime();
  let best: { onset: number; offset: number } | undefined;
  for (const observance of observances) {
    for (const onset of onsets(observance, instant.getUTCFullYear())) {
      if (onset <= at && (!best || onset > best.onset)) best = { onset, offset: observance.offsetTo };
    }
  }
  return best?.offset;
}

/**
 * The VTIMEZONE component of `timeZone` when one exists and agrees with Intl at each of
 * `instants`; null when there is none or it is out of date.
 */
export function verifiedVtimezone(timeZone: string, instants: readonly Date[]): string | null {
  const component = getVtimezoneComponent(timeZone);
  if (!component) return null;
  const agrees = instants.every(
    (instant) => vtimezoneOffsetAt(component, instant) === utcOffsetMinutes(instant, timeZone),
  );
  return agrees ? component.trimEnd() : null;
}
