import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { describe, expect, it } from 'vitest';
import { verifiedVtimezone, vtimezoneOffsetAt } from './vtimezone';

const sydney = getVtimezoneComponent('Australia/Sydney') ?? '';

describe('vtimezoneOffsetAt', () => {
  it('follows yearly daylight-saving rules around their changes', () => {
    // Daylight time ends on the first Sunday of April 2026 at 03:00 local (16:00 UTC the day before).
    expect(vtimezoneOffsetAt(sydney, new Date('2026-04-04T15:59:00Z'))).toBe(660);
    expect(vtimezoneOffsetAt(sydney, new Date('2026-04-04T16:00:00Z'))).toBe(600);
    // It starts again on the first Sunday of October at 02:00 local (16:00 UTC the day before).
    expect(vtimezoneOffsetAt(sydney, new Date('2026-10-03T15:59:00Z'))).toBe(600);
    expect(vtimezoneOffsetAt(sydney, new Date('2026-10-03T16:00:00Z'))).toBe(660);
    expect(vtimezoneOffsetAt(sydney, new Date('2027-01-15T00:00:00Z'))).toBe(660);
  });

  it('reads a zone without daylight saving and last-weekday rules', () => {
    expect(
      vtimezoneOffsetAt(getVtimezoneComponent('Asia/Ho_Chi_Minh') ?? '', new Date('2026-12-01T00:00:00Z')),
    ).toBe(420);
    const london = getVtimezoneComponent('Europe/London') ?? '';
    // Last Sunday of March 2026 is the 29th, 01:00 UTC.
    expect(vtimezoneOffsetAt(london, new Date('2026-03-29T00:59:00Z'))).toBe(0);
    expect(vtimezoneOffsetAt(london, new Date('2026-03-29T01:00:00Z'))).toBe(60);
  });

  it('gives up on rules it does not know rather than guess', () => {
    const withRdate = sydney.replace('RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU', 'RDATE:20260405T030000');
    const withMonthDay = sydney.replace('BYDAY=1SU', 'BYMONTHDAY=5');
    expect(vtimezoneOffsetAt(withRdate, new Date('2026-06-01T00:00:00Z'))).toBeUndefined();
    expect(vtimezoneOffsetAt(withMonthDay, new Date('2026-06-01T00:00:00Z'))).toBeUndefined();
    expect(vtimezoneOffsetAt('BEGIN:VTIMEZONE\r\nEND:VTIMEZONE', new Date())).toBeUndefined();
  });
});

describe('verifiedVtimezone', () => {
  it('returns the component of a zone whose rules still hold', () => {
    const instants = [new Date('2026-01-10T00:00:00Z'), new Date('2026-07-10T00:00:00Z')];
    expect(verifiedVtimezone('Australia/Sydney', instants)).toContain('TZID:Australia/Sydney');
    expect(verifiedVtimezone('Asia/Tokyo', instants)).toContain('TZID:Asia/Tokyo');
  });

  it('refuses a zone whose packaged rules are out of date, or unknown', () => {
    expect(verifiedVtimezone('Asia/Almaty', [new Date('2026-12-01T00:00:00Z')])).toBeNull();
    expect(verifiedVtimezone('Mars/Olympus_Mons', [new Date('2026-12-01T00:00:00Z')])).toBeNull();
  });

  it('has a usable component for every zone of the seeded network but Almaty', async () => {
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(new URL('../db/seed/data/airports.csv', import.meta.url), 'utf8');
    const zones = new Set(
      csv
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',').at(-1) ?? ''),
    );
    const instants = [new Date('2026-01-15T00:00:00Z'), new Date('2026-07-15T00:00:00Z')];
    const unusable = [...zones].filter((zone) => verifiedVtimezone(zone, instants) === null);
    expect(unusable).toEqual(['Asia/Almaty']);
  });
});
