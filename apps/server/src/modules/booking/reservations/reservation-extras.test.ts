import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@skybook/contracts/errors';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import {
  decryptBookingLinkResponseSchema,
  reservationResponseSchema,
  sendReservationEmailResponseSchema,
  vikkiLinkResponseSchema,
  type CreateReservationResponse,
} from '@skybook/contracts/reservation';
import { type ReservationDto } from '@skybook/contracts/reservation-model';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import type { TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createReservation,
  openSessionsOnDirectFlight,
  quoteSession,
} from '../../../../test/reservation-fixture';
import { seedVouchers } from '../../../db/seed/vouchers';
import { BOOKING_LINK_TTL_MS, encryptBookingLink, loadBookingLinkKey } from './booking-link';
import { loadVikkiSecret, verifyVikkiLink } from '../payments/vikki-link';

const API = '/booking/api/v1';
const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };

interface MailboxMessage {
  subject: string;
  envelope: { to: string[] };
  attachments: { filename: string; contentType: string }[];
}

describe.each(TEST_ENGINES)('the other manage-booking calls on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;
  let skip = 0;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    clock = test.app.clock as ManualClock;
    await seedVouchers(test.database.db, { now: clock.now() });
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
    client++;
  });
  afterAll(() => test.close());

  /** Each test is its own client address, so the per-client limit never spills into another. */
  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
    test.app.inject({
      method,
      url: `${API}${url}`,
      headers: { 'accept-language': 'en' },
      remoteAddress: `10.1.0.${String(client)}`,
      ...(payload ? { payload } : {}),
    });
  const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).errorCode;

  const book = async (): Promise<{ session: TestSession; reservation: ReservationDto }> => {
    const opened = await openSessionsOnDirectFlight(test.app, {
      from: 'SGN',
      to: 'PQC',
      date: '2026-11-25',
      count: 1,
      skip: skip++ % 3,
    });
    const [session] = opened.sessions;
    if (!session) throw new Error('no session');
    await quoteSession(test.app, session);
    const created = await createReservation(test.app, session);
    expect(created.statusCode, created.body).toBe(201);
    return { session, reservation: created.json<CreateReservationResponse>().reservation };
  };

  /** Pays the whole booking with the 5 000 000 VND test voucher (one per database). */
  const payByVoucher = async ({
    session,
    reservation,
  }: {
    session: TestSession;
    reservation: ReservationDto;
  }) => {
    const listed = await test.app.inject({
      url: `${API}/payment/methods-by-bookingKey?reservationKey=${reservation.locator}&languageId=en`,
      headers: session.headers,
    });
    const method = listed.json<PaymentMethodsResponse>().payments.find((m) => m.identifier === 'Voucher');
    if (!method) throw new Error('no voucher method');
    const paid = await test.app.inject({
      method: 'POST',
      url: `${API}/payment`,
      headers: { ...session.headers, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      payload: {
        reservationLocator: reservation.locator,
        identifier: 'Voucher',
        amount: method.total,
        languageId: 'en',
        acceptedTerms: true,
        voucher: { serial: 'SKY-VOUCHER-5M', password: 'skybook5m', pin: '1111' },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };

  const mailFor = async (locator: string) =>
    (await test.app.inject({ url: '/dev/mailbox.json' }))
      .json<{ messages: MailboxMessage[] }>()
      .messages.filter((message) => message.subject.includes(locator));

  const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let tries = 0; tries < 100; tries++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition never met');
  };

  it('re-sends a paid booking’s confirmation with its PDF and calendar file, and refuses others', async () => {
    const booked = await book();
    const { locator } = booked.reservation;
    const query = (names: { lastName: string; firstName: string }, code = locator) =>
      `/reservations/sendEmail?${new URLSearchParams({ reservationLocator: code, ...names }).toString()}`;

    const unpaid = await call('GET', query(NAMES));
    expect(unpaid.statusCode, unpaid.body).toBe(409);
    expect(errorOf(unpaid)).toBe('RESERVATION_NOT_PAID');

    await payByVoucher(booked);
    // The confirmation sent after the payment first.
    const before = (
      await eventually(
        () => mailFor(locator),
        (messages) => messages.length >= 1,
      )
    ).length;

    const wrongName = await call('GET', query({ lastName: 'TRAN', firstName: 'AN' }));
    const unknown = await call('GET', query(NAMES, 'ZZZZZZ'));
    for (const response of [wrongName, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('BOOKING_NOT_FOUND');
    }
    expect(wrongName.json<ErrorEnvelope>().message).toBe(unknown.json<ErrorEnvelope>().message);

    const sent = await call('GET', query({ lastName: 'nguyễn', firstName: 'an' }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sendReservationEmailResponseSchema.parse(sent.json())).toEqual({
      sent: true,
      to: 'a***@example.vn',
    });
    const messages = await mailFor(locator);
    expect(messages).toHaveLength(before + 1);
    const latest = messages.at(-1);
    expect(latest?.envelope.to).toEqual(['an.nguyen@example.vn']);
    expect(latest?.attachments).toEqual([
      expect.objectContaining({ filename: `itinerary-${locator}.pdf`, contentType: 'application/pdf' }),
      expect.objectContaining({ filename: `itinerary-${locator}.ics` }),
    ]);

    // Paid: a Vikki link is refused too.
    const vikki = await call('PATCH', '/reservations/vikki', { locator, ...NAMES });
    expect(vikki.statusCode).toBe(409);
    expect(errorOf(vikki)).toBe('RESERVATION_ALREADY_PAID');
  });

  it('reads a manage-booking link token, and refuses a tampered or expired one', async () => {
    const key = await loadBookingLinkKey(test.database.db, clock.now());
    const link = { locator: 'K7X2QM', lastName: 'NGUYEN', firstName: 'VAN AN' };
    const token = encryptBookingLink(link, key, clock.now());
    const read = await call('PATCH', '/decrypt', { encrypted: token });
    expect(read.statusCode, read.body).toBe(200);
    expect(decryptBookingLinkResponseSchema.parse(read.json())).toEqual(link);

    const raw = Buffer.from(token, 'base64url');
    raw[raw.length - 20] = (raw[raw.length - 20] ?? 0) ^ 0x80;
    const tampered = await call('PATCH', '/decrypt', { encrypted: raw.toString('base64url') });
    expect(tampered.statusCode).toBe(400);
    expect(errorOf(tampered)).toBe('BOOKING_LINK_INVALID');
    const garbage = await call('PATCH', '/decrypt', { encrypted: 'hello' });
    expect(errorOf(garbage)).toBe('BOOKING_LINK_INVALID');

    clock.advance(BOOKING_LINK_TTL_MS);
    const expired = await call('PATCH', '/decrypt', { encrypted: token });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toBe('BOOKING_LINK_EXPIRED');
  });

  it('sets Skyclub and SkyJoy numbers on a booking found by locator and name', async () => {
    const { reservation } = await book();
    const body = (passengers: object[]) => ({ locator: reservation.locator, ...NAMES, passengers });
    const set = await call(
      'PATCH',
      '/frequentFlyers',
      body([{ passengerKey: 'ADT1', programme: 'SkyJoy', loyaltyNumber: 'sj 1234 5678' }]),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(reservationResponseSchema.parse(set.json()).reservation.passengers[0]?.loyaltyNumber).toBe(
      'SJ12345678',
    );
    const found = await call(
      'GET',
      `/reservations?${new URLSearchParams({ locator: reservation.locator, ...NAMES }).toString()}`,
    );
    expect(found.json<{ reservation: ReservationDto }>().reservation.passengers[0]?.loyaltyNumber).toBe(
      'SJ12345678',
    );

    const skyclub = await call(
      'PATCH',
      '/frequentFlyers',
      body([{ passengerKey: 'ADT1', programme: 'Skyclub', loyaltyNumber: 'SC998877' }]),
    );
    expect(skyclub.json<{ reservation: ReservationDto }>().reservation.passengers[0]?.loyaltyNumber).toBe(
      'SC998877',
    );

    const short = await call(
      'PATCH',
      '/frequentFlyers',
      body([{ passengerKey: 'ADT1', programme: 'Skyclub', loyaltyNumber: 'AB1' }]),
    );
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toBe('INVALID_FORM');
    expect(short.json<ErrorEnvelope>().details?.issues?.[0]?.path).toBe('body.passengers.0.loyaltyNumber');
    const stranger = await call(
      'PATCH',
      '/frequentFlyers',
      body([{ passengerKey: 'ADT2', programme: 'Skyclub', loyaltyNumber: 'SC998877' }]),
    );
    expect(errorOf(stranger)).toBe('INVALID_REQUEST');
    const programme = await call(
      'PATCH',
      '/frequentFlyers',
      body([{ passengerKey: 'ADT1', programme: 'Gold', loyaltyNumber: 'SC998877' }]),
    );
    expect(programme.statusCode).toBe(400);
    const wrongName = await call('PATCH', '/frequentFlyers', {
      ...body([{ passengerKey: 'ADT1', programme: 'Skyclub', loyaltyNumber: 'SC998877' }]),
      lastName: 'TRAN',
    });
    expect(wrongName.statusCode).toBe(404);
  });

  it('changes the contact within the requirements §5 limits, and not on a cancelled booking', async () => {
    const { reservation } = await book();
    const contact = {
      phoneCode: '+84',
      phoneNumber: '0912345678',
      email: 'binh.tran@example.com',
      address: '5 Tran Phu, Hai Chau',
      country: 'VN',
      province: 'VN-SG',
      messagingApp: 'ZALO',
    };
    const put = (changes: object) =>
      call('PUT', '/reservations', {
        locator: reservation.locator,
        ...NAMES,
        contact: { ...contact, ...changes },
      });
    const updated = await put({});
    expect(updated.statusCode, updated.body).toBe(200);
    const after = reservationResponseSchema.parse(updated.json()).reservation.contact;
    expect(after).toMatchObject({
      ...contact,
      lastName: reservation.contact.lastName,
      firstName: reservation.contact.firstName,
    });
    const found = await call(
      'GET',
      `/reservations?${new URLSearchParams({ locator: reservation.locator, ...NAMES }).toString()}`,
    );
    expect(found.json<{ reservation: ReservationDto }>().reservation.contact.email).toBe(
      'binh.tran@example.com',
    );

    const long = await put({ address: 'A'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toBe('INVALID_ADDRESS');
    const phone = await put({ phoneNumber: '12345' });
    expect(errorOf(phone)).toBe('INVALID_TELEPHONE');
    const email = await put({ email: 'not-an-email' });
    expect(errorOf(email)).toBe('INVALID_FORM');
    expect(email.json<ErrorEnvelope>().details?.issues?.[0]?.path).toBe('body.contact.email');
    const province = await put({ province: 'XX-99' });
    expect(errorOf(province)).toBe('INVALID_PROVINCE');

    expect(
      (await call('POST', '/reservations/cancel', { locator: reservation.locator, ...NAMES })).statusCode,
    ).toBe(200);
    const cancelled = await put({ email: 'late@example.com' });
    expect(cancelled.statusCode).toBe(409);
    expect(errorOf(cancelled)).toBe('CONFLICT');
  });

  it('signs a Vikki payment link for an unpaid booking within its hold, and refuses it after', async () => {
    const { reservation } = await book();
    const response = await call('PATCH', '/reservations/vikki', { locator: reservation.locator, ...NAMES });
    expect(response.statusCode, response.body).toBe(200);
    const { redirectLink } = vikkiLinkResponseSchema.parse(response.json()).data;
    const secret = await loadVikkiSecret(test.database.db, clock.now());
    const paymentId = new URL(redirectLink).searchParams.get('paymentId') ?? '';
    expect(verifyVikkiLink(redirectLink, secret)).toEqual({
      locator: reservation.locator,
      amount: String(reservation.reservationSummary.remaining),
      currency: 'VND',
      expiresAt: reservation.holdExpiresAt,
      returnUrl: `http://localhost:8080/en/payment-confirmation?locator=${reservation.locator}&paymentId=${paymentId}`,
      paymentId,
    });
    expect(new URL(redirectLink).pathname).toBe('/sandbox/vikki/pay');
    // The link names a payment attempt recorded for the booking, waiting for the bank.
    const status = await call('PATCH', '/payment/status', { locator: reservation.locator, paymentId });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      payment: {
        id: paymentId,
        identifier: 'VIKKI',
        status: 'PENDING',
        amount: { currency: 'VND', totalAmount: reservation.reservationSummary.remaining },
      },
      reservation: { status: 'Unpaid' },
    });
    // Asked again while it is open: the same attempt, not another one.
    const again = await call('PATCH', '/reservations/vikki', { locator: reservation.locator, ...NAMES });
    const againLink = vikkiLinkResponseSchema.parse(again.json()).data.redirectLink;
    expect(new URL(againLink).searchParams.get('paymentId')).toBe(paymentId);
    const attempts = await test.database.db
      .selectFrom('payment')
      .select('id')
      .where('reservation_id', '=', reservation.key)
      .execute();
    expect(attempts).toEqual([{ id: paymentId }]);
    const cheaper = new URL(redirectLink);
    cheaper.searchParams.set('amount', '1000');
    expect(verifyVikkiLink(cheaper.toString(), secret)).toBeUndefined();
    expect(verifyVikkiLink(redirectLink, Buffer.alloc(32, 1))).toBeUndefined();

    const wrongName = await call('PATCH', '/reservations/vikki', {
      locator: reservation.locator,
      lastName: 'TRAN',
      firstName: 'AN',
    });
    expect(wrongName.statusCode).toBe(404);
    clock.advance(BOOKING_HOLD_MS);
    const late = await call('PATCH', '/reservations/vikki', { locator: reservation.locator, ...NAMES });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe('RESERVATION_NOT_PAYABLE');
  });
});
