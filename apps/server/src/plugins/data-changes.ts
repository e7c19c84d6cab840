import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataChangesOf, type DataChanges } from '../db/data-changes';
import type { SharedRedis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed writes of search's tables, this process's and (through Redis) the others' (decision 046). */
    dataChanges: SharedDataChanges;
  }
}

/** The channel every process tells its committed writes of search's tables on. */
export const DATA_CHANGES_CHANNEL = 'skybook:search-data-changed';

/**
 * This process's view of the search data's generation. Without Redis it is the database's own
 * tracker (one process; several would each see another's writes only as its kept reads age out,
 * within ten seconds: answer-cache.ts). With
 * Redis, each local change is published and each other process's moves this one on; while this
 * process does not hear the channel (Redis down, resubscribing) it cannot know of others' sales,
 * so {@link generation} answers undefined and nothing is cached or served from a cache.
 */
export class SharedDataChanges {
  readonly #id = randomUUID();
  #listening: boolean;

  constructor(
    readonly local: DataChanges | undefined,
    private readonly redis: Pick<SharedRedis, 'commands' | 'subscriber' | 'failed' | 'succeeded'> | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#listening = redis === undefined;
    if (local === undefined || redis === undefined) return;
    local.onChange((origin) => {
      if (origin === 'local') this.#publish();
    });
    redis.subscriber.on('message', (channel: string, message: string) => {
      if (channel === DATA_CHANGES_CHANNEL && message !== this.#id) local.changed('remote');
    });
    const deaf = () => {
      this.#listening = false;
    };
    redis.subscriber.on('close', deaf);
    redis.subscriber.on('error', deaf);
    redis.subscriber.on('ready', () => {
      this.#subscribe();
    });
    if (redis.subscriber.status === 'ready') this.#subscribe();
  }

  /** The generation to cache under and serve at, or undefined while others' writes may go unheard. */
  generation(): number | undefined {
    return this.#listening ? this.local?.generation : undefined;
  }

  #subscribe(): void {
    if (!this.redis || !this.local) return;
    const local = this.local;
    this.redis.subscriber.subscribe(DATA_CHANGES_CHANNEL).then(
      () => {
        // Whatever was written while this process was not listening: answers made before are stale.
        local.changed('remote');
        this.#listening = true;
      },
      (error: unknown) => {
        this.log.warn(
          { err: error },
          'could not listen for search data changes; search answers are not cached',
        );
      },
    );
  }

  #publish(): void {
    if (!this.redis) return;
    const redis = this.redis;
    redis.commands.publish(DATA_CHANGES_CHANNEL, this.#id).then(
      () => {
        redis.succeeded();
      },
      (error: unknown) => {
        // The others keep their reads ten seconds at most (answer-cache.ts); a sale never depends on it.
        redis.failed(error);
      },
    );
  }
}

/** Decorates the app with its search data generation; after the Redis plugin. */
export const dataChangesPlugin = fp(
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app: FastifyInstance) => {
    app.decorate('dataChanges', new SharedDataChanges(dataChangesOf(app.db), app.redis, app.log));
  },
  { name: 'data-changes', dependencies: ['redis'] },
);
