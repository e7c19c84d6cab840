import { describe, expect, it } from 'vitest';
import { createPrng, prngFor } from './prng';

describe('prng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
  });

  it('gives different sequences for different seeds and labels', () => {
    expect(createPrng(1).next()).not.toBe(createPrng(2).next());
    expect(prngFor(1, 'schedule').next()).not.toBe(prngFor(1, 'fares').next());
  });

  it('draws floats in [0, 1) and integers within inclusive bounds', () => {
    const prng = createPrng(7);
    for (let i = 0; i < 2_000; i += 1) {
      const value = prng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const n = prng.int(-3, 3);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(3);
    }
  });
});
