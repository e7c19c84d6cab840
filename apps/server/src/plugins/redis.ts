import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimits } from './fixed-window-limiter';
import { RedisWindowCounters } from './redis-window-counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Redis connections when REDIS_URL is set (decision 040); undefined otherwise. */
    redis: SharedRedis | undefined;
    /** Where every rate limiter is made (decision 019): shared through Redis when REDIS_URL is set. */
    rateLimits: RateLimits;
  }
}

/** A connection not established within this is given up and tried again. */
const CONNECT_TIMEOUT_MS = 1000;
/** Reconnection waits grow by this per attempt, up to the cap: Redis back is seen within a second. */
const RECONNECT_STEP_MS = 100;
const RECONNECT_MAX_MS = 1000;
/** At start-up the server waits this long at most for Redis before it starts without it (degraded). */
const FIRST_CONNECT_WAIT_MS = 1000;

/**
 * The two connections a process holds (decision 040): `commands` for counters and publishing,
 * `subscriber` for the profile channels this process listens to (a connection that subscribes can
 * send nothing else). Both reconnect by themselves; while one is down its commands fail at once
 * (no offline queue), and those in flight after `commandTimeoutMs` (REDIS_COMMAND_TIMEOUT_MS).
 */
export class SharedRedis {
  readonly commands: Redis;
  readonly subscriber: Redis;
  readonly #log: FastifyBaseLogger;
  /** The connections seen failing and not yet seen answering: an outage while not empty. */
  readonly #down = new Set<Redis>();
  #closing = false;

  constructor(url: string, log: FastifyBaseLogger, commandTimeoutMs: number) {
    this.#log = log;
    this.commands = this.#connect(url, 'commands', { commandTimeout: commandTimeoutMs });
    // Its subscriptions are the profile events' to restore (they know which channels they need).
    this.subscriber = this.#connect(url, 'subscriber', {
      commandTimeout: commandTimeoutMs,
      autoResubscribe: false,
    });
  }

  #connect(url: string, role: string, extra: { commandTimeout: number; autoResubscribe?: boolean }): Redis {
    const connection = new Redis(url, {
      connectionName: `skybook-${role}`,
      connectTimeout: CONNECT_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_MS),
      ...extra,
    });
    // ioredis emits 'error' on every failed reconnection; without a listener it would throw.
    connection.on('error', (error: Error) => {
      this.#lost(connection, role, error);
    });
    connection.on('close', () => {
      this.#lost(connection, role, undefined);
    });
    connection.on('ready', () => {
      this.#back(connection, role);
    });
    return connection;
  }

  /** One warning per outage, whichever connection sees it first and however often it retries. */
  #lost(connection: Redis, role: string, error: Error | undefined): void {
    if (this.#closing || this.#down.has(connection)) return;
    this.#down.add(connection);
    if (this.#down.size === 1) {
      this.#log.warn({ err: error, role }, 'Redis unreachable: shared state degrades to this process');
    }
  }

  #back(connection: Redis, role: string): void {
    if (!this.#down.delete(connection) || this.#down.size > 0) return;
    this.#log.info({ role }, 'Redis reachable again: shared state resumes');
  }

  /** A command on `commands` failed (down, timed out): logged once until Redis answers again. */
  failed(error: unknown): void {
    this.#lost(this.commands, 'commands', error instanceof Error ? error : new Error(String(error)));
  }

  /** A command on `commands` was answered: ends an outage {@link failed} logged. */
  succeeded(): void {
    this.#back(this.commands, 'commands');
  }

  /** Resolves once both connections are ready, or have failed once, or after `ms`. */
  async settled(ms: number): Promise<void> {
    await Promise.all(
      [this.commands, this.subscriber].map(
        (connection) =>
          new Promise<void>((resolve) => {
            if (connection.status === 'ready') {
              resolve();
              return;
            }
            const done = () => {
              clearTimeout(timer);
              connection.off('ready', done);
              connection.off('error', done);
              resolve();
            };
            const timer = setTimeout(done, ms);
            connection.once('ready', done);
            connection.once('error', done);
          }),
      ),
    );
  }

  /** Closes both connections: QUIT when answered quickly, cut otherwise. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(
      [this.commands, this.subscriber].map(async (connection) => {
        try {
          if (connection.status === 'ready') await connection.quit();
        } catch {
          // Down or slow: cut below.
        }
        connection.disconnect();
      }),
    );
  }
}

/**
 * Opens the process's Redis connections when REDIS_URL is set and closes them with the app, and
 * decorates the app with its rate limits: counted in Redis then, in this process otherwise. Redis
 * away at start-up does not stop the server: it starts degraded and catches up when Redis comes.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL: url, REDIS_COMMAND_TIMEOUT_MS } = app.config;
    const redis = url === undefined ? undefined : new SharedRedis(url, app.log, REDIS_COMMAND_TIMEOUT_MS);
    app.decorate('redis', redis);
    app.decorate(
      'rateLimits',
      new RateLimits(app.clock, redis === undefined ? undefined : new RedisWindowCounters(redis)),
    );
    if (redis === undefined) return;
    app.addHook('onClose', async () => {
      await redis.close();
    });
    await redis.settled(FIRST_CONNECT_WAIT_MS);
  },
  { name: 'redis' },
);
