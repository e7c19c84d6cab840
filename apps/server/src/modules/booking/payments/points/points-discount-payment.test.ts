import { randomUUID } from 'node:crypto';
import type { CancellationQuote, ManageGrant } from '@skybook/contracts/manage-booking';
import type { LoginResponse } from '@skybook/contracts/member';
import type { CreatePaymentResponse } from '@skybook/contracts/payment';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../../test/engines';
import { loggedInMember, skyclubMember } from '../../../../../test/loyalty-fixture';
import type { BookedOnFlight } from '../../../../../test/reservation-fixture';
import { ITINERARY_LABELS } from '../../../../documents/itinerary-labels';
import { CANCELLATION_LABELS } from '../../../mail/booking-cancellation-labels';
import { pdfTextLines } from '../../../../documents/pdf-text.fixture';
import { ledgerViolations } from '../../../member/points/points.fixture';
import {
  amountLine,
  htmlPriceRows,
  section,
  type AmountLine,
  type MailboxMessage,
} from '../../reservations/charged-documents.fixture';
import { HoldSweeper } from '../../reservations/hold-sweeper';
import {
  answerOf,
  discountsOf,
  givePoints,
  ledgerOf,
  memberBooking,
  memberIdOf,
  paidAtVnpay,
  pointsCall,
  pointsOf,
  reservationRow,
  payByCard as payCard,
} from './points-discount.fixture';

/**
 * What points spent on a booking do to its money (decision 037), on both engines: the card is
 * charged the booking less the discount plus its fee, the e-mail, its PDF and the booking's view
 * state the discount's line and exactly what was captured, and the points go back when the
 * booking is never paid, cancelled before paying, or cancelled after (its money refunded apart).
 */
