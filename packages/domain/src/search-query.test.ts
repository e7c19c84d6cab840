import { describe, expect, it } from 'vitest';
import type { IsoDate } from './clock';
import {
  correctPastSearchDates,
  parseSearchLeg,
  parseTripType,
  validateLegOrder,
  validateSearchDates,
  type SearchLeg,
} from './search-query';

const today = '2026-11-21' as IsoDate;

describe('validateSearchDates', () => {
  it('accepts a departure today and refuses yesterday', () => {
    expect(
      validateSearchDates({ tripType: 'oneway', departDate: today, returnDate: undefined, today }),
    ).toEqual({ ok: true, value: { departDate: today, returnDate: undefined } });
    expect(
      validateSearchDates({ tripType: 'oneway', departDate: '2026-11-20', returnDate: undefined, today }),
    ).toEqual({ ok: false, error: 'DEPARTURE_IN_PAST' });
  });

  it('needs a departure date', () => {
    expect(
      validateSearchDates({ tripType: 'oneway', departDate: undefined, returnDate: undefined, today }),
    ).toEqual({ ok: false, error: 'MISSING_DEPARTURE_DATE' });
  });

  it('refuses dates in any shape but YYYY-MM-DD and impossible dates', () => {
    for (const bad of ['2026-12-1', '01/12/2026', '2026-12-01T00:00', '2027-02-29', 'tomorrow']) {
      expect(
        validateSearchDates({ tripType: 'oneway', departDate: bad, returnDate: undefined, today }),
      ).toEqual({
        ok: false,
        error: 'INVALID_DATE_FORMAT',
      });
    }
  });

  it('needs a return date for a round trip and ignores one on a one-way trip', () => {
    expect(
      validateSearchDates({ tripType: 'roundTrip', departDate: today, returnDate: undefined, today }),
    ).toEqual({ ok: false, error: 'MISSING_RETURN_DATE' });
    expect(
      validateSearchDates({ tripType: 'oneway', departDate: today, returnDate: '2020-01-01', today }),
    ).toEqual({ ok: true, value: { departDate: today, returnDate: undefined } });
  });

  it('accepts a return on the departure day and refuses one the day before', () => {
    const departDate = '2026-12-01';
    expect(
      validateSearchDates({ tripType: 'roundTrip', departDate, returnDate: '2026-12-01', today }).ok,
    ).toBe(true);
    expect(
      validateSearchDates({ tripType: 'roundTrip', departDate, returnDate: '2026-11-30', today }),
    ).toEqual({ ok: false, error: 'RETURN_BEFORE_DEPARTURE' });
    expect(
      validateSearchDates({ tripType: 'roundTrip', departDate, returnDate: '2026-12-5', today }),
    ).toEqual({ ok: false, error: 'INVALID_DATE_FORMAT' });
  });
});

describe('parseTripType', () => {
  it('reads the three trip types in any letter case', () => {
    expect(parseTripType('oneway')).toBe('oneway');
    expect(parseTripType('roundtrip')).toBe('roundTrip');
    expect(parseTripType('STOPOVER')).toBe('stopover');
    expect(parseTripType('circle')).toBeUndefined();
    expect(parseTripType(undefined)).toBeUndefined();
  });
});

describe('parseSearchLeg', () => {
  it('reads FROM-TO-YYYY-MM-DD', () => {
    expect(parseSearchLeg('sgn-HAN-2026-12-01')).toEqual({
      ok: true,
      value: { from: 'SGN', to: 'HAN', date: '2026-12-01' },
    });
  });

  it('refuses a malformed leg, the same airport twice and a bad date', () => {
    expect(parseSearchLeg('SGN-HAN')).toEqual({ ok: false, error: 'INVALID_LEG' });
    expect(parseSearchLeg('SG1-HAN-2026-12-01')).toEqual({ ok: false, error: 'INVALID_LEG' });
    expect(parseSearchLeg('SGN-SGN-2026-12-01')).toEqual({ ok: false, error: 'SAME_AIRPORT' });
    expect(parseSearchLeg('SGN-HAN-2026-13-01')).toEqual({ ok: false, error: 'INVALID_DATE_FORMAT' });
  });
});

describe('validateLegOrder', () => {
  const leg = (date: string): SearchLeg => ({ from: 'SGN', to: 'HAN', date }) as SearchLeg;

  it('accepts 2 to 5 legs and refuses 1 or 6', () => {
    expect(validateLegOrder([leg('2026-12-01')])).toEqual({ ok: false, error: 'LEG_COUNT' });
    expect(validateLegOrder([leg('2026-12-01'), leg('2026-12-01')]).ok).toBe(true);
    expect(validateLegOrder(Array.from({ length: 5 }, () => leg('2026-12-01'))).ok).toBe(true);
    expect(validateLegOrder(Array.from({ length: 6 }, () => leg('2026-12-01')))).toEqual({
      ok: false,
      error: 'LEG_COUNT',
    });
  });

  it('refuses a leg dated before the one it follows', () => {
    expect(validateLegOrder([leg('2026-12-02'), leg('2026-12-01')])).toEqual({
      ok: false,
      error: 'LEGS_OUT_OF_ORDER',
    });
  });
});

describe('correctPastSearchDates', () => {
  it('moves a past departure to today and a past return to seven days ahead', () => {
    expect(
      correctPastSearchDates({
        departDate: '2026-11-01' as IsoDate,
        returnDate: '2026-11-05' as IsoDate,
        today,
      }),
    ).toEqual({ departDate: today, returnDate: '2026-11-28' });
  });

  it('keeps future dates as they are', () => {
    expect(
      correctPastSearchDates({
        departDate: '2026-12-01' as IsoDate,
        returnDate: '2026-12-08' as IsoDate,
        today,
      }),
    ).toEqual({ departDate: '2026-12-01', returnDate: '2026-12-08' });
  });

  it('never leaves the return before the departure', () => {
    expect(
      correctPastSearchDates({
        departDate: '2026-12-10' as IsoDate,
        returnDate: '2026-11-01' as IsoDate,
        today,
      }),
    ).toEqual({ departDate: '2026-12-10', returnDate: '2026-12-10' });
  });
});
