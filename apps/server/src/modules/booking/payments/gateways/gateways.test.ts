import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { ManualClock } from '@skybook/domain/clock';
import { money } from '@skybook/domain/money';
import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../../test/engines';
import { CardGateway } from './card-gateway';
import { createPaymentGateways, loadPaymentGatewaysConfig, type PaymentGateways } from './gateway-config';
import { buildVnpayPaymentUrl, verifyVnpayResult, vnpayIpnAnswer } from './vnpay';

/**
 * The booking server's gateway clients against the real sandbox, over real HTTP: the app listens
 * on a port, the clients call it, and a merchant endpoint of this test receives the gateways'
 * notifications and answers VNPay's IPN with the client's own verification.
 */

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

describe.each(TEST_ENGINES)('the payment gateway clients against the sandbox on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let gateways: PaymentGateways;
  let origin: string;
  let merchant: Server;
  let merchantOrigin: string;
  const received: Received[] = [];
  let ref = 0;
  const nextRef = (prefix: string) => `${prefix}${String(++ref).padStart(6, '0')}`;

  const waitFor = async (test: (call: Received) => boolean) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = received.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('nothing matching reached the merchant');
  };

  beforeAll(async () => {
    merchant = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const call = {
          url: request.url ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(call);
        if (call.url.startsWith('/ipn')) {
          // The merchant's IPN handler, as the payment service will write it.
          const query = Object.fromEntries(new URL(call.url, 'http://x').searchParams);
          const answer = vnpayIpnAnswer(verifyVnpayResult(query, gateways.vnpay), {
            amount: money(1_250_000, 'VND'),
            alreadyConfirmed: false,
          });
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
          return;
        }
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    merchantOrigin = `http://127.0.0.1:${String((merchant.address() as AddressInfo).port)}`;

    const port = await freePort();
    origin = `http://127.0.0.1:${String(port)}`;
    test = await createTestApp(engine, {
      env: { PUBLIC_URL: origin, VNPAY_IPN_URL: `${merchantOrigin}/ipn` },
    });
    clock = test.app.clock as ManualClock;
    await test.app.listen({ port, host: '127.0.0.1' });
    // No secret in the environment: both sides read the ones provisioned in app_secret.
    const config = await loadPaymentGatewaysConfig({ config: test.app.config, db: test.database.db, clock });
    gateways = createPaymentGateways(config, clock);
  });
  afterAll(async () => {
    await test.close();
    merchant.closeAllConnections();
    await new Promise<void>((resolve) => {
      merchant.close(() => {
        resolve();
      });
    });
  });

  const encryptCard = async (number: string, gateway: CardGateway = gateways.card) => {
    const jwks = (await (await fetch(gateway.encryptionKeysUrl)).json()) as {
      keys: Record<string, string>[];
    };
    const jwk = jwks.keys[0] ?? {};
    const card = {
      number,
      expiry: '12/29',
      cvv: '123',
      holderName: 'NGUYEN VAN A',
      generatedAt: clock.now().toISOString(),
    };
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid ?? '' })
      .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  };
  const authorize = async (number: string, gateway: CardGateway = gateways.card) =>
    gateway.authorize({
      merchantRef: nextRef('CARD'),
      amount: money(1_250_000, 'VND'),
      encryptedCard: await encryptCard(number, gateway),
      returnUrl: `${merchantOrigin}/return/card`,
      notifyUrl: `${merchantOrigin}/notify/card`,
      language: 'en',
    });
  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const latestCode = async (query: string) => {
    const outbox = (await (await fetch(`${origin}/sandbox/sms.json?${query}`)).json()) as {
      messages: { body: string }[];
    };
    return /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
  };
  const queryOf = (location: string | null) => Object.fromEntries(new URL(location ?? '').searchParams);

  it('authorises a card, with a token and no card number on the way', async () => {
    const outcome = await authorize('4111111111111111');
    expect(outcome).toMatchObject({
      kind: 'answered',
      authorization: { status: 'AUTHORIZED', resultCode: '200', brand: 'VI', last4: '1111' },
    });
  });

  it('runs 3-D Secure end to end: challenge, OTP, signed notification and return', async () => {
    const outcome = await authorize('4000000000003220');
    if (outcome.kind !== 'answered') throw new Error(outcome.kind);
    const { challengeUrl, paymentId } = outcome.authorization;
    expect(challengeUrl?.startsWith(`${origin}/sandbox/3ds/`)).toBe(true);
    const page = await fetch(challengeUrl ?? '');
    expect(page.status).toBe(200);
    const challengeId = new URL(challengeUrl ?? '').pathname.split('/').pop() ?? '';
    const done = await postForm(challengeUrl ?? '', {
      action: 'verify',
      otp: await latestCode(`challengeId=${challengeId}`),
    });
    expect(done.status).toBe(303);

    const back = gateways.card.readReturn(queryOf(done.headers.get('location')));
    expect(back).toMatchObject({ ok: true, value: { paymentId, status: 'AUTHORIZED', resultCode: '200' } });
    expect(gateways.card.readReturn({ ...queryOf(done.headers.get('location')), status: 'REFUSED' }).ok).toBe(
      false,
    );

    const call = await waitFor(
      (candidate) => candidate.url === '/notify/card' && candidate.body.includes(paymentId),
    );
    const notification = gateways.card.readNotification(call.headers, call.body);
    expect(notification).toMatchObject({
      ok: true,
      value: { paymentId, status: 'AUTHORIZED', card: { brand: 'VI', last4: '3220' } },
    });
    // A tampered body or a replayed, stale one does not pass.
    expect(gateways.card.readNotification(call.headers, call.body.replace('AUTHORIZED', 'REFUSED'))).toEqual({
      ok: false,
      error: 'INVALID_SIGNATURE',
    });
    clock.advance(6 * 60_000);
    expect(gateways.card.readNotification(call.headers, call.body).ok).toBe(false);
  });

  it('reports a timeout as unknown, then learns the outcome from the notification and the status query', async () => {
    const config = await loadPaymentGatewaysConfig({ config: test.app.config, db: test.database.db, clock });
    const impatient = new CardGateway({ ...config.card, timeoutMs: 300 }, clock);
    const outcome = await authorize('4000000000000101', impatient);
    expect(outcome).toEqual({ kind: 'timeout' });
    const call = await waitFor(
      (candidate) => candidate.url === '/notify/card' && candidate.body.includes('ISSUER_TIMEOUT'),
    );
    const notification = gateways.card.readNotification(call.headers, call.body);
    if (!notification.ok) throw new Error(notification.error);
    expect(notification.value.status).toBe('FAILURE');
    expect(await gateways.card.status(notification.value.paymentId)).toMatchObject({
      kind: 'answered',
      authorization: { status: 'FAILURE', resultCode: '42' },
    });
  });

  it('tells a rejected request and an unreachable acquirer apart', async () => {
    const rejected = await gateways.card.authorize({
      merchantRef: nextRef('CARD'),
      amount: money(100_000, 'VND'),
      encryptedCard: 'a.b.c.d.e',
      returnUrl: `${merchantOrigin}/return/card`,
      notifyUrl: `${merchantOrigin}/notify/card`,
      language: 'vi',
    });
    expect(rejected).toEqual({ kind: 'rejected', httpStatus: 400, errorCode: 'INVALID_REQUEST' });
    const config = await loadPaymentGatewaysConfig({ config: test.app.config, db: test.database.db, clock });
    const wrongSecret = new CardGateway({ ...config.card, secret: 'x'.repeat(40), timeoutMs: 5000 }, clock);
    expect(await authorize('4111111111111111', wrongSecret)).toMatchObject({
      kind: 'rejected',
      httpStatus: 401,
      errorCode: 'INVALID_SIGNATURE',
    });
    const nowhere = new CardGateway(
      { ...config.card, baseUrl: `http://127.0.0.1:${String(await freePort())}/card`, timeoutMs: 2000 },
      clock,
    );
    expect((await nowhere.status('AAAAAAAAAAAAAAAAAAAAAA')).kind).toBe('unreachable');
  });

  it('pays by VNPay: signed URL, bank account, IPN answered by the merchant, signed return', async () => {
    const txnRef = nextRef('VNP');
    const url = buildVnpayPaymentUrl(
      {
        txnRef,
        amount: money(1_250_000, 'VND'),
        orderInfo: 'Thanh toán đặt chỗ ABC123',
        returnUrl: `${merchantOrigin}/return/vnpay`,
        ipAddr: '127.0.0.1',
        createdAt: clock.now(),
        locale: 'vn',
      },
      gateways.vnpay,
    );
    expect(url.startsWith(`${origin}/sandbox/vnpay/paymentv2/vpcpay.html?`)).toBe(true);
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const page = new URL(opened.headers.get('location') ?? '', origin);
    const paid = await postForm(`${origin}${page.pathname}/account`, {
      bankCode: 'NCB',
      cardNumber: '9704198526191432198',
      holderName: 'NGUYEN VAN A',
      issueDate: '07/15',
    });
    expect(paid.status).toBe(303);
    const back = verifyVnpayResult(queryOf(paid.headers.get('location')), gateways.vnpay);
    expect(back).toMatchObject({
      ok: true,
      value: { txnRef, isPaid: true, amount: money(1_250_000, 'VND') },
    });

    const ipn = await waitFor((call) => call.url.startsWith('/ipn') && call.url.includes(txnRef));
    expect(
      verifyVnpayResult(Object.fromEntries(new URL(ipn.url, 'http://x').searchParams), gateways.vnpay).ok,
    ).toBe(true);
    const delivered = await test.database.db
      .selectFrom('sandbox_notification')
      .innerJoin('sandbox_payment', 'sandbox_payment.id', 'sandbox_notification.payment_id')
      .select(['sandbox_notification.state', 'sandbox_notification.last_answer'])
      .where('sandbox_payment.merchant_ref', '=', txnRef)
      .executeTakeFirstOrThrow();
    expect(delivered.state).toBe('delivered');
    expect(delivered.last_answer).toContain('"RspCode":"00"');
  });

  it('opens a pay-later order, confirms it and reads the notification', async () => {
    const merchantRef = nextRef('PL');
    const outcome = await gateways.payLater.createOrder({
      merchantRef,
      amount: money(1_500_000, 'VND'),
      phone: '+84 901 234 567',
      fullName: 'Tran Thi Bich',
      returnUrl: `${merchantOrigin}/return/pay-later`,
      notifyUrl: `${merchantOrigin}/notify/pay-later`,
      language: 'vi',
    });
    if (outcome.kind !== 'answered') throw new Error(outcome.kind);
    expect(outcome).toMatchObject({
      answer: { status: '00', resultCode: '00' },
      messageKey: 'payLater.status.success',
    });
    const confirm = outcome.answer.redirectUrl ?? '';
    const done = await postForm(confirm, { action: 'verify', otp: await latestCode('phone=0901234567') });
    expect(gateways.payLater.readReturn(queryOf(done.headers.get('location')))).toMatchObject({
      ok: true,
      value: { merchantRef, status: 'SUCCESSFUL' },
    });
    const call = await waitFor(
      (candidate) => candidate.url === '/notify/pay-later' && candidate.body.includes(merchantRef),
    );
    expect(gateways.payLater.readNotification(call.headers, call.body)).toMatchObject({
      ok: true,
      value: { gateway: 'payLater', status: 'SUCCESSFUL', resultCode: '00' },
    });
    // The card client does not take the partner's notification for its own.
    expect(gateways.card.readNotification(call.headers, call.body).ok).toBe(false);

    const unknown = await gateways.payLater.createOrder({
      merchantRef: nextRef('PL'),
      amount: money(1_500_000, 'VND'),
      phone: '0987654321',
      fullName: 'Nobody',
      returnUrl: `${merchantOrigin}/return/pay-later`,
      notifyUrl: `${merchantOrigin}/notify/pay-later`,
      language: 'vi',
    });
    expect(unknown).toMatchObject({
      kind: 'answered',
      answer: { resultCode: '04' },
      messageKey: 'payLater.result.accountNotFound',
    });
  });

  it('opens an HDBank plan and relays the OTP', async () => {
    const merchantRef = nextRef('HD');
    const opened = await gateways.hdbank.open({
      merchantRef,
      amount: money(6_000_000, 'VND'),
      tenorMonths: 6,
      phone: '0911111111',
      email: 'hai@example.com',
      returnUrl: `${merchantOrigin}/return/hdbank`,
      notifyUrl: `${merchantOrigin}/notify/hdbank`,
      language: 'vi',
    });
    if (opened.kind !== 'answered' || !opened.isSuccess) throw new Error(JSON.stringify(opened));
    const transactionId = opened.answer.transactionId ?? '';
    const code = await latestCode('phone=0911111111');
    const wrong = await gateways.hdbank.verifyOtp(
      transactionId,
      code === '000000' ? '000001' : '000000',
      'vi',
    );
    expect(wrong).toMatchObject({
      kind: 'answered',
      isSuccess: false,
      errorKey: 'errors.hdbank.wrongOtp',
      answer: { resultCode: 'HDBANK_ERROR_07', attemptsLeft: 4 },
    });
    expect(await gateways.hdbank.verifyOtp(transactionId, code, 'vi')).toMatchObject({
      kind: 'answered',
      isSuccess: true,
    });
    const call = await waitFor(
      (candidate) => candidate.url === '/notify/hdbank' && candidate.body.includes(merchantRef),
    );
    expect(gateways.hdbank.readNotification(call.headers, call.body)).toMatchObject({
      ok: true,
      value: { status: 'SUCCESSFUL', tenorMonths: 6 },
    });
    expect(await gateways.hdbank.cancel(transactionId, 'en')).toMatchObject({
      kind: 'answered',
      errorKey: 'errors.hdbank.invalidCancel',
    });
  });
});
