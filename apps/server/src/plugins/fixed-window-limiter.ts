import type { Clock } from '@skybook/domain/clock';
import { appError } from './app-error';

export interface FixedWindowOptions {
  /** Requests allowed per key and window. */
  max: number;
  windowMs: number;
  /**
   * Keys counted at most per window in this process. Past it a new key is refused until the window
   * turns (fails closed), so a flood of distinct keys cannot grow memory without bound.
   */
  maxKeys?: number;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counters kept outside the process, shared by every server process (decision 040: Redis). Both
 * answer undefined when the store cannot answer in time: the limiter then counts in this process
 * for that hit, so a limit is never lifted by an outage, nor turned into an error.
 */
export interface SharedWindowCounters {
  /**
   * Counts one hit of `key` in limiter `name`'s window starting at `windowStart`, and answers the
   * window's count; the counter is forgotten `ttlMs` after (the window's end).
   */
  increment(name: string, key: string, windowStart: number, ttlMs: number): Promise<number | undefined>;
  /** The count of `key` in that window, without counting a hit. */
  count(name: string, key: string, windowStart: number): Promise<number | undefined>;
}

/** One window's counts in this process: the limiter's own store, and its fallback beside a shared one. */
class LocalWindowCounts {
  readonly #counts = new Map<string, number>();
  #windowStart = Number.NEGATIVE_INFINITY;

  constructor(private readonly maxKeys: number) {}

  /** The key's count with this hit; undefined when the window has no room for another key. */
  increment(key: string, windowStart: number): number | undefined {
    if (windowStart !== this.#windowStart) {
      this.#windowStart = windowStart;
      this.#counts.clear();
    }
    const count = this.#counts.get(key);
    if (count === undefined && this.#counts.size >= this.maxKeys) return undefined;
    const next = (count ?? 0) + 1;
    this.#counts.set(key, next);
    return next;
  }

  count(key: string, windowStart: number): number {
    return windowStart === this.#windowStart ? (this.#counts.get(key) ?? 0) : 0;
  }
}

/** A limiter's name: the namespace of its keys in a shared store, so it is stable and distinct. */
const LIMITER_NAME = /^[a-z0-9][a-z0-9.-]*(?::[a-z0-9][a-z0-9.-]*)*$/;

/**
 * A fixed-window rate limiter: at most `max` hits per key in each window of `windowMs`, windows
 * aligned to the clock (every key's counter restarts at the same instant, so one turn of the window
 * forgets every key at once and memory stays bounded by the keys of one window). It reads the
 * injected clock, so tests move time instead of waiting.
 *
 * The server's one rate limiter (docs/decisions/019-rate-limiting.md): it reads keys from the
 * body as easily as the client address, and the injected clock. Made by {@link RateLimits}: with
 * REDIS_URL set the counters are shared by every server process (decision 040), and a hit Redis
 * cannot count in time is counted in this process instead (still limited, per process).
 */
export class FixedWindowLimiter {
  readonly #options: Required<FixedWindowOptions>;
  readonly #local: LocalWindowCounts;

  constructor(
    private readonly clock: Clock,
    /** Stable and distinct per limiter: the namespace of its counters in the shared store. */
    readonly name: string,
    options: FixedWindowOptions,
    private readonly shared?: SharedWindowCounters,
  ) {
    if (!LIMITER_NAME.test(name)) throw new RangeError(`bad limiter name ${name}`);
    if (!Number.isSafeInteger(options.max) || options.max < 1) throw new RangeError('max must be ≥ 1');
    if (!Number.isSafeInteger(options.windowMs) || options.windowMs < 1000)
      throw new RangeError('windowMs must be ≥ 1000');
    this.#options = { maxKeys: 100_000, ...options };
    this.#local = new LocalWindowCounts(this.#options.maxKeys);
  }

  #window(): { now: number; windowStart: number; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    const { windowMs } = this.#options;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    return { now, windowStart, retryAfterSeconds };
  }

  /** Counts one hit for `key`; refused hits are counted too (a client hammering stays limited). */
  async hit(key: string): Promise<LimitResult> {
    const { now, windowStart, retryAfterSeconds } = this.#window();
    const ttlMs = windowStart + this.#options.windowMs - now;
    const count =
      (await this.shared?.increment(this.name, key, windowStart, ttlMs)) ??
      this.#local.increment(key, windowStart);
    return count !== undefined && count <= this.#options.max
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds };
  }

  /**
   * Whether `key` has a hit left in this window, without counting one: for limits on outcomes
   * counted only when they happen (failed sign-ins).
   */
  async peek(key: string): Promise<LimitResult> {
    const { windowStart, retryAfterSeconds } = this.#window();
    const count =
      (await this.shared?.count(this.name, key, windowStart)) ?? this.#local.count(key, windowStart);
    return count < this.#options.max ? { allowed: true } : { allowed: false, retryAfterSeconds };
  }

  /**
   * Counts one hit and throws 429 RATE_LIMITED with Retry-After (seconds to the window's end) when
   * the key is over its limit.
   */
  async enforce(key: string): Promise<void> {
    const result = await this.hit(key);
    if (result.allowed) return;
    throw appError('RATE_LIMITED', {
      headers: { 'retry-after': String(result.retryAfterSeconds) },
      details: { retryAfterSeconds: result.retryAfterSeconds },
    });
  }
}

/**
 * Makes the server's limiters (decorated as `app.rateLimits` by the Redis plugin): each counts in
 * `shared` when there is one (REDIS_URL set), in this process otherwise. Two limiters of one name
 * share their counters in the shared store, so a name belongs to one limit.
 */
export class RateLimits {
  constructor(
    private readonly clock: Clock,
    private readonly shared?: SharedWindowCounters,
  ) {}

  limiter(name: string, options: FixedWindowOptions): FixedWindowLimiter {
    return new FixedWindowLimiter(this.clock, name, options, this.shared);
  }
}
