import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/app-fixture';
import { TEST_ENGINES } from '../../test/engines';
import { TEST_NOW_HEADER } from './test-clock';

/** Two routes answering the app clock's "now": one without a body, one after parsing one. */
function clockRoutes(app: FastifyInstance): void {
  app.get('/test/now', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { now: app.clock.now().toISOString() };
  });
  app.post('/test/now', async () => {
    await Promise.resolve();
    return { now: app.clock.now().toISOString() };
  });
}

describe('the per-request test clock', () => {
  const engine = TEST_ENGINES[0] ?? { engine: 'sqlite' as const, url: 'sqlite::memory:' };
  let on: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    on = await createTestApp(engine, { env: { TEST_CLOCK: 'true' }, extend: clockRoutes });
    off = await createTestApp(engine, { extend: clockRoutes });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  const later = '2026-12-24T23:30:00.000Z';

  it('answers x-test-now as "now" for that request only, with or without a body', async () => {
    const [get, post, plain] = await Promise.all([
      on.app.inject({ url: '/test/now', headers: { [TEST_NOW_HEADER]: later } }),
      on.app.inject({
        method: 'POST',
        url: '/test/now',
        headers: { [TEST_NOW_HEADER]: '2027-01-02T03:04:05.000Z' },
        payload: { any: 'body' },
      }),
      on.app.inject({ url: '/test/now' }),
    ]);
    expect(get.json()).toEqual({ now: later });
    expect(post.json()).toEqual({ now: '2027-01-02T03:04:05.000Z' });
    expect(plain.json()).toEqual({ now: TEST_NOW.toISOString() });
  });

  it('ignores a malformed value, and the header altogether when TEST_CLOCK is off', async () => {
    const bad = await on.app.inject({ url: '/test/now', headers: { [TEST_NOW_HEADER]: 'tomorrow-ish' } });
    expect(bad.json()).toEqual({ now: TEST_NOW.toISOString() });
    const ignored = await off.app.inject({ url: '/test/now', headers: { [TEST_NOW_HEADER]: later } });
    expect(ignored.json()).toEqual({ now: TEST_NOW.toISOString() });
  });
});
