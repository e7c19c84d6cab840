import { describe, expect, it } from 'vitest';
import { parseCount, seatedPassengers, validatePassengerCounts } from './passenger-counts';

const check = (adults: unknown, children: unknown = 0, infants: unknown = 0) =>
  validatePassengerCounts({
    adults: adults as string,
    children: children as string,
    infants: infants as string,
  });

describe('validatePassengerCounts', () => {
  it('defaults to one adult and no children or infants when counts are missing', () => {
    expect(validatePassengerCounts({})).toEqual({ ok: true, value: { adults: 1, children: 0, infants: 0 } });
  });

  it('refuses 0 adults and accepts 1', () => {
    expect(check('0')).toEqual({ ok: false, error: 'TOO_FEW_ADULTS' });
    expect(check('1').ok).toBe(true);
  });

  it('accepts 9 adults and refuses 10', () => {
    expect(check('9').ok).toBe(true);
    expect(check('10')).toEqual({ ok: false, error: 'TOO_MANY_ADULTS' });
  });

  it('accepts 8 children and refuses 9', () => {
    expect(check('1', '8').ok).toBe(true);
    expect(check('1', '9')).toEqual({ ok: false, error: 'TOO_MANY_CHILDREN' });
  });

  it('accepts 9 adults and children together and refuses 10', () => {
    expect(check('4', '5').ok).toBe(true);
    expect(check('5', '5')).toEqual({ ok: false, error: 'TOO_MANY_SEATED' });
  });

  it('accepts as many infants as adults and refuses one more', () => {
    expect(check('2', '0', '2').ok).toBe(true);
    expect(check('2', '0', '3')).toEqual({ ok: false, error: 'TOO_MANY_INFANTS' });
  });

  it('refuses counts that are not whole numbers written in digits', () => {
    for (const bad of ['abc', '1.5', '-1', ' 1', '1e1', '0x2']) {
      expect(check(bad)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    }
    expect(check('1', 'two')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(check('1', '0', '½')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('takes numbers as well as strings', () => {
    expect(validatePassengerCounts({ adults: 2, children: 1, infants: 1 })).toEqual({
      ok: true,
      value: { adults: 2, children: 1, infants: 1 },
    });
    expect(validatePassengerCounts({ adults: -1 })).toEqual({ ok: false, error: 'NEGATIVE' });
  });
});

describe('parseCount', () => {
  it('uses the fallback for an empty or missing value', () => {
    expect(parseCount(undefined, 1)).toBe(1);
    expect(parseCount('', 0)).toBe(0);
  });
});

describe('seatedPassengers', () => {
  it('counts adults and children but not infants', () => {
    expect(seatedPassengers({ adults: 2, children: 3, infants: 2 })).toBe(5);
  });
});
