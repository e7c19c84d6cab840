import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_MISSING, startTestRedis, type TestRedis } from '../../test/redis-fixture';
import { SharedRedis } from './redis';
import { COUNTER_GRACE_MS, counterKey, RedisWindowCounters } from './redis-window-counters';

const WINDOW_START = Date.parse('2026-11-21T03:00:00.000Z');

describe.skipIf(REDIS_MISSING !== undefined)(
  `rate-limit counters in Redis${REDIS_MISSING === undefined ? '' : ` (${REDIS_MISSING})`}`,
  () => {
    let server: TestRedis;
    let redis: SharedRedis;
    let counters: RedisWindowCounters;
    const logged: { level: number; msg: string }[] = [];

    beforeAll(async () => {
      server = await startTestRedis();
      const log = Fastify({
        logger: {
          level: 'info',
          stream: {
            write: (line: string) => logged.push(JSON.parse(line) as { level: number; msg: string }),
          },
        },
      }).log;
      redis = new SharedRedis(server.url, log, 200);
      await redis.settled(2000);
      counters = new RedisWindowCounters(redis);
    });
    afterAll(async () => {
      await redis.close();
      await server.close();
    });

    it('counts a key per limiter and window, under skybook:rl:<name>:<window start>:<key>', async () => {
      expect(await counters.count('test:a', 'k', WINDOW_START)).toBe(0);
      expect(await counters.increment('test:a', 'k', WINDOW_START, 30_000)).toBe(1);
      expect(await counters.increment('test:a', 'k', WINDOW_START, 29_000)).toBe(2);
      expect(await counters.increment('test:b', 'k', WINDOW_START, 30_000)).toBe(1);
      expect(await counters.increment('test:a', 'k', WINDOW_START + 60_000, 60_000)).toBe(1);
      expect(await counters.count('test:a', 'k', WINDOW_START)).toBe(2);
      expect(counterKey('test:a', 'k', WINDOW_START)).toBe(`skybook:rl:test:a:${String(WINDOW_START)}:k`);
      expect(await redis.commands.get(`skybook:rl:test:a:${String(WINDOW_START)}:k`)).toBe('2');
    });

    it('expires a counter at its window’s end plus the grace, set by its first hit', async () => {
      await counters.increment('test:ttl', 'k', WINDOW_START, 5_000);
      const key = counterKey('test:ttl', 'k', WINDOW_START);
      const first = await redis.commands.pttl(key);
      expect(first).toBeGreaterThan(5_000);
      expect(first).toBeLessThanOrEqual(5_000 + COUNTER_GRACE_MS);
      // Later hits do not push the end back.
      await counters.increment('test:ttl', 'k', WINDOW_START, 60_000);
      expect(await redis.commands.pttl(key)).toBeLessThanOrEqual(5_000 + COUNTER_GRACE_MS);
      // A counter that lost its expiry gets one again on its next hit.
      await redis.commands.persist(key);
      expect(await redis.commands.pttl(key)).toBe(-1);
      expect(await counters.increment('test:ttl', 'k', WINDOW_START, 5_000)).toBe(3);
      expect(await redis.commands.pttl(key)).toBeGreaterThan(0);
      // A window already over by the caller's clock still expires (never a counter without end).
      await counters.increment('test:ttl', 'late', WINDOW_START, 0);
      expect(await redis.commands.pttl(counterKey('test:ttl', 'late', WINDOW_START))).toBeGreaterThan(0);
    });

    it('answers undefined at once while Redis is away or frozen, logs once, and counts again when back', async () => {
      logged.length = 0;
      server.freeze();
      // A frozen server answers nothing: the command gives up after its timeout instead of waiting.
      expect(await counters.increment('test:down', 'k', WINDOW_START, 60_000)).toBeUndefined();
      server.thaw();
      await server.stop();
      expect(await counters.increment('test:down', 'k', WINDOW_START, 60_000)).toBeUndefined();
      expect(await counters.count('test:down', 'k', WINDOW_START)).toBeUndefined();
      expect(await counters.increment('test:down', 'k', WINDOW_START, 60_000)).toBeUndefined();
      const warnings = logged.filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([
        'Redis unreachable: shared state degrades to this process',
      ]);

      await server.start();
      let count: number | undefined;
      for (let attempt = 0; attempt < 100 && count === undefined; attempt++) {
        count = await counters.increment('test:down', 'k', WINDOW_START, 60_000);
        if (count === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Started empty: the first counted hit since.
      expect(count).toBe(1);
      expect(logged.filter((line) => line.level === 30).map((line) => line.msg)).toContain(
        'Redis reachable again: shared state resumes',
      );
    });
  },
);
