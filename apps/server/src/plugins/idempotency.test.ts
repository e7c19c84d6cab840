import type { ErrorEnvelope } from '@skybook/contracts/errors';
import type { ManualClock } from '@skybook/domain/clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/app-fixture';
import { TEST_ENGINES } from '../../test/engines';
import { purgeExpiredIdempotencyRecords } from '../db/idempotency.repository';
import { AppError } from './app-error';
import { idempotent, ownerFromHeader, requestFingerprint } from './idempotency';

const HOUR = 60 * 60 * 1000;

describe('requestFingerprint', () => {
  it('is the same for the same request whatever the key order, and differs for another body or path', () => {
    const a = requestFingerprint('POST', '/x', { b: 1, a: { d: [1, 2], c: null } });
    expect(requestFingerprint('POST', '/x', { a: { c: null, d: [1, 2] }, b: 1 })).toBe(a);
    expect(requestFingerprint('POST', '/x', { a: { c: null, d: [2, 1] }, b: 1 })).not.toBe(a);
    expect(requestFingerprint('POST', '/y', { b: 1, a: { d: [1, 2], c: null } })).not.toBe(a);
    expect(requestFingerprint('PUT', '/x', { b: 1, a: { d: [1, 2], c: null } })).not.toBe(a);
  });
});

describe.each(TEST_ENGINES)('Idempotency-Key on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let runs = 0;
  let release: (() => void) | undefined;

  const routes = (app: FastifyInstance) => {
    const hooks = idempotent({ owner: ownerFromHeader('x-owner'), staleAfterMs: 60_000 });
    app.post('/test/idempotent', hooks, async (request, reply) => {
      runs++;
      const body = request.body as { slow?: boolean; fail?: 'conflict' | 'crash' } | undefined;
      if (body?.slow) await new Promise<void>((resolve) => (release = resolve));
      if (body?.fail === 'conflict') throw new AppError('CONFLICT', 409);
      if (body?.fail === 'crash') throw new Error('boom');
      return reply.code(201).send({ run: runs, body: body ?? null });
    });
  };

  beforeAll(async () => {
    test = await createTestApp(engine, { extend: routes });
    const appClock = test.app.clock;
    if (!('advance' in appClock)) throw new Error('no manual clock');
    clock = appClock as ManualClock;
  });
  beforeEach(() => {
    clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  const send = (key: string | undefined, payload: object = { a: 1 }, owner = 'alice') =>
    test.app.inject({
      method: 'POST',
      url: '/test/idempotent',
      headers: {
        'x-owner': owner,
        'accept-language': 'en',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload,
    });

  it('refuses a request without a key or with a malformed one', async () => {
    const missing = await send(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().errorCode).toBe('IDEMPOTENCY_KEY_MISSING');
    const short = await send('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'INVALID_REQUEST',
      details: { field: 'idempotency-key' },
    });
  });

  it('runs once per key and replays the stored answer with Idempotency-Replayed for 24 hours', async () => {
    const start = runs;
    const first = await send('key-replay-0001');
    expect(first.statusCode).toBe(201);
    clock.advance(23 * HOUR);
    const again = await send('key-replay-0001');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(runs).toBe(start + 1);
    // Past 24 hours the key is forgotten: the request runs again.
    clock.advance(2 * HOUR);
    const later = await send('key-replay-0001');
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(runs).toBe(start + 2);
  });

  it('answers 422 for the same key with another body, and keeps owners apart', async () => {
    await send('key-reuse-0001', { a: 1 });
    const reused = await send('key-reuse-0001', { a: 2 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    const start = runs;
    const bob = await send('key-reuse-0001', { a: 2 }, 'bob');
    expect(bob.statusCode).toBe(201);
    expect(runs).toBe(start + 1);
  });

  it('answers 409 to a repeat while the first request runs, then replays its answer', async () => {
    const first = send('key-concurrent-01', { slow: true });
    for (let tries = 0; tries < 100 && !release; tries++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const repeat = await send('key-concurrent-01', { slow: true });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json<ErrorEnvelope>().errorCode).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(repeat.headers['retry-after']).toBe('1');
    release?.();
    release = undefined;
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    const replay = await send('key-concurrent-01', { slow: true });
    expect(replay.body).toBe(answered.body);
  });

  it('stores a 4xx answer but releases the key after a 5xx', async () => {
    const start = runs;
    const conflict = await send('key-conflict-01', { fail: 'conflict' });
    expect(conflict.statusCode).toBe(409);
    const replayed = await send('key-conflict-01', { fail: 'conflict' });
    expect(replayed.headers['idempotency-replayed']).toBe('true');
    expect(replayed.json<ErrorEnvelope>().requestId).toBe(conflict.json<ErrorEnvelope>().requestId);
    const crash = await send('key-crash-0001', { fail: 'crash' });
    expect(crash.statusCode).toBe(500);
    const retried = await send('key-crash-0001', { fail: 'crash' });
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    expect(runs).toBe(start + 3);
  });

  it('lets a repeat take over a key whose request died, once it is stale', async () => {
    await test.database.db
      .insertInto('idempotency_record')
      .values({
        scope: 'POST /test/idempotent|x-owner:alice',
        key: 'key-stale-00001',
        request_hash: requestFingerprint('POST', '/test/idempotent', { a: 1 }),
        state: 'processing',
        response_status: null,
        response_body: null,
        response_content_type: null,
        created_at: TEST_NOW.toISOString(),
        locked_at: TEST_NOW.toISOString(),
        expires_at: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(),
      })
      .execute();
    expect((await send('key-stale-00001')).statusCode).toBe(409);
    clock.advance(61_000);
    expect((await send('key-stale-00001')).statusCode).toBe(201);
  });

  it('purges records past their 24 hours', async () => {
    await send('key-purge-00001');
    clock.advance(25 * HOUR);
    expect(await purgeExpiredIdempotencyRecords(test.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    const left = await test.database.db
      .selectFrom('idempotency_record')
      .select('key')
      .where('expires_at', '<=', clock.now().toISOString())
      .execute();
    expect(left).toEqual([]);
  });
});
