import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  cancellationQuoteSchema,
  type CancellationQuote,
  type ManageGrant,
} from '@skybook/contracts/manage-booking';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import {
  cancelReservationResponseSchema,
  type CancelReservationResponse,
} from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../../../test/app-fixture';
import type { TestSession, TestSessionOptions } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createReservation,
  flightIdsOf,
  inventoryViolations,
  openQuotedSession,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { seedVouchers } from '../../../db/seed/vouchers';
import { encryptCard } from '../../sandbox/sandbox.test-kit';
import { createPaymentGateways, loadPaymentGatewaysConfig } from '../payments/gateways/gateway-config';
import { RefundWorker } from '../payments/refund-worker';
import { CancellationService } from './cancellation.service';

/**
 * Cancelling from manage booking (decision 022) end to end: the app listens and is its own
 * merchant, so card payments and their refunds go through the sandbox's acquirer over HTTP.
 */

const API = '/booking/api/v1';
const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };
const VOUCHER_20M = { serial: 'SKY-VOUCHER-20M', password: 'skybook20m', pin: '2222' };

interface Booked {
  session: TestSession;
  reservation: ReservationDto;
}

interface MailboxMessage {
  subject: string;
  text: string | null;
  envelope: { to: string[] };
}

describe.each(TEST_ENGINES)('cancelling a booking on $engine', (engine) => {
  let test: MerchantTestApp;
  let clock: ManualClock;
  let client = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, {
      seedDays: 10,
      env: { REFUND_WORKER_INTERVAL_MS: '3600000' },
    });
    clock = test.clock;
    await seedVouchers(test.database.db, { now: clock.now() });
  }, 120_000);
  afterAll(() => test.close());

  /** Every call is its own client address: the lookup's and the vouchers' per-client limits never spill over. */
  const inject = (options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: object;
  }) =>
    test.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: { 'accept-language': 'en', ...options.headers },
      remoteAddress: `10.7.${String(Math.floor(++client / 250))}.${String(client % 250)}`,
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).errorCode;

  let day = 0;
  /** An Unpaid booking over the API, spread over the days and flights so no fare sells out. */
  const book = async (options: Partial<TestSessionOptions> = {}): Promise<Booked> => {
    const date = `2026-11-${String(24 + (day++ % 5))}`;
    const session = await openQuotedSession(test.app, { from: 'SGN', to: 'PQC', date, ...options });
    const created = await createReservation(test.app, session);
    expect(created.statusCode, created.body).toBe(201);
    return { session, reservation: created.json<{ reservation: ReservationDto }>().reservation };
  };

  const pay = async (booked: Booked, identifier: string, extra: object) => {
    const listed = await inject({
      url: `${API}/payment/methods-by-bookingKey?reservationKey=${booked.reservation.locator}&languageId=en`,
      headers: booked.session.headers,
    });
    const method = listed.json<PaymentMethodsResponse>().payments.find((m) => m.identifier === identifier);
    if (!method) throw new Error(`no method ${identifier}`);
    return inject({
      method: 'POST',
      url: `${API}/payment`,
      headers: { ...booked.session.headers, 'idempotency-key': randomUUID() },
      payload: {
        reservationLocator: booked.reservation.locator,
        identifier,
        amount: method.total,
        languageId: 'en',
        acceptedTerms: true,
        ...extra,
      },
    });
  };
  const payByVoucher = (
    booked: Booked,
    voucher: { serial: string; password: string | null; pin: string | null },
  ) => pay(booked, 'Voucher', { voucher });
  const payByCard = async (booked: Booked) =>
    pay(booked, 'VI', {
      card: {
        token: await encryptCard(
          test.app,
          { number: '4111111111111111', expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN AN' },
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
  /** Books and pays: by card, or by the 20M voucher (once per database) or another voucher. */
  const bookPaid = async (
    how: 'card' | { serial: string; password: string | null; pin: string | null },
    options: Partial<TestSessionOptions> = {},
  ): Promise<Booked> => {
    const booked = await book(options);
    const paid = how === 'card' ? await payByCard(booked) : await payByVoucher(booked, how);
    expect(paid.statusCode, paid.body).toBe(200);
    return booked;
  };

  const grantOf = async ({ reservation }: Booked): Promise<Record<string, string>> => {
    const opened = await inject({
      method: 'POST',
      url: `${API}/reservations/grants`,
      payload: { locator: reservation.locator, ...NAMES },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return { 'x-manage-grant': opened.json<ManageGrant>().grant };
  };
  const quoteOf = async (headers: Record<string, string>, query = ''): Promise<CancellationQuote> => {
    const response = await inject({ url: `${API}/reservations/cancel/quote${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return cancellationQuoteSchema.parse(response.json());
  };
  const cancel = (headers: Record<string, string>, payload: object = {}) =>
    inject({ method: 'POST', url: `${API}/reservations/cancel`, headers, payload });
  const cancelled = (response: {
    statusCode: number;
    body: string;
    json: () => unknown;
  }): CancelReservationResponse => {
    expect(response.statusCode, response.body).toBe(200);
    return cancelReservationResponseSchema.parse(response.json());
  };

  const mailFor = async (locator: string): Promise<MailboxMessage> => {
    for (let tries = 0; tries < 100; tries++) {
      const messages = (await test.app.inject({ url: '/dev/mailbox.json' })).json<{
        messages: MailboxMessage[];
      }>().messages;
      const found = messages.find((message) => message.subject.includes(`${locator} is cancelled`));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no cancellation e-mail for ${locator}`);
  };
  const creditShells = async (reservationId: string) =>
    test.database.db
      .selectFrom('reservation_cancellation')
      .innerJoin('voucher', 'voucher.serial', 'reservation_cancellation.credit_serial')
      .select(['voucher.serial', 'voucher.amount', 'voucher.balance', 'voucher.kind'])
      .where('reservation_cancellation.reservation_id', '=', reservationId)
      .execute();

  it('cancels an unpaid booking for nothing and releases its seats and fare buckets', async () => {
    const session = await openQuotedSession(test.app, { from: 'SGN', to: 'PQC', date: '2026-11-26' });
    const flights = flightIdsOf(session);
    const baseline = await soldByFare(test.database.db, flights);
    const created = await createReservation(test.app, session);
    const booked = { session, reservation: created.json<{ reservation: ReservationDto }>().reservation };
    const headers = await grantOf(booked);

    expect(await quoteOf(headers)).toMatchObject({ options: [], blockedBy: null, paidAmount: 0 });
    const answer = cancelled(await cancel(headers));
    expect(answer).toMatchObject({
      reservation: { status: 'Cancel', cancelledReason: 'cancelledByTraveller' },
      credit: null,
      refund: null,
    });
    expect(await soldByFare(test.database.db, flights)).toEqual(baseline);
    expect(await inventoryViolations(test.database.db, flights, baseline)).toEqual([]);
    expect((await quoteOf(headers)).blockedBy).toBe('cancelled');
    // Asking again answers the booking as it is.
    expect(cancelled(await cancel(headers)).reservation.status).toBe('Cancel');
    const mail = await mailFor(booked.reservation.locator);
    expect(mail.envelope.to).toEqual(['an.nguyen@example.vn']);
    expect(mail.text).toContain('nothing was charged');
  });

  it('quotes credit only for Eco and Deluxe, and a refund less its fee per passenger and journey for SkyBoss and Business', async () => {
    for (const family of ['Eco', 'Deluxe']) {
      const booked = await bookPaid('card', { family });
      const quote = await quoteOf(await grantOf(booked));
      const { paidAmount, feeAmount } = (
        await test.app.inject({
          url: `${API}/reservations?locator=${booked.reservation.locator}&lastName=NGUYEN&firstName=VAN%20AN`,
          remoteAddress: '10.9.9.9',
        })
      ).json<{ reservation: ReservationDto }>().reservation.reservationSummary;
      expect(feeAmount).toBeGreaterThan(0);
      expect(quote).toMatchObject({
        currency: 'VND',
        paidAmount,
        blockedBy: null,
        creditValidityDays: 365,
        options: [{ resolution: 'credit', fee: feeAmount, amount: paidAmount - feeAmount }],
      });
    }
    // A SkyBoss round trip for two adults and a baby: the fee for 2 seated passengers × 2 journeys.
    const skyBoss = await bookPaid('card', {
      family: 'SkyBoss',
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-25',
      returnDate: '2026-11-28',
      adults: 2,
      infants: 1,
    });
    const skyBossQuote = await quoteOf(await grantOf(skyBoss));
    const [credit, refund] = skyBossQuote.options;
    expect(credit?.resolution).toBe('credit');
    expect(refund).toEqual({
      resolution: 'refund',
      fee: (credit?.fee ?? 0) + 4 * 350_000,
      amount: (credit?.amount ?? 0) - 4 * 350_000,
    });
    const business = await bookPaid('card', { family: 'Business', from: 'SGN', to: 'HAN' });
    const businessQuote = await quoteOf(await grantOf(business));
    expect(businessQuote.options[1]?.amount).toBe((businessQuote.options[0]?.amount ?? 0) - 250_000);
    // Paid by voucher: nothing to refund to, so credit only.
    const byVoucher = await bookPaid(VOUCHER_20M, { family: 'SkyBoss' });
    expect((await quoteOf(await grantOf(byVoucher))).options.map((option) => option.resolution)).toEqual([
      'credit',
    ]);
  });

  it('cancels a paid booking into a credit shell, once, that pays other bookings until spent', async () => {
    const booked = await bookPaid('card', { adults: 3 });
    const flights = flightIdsOf(booked.session);
    const headers = await grantOf(booked);
    const [option] = (await quoteOf(headers)).options;
    if (!option) throw new Error('no credit option');

    const answer = cancelled(await cancel(headers, { resolution: 'credit', amount: option.amount }));
    expect(answer.reservation).toMatchObject({ status: 'Cancel', cancelledReason: 'cancelledByTraveller' });
    expect(answer.refund).toBeNull();
    const credit = answer.credit;
    if (!credit?.password || !credit.pin) throw new Error('no credit secrets');
    expect(credit).toMatchObject({ balance: option.amount, currency: 'VND' });
    expect(credit.serial).toMatch(/^CS-[A-Z2-9]{10}$/);
    expect(Date.parse(credit.expiresAt) - clock.now().getTime()).toBe(365 * 86_400_000);
    // Its seats and fare buckets are back on sale: no live booking holds them.
    expect(await inventoryViolations(test.database.db, flights, new Map())).toEqual([]);
    const mail = await mailFor(booked.reservation.locator);
    expect(mail.text).toContain(credit.serial);
    expect(mail.text).toContain(credit.password);
    expect(mail.text).toContain(credit.pin);
    // Asked again: the same credit, its secrets not shown again, no second one made.
    const again = cancelled(await cancel(headers, { resolution: 'credit', amount: option.amount }));
    expect(again.credit).toMatchObject({ serial: credit.serial, password: null, pin: null });
    expect(await creditShells(booked.reservation.key)).toHaveLength(1);
    // Stored as hashes only.
    const stored = JSON.stringify(await test.database.db.selectFrom('voucher').selectAll().execute());
    expect(stored).not.toContain(credit.password);

    // Spent on one-adult bookings until what is left no longer covers one.
    let balance = credit.balance;
    let paid = 0;
    for (;;) {
      const next = await book();
      const answer = await payByVoucher(next, credit);
      if (answer.statusCode !== 200) {
        expect(errorOf(answer)).toBe('VOUCHER_INSUFFICIENT');
        break;
      }
      const total = next.reservation.reservationSummary.totalAmount;
      balance -= total;
      paid++;
      const [shell] = await creditShells(booked.reservation.key);
      expect(shell?.balance).toBe(balance);
    }
    expect(paid).toBeGreaterThanOrEqual(2);
    expect(balance).toBeGreaterThan(0);
    const wrongPin = await payByVoucher(await book(), { ...credit, pin: '000000' });
    expect(errorOf(wrongPin)).toBe('VOUCHER_INVALID');
  });

  it('refunds a SkyBoss booking to its card less the fee, sent by the refund worker', async () => {
    const booked = await bookPaid('card', { family: 'SkyBoss' });
    const headers = await grantOf(booked);
    const refundOption = (await quoteOf(headers)).options.find((option) => option.resolution === 'refund');
    if (!refundOption) throw new Error('no refund option');
    const answer = cancelled(await cancel(headers, { resolution: 'refund', amount: refundOption.amount }));
    expect(answer).toMatchObject({
      reservation: { status: 'Cancel' },
      credit: null,
      refund: { amount: refundOption.amount, currency: 'VND', status: 'pending' },
    });
    const payment = await test.database.db
      .selectFrom('payment')
      .selectAll()
      .where('reservation_id', '=', booked.reservation.key)
      .where('status', '=', 'SUCCESSFUL')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      refund_state: 'pending',
      refund_amount: refundOption.amount,
      refund_reason: 'cancelledByTraveller',
    });
    expect(payment.amount - refundOption.amount).toBe(refundOption.fee);

    const config = await loadPaymentGatewaysConfig({ config: test.app.config, db: test.database.db, clock });
    const gateways = Promise.resolve(createPaymentGateways(config, clock));
    const worker = new RefundWorker(test.database.db, clock, test.app.log, () => gateways, {
      intervalMs: 3_600_000,
      maxAttempts: 3,
      claimMs: 60_000,
    });
    expect((await worker.run()).done).toBeGreaterThanOrEqual(1);
    const refunds = (await test.app.inject({ url: `/sandbox/refunds.json?merchantRef=${payment.id}` })).json<{
      refunds: { gateway: string; amount: number }[];
    }>().refunds;
    expect(refunds).toEqual([expect.objectContaining({ gateway: 'card', amount: refundOption.amount })]);
    expect(
      cancelled(await cancel(headers, { resolution: 'refund', amount: refundOption.amount })).refund?.status,
    ).toBe('sent');
    expect((await mailFor(booked.reservation.locator)).text).toContain('refund');
  });

  it('spreads a refund over every kept capture when a balance was paid after a change', async () => {
    const booked = await bookPaid('card', { family: 'SkyBoss' });
    const headers = await grantOf(booked);
    // A change that added 200 000 VND, as the extras and flight changes open a balance due.
    const row = await test.database.db
      .selectFrom('reservation')
      .select(['document', 'due_sequence'])
      .where('id', '=', booked.reservation.key)
      .executeTakeFirstOrThrow();
    const core = JSON.parse(row.document) as ReservationDto;
    const [first] = core.charges;
    if (!first) throw new Error('no charge');
    const extra = { ...first, code: 'SR', kind: 'service' as const, description: 'Checked bag 20 kg' };
    extra.currencyAmounts = [{ currency: 'VND', amount: 200_000, vatAmount: 0, totalAmount: 200_000 }];
    await test.database.db
      .updateTable('reservation')
      .set({
        document: JSON.stringify({ ...core, charges: [...core.charges, extra] }),
        total_amount: sql<number>`total_amount + 200000`,
        due_sequence: row.due_sequence + 1,
      })
      .where('id', '=', booked.reservation.key)
      .execute();
    // The balance, paid by card with the grant (no booking session any more).
    const grantHeaders = headers as typeof booked.session.headers;
    const balance = await pay({ ...booked, session: { ...booked.session, headers: grantHeaders } }, 'VI', {
      card: {
        token: await encryptCard(
          test.app,
          { number: '4111111111111111', expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN AN' },
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
    expect(balance.statusCode, balance.body).toBe(200);
    const captures = () =>
      test.database.db
        .selectFrom('payment')
        .selectAll()
        .where('reservation_id', '=', booked.reservation.key)
        .where('status', '=', 'SUCCESSFUL')
        .orderBy('created_at')
        .execute();
    expect(await captures()).toHaveLength(2);

    const quote = await quoteOf(headers);
    const refundOption = quote.options.find((option) => option.resolution === 'refund');
    if (!refundOption) throw new Error('no refund option');
    const answer = cancelled(await cancel(headers, { resolution: 'refund', amount: refundOption.amount }));
    expect(answer.refund).toMatchObject({ amount: refundOption.amount, status: 'pending' });
    const owed = await captures();
    // Each capture gives back at most what it took less its fee; together, exactly the refund.
    for (const capture of owed) {
      expect(capture.refund_state).toBe('pending');
      expect(capture.refund_amount ?? 0).toBeLessThanOrEqual(capture.amount - capture.fee);
    }
    expect(owed.reduce((sum, capture) => sum + (capture.refund_amount ?? 0), 0)).toBe(refundOption.amount);
    expect(quote.paidAmount).toBe(owed.reduce((sum, capture) => sum + capture.amount, 0));
  });

  it('refuses a resolution not offered, a missing one and a changed amount, and leaves the booking Paid', async () => {
    const booked = await bookPaid('card', { family: 'Eco' });
    const headers = await grantOf(booked);
    const quote = await quoteOf(headers);
    const credit = quote.options[0];
    if (!credit) throw new Error('no credit');
    const notOffered = await cancel(headers, { resolution: 'refund', amount: credit.amount });
    expect(notOffered.statusCode).toBe(400);
    expect(errorOf(notOffered)).toBe('CANCELLATION_OPTION_UNAVAILABLE');
    expect(notOffered.json<{ message: string }>().message).toContain('cannot be cancelled that way');
    const missing = await cancel(headers, {});
    expect([missing.statusCode, errorOf(missing)]).toEqual([400, 'INVALID_REQUEST']);
    const noAmount = await cancel(headers, { resolution: 'credit' });
    expect([noAmount.statusCode, errorOf(noAmount)]).toEqual([400, 'INVALID_REQUEST']);
    const stale = await cancel(headers, { resolution: 'credit', amount: credit.amount + 1 });
    expect([stale.statusCode, errorOf(stale)]).toEqual([409, 'PRICE_CHANGED']);
    expect(stale.json<{ details: { quote: CancellationQuote } }>().details.quote).toEqual(quote);
    const bad = await cancel(headers, { resolution: 'cash', amount: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await quoteOf(headers)).blockedBy).toBeNull();
    expect(await creditShells(booked.reservation.key)).toEqual([]);
  });

  it('refuses online cancellation once a flight has departed', async () => {
    const booked = await bookPaid('card');
    const departure = booked.reservation.journeys[0]?.segments[0]?.departure.utc ?? '';
    const query = `?locator=${booked.reservation.locator}&lastName=NGUYEN&firstName=VAN%20AN`;
    try {
      clock.set(new Date(Date.parse(departure) - 60_000));
      expect((await quoteOf({}, query)).blockedBy).toBeNull();
      clock.set(new Date(Date.parse(departure)));
      expect(await quoteOf({}, query)).toMatchObject({ blockedBy: 'departed', options: [] });
      const refused = await cancel(
        {},
        { locator: booked.reservation.locator, ...NAMES, resolution: 'credit', amount: 1 },
      );
      expect([refused.statusCode, errorOf(refused)]).toEqual([409, 'RESERVATION_NOT_CANCELLABLE']);
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('opens only the grant’s own booking', async () => {
    const mine = await bookPaid('card');
    const theirs = await bookPaid('card');
    const headers = await grantOf(mine);
    const other = `?locator=${theirs.reservation.locator}`;
    const quote = await inject({ url: `${API}/reservations/cancel/quote${other}`, headers });
    expect([quote.statusCode, errorOf(quote)]).toEqual([404, 'BOOKING_NOT_FOUND']);
    const refused = await cancel(headers, {
      locator: theirs.reservation.locator,
      resolution: 'credit',
      amount: 1,
    });
    expect([refused.statusCode, errorOf(refused)]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect((await quoteOf(await grantOf(theirs))).blockedBy).toBeNull();
    const forged = await cancel({ 'x-manage-grant': `${headers['x-manage-grant'] ?? ''}x` });
    expect(forged.statusCode).toBe(403);
  });

  it('makes one credit or refund for simultaneous cancels, whatever each asks for', async () => {
    const booked = await bookPaid('card', { family: 'SkyBoss', adults: 2 });
    const flights = flightIdsOf(booked.session);
    const headers = await grantOf(booked);
    const [credit, refund] = (await quoteOf(headers)).options;
    if (!credit || !refund) throw new Error('no options');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        cancel(
          headers,
          index % 2 === 0
            ? { resolution: 'credit', amount: credit.amount }
            : { resolution: 'refund', amount: refund.amount },
        ),
      ),
    );
    const outcomes = answers.map(cancelled);
    const made = await test.database.db
      .selectFrom('reservation_cancellation')
      .selectAll()
      .where('reservation_id', '=', booked.reservation.key)
      .execute();
    expect(made).toHaveLength(1);
    const won = made[0]?.resolution;
    for (const outcome of outcomes) {
      expect(outcome.reservation.status).toBe('Cancel');
      expect(won === 'credit' ? outcome.credit?.serial : outcome.refund?.amount).toBe(
        won === 'credit' ? made[0]?.credit_serial : refund.amount,
      );
    }
    // Only the winner showed the credit's secrets.
    expect(outcomes.filter((outcome) => outcome.credit?.password != null)).toHaveLength(
      won === 'credit' ? 1 : 0,
    );
    const refunds = await test.database.db
      .selectFrom('payment')
      .select('id')
      .where('reservation_id', '=', booked.reservation.key)
      .where('refund_state', 'is not', null)
      .execute();
    expect(refunds).toHaveLength(won === 'refund' ? 1 : 0);
    expect(await inventoryViolations(test.database.db, flights, new Map())).toEqual([]);
  });

  /** The cancellation service itself over a paid booking, with the Paid view its route read. */
  const serviceOver = async (booked: Booked) => {
    const headers = await grantOf(booked);
    const read = async (id: string) => {
      const found = await inject({ url: `${API}/reservations`, headers });
      const { reservation } = found.json<{ reservation: ReservationDto }>();
      return reservation.key === id ? reservation : undefined;
    };
    const service = new CancellationService({
      db: test.database.db,
      clock,
      rateTo: () => Promise.resolve({ numerator: 1, denominator: 1 }),
      read,
    });
    const paidView = await read(booked.reservation.key);
    if (!paidView) throw new Error('no booking');
    return { service, paidView };
  };

  it('makes one credit when cancels that all read the booking Paid reach the database together', async () => {
    // The service itself, handed the same Paid view ten times: every call gets past its checks
    // before any commits, so only the conditional update stands between them and ten credits.
    const booked = await bookPaid('card', { family: 'Deluxe' });
    const { service, paidView } = await serviceOver(booked);
    const [option] = (await service.quote(paidView)).options;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.cancel(paidView, { resolution: 'credit', amount: option?.amount }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.cancelledNow)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.response.credit?.serial)).size).toBe(1);
    expect(await creditShells(booked.reservation.key)).toHaveLength(1);
  });

  it('answers the committed refund to a cancel that read the booking Paid before it', async () => {
    // The refund takes the captures the quote counts: a cancel still holding the Paid view then
    // sees no refund offered, and must answer the outcome rather than refuse what it was quoted.
    const booked = await bookPaid('card', { family: 'SkyBoss' });
    const { service, paidView } = await serviceOver(booked);
    const refund = (await service.quote(paidView)).options.find((option) => option.resolution === 'refund');
    if (!refund) throw new Error('no refund offered');
    const body = { resolution: 'refund' as const, amount: refund.amount };
    const first = await service.cancel(paidView, body);
    const late = await service.cancel(paidView, body);
    expect([first.cancelledNow, late.cancelledNow]).toEqual([true, false]);
    expect(late.response.refund?.amount).toBe(refund.amount);
    expect(late.response.reservation.status).toBe('Cancel');
  });

  it('never spends a credit below zero under simultaneous payments', async () => {
    const source = await bookPaid('card', { adults: 2 });
    const headers = await grantOf(source);
    const [option] = (await quoteOf(headers)).options;
    const credit = cancelled(await cancel(headers, { resolution: 'credit', amount: option?.amount })).credit;
    if (!credit) throw new Error('no credit');
    const bookings = [await book(), await book(), await book(), await book(), await book(), await book()];
    const answers = await Promise.all(bookings.map((next) => payByVoucher(next, credit)));
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const paidTotals = bookings
      .filter((_, index) => answers[index]?.statusCode === 200)
      .map((next) => next.reservation.reservationSummary.totalAmount);
    expect(paidTotals.length).toBeGreaterThanOrEqual(1);
    expect(paidTotals.length).toBeLessThan(bookings.length);
    const [shell] = await creditShells(source.reservation.key);
    const spent = paidTotals.reduce((sum, total) => sum + total, 0);
    expect(shell?.balance).toBe(credit.balance - spent);
    expect(shell?.balance).toBeGreaterThanOrEqual(0);
  });

  it('keeps the books: every voucher’s balance is its face value less its spends, never negative', async () => {
    const { db } = test.database;
    const drift = await db
      .selectFrom('voucher')
      .select(['serial', 'amount', 'balance'])
      .select((eb) =>
        eb
          .selectFrom('voucher_redemption')
          .select(sql<number>`coalesce(sum(voucher_redemption.amount), 0)`.as('spent'))
          .whereRef('voucher_redemption.serial', '=', 'voucher.serial')
          .as('spent'),
      )
      .execute();
    expect(drift.length).toBeGreaterThan(5);
    for (const voucher of drift) {
      expect(voucher.balance).toBeGreaterThanOrEqual(0);
      expect(voucher.amount - Number(voucher.spent)).toBe(voucher.balance);
    }
    // No Paid booking is left without its one capture; no capture pays two bookings.
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
  });
});
