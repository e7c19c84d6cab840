import { Writable } from 'node:stream';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-fixture';
import { loggerOptions } from './plugins/logging';
import { TEST_ENGINES } from '../test/engines';

describe.each(TEST_ENGINES)('the platform on $engine', (engine) => {
  let subject: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    subject = await createTestApp(engine, {
      logger: loggerOptions('info', stream),
      extend: (app) => {
        app.get('/booking/test-explodes', () => {
          throw new Error('secret internal detail: connection string postgres://user:pw@db');
        });
      },
    });
  });
  afterAll(() => subject.close());

  it('answers /healthz while the process is up', async () => {
    const response = await subject.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and migrations are at head', async () => {
    const response = await subject.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', database: 'up', pendingMigrations: [] });
  });

  it('returns a server-generated request id and never takes the client one', async () => {
    const response = await subject.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'forged', requestid: 'ABCDEFGHIJ12-1763694000000' },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe('forged');
    const line = logLines.find((entry) => entry.includes(String(id)) && entry.includes('clientRequestId'));
    expect(line).toContain('"clientRequestId":"ABCDEFGHIJ12-1763694000000"');
  });

  it('lists routes under every module prefix in /openapi.json', async () => {
    const response = await subject.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    for (const prefix of [
      '/booking',
      '/content',
      '/cms',
      '/happy-returns',
      '/hotdeal',
      '/member',
      '/auth',
      '/sandbox',
    ]) {
      expect(
        paths.some((path) => path.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
    }
    expect(paths).toContain('/readyz');
  });

  it('serves the docs page without loading anything from another origin', async () => {
    const response = await subject.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\/[^"']*\.(js|css)/i);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('https:');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers OpenID Connect discovery from the real provider at /auth', async () => {
    const response = await subject.app.inject({
      url: '/auth/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe('http://localhost:8080/auth');
    expect(discovery.jwks_uri).toBe('http://localhost:8080/auth/jwks');
    expect(discovery.token_endpoint).toBe('http://localhost:8080/auth/token');
    const jwks = await subject.app.inject({ url: '/auth/jwks' });
    expect(jwks.json<{ keys: { kty: string; d?: string }[] }>().keys[0]).toMatchObject({ kty: 'RSA' });
    expect(jwks.body).not.toContain('"d"');
  });

  it('keeps the provider keys across restarts by storing them once', async () => {
    const first = await subject.app.inject({ url: '/auth/jwks' });
    const rows = await subject.database.db
      .selectFrom('app_secret')
      .select('name')
      .where('name', '=', 'oidc')
      .execute();
    expect(rows).toHaveLength(1);
    const again = await subject.app.inject({ url: '/auth/jwks' });
    expect(again.body).toBe(first.body);
  });

  it('answers an unknown API path with the error envelope in the request language', async () => {
    const vi = await subject.app.inject({ url: '/booking/api/v1/nothing-here' });
    expect(vi.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(vi.json());
    expect(body.errorCode).toBe('NOT_FOUND');
    expect(body.message).toBe('Nội dung không tồn tại hoặc đã thay đổi.');
    expect(body.requestId).toBe(vi.headers['x-request-id']);

    const en = await subject.app.inject({
      url: '/booking/api/v1/nothing-here',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(errorEnvelopeSchema.parse(en.json()).message).toBe('The content is missing or has changed.');
  });

  it('hides internals of a 5xx and logs the cause with the request id', async () => {
    const response = await subject.app.inject({ url: '/booking/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(Object.keys(response.json<object>()).sort()).toEqual(['errorCode', 'message', 'requestId']);
    expect(response.body).not.toContain('secret internal detail');
    const logged = logLines.find((line) => line.includes('secret internal detail'));
    expect(logged).toContain(response.headers['x-request-id']);
  });

  it('redacts credentials from the logs', async () => {
    await subject.app.inject({
      url: '/healthz?token=abc123secret&x=1',
      headers: { authorization: 'Bearer very-secret-token', cookie: 'sid=cookie-secret' },
    });
    const all = logLines.join('\n');
    expect(all).not.toContain('very-secret-token');
    expect(all).not.toContain('cookie-secret');
    expect(all).not.toContain('abc123secret');
  });

  it('keeps what finds a booking out of the logs: locator, names, link token, manage grant', async () => {
    await subject.app.inject({
      url: '/booking/api/v1/reservations?locator=QX7P2K&lastName=Nguyen&firstName=Thuy',
      headers: { 'x-manage-grant': 'grant-secret-value.abc' },
    });
    await subject.app.inject({ url: '/booking/api/v1/reservations/QX7P2K/itinerary.pdf?lastName=Nguyen' });
    await subject.app.inject({ url: '/booking/api/v1/reservations/sendEmail?reservationLocator=QX7P2K' });
    await subject.app.inject({ url: '/vi/my/search-booking?link=link-secret-token' });
    const all = logLines.join('\n');
    for (const secret of ['QX7P2K', 'Nguyen', 'Thuy', 'grant-secret-value', 'link-secret-token']) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('/booking/api/v1/reservations/[redacted]/itinerary.pdf');
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const response = await subject.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('turns readiness to 503 once a shutdown begins, while /healthz stays 200', async () => {
    subject.app.lifecycle.shuttingDown = true;
    try {
      const ready = await subject.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', shuttingDown: true });
      expect(ready.headers.connection).toBe('close');
      expect((await subject.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      subject.app.lifecycle.shuttingDown = false;
    }
  });
});
