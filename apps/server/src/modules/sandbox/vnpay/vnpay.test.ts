import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { startMerchantStub, type MerchantStub } from '../sandbox.test-kit';
import {
  formatVnpayDate,
  hasValidVnpayHash,
  parseVnpayDate,
  signVnpay,
  vnpayCanonicalString,
  vnpayQuery,
  vnpaySecureHash,
} from './vnpay-signature';

const SECRET = 'VNPAYSANDBOXSECRETFORTESTS000000';

/**
 * A payment request derived by hand from the VNPay 2.1.0 protocol. Canonical string (keys sorted,
 * values encodeURIComponent'd with spaces as '+', joined by '&'):
 *
 * vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20261121100000&vnp_CurrCode=VND
 * &vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+dat+cho+ABC123&vnp_OrderType=other
 * &vnp_ReturnUrl=https%3A%2F%2Fskybook.example%2Fbooking%2Fpayment-return%3Fx%3D1
 * &vnp_TmnCode=SKYBOOK1&vnp_TxnRef=ABC123-1&vnp_Version=2.1.0
 *
 * (one line, no newline), hashed with
 *   printf '%s' "$CANONICAL" | openssl dgst -sha512 -hmac 'VNPAYSANDBOXSECRETFORTESTS000000'
 */
const REQUEST_VECTOR = {
  params: {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: 'SKYBOOK1',
    vnp_Amount: '125000000',
    vnp_CurrCode: 'VND',
    vnp_TxnRef: 'ABC123-1',
    vnp_OrderInfo: 'Thanh toan dat cho ABC123',
    vnp_OrderType: 'other',
    vnp_ReturnUrl: 'https://skybook.example/booking/payment-return?x=1',
    vnp_IpAddr: '127.0.0.1',
    vnp_CreateDate: '20261121100000',
    vnp_Locale: 'vn',
  },
  canonical:
    'vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20261121100000&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+dat+cho+ABC123&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fskybook.example%2Fbooking%2Fpayment-return%3Fx%3D1&vnp_TmnCode=SKYBOOK1&vnp_TxnRef=ABC123-1&vnp_Version=2.1.0',
  hash: '41ce3142e18e798273def528455b73503890592a7f064bccc2881bd2201499f16685d7e722e0956cffb69b376852439bea3fc0d41c3be52bd53756e3a97844c6',
};

/**
 * An IPN/return derived the same way:
 * vnp_Amount=125000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14226112&vnp_CardType=ATM
 * &vnp_OrderInfo=Thanh+toan+dat+cho+ABC123&vnp_PayDate=20261121101500&vnp_ResponseCode=00
 * &vnp_TmnCode=SKYBOOK1&vnp_TransactionNo=14226112&vnp_TransactionStatus=00&vnp_TxnRef=ABC123-1
 */
const RESULT_VECTOR = {
  params: {
    vnp_Amount: '125000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14226112',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan dat cho ABC123',
    vnp_PayDate: '20261121101500',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'SKYBOOK1',
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: 'ABC123-1',
  },
  hash: '73b94a8ccc9a1453a6ef5da83e1d81b4600115841f1afc74238c36e27c1c4b6867070fa19d36fa74b6330af5f3ba0ab6494fb32b829f74e2855769dcad7b0a20',
};

