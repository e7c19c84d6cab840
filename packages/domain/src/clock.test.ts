import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDaysToIsoDate,
  ageAt,
  createManualClock,
  daysBetween,
  isIsoDate,
  parseIsoDate,
  systemClock,
  toIsoDate,
  type IsoDate,
} from './clock';

function date(value: string): IsoDate {
  const result = parseIsoDate(value);
  if (!result.ok) throw new Error(`bad test date ${value}`);
  return result.value;
}

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => date(d.toISOString().slice(0, 10)));

describe('systemClock', () => {
  it('tells the real current time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('createManualClock', () => {
  it('stays at its start until moved', () => {
    const clock = createManualClock(new Date('2025-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('advances by milliseconds, forwards and back', () => {
    const clock = createManualClock(new Date('2025-01-01T00:00:00Z'));
    clock.advance(1_500_000);
    expect(clock.now().toISOString()).toBe('2025-01-01T00:25:00.000Z');
    clock.advance(-1);
    expect(clock.now().toISOString()).toBe('2025-01-01T00:24:59.999Z');
  });

  it('jumps to a set date', () => {
    const clock = createManualClock(new Date('2025-01-01T00:00:00Z'));
    clock.set(new Date('2030-06-15T12:00:00Z'));
    expect(clock.now().toISOString()).toBe('2030-06-15T12:00:00.000Z');
  });

  it('cannot be moved by mutating the dates given to it or taken from it', () => {
    const start = new Date('2025-01-01T00:00:00Z');
    const clock = createManualClock(start);
    start.setUTCFullYear(1999);
    clock.now().setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('refuses invalid dates and steps', () => {
    expect(() => createManualClock(new Date(Number.NaN))).toThrow(RangeError);
    const clock = createManualClock(new Date('2025-01-01T00:00:00Z'));
    expect(() => {
      clock.set(new Date('nope'));
    }).toThrow(RangeError);
    expect(() => {
      clock.advance(Number.POSITIVE_INFINITY);
    }).toThrow(RangeError);
    expect(() => {
      clock.advance(9e15);
    }).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('adds whole 24-hour days to an instant', () => {
    expect(addDays(new Date('2025-01-30T10:00:00Z'), 2).toISOString()).toBe('2025-02-01T10:00:00.000Z');
    expect(addDays(new Date('2025-01-01T00:00:00Z'), -1).toISOString()).toBe('2024-12-31T00:00:00.000Z');
  });

  it('does not mutate its argument', () => {
    const instant = new Date('2025-01-01T00:00:00Z');
    addDays(instant, 7);
    expect(instant.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('refuses fractional days', () => {
    expect(() => addDays(new Date(0), 0.5)).toThrow(RangeError);
  });
});

describe('parseIsoDate', () => {
  it('accepts real YYYY-MM-DD dates, including 29 February of leap years', () => {
    for (const ok of ['2025-01-01', '2024-02-29', '2000-02-29', '2025-12-31'])
      expect(isIsoDate(ok)).toBe(true);
  });

  it('refuses other shapes and impossible dates instead of converting them', () => {
    for (const bad of [
      '2025-1-5',
      '05/01/2025',
      '2025-01-01T00:00:00Z',
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '0000-01-01',
      '',
    ]) {
      expect(parseIsoDate(bad)).toEqual({ ok: false, error: 'INVALID_DATE' });
    }
  });
});

describe('addDaysToIsoDate and daysBetween', () => {
  it('steps over month, year and leap-day boundaries', () => {
    expect(addDaysToIsoDate(date('2025-02-27'), 2)).toBe('2025-03-01');
    expect(addDaysToIsoDate(date('2024-02-28'), 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate(date('2024-12-31'), 1)).toBe('2025-01-01');
    expect(addDaysToIsoDate(date('2025-01-01'), -1)).toBe('2024-12-31');
  });

  it('counts days between two dates', () => {
    expect(daysBetween(date('2025-01-01'), date('2025-01-15'))).toBe(14);
    expect(daysBetween(date('2025-01-15'), date('2025-01-01'))).toBe(-14);
    expect(daysBetween(date('2024-01-01'), date('2025-01-01'))).toBe(366);
  });

  it('refuses to leave years 0001–9999', () => {
    expect(() => addDaysToIsoDate(date('9999-12-31'), 1)).toThrow(RangeError);
    expect(() => addDaysToIsoDate(date('0001-01-01'), -1)).toThrow(RangeError);
  });

  it('adding the days between two dates leads from one to the other', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (from, to) => {
        expect(addDaysToIsoDate(from, daysBetween(from, to))).toBe(to);
      }),
    );
  });
});

describe('toIsoDate', () => {
  it('gives the calendar date in the requested time zone', () => {
    const instant = new Date('2025-01-01T18:30:00Z');
    expect(toIsoDate(instant, 'UTC')).toBe('2025-01-01');
    expect(toIsoDate(instant, 'Asia/Ho_Chi_Minh')).toBe('2025-01-02');
    expect(toIsoDate(new Date('2025-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2024-12-31');
  });

  it('changes date exactly at local midnight', () => {
    // Midnight in Ho Chi Minh City (UTC+7) is 17:00 UTC.
    expect(toIsoDate(new Date('2025-03-09T16:59:59.999Z'), 'Asia/Ho_Chi_Minh')).toBe('2025-03-09');
    expect(toIsoDate(new Date('2025-03-09T17:00:00.000Z'), 'Asia/Ho_Chi_Minh')).toBe('2025-03-10');
  });

  it('pads early years to four digits', () => {
    expect(toIsoDate(new Date('0099-06-01T00:00:00Z'), 'UTC')).toBe('0099-06-01');
  });

  it('refuses an unknown time zone, an invalid date and years before 0001', () => {
    expect(() => toIsoDate(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => toIsoDate(new Date('-000001-06-01T00:00:00Z'), 'UTC')).toThrow(RangeError);
  });

  it('agrees with the UTC part of toISOString in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(toIsoDate(instant, 'UTC')).toBe(instant.toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('gives the default return date 7 calendar days after local today', () => {
    const clock = createManualClock(new Date('2025-03-30T14:30:00Z'));
    const today = toIsoDate(clock.now(), 'Australia/Sydney');
    expect(today).toBe('2025-03-31');
    expect(addDaysToIsoDate(today, 7)).toBe('2025-04-07');
  });
});

describe('ageAt', () => {
  it('counts whole years, turning older on the birthday itself', () => {
    expect(ageAt(date('2013-06-15'), date('2025-06-14'))).toBe(11);
    expect(ageAt(date('2013-06-15'), date('2025-06-15'))).toBe(12);
    expect(ageAt(date('2013-06-15'), date('2025-06-16'))).toBe(12);
  });

  it('is zero from the day of birth until the first birthday', () => {
    expect(ageAt(date('2025-01-01'), date('2025-01-01'))).toBe(0);
    expect(ageAt(date('2024-01-01'), date('2024-12-31'))).toBe(0);
  });

  it('makes a 29 February birthday count on 1 March in common years', () => {
    expect(ageAt(date('2012-02-29'), date('2025-02-28'))).toBe(12);
    expect(ageAt(date('2012-02-29'), date('2025-03-01'))).toBe(13);
    expect(ageAt(date('2012-02-29'), date('2024-02-28'))).toBe(11);
    expect(ageAt(date('2012-02-29'), date('2024-02-29'))).toBe(12);
  });

  it('is negative for a birth date after the reference', () => {
    expect(ageAt(date('2025-01-02'), date('2025-01-01'))).toBe(-1);
  });

  it('never decreases as the reference date moves on', () => {
    fc.assert(
      fc.property(isoDate, isoDate, fc.integer({ min: 0, max: 400 }), (birth, reference, step) => {
        expect(ageAt(birth, addDaysToIsoDate(reference, step))).toBeGreaterThanOrEqual(
          ageAt(birth, reference),
        );
      }),
    );
  });

  it('grows by exactly one on each anniversary of a non-leap-day birth', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 120 }), (birth, years) => {
        fc.pre(!birth.endsWith('-02-29'));
        const anniversary = date(
          `${String(Number(birth.slice(0, 4)) + years).padStart(4, '0')}${birth.slice(4)}`,
        );
        expect(ageAt(birth, anniversary)).toBe(years);
        expect(ageAt(birth, addDaysToIsoDate(anniversary, -1))).toBe(years - 1);
      }),
    );
  });
});
