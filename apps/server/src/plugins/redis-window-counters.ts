import type { Redis } from 'ioredis';
import type { SharedWindowCounters } from './fixed-window-limiter';

/**
 * One hit: INCR, and the counter's expiry set when it is new (or has none, should a write have
 * lost it), in one script so no counter is ever left without an expiry. KEYS[1] the counter,
 * ARGV[1] the milliseconds to the window's end.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return count
`;

/**
 * A counter outlives its window by this much: the windows follow each process's clock, and a
 * process whose clock lags a little still finds the window's counter rather than a fresh one.
 */
export const COUNTER_GRACE_MS = 1000;

/** The Redis key of a limiter's counter: `skybook:rl:<limiter name>:<window start>:<key>`. */
export function counterKey(name: string, key: string, windowStart: number): string {
  return `skybook:rl:${name}:${String(windowStart)}:${key}`;
}

/** What {@link RedisWindowCounters} needs of the process's Redis connections. */
export interface CounterConnection {
  commands: Pick<Redis, 'eval' | 'get'>;
  /** A command failed: logged once per outage. */
  failed(error: unknown): void;
  /** A command was answered. */
  succeeded(): void;
}

/**
 * Rate-limit counters in Redis, shared by every server process (decision 040). The window start
 * is part of the key, since windows follow the injected clock (tests move it); the key expires at
 * the window's end by that clock plus {@link COUNTER_GRACE_MS}, so Redis holds one window's keys.
 * Redis down or slow (200 ms command timeout): undefined, and the limiter counts in the process.
 */
export class RedisWindowCounters implements SharedWindowCounters {
  constructor(private readonly redis: CounterConnection) {}

  async increment(
    name: string,
    key: string,
    windowStart: number,
    ttlMs: number,
  ): Promise<number | undefined> {
    return this.#answer(
      this.redis.commands.eval(
        INCREMENT_SCRIPT,
        1,
        counterKey(name, key, windowStart),
        String(Math.max(1, Math.ceil(ttlMs)) + COUNTER_GRACE_MS),
      ),
    );
  }

  async count(name: string, key: string, windowStart: number): Promise<number | undefined> {
    return this.#answer(this.redis.commands.get(counterKey(name, key, windowStart)));
  }

  async #answer(command: Promise<unknown>): Promise<number | undefined> {
    let reply: unknown;
    try {
      reply = await command;
    } catch (error) {
      this.redis.failed(error);
      return undefined;
    }
    this.redis.succeeded();
    const count = reply === null ? 0 : Number(reply);
    return Number.isSafeInteger(count) && count >= 0 ? count : undefined;
  }
}
