import type { Clock } from '@skybook/domain/clock';
import { appError } from './app-error';

export interface FixedWindowOptions {
  /** Requests allowed per key and window. */
  max: number;
  windowMs: number;
  /**
   * Keys counted at most per window. Past it a new key is refused until the window turns (fails
   * closed), so a flood of distinct keys cannot grow memory without bound.
   */
  maxKeys?: number;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A small in-process fixed-window rate limiter: at most `max` hits per key in each window of
 * `windowMs`, windows aligned to the clock (every key's counter restarts at the same instant, so
 * one turn of the window forgets every key at once and memory stays bounded by the keys of one
 * window). It reads the injected clock, so tests move time instead of waiting.
 *
 * The server's one rate limiter (docs/decisions/019-rate-limiting.md): it reads keys from the
 * body as easily as the client address, and the injected clock. Counters live in this process:
 * with several server processes each counts its own share (a Redis store can take its place when
 * REDIS_URL is wired for rate limits).
 */
export class FixedWindowLimiter {
  readonly #options: Required<FixedWindowOptions>;
  readonly #counts = new Map<string, number>();
  #windowStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    options: FixedWindowOptions,
  ) {
    if (!Number.isSafeInteger(options.max) || options.max < 1) throw new RangeError('max must be ≥ 1');
    if (!Number.isSafeInteger(options.windowMs) || options.windowMs < 1000)
      throw new RangeError('windowMs must be ≥ 1000');
    this.#options = { maxKeys: 100_000, ...options };
  }

  /** Counts one hit for `key`; refused hits are counted too (a client hammering stays limited). */
  hit(key: string): LimitResult {
    const now = this.clock.now().getTime();
    const { max, windowMs, maxKeys } = this.#options;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    if (windowStart !== this.#windowStart) {
      this.#windowStart = windowStart;
      this.#counts.clear();
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    const count = this.#counts.get(key);
    if (count === undefined && this.#counts.size >= maxKeys) return { allowed: false, retryAfterSeconds };
    const next = (count ?? 0) + 1;
    this.#counts.set(key, next);
    return next <= max ? { allowed: true } : { allowed: false, retryAfterSeconds };
  }

  /**
   * Whether `key` has a hit left in this window, without counting one: for limits on outcomes
   * counted only when they happen (failed sign-ins).
   */
  peek(key: string): LimitResult {
    const now = this.clock.now().getTime();
    const { max, windowMs } = this.#options;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = windowStart === this.#windowStart ? (this.#counts.get(key) ?? 0) : 0;
    if (count < max) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
    };
  }

  /**
   * Counts one hit and throws 429 RATE_LIMITED with Retry-After (seconds to the window's end) when
   * the key is over its limit.
   */
  enforce(key: string): void {
    const result = this.hit(key);
    if (result.allowed) return;
    throw appError('RATE_LIMITED', {
      headers: { 'retry-after': String(result.retryAfterSeconds) },
      details: { retryAfterSeconds: result.retryAfterSeconds },
    });
  }
}