describe('the sandbox VNPay checksum', () => {
  it('matches the hand-derived request vector', () => {
    expect(vnpayCanonicalString(REQUEST_VECTOR.params)).toBe(REQUEST_VECTOR.canonical);
    expect(vnpaySecureHash(REQUEST_VECTOR.params, SECRET)).toBe(REQUEST_VECTOR.hash);
  });

  it('matches the hand-derived result vector, ignoring the hash fields and empty values', () => {
    const received = {
      ...RESULT_VECTOR.params,
      vnp_SecureHash: RESULT_VECTOR.hash.toUpperCase(),
      vnp_SecureHashType: 'HmacSHA512',
      vnp_Empty: '',
      other: 'not a vnp_ parameter',
    };
    expect(vnpaySecureHash(received, SECRET)).toBe(RESULT_VECTOR.hash);
    expect(hasValidVnpayHash(received, SECRET)).toBe(true);
    expect(hasValidVnpayHash({ ...received, vnp_Amount: '125000100' }, SECRET)).toBe(false);
    expect(hasValidVnpayHash({ ...received, vnp_SecureHash: 'abc' }, SECRET)).toBe(false);
  });

  it('writes and reads dates in Vietnam time', () => {
    expect(formatVnpayDate(new Date('2026-11-21T03:00:00Z'))).toBe('20261121100000');
    expect(parseVnpayDate('20261121100000')?.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(parseVnpayDate('20261321100000')).toBeUndefined();
  });
});

describe.each(TEST_ENGINES)('the sandbox VNPay on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let merchant: MerchantStub;
  let ref = 0;

  beforeAll(async () => {
    merchant = await startMerchantStub();
    test = await createTestApp(engine, {
      env: { VNPAY_HASH_SECRET: SECRET, VNPAY_TMN_CODE: 'SKYBOOK1', VNPAY_IPN_URL: `${merchant.origin}/ipn` },
    });
    clock = test.app.clock as ManualClock;
  });
  afterAll(async () => {
    await test.close();
    await merchant.close();
  });

  const request = (overrides: Record<string, string> = {}, secret = SECRET) => {
    const params = {
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'SKYBOOK1',
      vnp_Amount: '125000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: `SB${String(++ref).padStart(6, '0')}`,
      vnp_OrderInfo: 'Thanh toan dat cho ABC123',
      vnp_OrderType: 'other',
      vnp_ReturnUrl: `${merchant.origin}/return?booking=ABC123`,
      vnp_IpAddr: '127.0.0.1',
      vnp_CreateDate: formatVnpayDate(clock.now()),
      vnp_Locale: 'vn',
      ...overrides,
    };
    return signVnpay(params, secret);
  };
  const open = async (params: Record<string, string>) =>
    test.app.inject({ url: `/sandbox/vnpay/paymentv2/vpcpay.html?${vnpayQuery(params)}` });
  const paymentPath = async (params = request()) => {
    const opened = await open(params);
    expect(opened.statusCode).toBe(303);
    const location = new URL(String(opened.headers.location), 'http://x');
    expect(location.pathname).toMatch(/^\/sandbox\/vnpay\/paymentv2\/Transaction\/[A-Za-z0-9_-]{22}$/);
    return { path: location.pathname, txnRef: params.vnp_TxnRef ?? '' };
  };
  const form = (url: string, fields: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const errorCode = (response: { headers: Record<string, unknown> }) =>
    new URL(String(response.headers.location), 'http://x').searchParams.get('code');
  const ipnFor = (txnRef: string) =>
    merchant.waitFor((call) => call.url.startsWith('/ipn?') && call.url.includes(`vnp_TxnRef=${txnRef}`));
  const returned = (response: { headers: Record<string, unknown> }) => {
    const url = new URL(String(response.headers.location));
    return Object.fromEntries(url.searchParams);
  };

  it('opens a payment page with a QR code for a valid signed request', async () => {
    const { path } = await paymentPath();
    const page = await test.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain('1.250.000');
    expect(page.body).toMatch(/<div class="qr" role="img" aria-label="[^"]+"><svg/);
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('style=');
  });

  it('refuses tampered, foreign, malformed, expired and reused requests with VNPay codes', async () => {
    const tampered = { ...request(), vnp_Amount: '100' };
    expect(errorCode(await open(tampered))).toBe('70');
    expect(errorCode(await open(request({}, 'another-secret-entirely-000000000')))).toBe('70');
    expect(errorCode(await open(request({ vnp_TmnCode: 'OTHER' })))).toBe('72');
    expect(errorCode(await open(request({ vnp_Version: '2.0.0' })))).toBe('03');
    expect(errorCode(await open(request({ vnp_Amount: '125000050' })))).toBe('03');
    expect(errorCode(await open(request({ vnp_OrderInfo: 'Thanh toán có dấu' })))).toBe('03');
    expect(
      errorCode(
        await open(request({ vnp_ExpireDate: formatVnpayDate(new Date(clock.now().getTime() - 60_000)) })),
      ),
    ).toBe('15');
    const first = request();
    await paymentPath(first);
    // The same request again reopens its page; the same reference for another amount does not.
    expect((await open(first)).statusCode).toBe(303);
    expect(errorCode(await open(first))).toBeNull();
    expect(
      errorCode(await open(request({ vnp_TxnRef: first.vnp_TxnRef ?? '', vnp_Amount: '99000000' }))),
    ).toBe('01');
    const error = await test.app.inject({
      url: '/sandbox/vnpay/paymentv2/Payment/Error.html?code=70&lang=en',
    });
    expect(error.statusCode).toBe(400);
    expect(error.body).toContain('Wrong signature');
  });

  it('pays with the success account: signed IPN to the merchant, then the signed return', async () => {
    const { path, txnRef } = await paymentPath();
    const paid = await form(`${path}/account`, {
      bankCode: 'NCB',
      cardNumber: '9704 1985 2619 1432 198',
      holderName: 'nguyen van a',
      issueDate: '07/15',
    });
    expect(paid.statusCode).toBe(303);
    const back = returned(paid);
    expect(back).toMatchObject({
      booking: 'ABC123',
      vnp_Amount: '125000000',
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: txnRef,
      vnp_BankCode: 'NCB',
      vnp_CardType: 'ATM',
      vnp_TmnCode: 'SKYBOOK1',
    });
    expect(back.vnp_TransactionNo).toMatch(/^\d{8}$/);
    expect(back.vnp_PayDate).toMatch(/^\d{14}$/);
    expect(hasValidVnpayHash(back, SECRET)).toBe(true);

    const ipn = await ipnFor(txnRef);
    expect(ipn.method).toBe('GET');
    const ipnParams = Object.fromEntries(new URL(ipn.url, 'http://x').searchParams);
    expect(hasValidVnpayHash(ipnParams, SECRET)).toBe(true);
    expect(ipnParams).toMatchObject({ vnp_ResponseCode: '00', vnp_TransactionNo: back.vnp_TransactionNo });
    const delivered = await test.database.db
      .selectFrom('sandbox_notification')
      .innerJoin('sandbox_payment', 'sandbox_payment.id', 'sandbox_notification.payment_id')
      .select(['sandbox_notification.state', 'sandbox_payment.status'])
      .where('sandbox_payment.merchant_ref', '=', txnRef)
      .executeTakeFirstOrThrow();
    expect(delivered).toEqual({ state: 'delivered', status: 'SUCCESSFUL' });
    // The page is over: opening it again goes back to the merchant.
    expect((await test.app.inject({ url: path })).statusCode).toBe(303);
  });

  it('declines the insufficient-balance account (51) and ends after three wrong entries (10)', async () => {
    const poor = await paymentPath();
    const declined = await form(`${poor.path}/account`, {
      bankCode: 'NCB',
      cardNumber: '9704195798459170488',
      holderName: 'NGUYEN VAN A',
      issueDate: '07/15',
    });
    expect(returned(declined)).toMatchObject({ vnp_ResponseCode: '51', vnp_TransactionStatus: '02' });
    await ipnFor(poor.txnRef);

    const wrong = await paymentPath();
    const entry = {
      bankCode: 'NCB',
      cardNumber: '9704198526191432198',
      holderName: 'TRAN VAN B',
      issueDate: '07/15',
      lang: 'en',
    };
    const first = await form(`${wrong.path}/account`, entry);
    expect(first.statusCode).toBe(422);
    expect(first.body).toContain('2 tries left');
    expect((await form(`${wrong.path}/account`, entry)).statusCode).toBe(422);
    const third = await form(`${wrong.path}/account`, entry);
    expect(returned(third)).toMatchObject({ vnp_ResponseCode: '10' });
  });

  it('pays by QR in the sandbox bank app; the payment page then returns to the merchant', async () => {
    const { path, txnRef } = await paymentPath();
    const notYet = await form(`${path}/check`, { lang: 'en' });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.body).toContain('No payment has arrived yet');
    const app = await test.app.inject({ url: `${path}/app` });
    expect(app.statusCode).toBe(200);
    const approved = await form(`${path}/app`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('vnp_ResponseCode=00');
    const ipn = await ipnFor(txnRef);
    expect(ipn.url).toContain('vnp_BankCode=VNPAYQR');
    expect(ipn.url).toContain('vnp_CardType=QRCODE');
    const checked = await form(`${path}/check`, {});
    expect(returned(checked)).toMatchObject({ vnp_ResponseCode: '00', vnp_TxnRef: txnRef });
  });

  it('cancels with code 24', async () => {
    const { path, txnRef } = await paymentPath();
    const cancelled = await form(`${path}/cancel`, {});
    expect(returned(cancelled)).toMatchObject({
      vnp_ResponseCode: '24',
      vnp_TransactionStatus: '02',
      vnp_TransactionNo: '0',
    });
    await ipnFor(txnRef);
  });

  it('calls the IPN again until the merchant confirms, and stops on 02', async () => {
    merchant.answer = { status: 200, body: JSON.stringify({ RspCode: '97', Message: 'Invalid signature' }) };
    const { path, txnRef } = await paymentPath();
    await form(`${path}/cancel`, {});
    await ipnFor(txnRef);
    const state = () =>
      test.database.db
        .selectFrom('sandbox_notification')
        .innerJoin('sandbox_payment', 'sandbox_payment.id', 'sandbox_notification.payment_id')
        .select([
          'sandbox_notification.state',
          'sandbox_notification.attempts',
          'sandbox_notification.last_answer',
        ])
        .where('sandbox_payment.merchant_ref', '=', txnRef)
        .executeTakeFirstOrThrow();
    expect(await state()).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await state()).last_answer).toContain('97');
    merchant.answer = {
      status: 200,
      body: JSON.stringify({ RspCode: '02', Message: 'Order already confirmed' }),
    };
    clock.advance(61_000);
    await expect.poll(async () => (await state()).state, { timeout: 5000 }).toBe('delivered');
    merchant.answer = { status: 200, body: JSON.stringify({ RspCode: '00', Message: 'Confirm Success' }) };
  });

  it('ends a page left open past its time with code 11', async () => {
    const { path, txnRef } = await paymentPath();
    clock.advance(15 * 60_000 + 1000);
    const ipn = await ipnFor(txnRef);
    expect(ipn.url).toContain('vnp_ResponseCode=11');
    expect(returned(await test.app.inject({ url: path }))).toMatchObject({ vnp_ResponseCode: '11' });
  });
});
