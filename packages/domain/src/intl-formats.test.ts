import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl-formats';

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and formats as Intl does', () => {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    const format = dateTimeFormat('en', options);
    expect(dateTimeFormat('en', { ...options })).toBe(format);
    expect(dateTimeFormat('vi', options)).not.toBe(format);
    expect(dateTimeFormat('en', { ...options, month: 'long' })).not.toBe(format);
    expect(format.format(new Date('2026-12-03T00:00:00Z'))).toBe('Dec 3');
  });

  it('throws for an unknown time zone, every time', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
