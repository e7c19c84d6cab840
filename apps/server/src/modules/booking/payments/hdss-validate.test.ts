import { randomUUID } from 'node:crypto';
import {
  HDSS_DIRECT_MAX_AMOUNT_VND,
  HDSS_DIRECT_MIN_AMOUNT_VND,
  type PaymentMethodsResponse,
} from '@skybook/contracts/payment-methods';
import { type CreatePaymentResponse, type PartnerValidateResponse } from '@skybook/contracts/payment';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight, type BookedOnFlight } from '../../../../test/reservation-fixture';
import { cardPaymentBody } from '../../sandbox/sandbox.test-kit';
import { PARTNER_CHECK_LIMIT } from './partner-check.routes';

/**
 * POST /booking/payment/hdss/validate (HD SAISON direct) over HTTP: real bookings held with PL6,
 * one paid by card through the sandbox acquirer (the app listens on a port and is its own
 * merchant, as in payment.test.ts), the clock moved to the end of a hold.
 */

type Booked = BookedOnFlight;

const MINUTE = 60_000;
const HDSS = '/booking/payment/hdss/validate';

describe.each(TEST_ENGINES)('HD SAISON direct check on $engine', (engine) => {
  let test: MerchantTestApp;
  let clock: ManualClock;
  let skip = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 10 });
    ({ clock } = test);
  }, 120_000);
  afterAll(() => test.close());

  /**
   * A one-adult booking SGN–PQC four days ahead, in Deluxe: its seeded fares are within HD SAISON's
   * limits on every flight (an Eco fare may be below 1,000,000 VND).
   */
  const book = (): Promise<Booked> => bookOnDirectFlight(test.app, { family: 'Deluxe', skip: skip++ % 3 });

  /** POST payment with `identifier` for the method's current total. */
  const pay = async (booked: Booked, identifier: string, extra: Record<string, unknown> = {}) => {
    const listed = await test.app.inject({
      url: `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${booked.reservation.locator}`,
      headers: booked.session.headers,
    });
    const method = listed
      .json<PaymentMethodsResponse>()
      .payments.find((candidate) => candidate.identifier === identifier);
    if (!method) throw new Error(`no method ${identifier}`);
    const paid = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/payment',
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
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json<CreatePaymentResponse>();
  };

  /** A booking held with PL6, as /hdss-direct tells the traveller to do. */
  const hold = async (): Promise<Booked> => {
    const booked = await book();
    expect((await pay(booked, 'PL6')).payment).toMatchObject({ identifier: 'PL6', status: 'PENDING' });
    // Within the limits, so the rules after the amount's are the ones answered.
    const remaining = booked.reservation.reservationSummary.remaining;
    expect(remaining).toBeGreaterThanOrEqual(HDSS_DIRECT_MIN_AMOUNT_VND);
    expect(remaining).toBeLessThanOrEqual(HDSS_DIRECT_MAX_AMOUNT_VND);
    return booked;
  };

  const validate = (reservationLocator: string, phone = '0901234567') =>
    test.app.inject({
      method: 'POST',
      url: HDSS,
      headers: { 'accept-language': 'en' },
      payload: { reservationLocator, phone },
    });

  /** Moves the clock for `run`, then back. */
  const later = async (ms: number, run: () => Promise<void>) => {
    clock.advance(ms);
    try {
      await run();
    } finally {
      clock.advance(-ms);
    }
  };

  it('takes a held VND booking and answers its deadline and what remains to pay', async () => {
    const { reservation } = await hold();
    const remaining = reservation.reservationSummary.remaining;
    const answer = await validate(reservation.locator.toLowerCase(), '+84381234567');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PartnerValidateResponse>()).toEqual({
      isValid: true,
      messageKey: null,
      holdExpiresAt: reservation.holdExpiresAt,
      amount: { currency: 'VND', totalAmount: remaining },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('says hdss.phone for a number that is not a Vietnamese mobile', async () => {
    const { reservation } = await hold();
    const answer = await validate(reservation.locator, '0281234567');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PartnerValidateResponse>()).toEqual({ isValid: false, messageKey: 'hdss.phone' });
  });

  it('says hdss.holdEnding when the hold ends in 20 minutes, and 409 once it has run out', async () => {
    const { reservation } = await hold();
    const untilDeadline = Date.parse(reservation.holdExpiresAt) - clock.now().getTime();
    await later(untilDeadline - 20 * MINUTE, async () => {
      const answer = await validate(reservation.locator);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<PartnerValidateResponse>()).toEqual({
        isValid: false,
        messageKey: 'hdss.holdEnding',
      });
    });
    await later(untilDeadline + MINUTE, async () => {
      const answer = await validate(reservation.locator);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ errorCode: 'RESERVATION_NOT_PAYABLE' });
    });
  });

  it('refuses a paid booking 409 and an unknown one 404, with translated messages', async () => {
    const booked = await hold();
    const card = await cardPaymentBody(test.app, clock.now());
    expect((await pay(booked, 'VI', { card })).payment.status).toBe('SUCCESSFUL');
    const paid = await validate(booked.reservation.locator);
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json()).toMatchObject({
      errorCode: 'RESERVATION_ALREADY_PAID',
      message: 'This booking has already been paid.',
    });

    const unknown = await validate('ZZZZZZ');
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
    // A phone the body's format refuses is a 400, not a check.
    const malformed = await validate(booked.reservation.locator, 'not a phone');
    expect(malformed.statusCode).toBe(400);
  });

  it('leaves Movi not integrated: 409 PAYMENT_METHOD_UNAVAILABLE for a held booking', async () => {
    const { reservation } = await hold();
    const answer = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/payment/movi/validate',
      payload: { reservationLocator: reservation.locator, phone: '0901234567' },
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({
      errorCode: 'PAYMENT_METHOD_UNAVAILABLE',
      details: { reason: 'partnerNotIntegrated' },
    });
  });

  it('limits the checks per client: the 21st in ten minutes is 429 with Retry-After', async () => {
    const { reservation } = await hold();
    const from = (remoteAddress: string) =>
      test.app.inject({
        method: 'POST',
        url: HDSS,
        remoteAddress,
        payload: { reservationLocator: reservation.locator, phone: '0901234567' },
      });
    for (let index = 0; index < PARTNER_CHECK_LIMIT.max; index++) {
      expect((await from('203.0.113.9')).statusCode).toBe(200);
    }
    const limited = await from('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not held back.
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });
});
