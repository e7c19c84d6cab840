import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/create-db';
import { createManualClock } from '@skybook/domain/clock';
import { createTestApp, type TestApp } from '../../test/app-fixture';
import { TEST_ENGINES } from '../../test/engines';
import { AppError } from './app-error';

function withTestRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/booking/test-validate',
    { schema: { querystring: z.object({ adultCount: z.coerce.number().int().min(1).max(9) }) } },
    (request) => ({ adults: request.query.adultCount }),
  );
  typed.post('/booking/test-body', { schema: { body: z.object({ name: z.string() }) } }, () => ({
    ok: true,
  }));
  typed.get('/booking/test-app-error', () => {
    throw new AppError('SESSION_EXPIRED', 440);
  });
}

describe.each(TEST_ENGINES)('the error handler on $engine', (engine) => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp(engine, { extend: withTestRoutes });
  });
  afterAll(() => subject.close());

  it('answers invalid input with 400 INVALID_REQUEST and a translated issue per field', async () => {
    const vi = await subject.app.inject({ url: '/booking/test-validate?adultCount=0' });
    expect(vi.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(vi.json());
    expect(body.errorCode).toBe('INVALID_REQUEST');
    expect(body.message).toBe('Yêu cầu không hợp lệ.');
    expect(body.details?.issues?.[0]).toMatchObject({ path: 'querystring.adultCount', code: 'too_small' });
    expect(body.details?.issues?.[0]?.message).toMatch(/Quá nhỏ/);

    const ja = await subject.app.inject({
      url: '/booking/test-validate?adultCount=abc',
      headers: { 'accept-language': 'ja' },
    });
    const jaBody = errorEnvelopeSchema.parse(ja.json());
    expect(jaBody.message).toBe('リクエストが正しくありません。');
    // Japanese, not the English default: the message has characters beyond ASCII.
    expect(jaBody.details?.issues?.[0]?.message).toMatch(/[^\x20-\x7E]/);
  });

  it('accepts valid input through the same schema', async () => {
    const response = await subject.app.inject({ url: '/booking/test-validate?adultCount=9' });
    expect(response.json()).toEqual({ adults: 9 });
  });

  it('answers malformed JSON and an unsupported content type with 4xx codes', async () => {
    const malformed = await subject.app.inject({
      method: 'POST',
      url: '/booking/test-body',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });

    const xml = await subject.app.inject({
      method: 'POST',
      url: '/booking/test-body',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it.each([
    [
      'a path that is not valid percent-encoding (a lone surrogate’s bytes)',
      '/content/api/v1/post/a%ED%A0%80b',
    ],
    [
      'a path parameter longer than the router takes (100 characters)',
      `/content/api/v1/post/${'a'.repeat(101)}`,
    ],
  ])('answers %s with 400 INVALID_REQUEST in the envelope, not Fastify’s own shape', async (_what, url) => {
    const response = await subject.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      errorCode: 'INVALID_REQUEST',
      message: 'The request is not valid.',
    });
  });

  it('writes an AppError with its own status, code and message', async () => {
    const response = await subject.app.inject({
      url: '/booking/test-app-error',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(440);
    expect(response.json()).toMatchObject({
      errorCode: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please start again.',
    });
  });
});

describe('when the database is unreachable', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect, as when PostgreSQL is down.
    database = createDatabase('postgres://skybook:skybook@127.0.0.1:1/skybook', { poolSize: 1 });
    app = await buildApp({
      config: loadConfig({}),
      db: database.db,
      engine: database.engine,
      clock: createManualClock(new Date('2026-11-21T00:00:00Z')),
      logger: false,
      serveWeb: false,
      // The auth module needs its keys from the database, so mount only what a dead database allows.
      modules: [],
    });
    app.get('/booking/test-query', async () => {
      await database.db.selectFrom('seed_run').selectAll().execute();
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('stays alive: /healthz 200, /readyz 503', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'down', status: 'not-ready' });
  });

  it('answers a request that needs the database with 503 SERVICE_UNAVAILABLE, not 500', async () => {
    const response = await app.inject({ url: '/booking/test-query' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
  });
});
