import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatePaymentResponse, PaymentStatusResponse } from '@skybook/contracts/payment';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { RefundDto } from '@skybook/contracts/payment-refunds';
import type { ManualClock } from '@skybook/domain/clock';
import { money } from '@skybook/domain/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp, httpCallInit } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight, type BookedOnFlight } from '../../../../test/reservation-fixture';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import { seedVouchers } from '../../../db/seed/vouchers';
import { CMS_ADMIN_TOKEN_SECRET } from '../../../plugins/admin-guard';
import { encryptCard } from '../../sandbox/sandbox.test-kit';
import { createPaymentGateways, loadPaymentGatewaysConfig } from './gateways/gateway-config';
import { buildVnpayRefundRequest, signVnpayParams, verifyVnpayRefundAnswer } from './gateways/vnpay';
import { RefundWorker } from './refund-worker';

/**
 * The payment service end to end over real HTTP: the app listens on a port and is its own
 * merchant, so the sandbox's gateways call back its notification and IPN routes as outside
 * parties would.
 */

type Booked = BookedOnFlight;

interface MailboxMessage {
  subject: string;
  envelope: { to: string[] };
  attachments: { filename: string; contentType: string }[];
}

const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('paying a booking on $engine', (engine) => {
  let test: MerchantTestApp;
  let clock: ManualClock;
  let origin: string;
  let skip = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, {
      seedDays: 10,
      env: { REFUND_WORKER_INTERVAL_MS: '3600000' },
    });
    ({ clock, origin } = test);
    await seedVouchers(test.database.db, { now: clock.now() });
  }, 120_000);
  afterAll(() => test.close());

  /** A one-adult booking SGN–PQC four days ahead. */
  const book = (): Promise<Booked> => bookOnDirectFlight(test.app, { skip: skip++ % 3 });

  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, headers, ...rest } = init;
    const response = await fetch(`${origin}${path}`, {
      ...rest,
      redirect: 'manual',
      ...(await httpCallInit(test.app, path, {
        method: init.method,
        headers: headers as Record<string, string> | undefined,
        json,
      })),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the JSON's contract type
      json: <T>(): T => JSON.parse(text) as T,
    };
  };

  const methods = async ({ session, reservation }: Booked) => {
    const response = await call(
      `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${reservation.locator}&languageId=en`,
      { headers: session.headers },
    );
    expect(response.status, response.text).toBe(200);
    return response.json<PaymentMethodsResponse>();
  };

  const paymentBody = async (booked: Booked, identifier: string, extra: Record<string, unknown> = {}) => {
    const method = (await methods(booked)).payments.find((candidate) => candidate.identifier === identifier);
    if (!method) throw new Error(`no method ${identifier}`);
    return {
      reservationLocator: booked.reservation.locator,
      identifier,
      amount: method.total,
      languageId: 'en',
      acceptedTerms: true,
      ...extra,
    };
  };
  const post = (booked: Booked, json: unknown, key = randomUUID()) =>
    call('/booking/api/v1/payment', {
      method: 'POST',
      headers: { ...booked.session.headers, 'idempotency-key': key },
      json,
    });
  const pay = async (booked: Booked, identifier: string, extra: Record<string, unknown> = {}) =>
    post(booked, await paymentBody(booked, identifier, extra));

  const cardBody = async (number: string, brand = 'VI') => ({
    card: {
      token: await encryptCard(
        test.app,
        { number, expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN A' },
        clock.now(),
      ),
      brand,
      billing: {
        address: '1 Le Loi',
        city: 'Ho Chi Minh',
        province: 'HCM',
        country: 'VN',
        postalCode: '700000',
        phone: '0901234567',
      },
    },
  });

  const status = async (booked: Booked, paymentId?: string) => {
    const response = await call('/booking/api/v1/payment/status', {
      method: 'PATCH',
      // The traveller's browser: the session that booked it, and the attempt's id when it has one.
      headers: booked.session.headers,
      json: { locator: booked.reservation.locator, ...(paymentId ? { paymentId } : {}) },
    });
    expect(response.status, response.text).toBe(200);
    return response.json<PaymentStatusResponse>();
  };

  const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let tries = 0; tries < 100; tries++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition never met');
  };

  const mailbox = async () =>
    (await call('/dev/mailbox.json')).json<{ messages: MailboxMessage[] }>().messages;

  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  /** The merchant's gateway clients, the card acquirer reached at `cardBaseUrl` when given. */
  const merchantGateways = async (cardBaseUrl?: string) => {
    const config = await loadPaymentGatewaysConfig({ config: test.app.config, db: test.database.db, clock });
    return createPaymentGateways(
      cardBaseUrl ? { ...config, card: { ...config.card, baseUrl: cardBaseUrl } } : config,
      clock,
    );
  };
  /** A refund worker of its own (the app's runs hourly here), sharing the app's database. */
  const refundWorker = (gateways: ReturnType<typeof merchantGateways>) =>
    new RefundWorker(test.database.db, clock, test.app.log, () => gateways, {
      intervalMs: 3_600_000,
      maxAttempts: 3,
      claimMs: 60_000,
    });
  /** GET admin/refunds as operations staff (the CMS admin token). */
  const adminRefunds = async (query = '') => {
    const token = await getOrCreateSecret<string>(
      test.database.db,
      CMS_ADMIN_TOKEN_SECRET,
      () => Promise.resolve('payment-test-admin-token'),
      new Date(),
    );
    const response = await call(`/booking/admin/refunds${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, response.text).toBe(200);
    return response.json<{ refunds: RefundDto[] }>().refunds;
  };

  const refundColumns = (paymentId: string) =>
    test.database.db
      .selectFrom('payment')
      .select(['refunded_at', 'refund_state', 'refund_attempts', 'refund_gateway_ref', 'refund_error'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
  const sandboxRefunds = async (merchantRef: string) =>
    (await call(`/sandbox/refunds.json?merchantRef=${merchantRef}`)).json<{
      refunds: { gateway: string; requestId: string; amount: number; currency: string }[];
    }>().refunds;
  /** Opens a VNPay payment's sandbox page and pays it with the NCB success account. */
  const payAtVnpay = async (redirectUrl: string) => {
    const opened = await fetch(redirectUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const path = `${origin}${new URL(opened.headers.get('location') ?? '', origin).pathname}`;
    return postForm(`${path}/account`, {
      bankCode: 'NCB',
      cardNumber: '9704 1985 2619 1432 198',
      holderName: 'nguyen van a',
      issueDate: '07/15',
    });
  };

  it('lists the methods with fees, totals and availability rules', async () => {
    const booked = await book();
    const list = await methods(booked);
    const remaining = booked.reservation.reservationSummary.remaining;
    expect(list.ENABLE_MDCC_CONFIG).toBe(false);
    // The deadline is shown on the clock of the first flight's departure airport.
    expect(list.reservation.holdTimeZone).toBe(
      booked.reservation.journeys[0]?.segments[0]?.departure.airport.timeZone,
    );
    expect(list.reservation.holdTimeZone).toBe('Asia/Ho_Chi_Minh');
    const visa = list.payments.find((method) => method.identifier === 'VI');
    expect(visa).toMatchObject({ kind: 'card', group: 'PAY_NOW', isAvailable: true });
    // Domestic card fee 1.5 %, rounded half up; the total is what remains plus the fee.
    expect(visa?.fee.totalAmount).toBe(Math.floor((remaining * 150 + 5000) / 10000));
    expect(visa?.total.totalAmount).toBe(remaining + (visa?.fee.totalAmount ?? 0));
    // Four days before departure: the pay-later partner is offered (3 days minimum), and a hold.
    expect(list.payments.find((method) => method.identifier === 'PL')).toMatchObject({
      kind: 'payLater',
      isAvailable: true,
      termsKey: 'payLaterTerms',
      group: 'PAY_LATER',
    });
    expect(list.payments.find((method) => method.identifier === 'PL6')).toMatchObject({
      kind: 'hold',
      isAvailable: true,
      group: 'PAY_LATER',
      fee: { totalAmount: 0 },
      total: { totalAmount: remaining },
    });
    const instalment = list.payments.find((method) => method.identifier === 'VJHDS');
    expect(instalment?.isAvailable).toBe(remaining >= 3_000_000);
    // Another session may not read or pay this booking.
    const stranger = await call(
      `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${booked.reservation.locator}`,
      { headers: (await book()).session.headers },
    );
    expect(stranger.status).toBe(404);
    // Two days later the partner is too close to departure; a hold (24 hours minimum) is not.
    clock.advance(2 * 24 * HOUR);
    const later = (await methods(await book())).payments;
    expect(later.find((method) => method.identifier === 'PL')).toMatchObject({
      isAvailable: false,
      unavailableReason: 'TOO_CLOSE_TO_DEPARTURE',
    });
    expect(later.find((method) => method.identifier === 'PL6')?.isAvailable).toBe(true);
    clock.advance(-2 * 24 * HOUR);
  });

  it('tells a booking’s payment status only to its session or to a holder of one of its payment ids', async () => {
    const booked = await book();
    const answer = (await pay(booked, 'PL6')).json<CreatePaymentResponse>();
    const ask = (json: Record<string, string>, headers: Record<string, string> = {}) =>
      call('/booking/api/v1/payment/status', { method: 'PATCH', headers, json });
    const locator = booked.reservation.locator;
    // A locator alone is guessable: the same 404 as an unknown one.
    const alone = await ask({ locator });
    expect(alone.status).toBe(404);
    expect(alone.json<{ errorCode: string }>().errorCode).toBe('BOOKING_NOT_FOUND');
    expect((await ask({ locator }, (await book()).session.headers)).status).toBe(404);
    expect((await ask({ locator }, booked.session.headers)).status).toBe(200);
    expect((await ask({ locator, paymentId: answer.payment.id })).status).toBe(200);
    expect((await ask({ locator, paymentId: 'f'.repeat(32) })).status).toBe(404);
  });

  it('pays by card at once, marks the booking Paid, and e-mails the PDF and calendar after replying', async () => {
    const booked = await book();
    const key = randomUUID();
    const body = await paymentBody(booked, 'VI', await cardBody('4111111111111111'));
    const first = await post(booked, body, key);
    expect(first.status, first.text).toBe(200);
    const answer = first.json<CreatePaymentResponse>();
    expect(answer).toMatchObject({
      redirectUrl: null,
      payment: {
        status: 'SUCCESSFUL',
        outcome: 'success',
        resultCode: 200,
        card: { brand: 'VI', last4: '1111' },
      },
    });
    // The same request again (double click, retry) replays the answer: no second charge.
    const again = await post(booked, body, key);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.json<CreatePaymentResponse>().payment.id).toBe(answer.payment.id);
    const settled = await status(booked, answer.payment.id);
    expect(settled.reservation).toMatchObject({ status: 'Paid', reservationSummary: { remaining: 0 } });
    // A new attempt on a paid booking is refused.
    expect((await pay(booked, 'MC', await cardBody('5555555555554444', 'MC'))).status).toBe(409);

    const mail = await eventually(mailbox, (messages) =>
      messages.some((message) => message.subject.includes(booked.reservation.locator)),
    );
    const message = mail.find((candidate) => candidate.subject.includes(booked.reservation.locator));
    expect(message?.attachments.map((attachment) => attachment.filename)).toEqual([
      `itinerary-${booked.reservation.locator}.pdf`,
      `itinerary-${booked.reservation.locator}.ics`,
    ]);
    // No card number anywhere in the payment table.
    const rows = await test.database.db.selectFrom('payment').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
  });

  it('runs 3-D Secure: a wrong code is refused, the right one captures by notification', async () => {
    const booked = await book();
    const response = await pay(booked, 'VI', await cardBody('4000000000003220'));
    const answer = response.json<CreatePaymentResponse>();
    expect(answer.payment).toMatchObject({ status: 'PENDING', outcome: 'pending' });
    const challengeUrl = answer.redirectUrl ?? '';
    expect(challengeUrl.startsWith(`${origin}/sandbox/3ds/`)).toBe(true);
    const wrong = await postForm(challengeUrl, { action: 'verify', otp: '000000' });
    expect(wrong.status).toBeLessThan(500);
    expect((await status(booked, answer.payment.id)).payment?.status).toBe('PENDING');
    const challengeId = new URL(challengeUrl).pathname.split('/').pop() ?? '';
    const sms = (await call(`/sandbox/sms.json?challengeId=${challengeId}`)).json<{
      messages: { body: string }[];
    }>();
    const code = /\b(\d{6})\b/.exec(sms.messages[0]?.body ?? '')?.[1] ?? '';
    const done = await postForm(challengeUrl, { action: 'verify', otp: code });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') ?? '');
    expect(back.pathname).toBe('/en/payment-confirmation');
    expect(back.searchParams.get('locator')).toBe(booked.reservation.locator);
    // The acquirer writes its own payment id over ours: PATCH status takes either.
    const settled = await eventually(
      () => status(booked, back.searchParams.get('paymentId') ?? ''),
      (value) => value.payment?.status === 'SUCCESSFUL',
    );
    expect(settled.reservation.status).toBe('Paid');
  });

  it('shows a refused and a cancelled card, and leaves the booking Unpaid', async () => {
    const booked = await book();
    const refused = (
      await pay(booked, 'VI', await cardBody('4000000000000002'))
    ).json<CreatePaymentResponse>();
    expect(refused.payment).toMatchObject({ status: 'REFUSED', outcome: 'refused', resultCode: 42 });
    const cancelled = (
      await pay(booked, 'VI', await cardBody('4000000000000119'))
    ).json<CreatePaymentResponse>();
    expect(cancelled.payment).toMatchObject({ status: 'CANCELLED', outcome: 'cancelled', resultCode: 40 });
    expect((await status(booked)).reservation.status).toBe('Unpaid');
  });

  it('refuses a changed total, terms not accepted and a card of another brand', async () => {
    const booked = await book();
    const list = await methods(booked);
    const visa = list.payments.find((method) => method.identifier === 'VI');
    const base = {
      reservationLocator: booked.reservation.locator,
      identifier: 'VI',
      languageId: 'en',
      ...(await cardBody('4111111111111111')),
    };
    const changed = await post(booked, {
      ...base,
      acceptedTerms: true,
      amount: { currency: 'VND', totalAmount: (visa?.total.totalAmount ?? 0) - 1 },
    });
    expect(changed.status).toBe(409);
    expect(changed.json<{ errorCode: string }>().errorCode).toBe('PRICE_CHANGED');
    const noTerms = await post(booked, { ...base, acceptedTerms: false, amount: visa?.total });
    expect(noTerms.json<{ errorCode: string }>().errorCode).toBe('TERMS_NOT_ACCEPTED');
  });

  it('pays by VNPay QR through the sandbox page: only the IPN settles it, once', async () => {
    const booked = await book();
    const answer = (await pay(booked, 'VNPAYQR')).json<CreatePaymentResponse>();
    expect(answer.payment.status).toBe('PENDING');
    const opened = await fetch(answer.redirectUrl ?? '', { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const path = `${origin}${new URL(opened.headers.get('location') ?? '', origin).pathname}`;
    const paid = await postForm(`${path}/account`, {
      bankCode: 'NCB',
      cardNumber: '9704 1985 2619 1432 198',
      holderName: 'nguyen van a',
      issueDate: '07/15',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.pathname).toBe('/en/payment-confirmation');
    const settled = await eventually(
      () => status(booked, answer.payment.id),
      (value) => value.payment?.status === 'SUCCESSFUL',
    );
    expect(settled.reservation.status).toBe('Paid');
    // Replaying the IPN VNPay sent (signed, same parameters) is answered 02 and changes nothing.
    const ipnParams = Object.fromEntries(back.searchParams);
    delete ipnParams.locator;
    delete ipnParams.paymentId;
    const replay = await call(
      `/booking/api/v1/payment/vnpay/ipn?${new URLSearchParams(ipnParams).toString()}`,
    );
    expect(replay.json<{ RspCode: string }>().RspCode).toBe('02');
  });

  describe('VNPay IPN checks', () => {
    const signedIpn = async (params: Record<string, string>) => {
      const config = await loadPaymentGatewaysConfig({
        config: test.app.config,
        db: test.database.db,
        clock,
      });
      const full = { vnp_TmnCode: config.vnpay.tmnCode, ...params };
      return { ...full, vnp_SecureHash: signVnpayParams(full, config.vnpay.hashSecret) };
    };
    const ipn = async (params: Record<string, string>) =>
      (await call(`/booking/api/v1/payment/vnpay/ipn?${new URLSearchParams(params).toString()}`)).json<{
        RspCode: string;
      }>().RspCode;
    const paidParams = (paymentId: string, amount: number) => ({
      vnp_Amount: String(amount * 100),
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: paymentId,
      vnp_TransactionNo: '12345678',
      vnp_BankCode: 'NCB',
    });

    it('captures once for a duplicated IPN, and rejects tampered and wrong-amount ones', async () => {
      const booked = await book();
      const answer = (await pay(booked, 'NP')).json<CreatePaymentResponse>();
      const amount = answer.payment.amount.totalAmount;
      const good = await signedIpn(paidParams(answer.payment.id, amount));
      expect(await ipn({ ...good, vnp_Amount: String((amount + 1) * 100) })).toBe('97');
      const wrongAmount = await signedIpn(paidParams(answer.payment.id, amount - 1000));
      expect(await ipn(wrongAmount)).toBe('04');
      expect(await ipn(await signedIpn(paidParams('f'.repeat(32), amount)))).toBe('01');
      const answers = await Promise.all([ipn(good), ipn(good), ipn(good)]);
      expect(answers.filter((code) => code === '00')).toHaveLength(1);
      expect(answers.filter((code) => code === '02')).toHaveLength(2);
      const captured = await test.database.db
        .selectFrom('payment')
        .select(sql<string | number>`count(*)`.as('count'))
        .where('reservation_id', '=', booked.reservation.key)
        .where('status', '=', 'SUCCESSFUL')
        .executeTakeFirstOrThrow();
      expect(Number(captured.count)).toBe(1);
    });

    it('takes the seats again for a payment after the hold expired, and refunds one the traveller cancelled', async () => {
      const late = await book();
      const answer = (await pay(late, 'NP')).json<CreatePaymentResponse>();
      clock.advance(7 * HOUR);
      expect((await status(late)).reservation.status).toBe('Cancel');
      expect(
        await ipn(await signedIpn(paidParams(answer.payment.id, answer.payment.amount.totalAmount))),
      ).toBe('00');
      const revived = await status(late, answer.payment.id);
      expect(revived.reservation.status).toBe('Paid');
      const row = await test.database.db
        .selectFrom('payment')
        .select(['hold_reacquired_at', 'refunded_at'])
        .where('id', '=', answer.payment.id)
        .executeTakeFirstOrThrow();
      expect(row.hold_reacquired_at).not.toBeNull();
      expect(row.refunded_at).toBeNull();

      // Paid at VNPay after the traveller cancelled: the IPN is taken, the booking stays
      // cancelled, and the money goes back at VNPay, once.
      const cancelled = await book();
      const second = (await pay(cancelled, 'NP')).json<CreatePaymentResponse>();
      const passenger = cancelled.reservation.passengers[0];
      const cancel = await call('/booking/api/v1/reservations/cancel', {
        method: 'POST',
        json: {
          locator: cancelled.reservation.locator,
          lastName: passenger?.lastName,
          firstName: passenger?.firstName,
        },
      });
      expect(cancel.status, cancel.text).toBe(200);
      expect((await payAtVnpay(second.redirectUrl ?? '')).status).toBe(303);
      const after = await eventually(
        () => status(cancelled, second.payment.id),
        (value) => value.payment?.refundedAt !== null,
      );
      expect(after.reservation.status).toBe('Cancel');
      expect(after.payment?.status).toBe('SUCCESSFUL');
      expect(await refundColumns(second.payment.id)).toMatchObject({ refund_state: 'pending' });
      expect(await sandboxRefunds(second.payment.id)).toEqual([]);

      const gateways = merchantGateways();
      expect(await refundWorker(gateways).run()).toMatchObject({ done: 1, failed: 0 });
      const refunded = await refundColumns(second.payment.id);
      expect(refunded).toMatchObject({ refund_state: 'done', refund_attempts: 1, refund_error: null });
      expect(refunded.refund_gateway_ref).toMatch(/^\d{8}$/);
      const amount = second.payment.amount.totalAmount;
      expect(await sandboxRefunds(second.payment.id)).toMatchObject([
        { gateway: 'vnpay', requestId: second.payment.id, amount, currency: 'VND' },
      ]);
      // Nothing left to send: another run does nothing.
      expect(await refundWorker(gateways).run()).toMatchObject({ done: 0, failed: 0, retrying: 0 });

      // The same refund request again (a retry after a lost answer) is answered the same, and
      // returns nothing twice; its id reused for another amount is 94, another id 02.
      const { vnpay } = await gateways;
      const stored = await test.database.db
        .selectFrom('payment')
        .selectAll()
        .where('id', '=', second.payment.id)
        .executeTakeFirstOrThrow();
      const refundRequest = (requestId: string, total: number, txnRef = stored.id) =>
        buildVnpayRefundRequest(
          {
            requestId,
            txnRef,
            amount: money(total, 'VND'),
            transactionNo: stored.gateway_ref ?? '',
            transactionDate: new Date(stored.created_at),
            createBy: 'test',
            ipAddr: '127.0.0.1',
            createdAt: clock.now(),
            orderInfo: 'Hoan tien',
          },
          vnpay,
        );
      const refundCall = async (body: Record<string, string>) =>
        (await call('/sandbox/vnpay/merchant_webapi/api/transaction', { method: 'POST', json: body })).json<
          Record<string, string>
        >();
      const replay = await refundCall(refundRequest(stored.id, amount));
      expect(verifyVnpayRefundAnswer(replay, vnpay)).toBe(true);
      expect(replay).toMatchObject({
        vnp_ResponseCode: '00',
        vnp_TransactionNo: refunded.refund_gateway_ref,
      });
      expect((await refundCall(refundRequest(stored.id, amount - 1000))).vnp_ResponseCode).toBe('94');
      const other = await refundCall(refundRequest('f'.repeat(32), amount));
      expect(verifyVnpayRefundAnswer(other, vnpay)).toBe(true);
      expect(other.vnp_ResponseCode).toBe('02');
      expect(await sandboxRefunds(second.payment.id)).toHaveLength(1);
      // A transaction VNPay never saw (the first payment's IPN above was signed by hand): 91.
      const unknown = await refundCall(
        refundRequest('e'.repeat(32), answer.payment.amount.totalAmount, answer.payment.id),
      );
      expect(unknown.vnp_ResponseCode).toBe('91');
    });
  });

  it('refunds a card payment the traveller cancelled before 3-D Secure ended, retried after a 5xx', async () => {
    const booked = await book();
    const response = await pay(booked, 'VI', await cardBody('4000000000003220'));
    const answer = response.json<CreatePaymentResponse>();
    const challengeUrl = answer.redirectUrl ?? '';
    const passenger = booked.reservation.passengers[0];
    const cancel = await call('/booking/api/v1/reservations/cancel', {
      method: 'POST',
      json: {
        locator: booked.reservation.locator,
        lastName: passenger?.lastName,
        firstName: passenger?.firstName,
      },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const challengeId = new URL(challengeUrl).pathname.split('/').pop() ?? '';
    const sms = (await call(`/sandbox/sms.json?challengeId=${challengeId}`)).json<{
      messages: { body: string }[];
    }>();
    const code = /\b(\d{6})\b/.exec(sms.messages[0]?.body ?? '')?.[1] ?? '';
    expect((await postForm(challengeUrl, { action: 'verify', otp: code })).status).toBe(303);
    const after = await eventually(
      () => status(booked, answer.payment.id),
      (value) => value.payment?.refundedAt !== null,
    );
    expect(after.reservation.status).toBe('Cancel');
    expect(await refundColumns(answer.payment.id)).toMatchObject({ refund_state: 'pending' });

    // The acquirer fails once (503), then is reached through this proxy.
    let calls = 0;
    const proxy = createHttpServer((request, reply) => {
      calls += 1;
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (calls === 1) {
          reply.writeHead(503, { 'content-type': 'application/json' });
          reply.end(JSON.stringify({ errorCode: 'SERVICE_UNAVAILABLE' }));
          return;
        }
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-merchant-code', 'x-timestamp', 'x-signature']) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        void fetch(`${origin}/sandbox/card${request.url ?? ''}`, {
          method: request.method ?? 'POST',
          headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }).then(async (forwarded) => {
          reply.writeHead(forwarded.status, { 'content-type': 'application/json' });
          reply.end(await forwarded.text());
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const gateways = merchantGateways(`http://127.0.0.1:${String(port)}`);
      const worker = refundWorker(gateways);
      expect(await worker.run()).toMatchObject({ done: 0, retrying: 1 });
      expect(await refundColumns(answer.payment.id)).toMatchObject({
        refund_state: 'pending',
        refund_attempts: 1,
        refund_error: 'HTTP_503',
      });
      // Operations staff see it owed, with its last error; nobody else sees the list.
      expect((await adminRefunds()).find((refund) => refund.paymentId === answer.payment.id)).toMatchObject({
        locator: booked.reservation.locator,
        state: 'pending',
        attempts: 1,
        lastError: 'HTTP_503',
        reason: 'cancelledByTraveller',
        amount: answer.payment.amount,
      });
      expect((await call('/booking/admin/refunds')).status).toBe(401);
      // Not before its backoff …
      expect(await worker.run()).toMatchObject({ done: 0, retrying: 0 });
      clock.advance(31_000);
      // … then confirmed.
      expect(await worker.run()).toMatchObject({ done: 1 });
      const refunded = await refundColumns(answer.payment.id);
      expect(refunded).toMatchObject({ refund_state: 'done', refund_attempts: 2, refund_error: null });
      expect(calls).toBe(2);
      // Done: out of the owed list, in the done one.
      expect((await adminRefunds()).some((refund) => refund.paymentId === answer.payment.id)).toBe(false);
      expect(
        (await adminRefunds('?state=done')).some((refund) => refund.paymentId === answer.payment.id),
      ).toBe(true);
      const amount = answer.payment.amount.totalAmount;
      expect(await sandboxRefunds(answer.payment.id)).toMatchObject([
        { gateway: 'card', requestId: answer.payment.id, amount, currency: answer.payment.amount.currency },
      ]);

      // The same refundRef again: the same refund, nothing returned twice; another one: refused.
      const stored = await test.database.db
        .selectFrom('payment')
        .select(['gateway_ref', 'currency'])
        .where('id', '=', answer.payment.id)
        .executeTakeFirstOrThrow();
      const { card } = await merchantGateways();
      const sum = money(amount, answer.payment.amount.currency);
      expect(await card.refund(stored.gateway_ref ?? '', answer.payment.id, sum)).toEqual({
        kind: 'refunded',
        gatewayRef: refunded.refund_gateway_ref,
      });
      expect(await card.refund(stored.gateway_ref ?? '', 'another-refund-ref', sum)).toEqual({
        kind: 'rejected',
        code: 'CONFLICT:ALREADY_REFUNDED',
      });
      expect(await sandboxRefunds(answer.payment.id)).toHaveLength(1);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('refunds at the pay-later partner an order confirmed after the traveller cancelled', async () => {
    const booked = await book();
    const answer = (
      await pay(booked, 'PL', { payLater: { phone: '0901234567', fullName: 'Trần Thị Bích' } })
    ).json<CreatePaymentResponse>();
    expect(answer.payment.status).toBe('PENDING');
    const passenger = booked.reservation.passengers[0];
    const cancel = await call('/booking/api/v1/reservations/cancel', {
      method: 'POST',
      json: {
        locator: booked.reservation.locator,
        lastName: passenger?.lastName,
        firstName: passenger?.firstName,
      },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const confirmUrl = answer.redirectUrl ?? '';
    const challengeId = new URL(confirmUrl).pathname.split('/').pop() ?? '';
    const sms = (await call(`/sandbox/sms.json?challengeId=${challengeId}`)).json<{
      messages: { body: string }[];
    }>();
    const code = /\b(\d{6})\b/.exec(sms.messages[0]?.body ?? '')?.[1] ?? '';
    expect((await postForm(confirmUrl, { action: 'verify', otp: code })).status).toBe(303);
    await eventually(
      () => status(booked, answer.payment.id),
      (value) => value.payment?.refundedAt !== null,
    );
    expect(await refundColumns(answer.payment.id)).toMatchObject({ refund_state: 'pending' });
    expect(await refundWorker(merchantGateways()).run()).toMatchObject({ done: 1 });
    expect(await refundColumns(answer.payment.id)).toMatchObject({
      refund_state: 'done',
      refund_attempts: 1,
    });
    expect(await sandboxRefunds(answer.payment.id)).toMatchObject([
      { gateway: 'payLater', requestId: answer.payment.id, amount: answer.payment.amount.totalAmount },
    ]);
  });

  it('holds a PL6 booking Unpaid until its deadline, e-mails it once, and closes the hold when paid', async () => {
    const booked = await book();
    const first = await pay(booked, 'PL6');
    expect(first.status, first.text).toBe(200);
    const answer = first.json<CreatePaymentResponse>();
    expect(answer).toMatchObject({
      redirectUrl: null,
      payment: { identifier: 'PL6', status: 'PENDING', outcome: 'pending', fee: { totalAmount: 0 } },
    });
    const held = await status(booked, answer.payment.id);
    expect(held.reservation).toMatchObject({
      status: 'Unpaid',
      holdExpiresAt: booked.reservation.holdExpiresAt,
    });
    // Asked again (another key): the open hold, not a second one.
    const again = (await pay(booked, 'PL6')).json<CreatePaymentResponse>();
    expect(again.payment.id).toBe(answer.payment.id);
    const mail = await eventually(mailbox, (messages) =>
      messages.some((message) => message.subject.includes(booked.reservation.locator)),
    );
    const sent = mail.filter((message) => message.subject.includes(booked.reservation.locator));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/on hold/);
    // Paid by card before the deadline: the booking is Paid and the hold is closed.
    const paid = await pay(booked, 'VI', await cardBody('4111111111111111'));
    expect(paid.json<CreatePaymentResponse>().payment.status).toBe('SUCCESSFUL');
    expect((await status(booked, answer.payment.id)).payment).toMatchObject({ status: 'CANCELLED' });
    expect((await status(booked)).reservation.status).toBe('Paid');
  });

  it('cancels a PL6 booking whose hold runs out and fails its hold', async () => {
    const booked = await book();
    const answer = (await pay(booked, 'PL6')).json<CreatePaymentResponse>();
    clock.advance(6 * HOUR + 60_000);
    try {
      const after = await status(booked, answer.payment.id);
      expect(after.reservation.status).toBe('Cancel');
      expect(after.payment).toMatchObject({ status: 'FAILURE', outcome: 'error' });
    } finally {
      clock.advance(-(6 * HOUR + 60_000));
    }
  });

  it('leaves a booking paid later through the partner Unpaid with its hold deadline while the partner waits', async () => {
    const booked = await book();
    const answer = (
      await pay(booked, 'PL', { payLater: { phone: '0901234567', fullName: 'Trần Thị Bích' } })
    ).json<CreatePaymentResponse>();
    expect(answer.payment).toMatchObject({ status: 'PENDING', outcome: 'pending' });
    expect(answer.redirectUrl?.startsWith(`${origin}/sandbox/`)).toBe(true);
    const now = await status(booked, answer.payment.id);
    expect(now.reservation).toMatchObject({
      status: 'Unpaid',
      holdExpiresAt: booked.reservation.holdExpiresAt,
    });
    const refused = await book();
    const noAccount = (
      await pay(refused, 'PL', { payLater: { phone: '0909999999' } })
    ).json<CreatePaymentResponse>();
    expect(noAccount.payment.outcome).toBe('refused');
    expect(noAccount.payment.messageKey).not.toBeNull();
  });

  it('redeems a voucher once under 20 parallel payments, and refuses wrong or expired ones', async () => {
    const bookings: [Booked, ...Booked[]] = [await book(), await book(), await book(), await book()];
    const voucher = { serial: 'SKY-VOUCHER-20M', password: 'skybook20m', pin: '2222' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pay(bookings[index % 4] ?? bookings[0], 'Voucher', { voucher }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const paid = await test.database.db
      .selectFrom('reservation')
      .select('id')
      .where(
        'id',
        'in',
        bookings.map((booked) => booked.reservation.key),
      )
      .where('status', '=', 'Paid')
      .execute();
    expect(paid).toHaveLength(1);
    clock.advance(11 * 60_000);
    const other = await book();
    const wrong = await pay(other, 'Voucher', { voucher: { ...voucher, serial: 'SKY-VOUCHER-5M' } });
    expect(wrong.json<{ errorCode: string }>().errorCode).toBe('VOUCHER_INVALID');
    const expired = await pay(other, 'Voucher', {
      voucher: { serial: 'SKY-VOUCHER-EXPIRED', password: 'skybookold', pin: '4444' },
    });
    expect(expired.json<{ errorCode: string }>().errorCode).toBe('VOUCHER_INVALID');
    const small = await pay(other, 'Voucher', {
      voucher: { serial: 'SKY-VOUCHER-100K', password: 'skybook100k', pin: '3333' },
    });
    expect(small.json<{ errorCode: string }>().errorCode).toBe('VOUCHER_INSUFFICIENT');
  });

  it('keeps the invariants: one captured payment per Paid booking, no voucher redeemed twice', async () => {
    const db = test.database.db;
    const paidWithoutOne = await db
      .selectFrom('reservation')
      .select('reservation.id')
      .where('reservation.status', '=', 'Paid')
      .where(
        (eb) =>
          eb
            .selectFrom('payment')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('payment.reservation_id', '=', 'reservation.id')
            .where('payment.status', '=', 'SUCCESSFUL')
            .where('payment.refunded_at', 'is', null),
        '<>',
        1,
      )
      .execute();
    expect(paidWithoutOne).toEqual([]);
    const paid = await db.selectFrom('reservation').select('id').where('status', '=', 'Paid').execute();
    expect(paid.length).toBeGreaterThan(3);
    const doubleVouchers = await db
      .selectFrom('payment')
      .select('gateway_ref')
      .where('kind', '=', 'voucher')
      .where('status', '=', 'SUCCESSFUL')
      .groupBy('gateway_ref')
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(doubleVouchers).toEqual([]);
    const redeemed = await db
      .selectFrom('voucher')
      .select('serial')
      .where('redeemed_at', 'is not', null)
      .execute();
    expect(redeemed.map((row) => row.serial)).toEqual(['SKY-VOUCHER-20M']);
  });
});
