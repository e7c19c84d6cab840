import { randomBytes, randomUUID } from 'node:crypto';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  grantSchema,
  MANAGE_GRANT_TTL_MS,
  managedReservationResponseSchema,
} from '@skybook/contracts/manage-booking';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import { reservationResponseSchema, type CreateReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
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
import { signManageGrant, verifyManageGrant } from './manage-grant';

const API = '/booking/api/v1';
const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };
const KEY = randomBytes(32);
const RESERVATION = 'a'.repeat(32);

describe('manage grant tokens', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const token = signManageGrant(
    { reservationKey: RESERVATION, expiresAt: new Date(now.getTime() + 60_000) },
    KEY,
  );

  it('open the booking they were signed for, until they expire', () => {
    expect(verifyManageGrant(token, KEY, now)).toEqual({
      ok: true,
      value: { reservationKey: RESERVATION, expiresAt: new Date(now.getTime() + 60_000) },
    });
    expect(verifyManageGrant(token, KEY, new Date(now.getTime() + 60_000))).toEqual({
      ok: false,
      error: 'EXPIRED',
    });
  });

  it('refuse a token altered in any part, signed with another key, or not a grant', () => {
    const [payload = '', signature = ''] = token.split('.');
    const other = Buffer.from(`g1:${'b'.repeat(32)}:${String(now.getTime() + 60_000)}`).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const middle = `${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`;
    for (const bad of [
      `${other}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.${middle}`,
      signManageGrant(
        { reservationKey: RESERVATION, expiresAt: new Date(now.getTime() + 60_000) },
        randomBytes(32),
      ),
      'not-a-grant',
      `${payload}.`,
    ]) {
      expect(verifyManageGrant(bad, KEY, now)).toEqual({ ok: false, error: 'INVALID' });
    }
  });
});

