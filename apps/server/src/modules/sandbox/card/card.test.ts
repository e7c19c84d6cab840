import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { ManualClock } from '@skybook/domain/clock';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { authorizeAnswerSchema } from './card.routes';
import {
  encryptCard,
  findCardNumbers,
  hasValidSignature,
  signHeaders,
  startMerchantStub,
  type MerchantStub,
} from '../sandbox.test-kit';

const SECRET = 'card-merchant-secret-for-tests-0123456789';
const CARD = { expiry: '12/28', cvv: '123', holderName: 'Nguyen Van A' };

describe.each(TEST_ENGINES)('the sandbox card acquirer on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let merchant: MerchantStub;
  let ref = 0;

  beforeAll(async () => {
    merchant = await startMerchantStub();
    test = await createTestApp(engine, {
      env: { CARD_MERCHANT_SECRET: SECRET, CARD_MERCHANT_CODE: 'SKYTEST' },
    });
    clock = test.app.clock as ManualClock;
  });
  afterAll(async () => {
    await test.close();
    await merchant.close();
  });

  const authorizeRaw = (body: string, headers: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/sandbox/card/authorize',
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  const authorize = async (number: string, overrides: Record<string, unknown> = {}, card = CARD) => {
    const merchantRef = `BK${String(++ref).padStart(6, '0')}`;
    const body = JSON.stringify({
      merchantRef,
      amount: 1_250_000,
      currency: 'VND',
      encryptedCard: await encryptCard(test.app, { ...card, number }, clock.now()),
      returnUrl: `${merchant.origin}/return?booking=${merchantRef}`,
      notifyUrl: `${merchant.origin}/notify/card`,
      language: 'en',
      ...overrides,
    });
    const response = await authorizeRaw(body, signHeaders('SKYTEST', SECRET, body, clock.now()));
    return { response, merchantRef, body };
  };
  const answer = async (number: string, overrides: Record<string, unknown> = {}) => {
    // Amex prints a 4-digit CVV; Napas domestic cards none.
    const cvv =
      number.startsWith('3') && number.length === 15 ? '1234' : number.startsWith('9704') ? '' : '123';
    const card = { ...CARD, cvv };
    const { response, merchantRef } = await authorize(number, overrides, card);
    expect(response.statusCode, response.body).toBe(200);
    return { ...authorizeAnswerSchema.parse(response.json()), merchantRef };
  };
  const notificationFor = (paymentId: string, status: string) =>
    merchant.waitFor(
      (call) =>
        call.url === '/notify/card' &&
        call.body.includes(paymentId) &&
        call.body.includes(`"status":"${status}"`),
    );

  const form = (url: string, fields: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const challengePath = (challengeUrl: string | null) => new URL(challengeUrl ?? '').pathname;
  const lastCode = async (challengeId: string) => {
    const outbox = (await test.app.inject({ url: `/sandbox/sms.json?challengeId=${challengeId}` })).json<{
      messages: { body: string }[];
    }>();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('publishes an RSA-OAEP-256 encryption key', async () => {
    const response = await test.app.inject({ url: '/sandbox/card/jwks' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      keys: [expect.objectContaining({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' }) as unknown],
    });
  });

  it('authorises the success cards of every brand with a token, brand code and last 4', async () => {
    const brands: Record<string, string> = {
      '4111111111111111': 'VI',
      '5555555555554444': 'MC',
      '3566002020360505': 'JB',
      '378282246310005': 'AX',
      '8171999927660000': 'UP',
      '9704000000000018': 'NP',
    };
    for (const [number, brand] of Object.entries(brands)) {
      const result = await answer(number);
      expect(result).toMatchObject({
        status: 'AUTHORIZED',
        resultCode: '200',
        brand,
        last4: number.slice(-4),
      });
      expect(result.token).toMatch(/^tok_/);
      expect(result.challengeUrl).toBeNull();
    }
  });

  it('gives one card one token', async () => {
    const first = await answer('4111111111111111');
    const second = await answer('4111111111111111');
    expect(second.token).toBe(first.token);
    expect(second.paymentId).not.toBe(first.paymentId);
  });

  it('decides refused, insufficient-funds and cancelled cards', async () => {
    expect(await answer('4000000000000002')).toMatchObject({
      status: 'REFUSED',
      resultCode: '42',
      reason: 'DO_NOT_HONOR',
    });
    expect(await answer('4000000000009995')).toMatchObject({
      status: 'REFUSED',
      resultCode: '42',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(await answer('4000000000000119')).toMatchObject({
      status: 'CANCELLED',
      resultCode: '40',
      reason: 'CANCELLED_BY_CARDHOLDER',
    });
  });

  it('refuses a card that fails Luhn, has expired, or has a short CVV, without a token', async () => {
    expect(await answer('4111111111111112')).toMatchObject({
      status: 'REFUSED',
      reason: 'INVALID_CARD_NUMBER',
      token: null,
      brand: null,
    });
    const expired = await authorize('4111111111111111', {}, { ...CARD, expiry: '10/26' });
    expect(authorizeAnswerSchema.parse(expired.response.json())).toMatchObject({
      status: 'REFUSED',
      reason: 'EXPIRED_CARD',
      token: null,
      brand: 'VI',
      last4: '1111',
    });
    const amexCvv = await authorize('378282246310005', {}, { ...CARD, cvv: '123' });
    expect(authorizeAnswerSchema.parse(amexCvv.response.json())).toMatchObject({ reason: 'INVALID_CVV' });
  });

  it('refuses unsigned, tampered, stale and foreign messages with 401 INVALID_SIGNATURE', async () => {
    const { body } = await authorize('4111111111111111');
    const signed = signHeaders('SKYTEST', SECRET, body, clock.now());
    const cases: Record<string, string>[] = [
      {},
      {
        ...signed,
        'x-signature':
          signHeaders('SKYTEST', 'another-secret-entirely-0123456789', body, clock.now())['x-signature'] ??
          '',
      },
      signHeaders('SKYTEST', SECRET, body, new Date(clock.now().getTime() - 6 * 60_000)),
      signHeaders('OTHER', SECRET, body, clock.now()),
    ];
    for (const headers of cases) {
      const response = await authorizeRaw(body, headers);
      expect(response.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('INVALID_SIGNATURE');
    }
    // The body changed after signing.
    const tampered = body.replace('1250000', '1');
    expect((await authorizeRaw(tampered, signed)).statusCode).toBe(401);
  });

  it('answers 400 for a card it cannot decrypt and 409 for a reference reused with another amount', async () => {
    const bogus = await authorize('4111111111111111', { encryptedCard: 'a.b.c.d.e' });
    expect(bogus.response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bogus.response.json()).errorCode).toBe('INVALID_REQUEST');

    const first = await answer('4111111111111111');
    const again = await authorize('4111111111111111', { merchantRef: first.merchantRef });
    expect(authorizeAnswerSchema.parse(again.response.json()).paymentId).toBe(first.paymentId);
    const other = await authorize('4111111111111111', { merchantRef: first.merchantRef, amount: 99_000 });
    expect(other.response.statusCode).toBe(409);
  });

  it('runs a 3-D Secure challenge: wrong code, right code, signed return and notification', async () => {
    const started = await answer('4000000000003220');
    expect(started).toMatchObject({ status: 'PENDING', resultCode: '41' });
    const path = challengePath(started.challengeUrl);
    const page = await test.app.inject({ url: `${path}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="otp">');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain(
      `form-action 'self' ${merchant.origin}`,
    );

    const challengeId = path.split('/').pop() ?? '';
    const code = await lastCode(challengeId);
    const wrong = await form(path, { action: 'verify', otp: wrongCode(code), lang: 'en' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('4 tries left');
    const malformed = await form(path, { action: 'verify', otp: '12', lang: 'en' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body).toContain('4 tries left');

    const done = await form(path, { action: 'verify', otp: code });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location));
    expect(back.origin + back.pathname).toBe(`${merchant.origin}/return`);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      booking: started.merchantRef,
      paymentId: started.paymentId,
      status: 'AUTHORIZED',
      resultCode: '200',
      signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
    });

    const notification = await notificationFor(started.paymentId, 'AUTHORIZED');
    expect(hasValidSignature(notification, SECRET)).toBe(true);
    expect(JSON.parse(notification.body)).toMatchObject({
      gateway: 'card',
      merchantRef: started.merchantRef,
      amount: 1_250_000,
      currency: 'VND',
      card: { token: started.token, brand: 'VI', last4: '3220' },
    });
    // Single use: the page now sends the browser back, and the code no longer works.
    expect((await test.app.inject({ url: path })).statusCode).toBe(303);
    expect((await form(path, { action: 'verify', otp: code })).statusCode).toBe(303);
  });

  it('refuses the payment on the fifth wrong code', async () => {
    const started = await answer('5200828282828210');
    const path = challengePath(started.challengeUrl);
    const code = await lastCode(path.split('/').pop() ?? '');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await form(path, { action: 'verify', otp: wrongCode(code) })).statusCode).toBe(422);
    }
    const fifth = await form(path, { action: 'verify', otp: wrongCode(code) });
    expect(fifth.statusCode).toBe(303);
    expect(new URL(String(fifth.headers.location)).searchParams.get('status')).toBe('REFUSED');
    await notificationFor(started.paymentId, 'REFUSED');
    // Even the right code is too late now.
    expect(
      new URL(String((await form(path, { action: 'verify', otp: code })).headers.location)).searchParams.get(
        'status',
      ),
    ).toBe('REFUSED');
  });

  it('cancels on the Cancel button', async () => {
    const started = await answer('371449635398431');
    const cancelled = await form(challengePath(started.challengeUrl), { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(Object.fromEntries(new URL(String(cancelled.headers.location)).searchParams)).toMatchObject({
      status: 'CANCELLED',
      resultCode: '40',
    });
    await notificationFor(started.paymentId, 'CANCELLED');
  });

  it('expires a code after 5 minutes, resends at most 3 times 30 seconds apart', async () => {
    const started = await answer('4000000000003220');
    const path = challengePath(started.challengeUrl);
    const challengeId = path.split('/').pop() ?? '';
    const first = await lastCode(challengeId);
    const tooSoon = await form(path, { action: 'resend', lang: 'en' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toContain('Please wait 30 seconds');

    clock.advance(5 * 60_000);
    const expired = await form(path, { action: 'verify', otp: first, lang: 'en' });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('The code has expired');

    for (let resend = 1; resend <= 3; resend += 1) {
      expect((await form(path, { action: 'resend' })).statusCode).toBe(200);
      clock.advance(31_000);
    }
    expect((await form(path, { action: 'resend', lang: 'en' })).body).toContain('all the new codes allowed');
    const latest = await lastCode(challengeId);
    const done = await form(path, { action: 'verify', otp: latest });
    expect(done.statusCode).toBe(303);
    expect(new URL(String(done.headers.location)).searchParams.get('status')).toBe('AUTHORIZED');
  });

  it('fails a challenge whose last code expired once its page is opened', async () => {
    const started = await answer('3530111333300000');
    const path = challengePath(started.challengeUrl);
    await test.database.db
      .updateTable('sandbox_otp_challenge')
      .set({ resends: 3 })
      .where('id', '=', path.split('/').pop() ?? '')
      .execute();
    clock.advance(5 * 60_000 + 1);
    const page = await test.app.inject({ url: path });
    expect(page.statusCode).toBe(303);
    expect(new URL(String(page.headers.location)).searchParams.get('status')).toBe('FAILURE');
    await notificationFor(started.paymentId, 'FAILURE');
  });

  it('settles the pending card 30 seconds later and notifies the merchant', async () => {
    const started = await answer('4000000000000077');
    expect(started).toMatchObject({ status: 'PROCESSING', resultCode: '41' });
    clock.advance(31_000);
    const notification = await notificationFor(started.paymentId, 'AUTHORIZED');
    expect(hasValidSignature(notification, SECRET)).toBe(true);
    const status = await test.app.inject({
      url: `/sandbox/card/payments/${started.paymentId}`,
      headers: signHeaders('SKYTEST', SECRET, '', clock.now()),
    });
    expect(authorizeAnswerSchema.parse(status.json())).toMatchObject({
      status: 'AUTHORIZED',
      resultCode: '200',
    });
  });

  it('retries a notification the merchant did not acknowledge', async () => {
    merchant.answer = { status: 500, body: '{}' };
    const started = await answer('4000000000003220');
    const path = challengePath(started.challengeUrl);
    const code = await lastCode(path.split('/').pop() ?? '');
    await form(path, { action: 'verify', otp: code });
    await notificationFor(started.paymentId, 'AUTHORIZED');
    const pending = await test.database.db
      .selectFrom('sandbox_notification')
      .select(['state', 'attempts'])
      .where('payment_id', '=', started.paymentId)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ state: 'pending', attempts: 1 });
    merchant.answer = { status: 200, body: '{}' };
    const before = merchant.calls.length;
    clock.advance(61_000);
    await merchant.waitFor(
      (call) => merchant.calls.indexOf(call) >= before && call.body.includes(started.paymentId),
    );
    await expect
      .poll(async () =>
        test.database.db
          .selectFrom('sandbox_notification')
          .select(['state', 'attempts'])
          .where('payment_id', '=', started.paymentId)
          .executeTakeFirstOrThrow(),
      )
      .toEqual({ state: 'delivered', attempts: 2 });
  });

  it('keeps no card number anywhere in its tables', async () => {
    const tables = [
      'sandbox_payment',
      'sandbox_card_token',
      'sandbox_otp_challenge',
      'sandbox_sms',
      'sandbox_notification',
    ];
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        test.database.db,
      );
      expect(rows.rows.length).toBeGreaterThan(0);
      expect(findCardNumbers(JSON.stringify(rows.rows)), table).toEqual([]);
    }
  });
});

describe('the timeout card', () => {
  it('holds the request until the merchant gives up, then fails the payment and notifies', async () => {
    const merchant = await startMerchantStub();
    const test = await createTestApp(TEST_ENGINES[0] ?? { engine: 'sqlite', url: 'sqlite::memory:' }, {
      env: { CARD_MERCHANT_SECRET: SECRET },
    });
    try {
      const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
      const body = JSON.stringify({
        merchantRef: 'TIMEOUT1',
        amount: 500_000,
        currency: 'VND',
        encryptedCard: await encryptCard(test.app, { ...CARD, number: '4000000000000101' }, TEST_NOW),
        returnUrl: `${merchant.origin}/return`,
        notifyUrl: `${merchant.origin}/notify/card`,
      });
      const request = fetch(`${address}/sandbox/card/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signHeaders('SKYBOOK', SECRET, body, TEST_NOW) },
        body,
        signal: AbortSignal.timeout(300),
      });
      await expect(request).rejects.toThrow();
      const notification = await merchant.waitFor((call) => call.body.includes('TIMEOUT1'));
      expect(JSON.parse(notification.body)).toMatchObject({
        status: 'FAILURE',
        resultCode: '42',
        reason: 'ISSUER_TIMEOUT',
      });
      expect(hasValidSignature(notification, SECRET)).toBe(true);
    } finally {
      await test.close();
      await merchant.close();
    }
  });
});
