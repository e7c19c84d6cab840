import { createManualClock } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { FixedWindowLimiter } from './fixed-window-limiter';

const START = new Date('2026-11-21T03:00:00.000Z');

describe('FixedWindowLimiter', () => {
  it('allows max hits per key in a window, then refuses with the seconds left until it turns', () => {
    const clock = createManualClock(START);
    const limiter = new FixedWindowLimiter(clock, { max: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    clock.advance(15_500);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    clock.advance(44_500);
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('counts in windows aligned to the clock, so a burst across a boundary gets two budgets', () => {
    const clock = createManualClock(new Date(START.getTime() + 59_000));
    const limiter = new FixedWindowLimiter(clock, { max: 1, windowMs: 60_000 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('refuses new keys once a window holds maxKeys, and forgets them all when it turns', () => {
    const clock = createManualClock(START);
    const limiter = new FixedWindowLimiter(clock, { max: 5, windowMs: 10_000, maxKeys: 2 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
    expect(limiter.hit('a').allowed).toBe(true);
    clock.advance(10_000);
    expect(limiter.hit('c').allowed).toBe(true);
  });

  it('throws 429 RATE_LIMITED with Retry-After from enforce', () => {
    const limiter = new FixedWindowLimiter(createManualClock(START), { max: 1, windowMs: 600_000 });
    limiter.enforce('x');
    let thrown: unknown;
    try {
      limiter.enforce('x');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      errorCode: 'RATE_LIMITED',
      statusCode: 429,
      headers: { 'retry-after': '600' },
    });
  });

  it('refuses nonsensical limits', () => {
    const clock = createManualClock(START);
    expect(() => new FixedWindowLimiter(clock, { max: 0, windowMs: 60_000 })).toThrow(RangeError);
    expect(() => new FixedWindowLimiter(clock, { max: 1, windowMs: 10 })).toThrow(RangeError);
  });
});
