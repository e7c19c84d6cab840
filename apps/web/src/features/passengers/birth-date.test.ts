import { describe, expect, it } from 'vitest';
import { birthYears, joinBirthDate, splitBirthDate } from './birth-date';

describe('the date of birth as three selects', () => {
  it('keeps a complete date, nothing, or the parts picked so far', () => {
    expect(joinBirthDate({ year: '2019', month: '03', day: '05' })).toBe('2019-03-05');
    expect(joinBirthDate({ year: '', month: '', day: '' })).toBe('');
    expect(joinBirthDate({ year: '2019', month: '', day: '05' })).toBe('2019--05');
    for (const value of ['2019-03-05', '', '2019--05', '-03-', '--05'])
      expect(joinBirthDate(splitBirthDate(value))).toBe(value);
    expect(splitBirthDate('')).toEqual({ year: '', month: '', day: '' });
  });

  it('offers each passenger type the years its age band can fall in, newest first', () => {
    const adult = birthYears('adult', 2027, 2026);
    expect(adult[0]).toBe(2015);
    expect(adult.at(-1)).toBe(1907);
    expect(birthYears('child', 2027, 2026)).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015,
    ]);
    // Infants may be born up to today, and the band's oldest year is offered whole.
    expect(birthYears('infant', 2027, 2026)).toEqual([2026, 2025]);
  });
});