describe.each(TEST_ENGINES)('manage grants on $engine', (engine) => {
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

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    options: { grant?: string; payload?: object } = {},
  ) =>
    test.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        'accept-language': 'en',
        ...(options.grant === undefined ? {} : { 'x-manage-grant': options.grant }),
      },
      remoteAddress: `10.2.0.${String(client)}`,
      ...(options.payload ? { payload: options.payload } : {}),
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

  const grantOf = async (reservation: ReservationDto) => {
    const opened = await call('POST', '/reservations/grants', {
      payload: { locator: reservation.locator.toLowerCase(), ...NAMES },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return grantSchema.parse(opened.json());
  };

  it('opens a grant from the lookup form, and reads the booking by it with a fresh grant and check-in status', async () => {
    const { reservation } = await book();
    const opened = await grantOf(reservation);
    expect(opened.reservationKey).toBe(reservation.key);
    expect(Date.parse(opened.expiresAt) - TEST_NOW.getTime()).toBe(MANAGE_GRANT_TTL_MS);
    // The grant names the booking by its opaque key, never the locator.
    expect(Buffer.from(opened.grant.split('.')[0] ?? '', 'base64url').toString()).not.toContain(
      reservation.locator,
    );

    clock.advance(60_000);
    const read = await call('GET', '/reservations', { grant: opened.grant });
    expect(read.statusCode, read.body).toBe(200);
    const body = managedReservationResponseSchema.parse(read.json());
    expect(body.reservation.locator).toBe(reservation.locator);
    expect(Date.parse(body.grant.expiresAt)).toBe(TEST_NOW.getTime() + 60_000 + MANAGE_GRANT_TTL_MS);
    expect(body.checkin).toEqual([
      { passengerKey: 'ADT1', flightKey: reservation.journeys[0]?.segments[0]?.key, status: 'notYet' },
    ]);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong name as an unknown code, and refuses a call naming no booking', async () => {
    const { reservation } = await book();
    const wrong = await call('POST', '/reservations/grants', {
      payload: { locator: reservation.locator, lastName: 'TRAN', firstName: 'AN' },
    });
    const unknown = await call('POST', '/reservations/grants', {
      payload: { locator: 'ZZZZZZ', ...NAMES },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
    const none = await call('GET', '/reservations');
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toBe('INVALID_REQUEST');
  });

  it('stops opening the booking when the grant expires or is altered', async () => {
    const { reservation } = await book();
    const { grant } = await grantOf(reservation);
    const [payload = '', signature = ''] = grant.split('.');
    const altered = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await call('GET', '/reservations', { grant: altered });
    expect([tampered.statusCode, errorOf(tampered)]).toEqual([403, 'MANAGE_GRANT_INVALID']);
    clock.advance(MANAGE_GRANT_TTL_MS);
    const expired = await call('GET', '/reservations', { grant });
    expect([expired.statusCode, errorOf(expired)]).toEqual([410, 'MANAGE_GRANT_EXPIRED']);
  });

  it('never shows or changes another booking with a grant (IDOR)', async () => {
    const mine = await book();
    const theirs = await book();
    const { grant } = await grantOf(mine.reservation);
    const other = theirs.reservation;

    // Another booking's locator with my grant: 404, not their booking.
    const read = await call('GET', `/reservations?locator=${other.locator}`, { grant });
    expect(read.statusCode).toBe(404);
    const pdf = await call('GET', `/reservations/${other.locator}/itinerary.pdf`, { grant });
    expect(pdf.statusCode).toBe(404);
    const mail = await call('GET', `/reservations/sendEmail?reservationLocator=${other.locator}`, { grant });
    expect(mail.statusCode).toBe(404);
    const contact = await call('PUT', '/reservations', {
      grant,
      payload: { locator: other.locator, contact: { ...other.contact, email: 'thief@example.com' } },
    });
    expect(contact.statusCode).toBe(404);
    const loyalties = await call('PUT', `/reservations/${other.key}/passengerLoyalties`, {
      grant,
      payload: { passengers: [{ passengerKey: 'ADT1', loyaltyNumber: 'SK1234567' }] },
    });
    expect(loyalties.statusCode).toBe(404);
    const cancel = await call('POST', '/reservations/cancel', { grant, payload: { locator: other.locator } });
    expect(cancel.statusCode).toBe(404);

    // Their booking is as it was.
    const { grant: theirGrant } = await grantOf(other);
    const after = managedReservationResponseSchema.parse(
      (await call('GET', '/reservations', { grant: theirGrant })).json(),
    ).reservation;
    expect(after.status).toBe('Unpaid');
    expect(after.contact.email).toBe(other.contact.email);
    expect(after.passengers[0]?.loyaltyNumber).toBe(other.passengers[0]?.loyaltyNumber);
  });

  it('lets a grant change the contact and membership numbers, and download the itinerary without a locator', async () => {
    const { reservation } = await book();
    const { grant } = await grantOf(reservation);
    const contact = await call('PUT', '/reservations', {
      grant,
      payload: { contact: { ...reservation.contact, email: 'new.address@example.com' } },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(reservationResponseSchema.parse(contact.json()).reservation.contact.email).toBe(
      'new.address@example.com',
    );
    const loyalties = await call('PUT', `/reservations/${reservation.key}/passengerLoyalties`, {
      grant,
      payload: { passengers: [{ passengerKey: 'ADT1', loyaltyNumber: 'sk 765 4321' }] },
    });
    expect(loyalties.statusCode, loyalties.body).toBe(200);
    const flyers = await call('PATCH', '/frequentFlyers', {
      grant,
      payload: { passengers: [{ passengerKey: 'ADT1', programme: 'SkyJoy', loyaltyNumber: 'SJ000111' }] },
    });
    expect(flyers.statusCode, flyers.body).toBe(200);
    const ics = await call('GET', '/reservations/itinerary.ics?languageId=vi', { grant });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    const pdf = await call('GET', '/reservations/itinerary.pdf', { grant });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens the booking from the confirmation e-mail’s link until a day after the trip', async () => {
    const { session, reservation } = await book();
    const listed = await test.app.inject({
      url: `${API}/payment/methods-by-bookingKey?reservationKey=${reservation.locator}&languageId=en`,
      headers: session.headers,
    });
    const method = listed.json<PaymentMethodsResponse>().payments.find((m) => m.identifier === 'Voucher');
    const paid = await test.app.inject({
      method: 'POST',
      url: `${API}/payment`,
      headers: { ...session.headers, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      payload: {
        reservationLocator: reservation.locator,
        identifier: 'Voucher',
        amount: method?.total,
        languageId: 'en',
        acceptedTerms: true,
        voucher: { serial: 'SKY-VOUCHER-5M', password: 'skybook5m', pin: '1111' },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    let text = '';
    for (let tries = 0; tries < 100 && text === ''; tries++) {
      const messages = (await test.app.inject({ url: '/dev/mailbox.json' })).json<{
        messages: { subject: string; text: string | null }[];
      }>().messages;
      text = messages.find((message) => message.subject.includes(reservation.locator))?.text ?? '';
      if (text === '') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const link = /\/my\/search-booking\?link=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
    expect(link, text).toBeDefined();
    const token = decodeURIComponent(link ?? '');
    const opened = await call('POST', '/reservations/grants', { payload: { link: token } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(grantSchema.parse(opened.json()).reservationKey).toBe(reservation.key);

    const lastArrival = Date.parse(reservation.journeys.at(-1)?.segments.at(-1)?.arrival.utc ?? '');
    clock.set(new Date(lastArrival + 24 * 60 * 60 * 1000));
    const late = await call('POST', '/reservations/grants', { payload: { link: token } });
    expect([late.statusCode, errorOf(late)]).toEqual([400, 'BOOKING_LINK_EXPIRED']);
    const forged = await call('POST', '/reservations/grants', {
      payload: { link: `${token.slice(0, -4)}AAAA` },
    });
    expect(errorOf(forged)).toBe('BOOKING_LINK_INVALID');
  });
});
