import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The request header that sets "now" for one request when TEST_CLOCK is on (never in production):
 * end-to-end journeys reach time-bound states — a check-in window closed, a flight departed — by
 * moving the clock, never by waiting, each test on its own without moving anyone else's time.
 */
export const TEST_NOW_HEADER = 'x-test-now';

const requestNow = new AsyncLocalStorage<number>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** `base`, except inside a request that carried a valid x-test-now: that instant. */
export function requestTestClock(base: Clock): Clock {
  return {
    now: () => {
      const instant = requestNow.getStore();
      return instant === undefined ? base.now() : new Date(instant);
    },
  };
}

/**
 * Runs each request with its x-test-now (an ISO-8601 instant) in async-local storage, which
 * {@link requestTestClock} reads. Body parsing loses the async context, so it is entered again
 * before validation (as @fastify/request-context does). A malformed value is ignored.
 */
export const testClockPlugin = fp(
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers[TEST_NOW_HEADER];
      const instant = typeof header === 'string' ? Date.parse(header) : Number.NaN;
      if (!Number.isFinite(instant)) {
        done();
        return;
      }
      requestNow.run(instant, () => {
        scopes.set(request, new AsyncResource('skybook-test-clock'));
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopes.get(request);
      if (scope) scope.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'test-clock' },
);