describe.each(TEST_ENGINES)('paying a booking with points taken off on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let skip = 0;
  const API = '/booking/api/v1';

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 10 });
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    test.clock.set(TEST_NOW);
    await givePoints(test, memberIdOf(alice), 20_000);
  }, 120_000);
  afterAll(() => test.close());

  const book = (date = '2026-11-25'): Promise<BookedOnFlight> => memberBooking(test, alice, skip++, date);
  const balance = () => pointsOf(test).balance(memberIdOf(alice));
  const call = (
    url: string,
    init: { method?: 'GET' | 'POST' | 'PATCH'; headers?: Record<string, string>; json?: object } = {},
  ) =>
    test.app.inject({
      method: init.method ?? 'GET',
      url,
      headers: { 'accept-language': 'en', ...init.headers },
      remoteAddress: `10.38.0.${String((skip % 250) + 1)}`,
      ...(init.json ? { payload: init.json } : {}),
    });

  /** Pays what the booking owes by card, as the methods price it, and reads the payment back. */
  const payByCard = (booked: BookedOnFlight) =>
    payCard(test, booked.session.headers, booked.reservation.locator, `10.38.0.${String((skip % 250) + 1)}`);

  /** The first e-mail whose subject says `subject`: the confirmation's names the locator. */
  const confirmation = async (subject: string): Promise<MailboxMessage> => {
    for (let tries = 0; tries < 200; tries++) {
      const { messages } = (await call('/dev/mailbox.json')).json<{ messages: MailboxMessage[] }>();
      const found = messages.find((message) => message.subject?.includes(subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no e-mail saying ${subject}`);
  };
  /** The cancellation e-mail tells the points came back, in the booking's language. */
  const expectPointsToldBack = async ({ reservation }: BookedOnFlight, points: number) => {
    const labels = CANCELLATION_LABELS[reservation.language];
    const mail = await confirmation(labels.subject(reservation.locator));
    const told = labels.pointsReturned(new Intl.NumberFormat(reservation.language).format(points));
    expect(mail.text).toContain(told);
  };

  /** A document's lines state the discount, and add up to exactly what was captured. */
  const expectStated = (lines: readonly AmountLine[], captured: number, discount: number, points: number) => {
    const labels = ITINERARY_LABELS.en;
    const only = (label: string) => lines.filter((line) => line.label === label).map((line) => line.amount);
    const sums = new Set([labels.total, labels.paid, labels.toPay, labels.subtotal]);
    const items = lines.filter((line) => !sums.has(line.label));
    expect(only(labels.pointsDiscount(points))).toEqual([-discount]);
    expect(items.reduce((sum, line) => sum + line.amount, 0)).toBe(captured);
    expect(only(labels.total)).toEqual([captured]);
    expect(only(labels.paid)).toEqual([captured]);
    expect(only(labels.toPay)).toEqual([0]);
  };

  it('charges the card the booking less the points plus its fee, and every document says so', async () => {
    const booked = await book();
    const total = booked.reservation.reservationSummary.totalAmount;
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 1_200 }));
    const { method, status } = await payByCard(booked);
    const { payment, reservation } = status;
    if (!payment) throw new Error('no payment');
    expect(payment.status).toBe('SUCCESSFUL');
    const captured = payment.amount.totalAmount;
    expect(method.total.totalAmount).toBe(total - 120_000 + method.fee.totalAmount);
    expect(captured).toBe(total - 120_000 + payment.fee.totalAmount);
    expect(reservation.reservationSummary).toEqual({
      currency: 'VND',
      totalAmount: total,
      pointsDiscount: 120_000,
      pointsRedeemed: 1_200,
      feeAmount: payment.fee.totalAmount,
      paidAmount: captured,
      remaining: 0,
    });
    // Once paid, the points stay spent.
    expect((await pointsCall(test, booked, 'DELETE', { login: alice })).statusCode).toBe(409);

    const mail = await confirmation(booked.reservation.locator);
    const labels = ITINERARY_LABELS.en;
    const text = section(
      (mail.text ?? '').split(/\r?\n/),
      (line) => line === `== ${labels.charges} ==`,
      (line) => line.startsWith(`${labels.toPay}:`),
    ).flatMap((line) => amountLine(line, /:$/) ?? []);
    expectStated(text, captured, 120_000, 1_200);
    const html = htmlPriceRows(mail.html ?? '').flatMap((line) => amountLine(line, /\|$/) ?? []);
    expectStated(html, captured, 120_000, 1_200);
    const pdf = await call(
      mail.attachments.find((file) => file.filename?.endsWith('.pdf'))?.url ?? '/missing',
    );
    expect(pdf.statusCode).toBe(200);
    const pdfLines = section(
      await pdfTextLines(new Uint8Array(pdf.rawPayload)),
      (line) => line === labels.charges,
      (line) => line.startsWith(labels.toPay),
    ).flatMap((line) => amountLine(line, /\|$/) ?? []);
    expectStated(pdfLines, captured, 120_000, 1_200);
  });

  it('refunds a payment opened for the amount before the points at its capture, never keeping it', async () => {
    const booked = await book('2026-11-29');
    const total = booked.reservation.reservationSummary.totalAmount;
    const locator = booked.reservation.locator;
    const opened = await call(`${API}/payment`, {
      method: 'POST',
      headers: { ...booked.session.headers, 'idempotency-key': randomUUID() },
      json: {
        reservationLocator: locator,
        identifier: 'VNPAYQR',
        amount: { currency: 'VND', totalAmount: total },
        languageId: 'en',
        acceptedTerms: true,
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { payment } = opened.json<CreatePaymentResponse>();
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 300 }));
    // VNPay's signed IPN for the full amount arrives after the points were applied.
    await paidAtVnpay(test, payment.id, total);
    const row = await test.database.db
      .selectFrom('payment')
      .select(['status', 'refund_reason', 'refund_state'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ refund_reason: 'dueChanged', refund_state: 'pending' });
    expect(await reservationRow(test, booked.reservation.key)).toMatchObject({
      status: 'Unpaid',
      paid_amount: 0,
      points_discount: 30_000,
    });
    // Paid again for what remains now, it is kept.
    const { status } = await payByCard(booked);
    expect(status.payment?.status).toBe('SUCCESSFUL');
    expect(status.reservation.reservationSummary).toMatchObject({ pointsDiscount: 30_000, remaining: 0 });
  });

  it('gives the points back when the hold runs out unpaid, once, and the discount goes with them', async () => {
    const booked = await book('2026-11-26');
    const start = await balance();
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 500 }));
    expect(await balance()).toBe(start - 500);
    const clock = test.app.clock as ManualClock;
    clock.set(new Date(Date.parse(booked.reservation.holdExpiresAt) + 1_000));
    const sweeper = new HoldSweeper(test.database.db, clock, test.app.log, 3_600_000, () =>
      discountsOf(test).returnCancelled(),
    );
    expect(await sweeper.sweep()).toMatchObject({ expired: 1, pointsReturned: 1 });
    expect(await sweeper.sweep()).toMatchObject({ expired: 0, pointsReturned: 0 });
    expect(await balance()).toBe(start);
    expect(await reservationRow(test, booked.reservation.key)).toMatchObject({
      status: 'Cancel',
      points_discount: 0,
      points_redeemed: 0,
      points_returned_at: clock.now().toISOString(),
    });
    expect((await ledgerOf(test, booked.reservation.key)).map((entry) => entry.kind)).toEqual([
      'redeem',
      'adjust',
    ]);
    expect(await ledgerViolations(test)).toEqual([]);
    clock.set(TEST_NOW);
  });

  const grantOf = async (booked: BookedOnFlight) => {
    const opened = await call(`${API}/reservations/grants`, {
      method: 'POST',
      json: { locator: booked.reservation.locator, lastName: 'NGUYEN', firstName: 'VAN AN' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return { 'x-manage-grant': opened.json<ManageGrant>().grant };
  };

  it('gives the points back at once when the traveller cancels before paying', async () => {
    const booked = await book('2026-11-27');
    const start = await balance();
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 400 }));
    const cancelled = await call(`${API}/reservations/cancel`, {
      method: 'POST',
      headers: await grantOf(booked),
      json: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance()).toBe(start);
    expect(await reservationRow(test, booked.reservation.key)).toMatchObject({
      status: 'Cancel',
      points_discount: 0,
    });
    await expectPointsToldBack(booked, 400);
    // The sweeper finds nothing more to give back.
    expect(await discountsOf(test).returnCancelled()).toBe(0);
    expect(await ledgerViolations(test)).toEqual([]);
  });

  it('credits or refunds only the money of a paid booking cancelled, and gives its points back', async () => {
    const booked = await book('2026-11-28');
    const start = await balance();
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 800 }));
    const { status } = await payByCard(booked);
    const paid = status.reservation.reservationSummary.paidAmount;
    expect(await balance()).toBe(start - 800);
    const headers = await grantOf(booked);
    const quote = (await call(`${API}/reservations/cancel/quote`, { headers })).json<CancellationQuote>();
    // An Eco fare is cancelled into credit: the money captured less the payment's fee, never the points' value.
    const [option] = quote.options;
    if (!option) throw new Error(`no option: ${JSON.stringify(quote)}`);
    expect(option.amount).toBeLessThanOrEqual(paid - status.reservation.reservationSummary.feeAmount);
    const cancelled = await call(`${API}/reservations/cancel`, {
      method: 'POST',
      headers,
      json: { resolution: option.resolution, amount: option.amount },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance()).toBe(start);
    // What the traveller was charged stays on record.
    expect(await reservationRow(test, booked.reservation.key)).toMatchObject({
      status: 'Cancel',
      points_discount: 80_000,
      points_redeemed: 800,
      paid_amount: paid,
    });
    await expectPointsToldBack(booked, 800);
    expect(await discountsOf(test).returnCancelled()).toBe(0);
    expect(await ledgerViolations(test)).toEqual([]);
  });
});
