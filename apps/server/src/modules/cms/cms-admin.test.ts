import { adminTokenSchema, urlMappingListSchema } from '@skybook/contracts/cms-admin';
import { classifyContentLink } from '@skybook/contracts/content-links';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import { importContent } from '../content/public';
import { ADMIN_FAILURES_PER_USERNAME, ADMIN_SIGN_IN_PER_CLIENT } from './cms-admin.routes';
import { ACCESS_TOKEN_SECONDS, CMS_ADMIN_PASSWORD_SECRET } from './cms-admin.service';

const SIGN_IN = '/cms/admin/admins/refresh-token';

describe.each(TEST_ENGINES)('CMS url-mappings and admin sign-in on $engine', (engine) => {
  let test: TestApp;
  let password: string;

  beforeAll(async () => {
    test = await createTestApp(engine, { importContent: true });
    password = await getOrCreateSecret<string>(
      test.database.db,
      CMS_ADMIN_PASSWORD_SECRET,
      () => Promise.reject(new Error('the import creates the password')),
      TEST_NOW,
    );
  }, 120_000);
  afterAll(() => test.close());

  /** Each test signs in from its own address, so the per-client limit is the rate-limit test's alone. */
  const post = (payload: Record<string, unknown>, remoteAddress: string) =>
    test.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload,
      remoteAddress,
      headers: { 'accept-language': 'en' },
    });
  const patchConfig = (authorization: string) =>
    test.app.inject({
      method: 'PATCH',
      url: '/cms/api/v1/airport/config',
      payload: { cityPair: 'SGN-ZZZ', isSaleEnabled: false },
      headers: { authorization },
    });

  it('lists the old URLs with where they live now', async () => {
    const response = await test.app.inject({ url: '/cms/api/v1/url-mappings' });
    expect(response.statusCode).toBe(200);
    const { urlMappings } = urlMappingListSchema.parse(response.json());
    expect(urlMappings.length).toBeGreaterThanOrEqual(10);
    expect(urlMappings).toContainEqual({
      url: '/vi/hanh-ly',
      newUrl: '/vi/pages/hanh-ly/hanh-ly-xach-tay',
      statusCode: 301,
    });
    expect(urlMappings.some((mapping) => mapping.statusCode === 302)).toBe(true);
    for (const mapping of urlMappings) expect(classifyContentLink(mapping.newUrl), mapping.url).toBeDefined();
  });

  it('stores the admin password only as an scrypt hash', async () => {
    const admin = await test.database.db.selectFrom('cms_admin').selectAll().executeTakeFirstOrThrow();
    expect(admin.username).toBe('admin');
    expect(admin.password_hash).toMatch(/^scrypt\$\d+\$8\$\d+\$[\w-]+\$[\w-]+$/);
    expect(admin.password_hash).not.toContain(password);
  });

  it('signs the admin in with the right password and accepts its token on CMS write calls', async () => {
    const response = await post({ username: 'admin', password }, '10.0.0.1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = adminTokenSchema.parse(response.json());
    expect(token).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_SECONDS,
      admin: { username: 'admin' },
    });
    // Authorised: the call gets as far as looking the city pair up.
    const authorised = await patchConfig(`Bearer ${token.accessToken}`);
    expect(authorised.statusCode).toBe(404);
    expect(authorised.json()).toMatchObject({ errorCode: 'CITY_PAIR_NOT_FOUND' });
    // The refresh token is not an access token.
    expect((await patchConfig(`Bearer ${token.refreshToken}`)).statusCode).toBe(401);
    const tokens = await test.database.db.selectFrom('cms_admin_token').select('token_hash').execute();
    expect(tokens.map((row) => row.token_hash)).not.toContain(token.accessToken);
  });

  it('answers a wrong password and an unknown admin alike with 401 INVALID_TOKEN', async () => {
    const wrong = await post({ username: 'admin', password: `${password}x` }, '10.0.0.2');
    const unknown = await post({ username: 'editor', password }, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode: 'INVALID_TOKEN' });
    }
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
    for (const payload of [
      {},
      { username: 'admin' },
      { username: 'admin', password, extra: 1 },
      { refreshToken: '' },
    ]) {
      expect((await post(payload, '10.0.0.2')).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('renews a sign-in once per refresh token, and access tokens expire', async () => {
    const first = adminTokenSchema.parse((await post({ username: 'admin', password }, '10.0.0.3')).json());
    const renewed = await post({ refreshToken: first.refreshToken }, '10.0.0.3');
    expect(renewed.statusCode).toBe(200);
    const second = adminTokenSchema.parse(renewed.json());
    expect(second.accessToken).not.toBe(first.accessToken);
    const reused = await post({ refreshToken: first.refreshToken }, '10.0.0.3');
    expect(reused.statusCode).toBe(401);
    expect((await post({ refreshToken: 'made-up' }, '10.0.0.3')).statusCode).toBe(401);

    const clock = test.app.clock as ManualClock;
    try {
      clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);
      expect((await patchConfig(`Bearer ${second.accessToken}`)).statusCode).toBe(401);
      expect((await post({ refreshToken: second.refreshToken }, '10.0.0.3')).statusCode).toBe(200);
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('takes a new password from the import and refuses the old one', async () => {
    const report = await importContent(test.database.db, {
      now: TEST_NOW,
      adminPassword: 'a new long password',
    });
    expect(report.admin).toBe('updated');
    expect((await post({ username: 'admin', password }, '10.0.0.4')).statusCode).toBe(401);
    expect((await post({ username: 'admin', password: 'a new long password' }, '10.0.0.4')).statusCode).toBe(
      200,
    );
    password = 'a new long password';
  });

  it('stops guessing one admin’s password from many clients after five failures', async () => {
    // A username nobody guessed before: exactly five failures, then 429 even before checking.
    for (let attempt = 0; attempt < ADMIN_FAILURES_PER_USERNAME; attempt += 1) {
      expect((await post({ username: 'webmaster', password: 'guess' }, `10.0.1.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    expect((await post({ username: 'WebMaster', password: 'guess' }, '10.0.1.50')).statusCode).toBe(429);
    // The admin (earlier tests failed for it too): once blocked, the right password is refused as well.
    let failures = 0;
    while (
      (await post({ username: 'admin', password: 'guess' }, `10.0.1.${60 + failures}`)).statusCode === 401
    ) {
      failures += 1;
      expect(failures).toBeLessThanOrEqual(ADMIN_FAILURES_PER_USERNAME);
    }
    const blocked = await post({ username: 'admin', password }, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(blocked.json()).errorCode).toBe('RATE_LIMITED');
  });

  it('limits one client to ten attempts a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ADMIN_SIGN_IN_PER_CLIENT; attempt += 1) {
      statuses.push((await post({ refreshToken: 'x' }, '10.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, ADMIN_SIGN_IN_PER_CLIENT).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
