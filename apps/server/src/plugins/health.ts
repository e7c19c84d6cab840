import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/health.repository';
import { pendingMigrations } from '../db/migrate';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
  /** Migrations the schema still lacks; empty at head. */
  pendingMigrations: z.array(z.string()),
  shuttingDown: z.boolean(),
});

const DATABASE_CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`timed out after ${String(ms)} ms`));
    }, ms);
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
    });
  });
}

/**
 * /healthz answers while the process can serve at all; /readyz only while it should get traffic:
 * the database answers, the schema is at head and no shutdown is under way (design §5).
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['platform'], summary: 'The process is up', response: { 200: healthSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['platform'],
        summary: 'The process should receive traffic',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      let database: 'up' | 'down' = 'up';
      let pending: string[] = [];
      try {
        await withTimeout(pingDatabase(app.db), DATABASE_CHECK_TIMEOUT_MS);
        pending = await withTimeout(pendingMigrations(app.db), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check: database unreachable');
        database = 'down';
      }
      const shuttingDown = app.lifecycle.shuttingDown;
      const ready = database === 'up' && pending.length === 0 && !shuttingDown;
      reply.header('cache-control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', database, pendingMigrations: pending, shuttingDown });
    },
  );
};
