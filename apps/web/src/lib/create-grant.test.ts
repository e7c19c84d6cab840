import { describe, expect, it } from 'vitest';
import { retryMinutes } from './create-grant';

describe('retryMinutes', () => {
  it('reads seconds or a date, rounding up to whole minutes', () => {
    expect(retryMinutes('90')).toBe(2);
    expect(retryMinutes('5')).toBe(1);
    expect(retryMinutes(null)).toBe(1);
    expect(retryMinutes('Thu, 01 Jan 2099 00:10:00 GMT', Date.parse('2099-01-01T00:00:00Z'))).toBe(10);
  });
});
