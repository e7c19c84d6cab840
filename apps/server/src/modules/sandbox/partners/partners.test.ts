import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { hdbankAnswerSchema } from './hdbank.routes';
import { payLaterOrderAnswerSchema } from './pay-later.routes';
import { hasValidSignature, signHeaders, startMerchantStub, type MerchantStub } from '../sandbox.test-kit';

const PAY_LATER_SECRET = 'pay-later-secret-for-the-sandbox-tests-01';
const HDBANK_SECRET = 'hdbank-secret-for-the-sandbox-tests-0123';
const DAY = 24 * 60 * 60_000;

describe.each(TEST_ENGINES)('the sandbox pay-later partner and HDBank on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let merchant: MerchantStub;
  let ref = 0;

  beforeAll(async () => {
    merchant = await startMerchantStub();
    test = await createTestApp(engine, {
      env: {
        PAY_LATER_SECRET,
        HDBANK_SECRET,
        PAY_LATER_MERCHANT_CODE: 'SKYBOOK',
        HDBANK_CLIENT_ID: 'SKYBOOKHD',
      },
    });
    clock = test.app.clock as ManualClock;
  });
  afterAll(async () => {
    await test.close();
    await merchant.close();
  });

  const signedPost = (url: string, payload: object, code: string, secret: string, at = clock.now()) => {
    const body = JSON.stringify(payload);
    return test.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...signHeaders(code, secret, body, at) },
    });
  };
  const form = (url: string, fields: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const codeFor = async (phone: string) => {
    const outbox = (await test.app.inject({ url: `/sandbox/sms.json?phone=${phone}` })).json<{
      messages: { body: string }[];
    }>();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const notified = (merchantRef: string, status: string) =>
    merchant.waitFor(
      (call) =>
        call.body.includes(`"merchantRef":"${merchantRef}"`) && call.body.includes(`"status":"${status}"`),
    );

  describe('pay later', () => {
    const order = async (overrides: Record<string, unknown> = {}) => {
      const merchantRef = `PL${String(++ref).padStart(6, '0')}`;
      const response = await signedPost(
        '/sandbox/pay-later/api/v1/orders',
        {
          merchantRef,
          amount: 1_500_000,
          currency: 'VND',
          phone: '0901234567',
          fullName: 'Trần Thị Bích',
          returnUrl: `${merchant.origin}/return/pay-later`,
          notifyUrl: `${merchant.origin}/notify/pay-later`,
          language: 'en',
          ...overrides,
        },
        'SKYBOOK',
        PAY_LATER_SECRET,
      );
      expect(response.statusCode, response.body).toBe(200);
      return { ...payLaterOrderAnswerSchema.parse(response.json()), merchantRef };
    };

    it('answers requirements §8 result codes for every refusal', async () => {
      expect(await order({ phone: '12345' })).toMatchObject({
        status: '99',
        resultCode: '96',
        orderId: null,
      });
      expect(await order({ currency: 'USD' })).toMatchObject({ status: '99', resultCode: '05' });
      expect(await order({ phone: '0987654321' })).toMatchObject({
        status: '99',
        resultCode: '04',
        message: expect.stringContaining('18006669') as unknown,
      });
      expect(await order({ phone: '0903333333', fullName: 'Pham Thi Dung' })).toMatchObject({
        status: '01',
        resultCode: '01',
      });
      expect(await order({ phone: '0909999999', fullName: 'Hoang Van Em' })).toMatchObject({
        resultCode: '99',
      });
      expect(await order({ fullName: 'Tran Thi Hoa' })).toMatchObject({ resultCode: '03' });
      expect(await order({ phone: '+84902222222', fullName: 'LE VAN CUONG' })).toMatchObject({
        resultCode: '02',
      });
    });

    it('opens an order, confirms it by SMS code, notifies and returns signed', async () => {
      const opened = await order({ fullName: 'tran thi bich' });
      expect(opened).toMatchObject({ status: '00', resultCode: '00' });
      const path = new URL(opened.redirectUrl ?? '').pathname;
      expect(path).toMatch(/^\/sandbox\/pay-later\/confirm\//);
      const page = await test.app.inject({ url: `${path}?lang=en` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('within 30 days, interest-free');

      const done = await form(path, { action: 'verify', otp: await codeFor('0901234567') });
      expect(done.statusCode).toBe(303);
      const back = new URL(String(done.headers.location));
      expect(Object.fromEntries(back.searchParams)).toMatchObject({
        orderId: opened.orderId,
        merchantRef: opened.merchantRef,
        status: 'SUCCESSFUL',
        resultCode: '00',
      });
      const notification = await notified(opened.merchantRef, 'SUCCESSFUL');
      expect(hasValidSignature(notification, PAY_LATER_SECRET)).toBe(true);
      expect(JSON.parse(notification.body)).toMatchObject({
        gateway: 'payLater',
        amount: 1_500_000,
        resultCode: '00',
      });

      // A decided order's reference cannot open another one.
      const again = await order({ merchantRef: opened.merchantRef });
      expect(again).toMatchObject({ status: '99', resultCode: '05' });
    });

    it('refunds a confirmed order once: a replay answers the same, other refunds are refused', async () => {
      clock.advance(DAY + 60_000);
      const opened = await order();
      const path = new URL(opened.redirectUrl ?? '').pathname;
      const confirmed = await form(path, { action: 'verify', otp: await codeFor('0901234567') });
      expect(confirmed.statusCode, confirmed.body.slice(0, 500)).toBe(303);
      await notified(opened.merchantRef, 'SUCCESSFUL');
      const refund = (orderId: string, payload: object, secret = PAY_LATER_SECRET) =>
        signedPost(`/sandbox/pay-later/api/v1/orders/${orderId}/refund`, payload, 'SKYBOOK', secret);
      const body = { refundRef: opened.merchantRef, amount: 1_500_000, currency: 'VND' };
      const orderId = opened.orderId ?? '';
      expect((await refund(orderId, body, 'wrong-secret-0123456789-0123456789')).statusCode).toBe(401);
      expect((await refund(orderId, { ...body, amount: 1_500_001 })).json()).toMatchObject({
        errorCode: 'INVALID_REQUEST',
        details: { reason: 'AMOUNT_MISMATCH' },
      });
      const first = await refund(orderId, body);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 'REFUNDED', paymentId: orderId, amount: 1_500_000 });
      const replay = await refund(orderId, body);
      expect(replay.json()).toEqual(first.json());
      const other = await refund(orderId, { ...body, refundRef: 'another-ref' });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ details: { reason: 'ALREADY_REFUNDED' } });
      const listed = (
        await test.app.inject({ url: `/sandbox/refunds.json?merchantRef=${opened.merchantRef}` })
      ).json<{ refunds: unknown[] }>().refunds;
      expect(listed).toMatchObject([
        { gateway: 'payLater', requestId: opened.merchantRef, amount: 1_500_000 },
      ]);
      // An order still waiting for its code took nothing: nothing to refund.
      const waiting = await order();
      const notTaken = await refund(waiting.orderId ?? '', { ...body, refundRef: waiting.merchantRef });
      expect(notTaken.statusCode).toBe(409);
      expect(notTaken.json()).toMatchObject({ details: { reason: 'NOT_REFUNDABLE' } });
      expect((await refund('x'.repeat(22), { ...body, refundRef: 'unknown-order' })).statusCode).toBe(404);
      // The refund's ref used again for another order: refused, not a second refund.
      const reused = await refund(waiting.orderId ?? '', body);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ details: { reason: 'REFUND_REF_REUSED' } });
    });

    it('refuses unsigned orders', async () => {
      const response = await signedPost(
        '/sandbox/pay-later/api/v1/orders',
        { merchantRef: 'X1' },
        'SKYBOOK',
        'wrong-secret-0123456789-0123456789',
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    });
  });

  describe('HDBank instalments', () => {
    const open = async (overrides: Record<string, unknown> = {}) => {
      const merchantRef = `HD${String(++ref).padStart(6, '0')}`;
      const response = await signedPost(
        '/sandbox/hdbank/api/v1/instalments',
        {
          merchantRef,
          amount: 6_000_000,
          currency: 'VND',
          tenorMonths: 6,
          phone: '0911111111',
          email: 'hai.nguyen@example.com',
          returnUrl: `${merchant.origin}/return/hdbank`,
          notifyUrl: `${merchant.origin}/notify/hdbank`,
          language: 'en',
          ...overrides,
        },
        'SKYBOOKHD',
        HDBANK_SECRET,
      );
      return { response, body: hdbankAnswerSchema.parse(response.json()), merchantRef };
    };
    const opened = async (overrides: Record<string, unknown> = {}) => {
      const result = await open(overrides);
      expect(result.body.resultCode, result.body.message).toBe('00');
      return {
        ...result.body,
        merchantRef: result.merchantRef,
        transactionId: result.body.transactionId ?? '',
      };
    };
    const call = async (transactionId: string, step: string, payload: object = {}) => {
      const response = await signedPost(
        `/sandbox/hdbank/api/v1/instalments/${transactionId}/${step}`,
        payload,
        'SKYBOOKHD',
        HDBANK_SECRET,
      );
      return hdbankAnswerSchema.parse(response.json());
    };

    // Each test starts on a new day, so daily limits and OTP counts start from zero.
    beforeEach(() => {
      clock.advance(DAY + 60_000);
    });

    it('answers in HDBank codes for signatures, structure and every refusal at opening', async () => {
      const unsigned = await signedPost(
        '/sandbox/hdbank/api/v1/instalments',
        {},
        'SKYBOOKHD',
        'bad-secret-0123456789-0123456789-01',
      );
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toMatchObject({ resultCode: 'HDBANK_ERROR_02' });
      const malformed = await open({ tenorMonths: 5 });
      expect(malformed.response.statusCode).toBe(400);
      expect(malformed.body.resultCode).toBe('HDBANK_ERROR_17');
      const codes = async (overrides: Record<string, unknown>) => (await open(overrides)).body.resultCode;
      expect(await codes({ email: 'not-an-email' })).toBe('HDBANK_ERROR_04');
      expect(await codes({ phone: '12' })).toBe('HDBANK_ERROR_05');
      expect(await codes({ amount: 2_000_000 })).toBe('HDBANK_ERROR_09');
      expect(await codes({ currency: 'USD' })).toBe('HDBANK_ERROR_09');
      expect(await codes({ phone: '0988888888' })).toBe('HDBANK_ERROR_03');
      expect(await codes({ phone: '0912222222' })).toBe('HDBANK_ERROR_06');
      expect(await codes({ phone: '0914444444' })).toBe('HDBANK_ERROR_19');
      expect(await codes({ phone: '0915555555' })).toBe('HDBANK_ERROR_11');
      expect(await codes({ phone: '0917777777' })).toBe('HDBANK_ERROR_22');
      expect(await codes({ amount: 51_000_000 })).toBe('HDBANK_ERROR_10');
      await opened({ amount: 45_000_000 });
      expect(await codes({ amount: 40_000_000 })).toBe('HDBANK_ERROR_12');
    });

    it('verifies a relayed OTP: wrong (07), malformed (17), right (00), then notifies', async () => {
      const plan = await opened();
      expect(plan.redirectUrl).toMatch(/\/sandbox\/hdbank\/confirm\//);
      const code = await codeFor('0911111111');
      expect(await call(plan.transactionId, 'verify', { otp: wrong(code) })).toMatchObject({
        resultCode: 'HDBANK_ERROR_07',
        attemptsLeft: 4,
      });
      expect((await call(plan.transactionId, 'verify', { otp: '12' })).resultCode).toBe('HDBANK_ERROR_17');
      expect(await call(plan.transactionId, 'verify', { otp: code })).toMatchObject({
        resultCode: '00',
        status: 'SUCCESSFUL',
      });
      const notification = await notified(plan.merchantRef, 'SUCCESSFUL');
      expect(hasValidSignature(notification, HDBANK_SECRET)).toBe(true);
      expect(JSON.parse(notification.body)).toMatchObject({ gateway: 'hdbank', tenorMonths: 6 });
      expect((await call(plan.transactionId, 'verify', { otp: code })).resultCode).toBe('HDBANK_ERROR_01');
      expect((await call(plan.transactionId, 'cancel')).resultCode).toBe('HDBANK_ERROR_08');
    });

    it('refunds a confirmed plan, which then no longer counts against the daily limit', async () => {
      const big = { amount: 50_000_000 };
      const plan = await opened(big);
      expect(
        (await call(plan.transactionId, 'verify', { otp: await codeFor('0911111111') })).resultCode,
      ).toBe('00');
      await notified(plan.merchantRef, 'SUCCESSFUL');
      expect((await open(big)).body.resultCode).toBe('HDBANK_ERROR_12');
      const refund = await signedPost(
        `/sandbox/hdbank/api/v1/instalments/${plan.transactionId}/refund`,
        { refundRef: plan.merchantRef, amount: 50_000_000, currency: 'VND' },
        'SKYBOOKHD',
        HDBANK_SECRET,
      );
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json()).toMatchObject({ status: 'REFUNDED', paymentId: plan.transactionId });
      expect((await open(big)).body.resultCode).toBe('00');
    });

    it('refuses on the fifth wrong OTP (15)', async () => {
      const plan = await opened();
      const code = await codeFor('0911111111');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await call(plan.transactionId, 'verify', { otp: wrong(code) })).resultCode).toBe(
          'HDBANK_ERROR_07',
        );
      }
      expect(await call(plan.transactionId, 'verify', { otp: wrong(code) })).toMatchObject({
        resultCode: 'HDBANK_ERROR_15',
        status: 'REFUSED',
      });
      await notified(plan.merchantRef, 'REFUSED');
    });

    it('decides the balance (18) and timeout (20) accounts after the right code', async () => {
      const poor = await opened({ phone: '0913333333' });
      expect(await call(poor.transactionId, 'verify', { otp: await codeFor('0913333333') })).toMatchObject({
        resultCode: 'HDBANK_ERROR_18',
        status: 'REFUSED',
      });
      const slow = await opened({ phone: '0916666666' });
      expect(await call(slow.transactionId, 'verify', { otp: await codeFor('0916666666') })).toMatchObject({
        resultCode: 'HDBANK_ERROR_20',
        status: 'FAILURE',
      });
    });

    it('resends within the rules (16 too soon, 14 over the limit) and expires codes (16)', async () => {
      const plan = await opened();
      expect(await call(plan.transactionId, 'resend-otp')).toMatchObject({
        resultCode: 'HDBANK_ERROR_16',
        retryAfterSeconds: 30,
      });
      clock.advance(5 * 60_000);
      expect(
        (await call(plan.transactionId, 'verify', { otp: await codeFor('0911111111') })).resultCode,
      ).toBe('HDBANK_ERROR_16');
      for (let resend = 1; resend <= 3; resend += 1) {
        expect((await call(plan.transactionId, 'resend-otp')).resultCode).toBe('00');
        clock.advance(31_000);
      }
      expect((await call(plan.transactionId, 'resend-otp')).resultCode).toBe('HDBANK_ERROR_14');
      expect(
        (await call(plan.transactionId, 'verify', { otp: await codeFor('0911111111') })).resultCode,
      ).toBe('00');
    });

    it('locks OTP requests after 10 messages in 24 hours (14)', async () => {
      for (let index = 0; index < 10; index += 1) {
        const plan = await opened({ amount: 3_000_000 });
        expect((await call(plan.transactionId, 'cancel')).resultCode).toBe('00');
      }
      expect((await open({ amount: 3_000_000 })).body.resultCode).toBe('HDBANK_ERROR_14');
    });

    it('confirms on the bank page too, and cancels a waiting plan', async () => {
      const plan = await opened();
      const path = new URL(plan.redirectUrl ?? '').pathname;
      const page = await test.app.inject({ url: `${path}?lang=en` });
      expect(page.body).toContain('6 monthly instalments of');
      const done = await form(path, { action: 'verify', otp: await codeFor('0911111111') });
      expect(Object.fromEntries(new URL(String(done.headers.location)).searchParams)).toMatchObject({
        transactionId: plan.transactionId,
        status: 'SUCCESSFUL',
        resultCode: '00',
      });

      const other = await opened();
      expect(await call(other.transactionId, 'cancel')).toMatchObject({
        resultCode: '00',
        status: 'CANCELLED',
      });
      await notified(other.merchantRef, 'CANCELLED');
    });
  });
});
