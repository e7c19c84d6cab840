/**
 * A seeded pseudo-random generator (mulberry32): small, fast and the same on every platform, so
 * the seed writes identical data for identical arguments. Not for anything secret.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}

/**
 * A generator for one named part of the seed: each part draws from its own stream, so adding a
 * route or a draw in one part does not shift the numbers every other part sees.
 */
export function prngFor(seed: number, label: string): Prng {
  let hash = 2166136261;
  for (let index = 0; index < label.length; index += 1) {
    hash = Math.imul(hash ^ label.charCodeAt(index), 16777619);
  }
  return createPrng((seed ^ hash) >>> 0);
}
