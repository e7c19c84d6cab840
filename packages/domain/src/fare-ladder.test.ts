import { describe, expect, it } from 'vitest';
import { currentBucket, currentFare, roundVnd } from './fare-ladder';

const ladder = [
  { code: 'B', sequence: 2, up_to_permille: 600 },
  { code: 'A', sequence: 1, up_to_permille: 300 },
  { code: 'C', sequence: 3, up_to_permille: 1000 },
];

describe('the fare ladder', () => {
  it('prices the next seat from the share already sold, whatever order the steps come in', () => {
    expect(currentBucket(ladder, 0, 100).code).toBe('A');
    expect(currentBucket(ladder, 29, 100).code).toBe('A');
    expect(currentBucket(ladder, 30, 100).code).toBe('B');
    expect(currentBucket(ladder, 99, 100).code).toBe('C');
  });

  it('stays in the last bucket when sold out or without capacity', () => {
    expect(currentBucket(ladder, 100, 100).code).toBe('C');
    expect(currentBucket(ladder, 0, 0).code).toBe('C');
  });

  it('refuses an empty ladder', () => {
    expect(() => currentBucket([], 0, 10)).toThrow();
  });

  it('rounds fares to the nearest 1,000 VND, never below 1,000', () => {
    expect(roundVnd(1_234_499)).toBe(1_234_000);
    expect(roundVnd(1_234_500)).toBe(1_235_000);
    expect(roundVnd(12)).toBe(1000);
    expect(currentFare(1_234_567, { price_multiplier_permille: 700 })).toBe(864_000);
  });
});
