import { randomUUID } from 'node:crypto';
import type { AncillaryOptionsResponse } from '@skybook/contracts/ancillaries';
import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { CreatePaymentResponse, PaymentStatusResponse } from '@skybook/contracts/payment';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp, httpCallInit } from '../../../../test/app-fixture';
import { openTestSession, type TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { createReservation, quoteSession } from '../../../../test/reservation-fixture';
import { seedVouchers } from '../../../db/seed/vouchers';
import { ITINERARY_LABELS } from '../../../documents/itinerary-labels';
import { pdfTextLines } from '../../../documents/pdf-text.fixture';
import {
  amountLine,
  htmlPriceRows,
  section,
  type AmountLine,
  type MailboxMessage,
} from './charged-documents.fixture';
import { cardPaymentBody } from '../../sandbox/sandbox.test-kit';
import { bagAndSeat, freeSeatCodes, ManageClient } from '../manage/service-change.fixture';

/**
 * Every document a traveller gets states exactly what was charged: a round trip for two adults
 * with a bag, paid through the real routes, then the confirmation e-mail (text and HTML) and its
 * PDF itinerary (and the PDF the confirmation page links to, in Vietnamese) read back: their
 * price lines add up to the total, the payment's fee is a line of its own, and Paid is the amount
 * the payment captured. A booking changed after payment (extras bought in manage booking, their
 * balance paid by a second capture) states both captures: Paid is their sum, its one fee line the
 * sum of their fees.
 */

/**
 * What a document's price lines say, checked against the captured payment: the item lines (the
 * fee among them) add up to the total, the total and Paid are the captured amount, nothing is
 * left to pay, and the fee is its own line exactly when the method charged one.
 */
function expectCharged(
  lines: readonly AmountLine[],
  language: Language,
  captured: { amount: number; fee: number },
) {
  const labels = ITINERARY_LABELS[language];
  const only = (label: string) => lines.filter((line) => line.label === label).map((line) => line.amount);
  const sums = new Set([labels.total, labels.paid, labels.toPay, labels.subtotal]);
  const items = lines.filter((line) => !sums.has(line.label));
  expect(items.length).toBeGreaterThan(1);
  expect(items.reduce((sum, line) => sum + line.amount, 0)).toBe(captured.amount);
  expect(only(labels.total)).toEqual([captured.amount]);
  expect(only(labels.paid)).toEqual([captured.amount]);
  expect(only(labels.toPay)).toEqual([0]);
  const fees = items.filter((line) => line.label.startsWith(labels.paymentFee));
  expect(fees.map((line) => line.amount)).toEqual(captured.fee > 0 ? [captured.fee] : []);
}

describe.each(TEST_ENGINES)('what the documents say was charged, on $engine', (engine) => {
  let test: MerchantTestApp;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 10 });
    await seedVouchers(test.database.db, { now: test.clock.now() });
  }, 120_000);
  afterAll(() => test.close());

  const call = async (
    path: string,
    init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
  ) => {
    const response = await fetch(`${test.origin}${path}`, await httpCallInit(test.app, path, init));
    return response;
  };

  /** SGN → HAN and back for two adults, a 20 kg bag on the way out for the first. */
  const book = async (date: string): Promise<{ session: TestSession; reservation: ReservationDto }> => {
    const session = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date,
      returnDate: '2026-11-29',
      adults: 2,
    });
    const options = await test.app.inject({
      url: `/booking/api/v1/ancillaryOptions?bookingKey=${encodeURIComponent(session.session.journeys[0]?.bookingKey ?? '')}&languageId=en`,
      headers: session.headers,
    });
    const bag = options
      .json<AncillaryOptionsResponse>()
      .products.find((product) => product.serviceType === 'luggage' && product.weightKg === 20);
    if (!bag) throw new Error('no 20 kg bag');
    await quoteSession(test.app, session, {
      ...emptyServiceSelection(),
      items: [
        { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: bag.code, quantity: 1 },
      ],
    });
    const created = await createReservation(test.app, session);
    expect(created.statusCode, created.body).toBe(201);
    return { session, reservation: created.json<CreateReservationResponse>().reservation };
  };

  /**
   * Pays what the booking owes by `identifier`, as the traveller's `headers` allow (the booking
   * session, or a manage grant for a balance), and reads the payment back.
   */
  const pay = async (
    headers: Record<string, string>,
    locator: string,
    identifier: string,
    extra: Record<string, unknown>,
  ) => {
    const listed = await call(
      `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${locator}&languageId=en`,
      { headers },
    );
    const method = ((await listed.json()) as PaymentMethodsResponse).payments.find(
      (candidate) => candidate.identifier === identifier,
    );
    if (!method) throw new Error(`no method ${identifier}`);
    const paid = await call('/booking/api/v1/payment', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      json: {
        reservationLocator: locator,
        identifier,
        amount: method.total,
        languageId: 'en',
        acceptedTerms: true,
        ...extra,
      },
    });
    expect(paid.status).toBe(200);
    const { payment } = (await paid.json()) as CreatePaymentResponse;
    const status = await call('/booking/api/v1/payment/status', {
      method: 'PATCH',
      headers,
      json: { locator, paymentId: payment.id },
    });
    return (await status.json()) as PaymentStatusResponse;
  };

  /** The newest e-mail about the booking, once there are `count` of them. */
  const confirmation = async (locator: string, count = 1): Promise<MailboxMessage> => {
    for (let tries = 0; tries < 200; tries++) {
      const { messages } = (await (await call('/dev/mailbox.json')).json()) as { messages: MailboxMessage[] };
      // Newest first.
      const found = messages.filter((message) => message.subject?.includes(locator));
      if (found.length >= count && found[0]) return found[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no e-mail ${String(count)} for ${locator}`);
  };

  /** The price lines of an e-mail's text and of its HTML table, in English. */
  const mailLines = (mail: MailboxMessage) => {
    const labels = ITINERARY_LABELS.en;
    const text = section(
      (mail.text ?? '').split(/\r?\n/),
      (line) => line === `== ${labels.charges} ==`,
      (line) => line.startsWith(`${labels.toPay}:`),
    ).flatMap((line) => amountLine(line, /:$/) ?? []);
    const html = htmlPriceRows(mail.html ?? '').flatMap((line) => amountLine(line, /\|$/) ?? []);
    return { text, html };
  };

  /** The price lines of an itinerary PDF, fetched from `path`, in `language`. */
  const pdfLines = async (path: string, language: Language, headers: Record<string, string> = {}) => {
    const download = await call(path, { headers });
    expect(download.status).toBe(200);
    const labels = ITINERARY_LABELS[language];
    return section(
      await pdfTextLines(new Uint8Array(await download.arrayBuffer())),
      (line) => line === labels.charges,
      (line) => line.startsWith(labels.toPay),
    ).flatMap((line) => amountLine(line, /\|$/) ?? []);
  };
  const attachmentOf = (mail: MailboxMessage) =>
    mail.attachments.find((file) => file.filename?.endsWith('.pdf'))?.url ?? '/missing';

  const card = async () => ({ card: await cardPaymentBody(test.app, test.clock.now()) });
  const voucher = () =>
    Promise.resolve({ voucher: { serial: 'SKY-VOUCHER-20M', password: 'skybook20m', pin: '2222' } });

  it.each([
    { method: 'a card, with its fee', identifier: 'VI', date: '2026-11-25', body: card, hasFee: true },
    {
      method: 'a voucher, free of fees',
      identifier: 'Voucher',
      date: '2026-11-26',
      body: voucher,
      hasFee: false,
    },
  ])('e-mail and PDF add up to what $method captured', async ({ identifier, date, body, hasFee }) => {
    const booked = await book(date);
    const { payment, reservation } = await pay(
      booked.session.headers,
      booked.reservation.locator,
      identifier,
      await body(),
    );
    if (!payment) throw new Error('no payment');
    expect(payment.status).toBe('SUCCESSFUL');
    const captured = { amount: payment.amount.totalAmount, fee: payment.fee.totalAmount };
    expect(captured.fee > 0).toBe(hasFee);
    expect(captured.amount).toBe(booked.reservation.totalAmount + captured.fee);
    expect(reservation.reservationSummary).toMatchObject({
      feeAmount: captured.fee,
      paidAmount: captured.amount,
      remaining: 0,
    });

    const mail = await confirmation(reservation.locator);
    const { text, html } = mailLines(mail);
    expectCharged(text, 'en', captured);
    expectCharged(html, 'en', captured);
    expectCharged(await pdfLines(attachmentOf(mail), 'en'), 'en', captured);

    // The PDF the confirmation page links to, in Vietnamese.
    const { lastName, firstName } = reservation.contact;
    const query = new URLSearchParams({ lastName, firstName, languageId: 'vi' });
    const vi = await pdfLines(
      `/booking/api/v1/reservations/${reservation.locator}/itinerary.pdf?${query.toString()}`,
      'vi',
    );
    expectCharged(vi, 'vi', captured);
  });

  it('e-mail sent again and PDF add up to both captures after extras were bought and paid for in manage booking', async () => {
    const booked = await book('2026-11-27');
    const first = (await pay(booked.session.headers, booked.reservation.locator, 'VI', await card())).payment;
    if (!first) throw new Error('no payment');
    expect(first.status).toBe('SUCCESSFUL');
    // Its confirmation is in before anything else is sent, so the newest e-mail below is the one waited for.
    await confirmation(booked.reservation.locator);

    // A bag and a seat bought after booking, left to pay on the Paid booking.
    const manage = new ManageClient(test.app, '10.7.0.1');
    const grant = await manage.grant(booked.reservation);
    const seat = freeSeatCodes(await manage.seatMap(grant, booked.reservation))[0] ?? '';
    const picked = bagAndSeat(await manage.options(grant, booked.reservation), seat).services;
    // The first adult's outbound bag was bought with the booking: this one is the second's.
    const services = {
      ...picked,
      items: picked.items.map((item) => ({ ...item, passengerKey: 'ADT2' })),
    };
    const quotation = await manage.quote(grant, booked.reservation.key, services);
    const applied = await manage.apply(grant, booked.reservation.key, services, quotation.totalAmount);
    expect(applied.change.status).toBe('pendingPayment');
    expect(applied.reservationSummary.remaining).toBe(quotation.totalAmount);

    // The balance, paid by card with the grant.
    const asGrant = { 'x-manage-grant': grant };
    const balance = (await pay(asGrant, booked.reservation.locator, 'VI', await card())).payment;
    if (!balance) throw new Error('no balance payment');
    expect(balance.status).toBe('SUCCESSFUL');
    expect(first.amount.totalAmount).toBe(booked.reservation.totalAmount + first.fee.totalAmount);
    expect(balance.amount.totalAmount).toBe(quotation.totalAmount + balance.fee.totalAmount);
    expect(first.fee.totalAmount > 0 && balance.fee.totalAmount > 0).toBe(true);
    const captured = {
      amount: first.amount.totalAmount + balance.amount.totalAmount,
      fee: first.fee.totalAmount + balance.fee.totalAmount,
    };
    // What the server says was paid is the two captures, and nothing is left.
    const read = await call('/booking/api/v1/reservations', { headers: asGrant });
    expect(read.status).toBe(200);
    const { reservation } = (await read.json()) as ManagedReservationResponse;
    expect(reservation.reservationSummary).toMatchObject({
      totalAmount: booked.reservation.totalAmount + quotation.totalAmount,
      feeAmount: captured.fee,
      paidAmount: captured.amount,
      remaining: 0,
    });

    // The balance's capture e-mails the confirmation first; the one sent again comes after it.
    const confirmed = await confirmation(reservation.locator, 2);
    const sent = await call('/booking/api/v1/reservations/sendEmail', { headers: asGrant });
    expect(sent.status).toBe(200);
    const again = await confirmation(reservation.locator, 3);
    for (const mail of [confirmed, again]) {
      const { text, html } = mailLines(mail);
      expectCharged(text, 'en', captured);
      expectCharged(html, 'en', captured);
      expectCharged(await pdfLines(attachmentOf(mail), 'en'), 'en', captured);
    }
    const pdf = await pdfLines('/booking/api/v1/reservations/itinerary.pdf?languageId=en', 'en', asGrant);
    expectCharged(pdf, 'en', captured);
  });
});
