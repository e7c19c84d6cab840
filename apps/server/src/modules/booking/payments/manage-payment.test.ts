import { randomUUID } from 'node:crypto';
import type { CreatePaymentResponse, PaymentStatusResponse } from '@skybook/contracts/payment';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import { reservationCoreSchema } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp, httpCallInit } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight, type BookedOnFlight } from '../../../../test/reservation-fixture';
import { hashVoucherSecret } from '../../../db/voucher-secret';
import { encryptCard } from '../../sandbox/sandbox.test-kit';
import { loadManageGrantKey, signManageGrant } from '../manage/manage-grant';
import { newPaymentRow } from './payment-model';

/**
 * Paying from manage booking (decision 023) over real HTTP, the sandbox's gateways calling back
 * as outside parties: a manage grant pays an Unpaid booking after its booking session ended, and a
 * Paid booking's balance due, once; a grant of another booking reaches nothing.
 */

const MINUTE = 60_000;
const API = '/booking/api/v1';

describe.each(TEST_ENGINES)('paying from manage booking on $engine', (engine) => {
  let test: MerchantTestApp;
  let clock: ManualClock;
  let origin: string;
  let skip = 0;
  let vouchers = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, {
      seedDays: 10,
      env: { REFUND_WORKER_INTERVAL_MS: '3600000' },
    });
    ({ clock, origin } = test);
  }, 120_000);
  afterAll(() => test.close());

  const book = (): Promise<BookedOnFlight> => bookOnDirectFlight(test.app, { skip: skip++ % 3 });

  /** A grant for the booking, as POST reservations/grants gives one, valid `minutes` from now. */
  const grantFor = async (booked: BookedOnFlight, minutes = 30) =>
    signManageGrant(
      {
        reservationKey: booked.reservation.key,
        expiresAt: new Date(clock.now().getTime() + minutes * MINUTE),
      },
      await loadManageGrantKey(test.database.db, clock.now()),
    );

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
      errorCode: () => (JSON.parse(text) as { errorCode?: string }).errorCode,
    };
  };
  const asGrant = (grant: string) => ({ 'x-manage-grant': grant });

  const methods = async (headers: Record<string, string>, locator?: string) => {
    const query = new URLSearchParams({ languageId: 'en', ...(locator ? { reservationKey: locator } : {}) });
    return call(`${API}/payment/methods-by-bookingKey?${query.toString()}`, { headers });
  };
  const methodsOf = async (headers: Record<string, string>, locator?: string) => {
    const response = await methods(headers, locator);
    expect(response.status, response.text).toBe(200);
    return response.json<PaymentMethodsResponse>();
  };

  const post = (headers: Record<string, string>, json: unknown, key: string = randomUUID()) =>
    call(`${API}/payment`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, json });
  const bodyFor = async (
    headers: Record<string, string>,
    booked: BookedOnFlight,
    identifier: string,
    extra: Record<string, unknown> = {},
  ) => {
    const method = (await methodsOf(headers, booked.reservation.locator)).payments.find(
      (each) => each.identifier === identifier,
    );
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
  const card = async (number: string) => ({
    card: {
      token: await encryptCard(
        test.app,
        { number, expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN A' },
        clock.now(),
      ),
      brand: 'VI',
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
  const status = async (headers: Record<string, string>, json: Record<string, string>) => {
    const response = await call(`${API}/payment/status`, { method: 'PATCH', headers, json });
    expect(response.status, response.text).toBe(200);
    return response.json<PaymentStatusResponse>();
  };
  const postForm = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  /** Types the SMS code on the acquirer's 3-D Secure page. */
  const completeChallenge = async (challengeUrl: string) => {
    const challengeId = new URL(challengeUrl).pathname.split('/').pop() ?? '';
    const sms = (await call(`/sandbox/sms.json?challengeId=${challengeId}`)).json<{
      messages: { body: string }[];
    }>();
    const code = /\b(\d{6})\b/.exec(sms.messages[0]?.body ?? '')?.[1] ?? '';
    return postForm(challengeUrl, { action: 'verify', otp: code });
  };

  /** A fresh single-use voucher of `amount` VND. */
  const newVoucher = async (amount: number) => {
    const voucher = { serial: `SKY-MANAGE-${String(++vouchers)}`, password: 'manage-pass', pin: '2468' };
    await test.database.db
      .insertInto('voucher')
      .values({
        serial: voucher.serial,
        kind: 'prepaid',
        password_hash: hashVoucherSecret(voucher.password),
        pin_hash: hashVoucherSecret(voucher.pin),
        amount,
        balance: amount,
        currency: 'VND',
        expires_at: new Date(clock.now().getTime() + 30 * 24 * 60 * MINUTE).toISOString(),
        redeemed_by: null,
        redeemed_at: null,
        created_at: clock.now().toISOString(),
      })
      .execute();
    return voucher;
  };

  /**
   * What a later change (extras, another flight) will do to a Paid booking: a charge added to its
   * document, its total raised by it and a new due opened, in one update.
   */
  const addCharge = async (booked: BookedOnFlight, amount: number) => {
    const db = test.database.db;
    const row = await db
      .selectFrom('reservation')
      .select(['document', 'due_sequence'])
      .where('id', '=', booked.reservation.key)
      .executeTakeFirstOrThrow();
    const core = reservationCoreSchema.parse(JSON.parse(row.document));
    const [first] = core.charges;
    if (!first) throw new Error('a booking without charges');
    const charge = {
      ...first,
      code: 'XBAG',
      description: 'Checked bag 20 kg',
      currencyAmounts: [{ currency: core.currency, amount, vatAmount: 0, totalAmount: amount }],
    };
    const document = JSON.stringify({ ...core, charges: [...core.charges, charge] });
    await db
      .updateTable('reservation')
      .set({
        document,
        total_amount: sql<number>`total_amount + ${amount}`,
        due_sequence: row.due_sequence + 1,
      })
      .where('id', '=', booked.reservation.key)
      .execute();
    return row.due_sequence + 1;
  };

  const payBySessionCard = async (booked: BookedOnFlight) => {
    const answer = await post(
      booked.session.headers,
      await bodyFor(booked.session.headers, booked, 'VI', await card('4111111111111111')),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json<CreatePaymentResponse>().payment.status).toBe('SUCCESSFUL');
  };

  const money = (id: string) =>
    test.database.db
      .selectFrom('reservation')
      .select(['status', 'total_amount', 'fee_amount', 'paid_amount', 'due_sequence'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('pays a PL6 hold by card with 3-D Secure from manage booking after the booking session ended', async () => {
    const booked = await book();
    const hold = await post(booked.session.headers, await bodyFor(booked.session.headers, booked, 'PL6'));
    expect(hold.json<CreatePaymentResponse>().payment).toMatchObject({
      identifier: 'PL6',
      status: 'PENDING',
    });
    clock.advance(45 * MINUTE);
    // The booking session is gone: the booking flow can no longer pay it.
    expect((await methods(booked.session.headers, booked.reservation.locator)).errorCode()).toBe(
      'SESSION_ID_EXPIRED',
    );
    const grant = await grantFor(booked);
    const list = await methodsOf(asGrant(grant));
    expect(list.reservation).toMatchObject({
      locator: booked.reservation.locator,
      status: 'Unpaid',
      balanceDue: false,
      holdExpiresAt: booked.reservation.holdExpiresAt,
      remaining: { totalAmount: booked.reservation.reservationSummary.remaining },
    });
    // The booking is already held until its deadline: no second hold from here.
    expect(list.payments.find((method) => method.identifier === 'PL6')).toMatchObject({
      isAvailable: false,
      unavailableReason: 'ALREADY_HELD',
    });
    for (const identifier of ['VI', 'NP', 'VNPAYQR', 'Voucher', 'PL']) {
      expect(list.payments.find((method) => method.identifier === identifier)?.isAvailable).toBe(true);
    }

    const answer = await post(
      asGrant(grant),
      await bodyFor(asGrant(grant), booked, 'VI', await card('4000000000003220')),
    );
    expect(answer.status, answer.text).toBe(200);
    const created = answer.json<CreatePaymentResponse>();
    expect(created.payment).toMatchObject({ status: 'PENDING' });
    const challengeUrl = created.redirectUrl ?? '';
    expect(challengeUrl.startsWith(`${origin}/sandbox/3ds/`)).toBe(true);
    const done = await completeChallenge(challengeUrl);
    expect(done.status).toBe(303);
    // Back to manage booking's confirmation page: no locator, the grant names the booking.
    const back = new URL(done.headers.get('location') ?? '');
    expect(back.pathname).toBe('/en/my/payment-confirmation');
    expect(back.searchParams.has('locator')).toBe(false);
    const paymentId = back.searchParams.get('paymentId') ?? '';
    let settled = await status(asGrant(grant), { paymentId });
    for (let tries = 0; settled.payment?.status !== 'SUCCESSFUL' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      settled = await status(asGrant(grant), { paymentId });
    }
    expect(settled.payment).toMatchObject({ status: 'SUCCESSFUL', identifier: 'VI' });
    expect(settled.reservation).toMatchObject({ status: 'Paid', reservationSummary: { remaining: 0 } });
    // The hold is closed by the capture, and the confirmation e-mail goes out as from the booking flow.
    const latest = await status(asGrant(grant), { paymentId: hold.json<CreatePaymentResponse>().payment.id });
    expect(latest.payment?.status).toBe('CANCELLED');
    let mail: { subject: string }[] = [];
    for (let tries = 0; tries < 100; tries++) {
      mail = (await call('/dev/mailbox.json'))
        .json<{ messages: { subject: string }[] }>()
        .messages.filter((message) => message.subject.includes(booked.reservation.locator));
      if (mail.some((message) => !message.subject.includes('on hold'))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail.some((message) => !message.subject.includes('on hold'))).toBe(true);
  });

  it('redeems a voucher for an Unpaid booking with a grant, and sends VNPay back to manage booking', async () => {
    const booked = await book();
    clock.advance(31 * MINUTE);
    const grant = await grantFor(booked);
    const qr = await post(asGrant(grant), await bodyFor(asGrant(grant), booked, 'VNPAYQR'));
    expect(qr.status, qr.text).toBe(200);
    const vnpay = new URL(qr.json<CreatePaymentResponse>().redirectUrl ?? '');
    const returnUrl = new URL(vnpay.searchParams.get('vnp_ReturnUrl') ?? '');
    expect(returnUrl.pathname).toBe('/en/my/payment-confirmation');

    const voucher = await newVoucher(20_000_000);
    const paid = await post(asGrant(grant), await bodyFor(asGrant(grant), booked, 'Voucher', { voucher }));
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json<CreatePaymentResponse>()).toMatchObject({
      redirectUrl: null,
      payment: { identifier: 'Voucher', status: 'SUCCESSFUL' },
    });
    expect(await money(booked.reservation.key)).toMatchObject({
      status: 'Paid',
      paid_amount: booked.reservation.reservationSummary.totalAmount,
      fee_amount: 0,
    });
  });

  it('pays a balance due once for exactly what remains, and replays a retry made with a refreshed grant', async () => {
    const booked = await book();
    await payBySessionCard(booked);
    const before = await money(booked.reservation.key);
    const due = await addCharge(booked, 450_000);
    expect(due).toBe(1);
    const grant = await grantFor(booked);

    const list = await methodsOf(asGrant(grant));
    expect(list.reservation).toMatchObject({
      status: 'Paid',
      balanceDue: true,
      remaining: { totalAmount: 450_000 },
    });
    expect(list.payments.find((method) => method.identifier === 'PL6')).toMatchObject({
      isAvailable: false,
      unavailableReason: 'BALANCE_DUE',
    });
    const visa = list.payments.find((method) => method.identifier === 'VI');
    expect(visa).toMatchObject({
      isAvailable: true,
      fee: { totalAmount: 6_750 },
      total: { totalAmount: 456_750 },
    });
    // An instalment plan needs 3 000 000 VND: a small balance is below it.
    expect(list.payments.find((method) => method.identifier === 'VJHDS')?.unavailableReason).toBe(
      'BELOW_MINIMUM',
    );

    // A hold is refused for a balance, whatever the client sends.
    const held = await post(asGrant(grant), {
      reservationLocator: booked.reservation.locator,
      identifier: 'PL6',
      amount: { currency: 'VND', totalAmount: 450_000 },
      acceptedTerms: true,
    });
    expect(held.errorCode()).toBe('PAYMENT_METHOD_UNAVAILABLE');

    const key = randomUUID();
    const body = await bodyFor(asGrant(grant), booked, 'VI', await card('4111111111111111'));
    const first = await post(asGrant(grant), body, key);
    expect(first.status, first.text).toBe(200);
    const answer = first.json<CreatePaymentResponse>();
    expect(answer.payment).toMatchObject({ status: 'SUCCESSFUL', amount: { totalAmount: 456_750 } });
    expect(await money(booked.reservation.key)).toEqual({
      status: 'Paid',
      total_amount: before.total_amount + 450_000,
      fee_amount: before.fee_amount + 6_750,
      paid_amount: before.paid_amount + 456_750,
      due_sequence: 1,
    });
    // The grant was refreshed meanwhile (every read of the booking hands out a new one): the retry
    // with the same key replays the first answer instead of charging again.
    clock.advance(MINUTE);
    const refreshed = await grantFor(booked);
    expect(refreshed).not.toBe(grant);
    const again = await post(asGrant(refreshed), body, key);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.json<CreatePaymentResponse>().payment.id).toBe(answer.payment.id);
    // Nothing is owed any more.
    const after = await methodsOf(asGrant(refreshed));
    expect(after.reservation).toMatchObject({ balanceDue: false, remaining: { totalAmount: 0 } });
    const more = await post(asGrant(refreshed), { ...body, card: (await card('4111111111111111')).card });
    expect(more.errorCode()).toBe('RESERVATION_ALREADY_PAID');
    const captures = await test.database.db
      .selectFrom('payment')
      .select(['due_sequence', 'amount'])
      .where('reservation_id', '=', booked.reservation.key)
      .where('status', '=', 'SUCCESSFUL')
      .where('refunded_at', 'is', null)
      .orderBy('due_sequence')
      .execute();
    expect(captures.map((capture) => capture.due_sequence)).toEqual([0, 1]);
  });

  it('keeps one capture when a balance due is paid twice at once, and refunds the other', async () => {
    const booked = await book();
    await payBySessionCard(booked);
    await addCharge(booked, 300_000);
    const grant = await grantFor(booked);
    const before = await money(booked.reservation.key);
    // Two tabs each open a 3-D Secure payment of the same balance, then both codes are typed at once.
    const opened = await Promise.all(
      [0, 1].map(async () =>
        (
          await post(
            asGrant(grant),
            await bodyFor(asGrant(grant), booked, 'VI', await card('4000000000003220')),
          )
        ).json<CreatePaymentResponse>(),
      ),
    );
    await Promise.all(opened.map((payment) => completeChallenge(payment.redirectUrl ?? '')));
    let rows: {
      id: string;
      status: string;
      refunded_at: string | null;
      refund_reason: string | null;
      refund_state: string | null;
      amount: number;
    }[] = [];
    for (let tries = 0; tries < 100; tries++) {
      rows = await test.database.db
        .selectFrom('payment')
        .select(['id', 'status', 'refunded_at', 'refund_reason', 'refund_state', 'amount'])
        .where('reservation_id', '=', booked.reservation.key)
        .where('due_sequence', '=', 1)
        .execute();
      if (rows.every((row) => row.status === 'SUCCESSFUL' || row.refunded_at !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows).toHaveLength(2);
    const kept = rows.filter((row) => row.status === 'SUCCESSFUL' && row.refunded_at === null);
    expect(kept).toHaveLength(1);
    // The other was authorised too: voided, its refund owed through the refund worker.
    expect(rows.filter((row) => row.refunded_at !== null)).toEqual([
      expect.objectContaining({ status: 'CANCELLED', refund_reason: 'alreadyPaid', refund_state: 'pending' }),
    ]);
    expect(await money(booked.reservation.key)).toMatchObject({
      paid_amount: before.paid_amount + (kept[0]?.amount ?? 0),
    });

    // Vouchers race for another due: one redeemed, the rest untouched.
    await addCharge(booked, 200_000);
    const racing = await Promise.all(Array.from({ length: 3 }, () => newVoucher(1_000_000)));
    const voucherBody = await bodyFor(asGrant(grant), booked, 'Voucher');
    const redeemed = await Promise.all(
      racing.map((voucher) => post(asGrant(grant), { ...voucherBody, voucher })),
    );
    expect(redeemed.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(redeemed.every((answer) => answer.status < 500)).toBe(true);
    const used = await test.database.db
      .selectFrom('voucher')
      .select('serial')
      .where(
        'serial',
        'in',
        racing.map((voucher) => voucher.serial),
      )
      .where('redeemed_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it('refunds a payment priced for a due a later change replaced', async () => {
    const booked = await book();
    await payBySessionCard(booked);
    await addCharge(booked, 100_000);
    const grant = await grantFor(booked);
    const challenge = await post(
      asGrant(grant),
      await bodyFor(asGrant(grant), booked, 'VI', await card('4000000000003220')),
    );
    const created = challenge.json<CreatePaymentResponse>();
    // Another change before the challenge ends: the balance is no longer what the card paid.
    await addCharge(booked, 50_000);
    await completeChallenge(created.redirectUrl ?? '');
    let settled = await status(asGrant(grant), { paymentId: created.payment.id });
    for (let tries = 0; settled.payment?.refundedAt === null && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      settled = await status(asGrant(grant), { paymentId: created.payment.id });
    }
    expect(settled.payment?.refundedAt).not.toBeNull();
    expect(settled.reservation.reservationSummary.remaining).toBe(150_000);
  });

  it('answers 404 to a grant of another booking, on every payment call', async () => {
    const mine = await book();
    const theirs = await book();
    const theirPayment = (
      await post(theirs.session.headers, await bodyFor(theirs.session.headers, theirs, 'VNPAYQR'))
    ).json<CreatePaymentResponse>().payment;
    const grant = asGrant(await grantFor(mine));
    const locator = theirs.reservation.locator;
    expect((await methods(grant, locator)).errorCode()).toBe('BOOKING_NOT_FOUND');
    const paying = await post(grant, {
      reservationLocator: locator,
      identifier: 'VI',
      amount: { currency: 'VND', totalAmount: 1 },
      acceptedTerms: true,
    });
    expect(paying.errorCode()).toBe('BOOKING_NOT_FOUND');
    const statusOf = (json: Record<string, string>) =>
      call(`${API}/payment/status`, { method: 'PATCH', headers: grant, json });
    expect((await statusOf({ locator })).errorCode()).toBe('BOOKING_NOT_FOUND');
    expect((await statusOf({ locator, paymentId: theirPayment.id })).errorCode()).toBe('BOOKING_NOT_FOUND');
    // Their payment id with my grant alone: not a payment of my booking.
    expect((await statusOf({ paymentId: theirPayment.id })).errorCode()).toBe('PAYMENT_NOT_FOUND');
    const gpay = await call(`${API}/payment/gpay/transaction?locator=${locator}`, { headers: grant });
    expect(gpay.errorCode()).toBe('BOOKING_NOT_FOUND');
    const verify = await call(`${API}/payment/hdbank/verify`, {
      method: 'POST',
      headers: grant,
      json: { locator, paymentId: theirPayment.id, otp: '123456' },
    });
    expect(verify.errorCode()).toBe('BOOKING_NOT_FOUND');
    // A forged or expired grant is refused before anything is read or claimed.
    const forged = await methods(asGrant(`${'A'.repeat(40)}.${'B'.repeat(43)}`));
    expect(forged.status).toBe(403);
    const old = await grantFor(mine, -1);
    expect((await methods(asGrant(old))).errorCode()).toBe('MANAGE_GRANT_EXPIRED');
    const oldPay = await post(asGrant(old), {
      reservationLocator: mine.reservation.locator,
      identifier: 'VNPAYQR',
      amount: { currency: 'VND', totalAmount: 1 },
      acceptedTerms: true,
    });
    expect(oldPay.errorCode()).toBe('MANAGE_GRANT_EXPIRED');
    // Idempotency keys of one booking are not another's: the same key, another grant, runs anew.
    const key = randomUUID();
    const mineAnswer = await post(grant, await bodyFor(grant, mine, 'VNPAYQR'), key);
    const theirGrant = asGrant(await grantFor(theirs));
    const theirsAnswer = await post(theirGrant, await bodyFor(theirGrant, theirs, 'VNPAYQR'), key);
    expect(theirsAnswer.headers.get('idempotency-replayed')).toBeNull();
    expect(theirsAnswer.json<CreatePaymentResponse>().payment.id).not.toBe(
      mineAnswer.json<CreatePaymentResponse>().payment.id,
    );
  });

  it('never keeps two captures of one due, whatever writes them', async () => {
    const booked = await book();
    await payBySessionCard(booked);
    const db = test.database.db;
    const capture = (due: number) => ({
      ...newPaymentRow(
        {
          reservation_id: booked.reservation.key,
          identifier: 'VI',
          kind: 'card',
          amount: 1_000,
          fee: 0,
          currency: 'VND',
          due_sequence: due,
        },
        clock.now(),
      ),
      status: 'SUCCESSFUL',
    });
    await expect(db.insertInto('payment').values(capture(0)).execute()).rejects.toThrow();
    await db.insertInto('payment').values(capture(1)).execute();
    await expect(db.insertInto('payment').values(capture(1)).execute()).rejects.toThrow();
  });

  it('keeps the books: what a Paid booking records is the sum of its captures', async () => {
    const rows = await test.database.db
      .selectFrom('reservation')
      .leftJoin('payment', (join) =>
        join
          .onRef('payment.reservation_id', '=', 'reservation.id')
          .on('payment.status', '=', 'SUCCESSFUL')
          .on('payment.refunded_at', 'is', null),
      )
      .select([
        'reservation.id',
        'reservation.paid_amount',
        'reservation.fee_amount',
        sql<string>`coalesce(sum(payment.amount), 0)`.as('captured'),
        sql<string>`coalesce(sum(payment.fee), 0)`.as('fees'),
      ])
      .where('reservation.status', '=', 'Paid')
      // The last test wrote two captures by hand, outside the payment service.
      .where(
        'reservation.id',
        'not in',
        test.database.db.selectFrom('payment').select('reservation_id').where('amount', '=', 1_000),
      )
      .groupBy(['reservation.id', 'reservation.paid_amount', 'reservation.fee_amount'])
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(Number(row.captured), row.id).toBe(row.paid_amount);
      expect(Number(row.fees), row.id).toBe(row.fee_amount);
    }
  });
});
