import { createManualClock } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { FixedWindowLimiter, type SharedWindowCounters } from './fixed-window-limiter';

const START = new Date('2026-11-21T03:00:00.000Z');

/** Shared counters in a map, that can be made to fail as Redis down does (answering undefined). */
function fakeShared(): SharedWindowCounters & { down: boolean; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const shared = {
    down: false,
    counts,
    increment(name: string, key: string, windowStart: number) {
      if (shared.down) return Promise.resolve(undefined);
      const id = `${name}:${String(windowStart)}:${key}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      return Promise.resolve(counts.get(id));
    },
    count(name: string, key: string, windowStart: number) {
      if (shared.down) return Promise.resolve(undefined);
      return Promise.resolve(counts.get(`${name}:${String(windowStart)}:${key}`) ?? 0);
    },
  };
  return shared;
}

const allowed = async (results: Promise<{ allowed: boolean }>[]) =>
  (await Promise.all(results)).map((result) => result.allowed);

describe('FixedWindowLimiter', () => {
  it('allows max hits per key in a window, then refuses with the seconds left until it turns', async () => {
    const clock = createManualClock(START);
    const limiter = new FixedWindowLimiter(clock, 'test:a', { max: 3, windowMs: 60_000 });
    expect(await allowed([1, 2, 3].map(() => limiter.hit('a')))).toEqual([true, true, true]);
    clock.advance(15_500);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.hit('b')).toEqual({ allowed: true });
    clock.advance(44_500);
    expect(await limiter.hit('a')).toEqual({ allowed: true });
  });

  it('counts in windows aligned to the clock, so a burst across a boundary gets two budgets', async () => {
    const clock = createManualClock(new Date(START.getTime() + 59_000));
    const limiter = new FixedWindowLimiter(clock, 'test:a', { max: 1, windowMs: 60_000 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('refuses new keys once a window holds maxKeys, and forgets them all when it turns', async () => {
    const clock = createManualClock(START);
    const limiter = new FixedWindowLimiter(clock, 'test:a', { max: 5, windowMs: 10_000, maxKeys: 2 });
    expect(await allowed([limiter.hit('a'), limiter.hit('b'), limiter.hit('c'), limiter.hit('a')])).toEqual([
      true,
      true,
      false,
      true,
    ]);
    clock.advance(10_000);
    expect((await limiter.hit('c')).allowed).toBe(true);
  });

  it('peeks without counting', async () => {
    const limiter = new FixedWindowLimiter(createManualClock(START), 'test:a', { max: 2, windowMs: 60_000 });
    expect((await limiter.peek('a')).allowed).toBe(true);
    await limiter.hit('a');
    expect((await limiter.peek('a')).allowed).toBe(true);
    await limiter.hit('a');
    expect(await limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('throws 429 RATE_LIMITED with Retry-After from enforce', async () => {
    const limiter = new FixedWindowLimiter(createManualClock(START), 'test:a', { max: 1, windowMs: 600_000 });
    await limiter.enforce('x');
    const thrown = await limiter.enforce('x').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      errorCode: 'RATE_LIMITED',
      statusCode: 429,
      headers: { 'retry-after': '600' },
    });
  });

  it('counts in the shared store under its name and window, and in the process while it is down', async () => {
    const clock = createManualClock(START);
    const shared = fakeShared();
    const one = new FixedWindowLimiter(clock, 'test:shared', { max: 3, windowMs: 60_000 }, shared);
    const other = new FixedWindowLimiter(clock, 'test:shared', { max: 3, windowMs: 60_000 }, shared);
    expect(await allowed([one.hit('a'), other.hit('a'), one.hit('a'), other.hit('a')])).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shared.counts.get(`test:shared:${String(START.getTime())}:a`)).toBe(4);
    expect(await other.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });

    // Down: each limiter counts its own hits, still limited at max.
    shared.down = true;
    expect(await allowed([1, 2, 3, 4].map(() => one.hit('b')))).toEqual([true, true, true, false]);
    expect((await one.peek('b')).allowed).toBe(false);
    expect((await other.peek('b')).allowed).toBe(true);

    // Back: the shared counts again, the next window under its own start.
    shared.down = false;
    clock.advance(60_000);
    expect(await allowed([one.hit('b'), other.hit('b')])).toEqual([true, true]);
    expect(shared.counts.get(`test:shared:${String(START.getTime() + 60_000)}:b`)).toBe(2);
  });

  it('refuses nonsensical limits and names', () => {
    const clock = createManualClock(START);
    expect(() => new FixedWindowLimiter(clock, 'test:a', { max: 0, windowMs: 60_000 })).toThrow(RangeError);
    expect(() => new FixedWindowLimiter(clock, 'test:a', { max: 1, windowMs: 10 })).toThrow(RangeError);
    expect(() => new FixedWindowLimiter(clock, 'Test a', { max: 1, windowMs: 60_000 })).toThrow(RangeError);
    expect(() => new FixedWindowLimiter(clock, '', { max: 1, windowMs: 60_000 })).toThrow(RangeError);
  });
});
