import { randomUUID } from 'node:crypto';
import {
  certificateResponseSchema,
  flightOperationSchema,
  type CertificateDto,
} from '@skybook/contracts/certificate';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@skybook/contracts/errors';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
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
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import { seedVouchers } from '../../../db/seed/vouchers';
import { missingCharacters, readPdf } from '../../../documents/pdf-reader.fixture';
import { FONT } from '../../../documents/pdf-layout';
import { CMS_ADMIN_TOKEN_SECRET } from '../../../plugins/admin-guard';
import { LOOKUP_LIMITS } from '../reservations/reservation-lookup';

const API = '/booking/api/v1';
const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };
const MINUTE = 60_000;

/** The wall clock `hours` ahead of UTC, written as the API writes local instants. */
const localAt = (utc: string, hours: number): string =>
  `${new Date(Date.parse(utc) + hours * 60 * MINUTE).toISOString().slice(0, 16)}+0${String(hours)}:00`;
const plus = (utc: string, minutes: number): string =>
  new Date(Date.parse(utc) + minutes * MINUTE).toISOString();

describe.each(TEST_ENGINES)('the flight-operation certificate on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let token: string;
  let client = 0;
  let skip = 0;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    clock = test.app.clock as ManualClock;
    await seedVouchers(test.database.db, { now: clock.now() });
    token = await getOrCreateSecret<string>(
      test.database.db,
      CMS_ADMIN_TOKEN_SECRET,
      () => Promise.resolve('certificate-test-admin-token'),
      new Date(),
    );
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
    client++;
  });
  afterAll(() => test.close());

  /** Each test is its own client address, so the per-client limit never spills into another. */
  const address = () => `10.2.0.${String(client)}`;
  const askCertificate = (payload: Record<string, string>) =>
    test.app.inject({
      method: 'PATCH',
      url: `${API}/certificate`,
      headers: { 'accept-language': 'en' },
      payload,
      remoteAddress: address(),
    });
  const record = (
    flightId: number | string,
    payload: object,
    authorization: string | null = `Bearer ${token}`,
  ) =>
    test.app.inject({
      method: 'PUT',
      url: `/booking/admin/flight-operations/${String(flightId)}`,
      headers: { 'accept-language': 'en', ...(authorization === null ? {} : { authorization }) },
      payload,
    });
  const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json());

  const book = async (route: {
    from: string;
    to: string;
    date: string;
  }): Promise<{ session: TestSession; reservation: ReservationDto }> => {
    const opened = await openSessionsOnDirectFlight(test.app, { ...route, count: 1, skip: skip++ % 2 });
    const [session] = opened.sessions;
    if (!session) throw new Error('no session');
    await quoteSession(test.app, session);
    const created = await createReservation(test.app, session);
    expect(created.statusCode, created.body).toBe(201);
    return { session, reservation: created.json<CreateReservationResponse>().reservation };
  };

  /** Pays the whole booking with a test voucher (each can be used once per database). */
  const payByVoucher = async (
    { session, reservation }: { session: TestSession; reservation: ReservationDto },
    voucher: { serial: string; password: string; pin: string },
  ) => {
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
        voucher,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };

  const firstSegment = (reservation: ReservationDto) => {
    const segment = reservation.journeys[0]?.segments[0];
    if (!segment) throw new Error('no segment');
    return segment;
  };

  describe('recording a flight’s operation (admin)', () => {
    it('refuses a call without the admin token, or with a wrong one, with 401', async () => {
      const body = { status: 'cancelled', reason: 'weather' };
      for (const authorization of [null, 'Bearer wrong-token', `Bearer ${token}x`, `Basic ${token}`]) {
        const response = await record(1, body, authorization);
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).errorCode).toBe('INVALID_TOKEN');
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('refuses records that break the rules with 400 INVALID_FLIGHT_OPERATION, one issue per rule', async () => {
      const flight = await test.database.db
        .selectFrom('flight')
        .select(['id', 'departure_at', 'arrival_at'])
        .where('departure_at', '>', TEST_NOW.toISOString())
        .orderBy('departure_at')
        .executeTakeFirstOrThrow();
      clock.set(new Date(Date.parse(flight.arrival_at) + 60 * MINUTE));
      const flown = {
        status: 'delayed',
        actualDepartureAt: plus(flight.departure_at, 40),
        actualArrivalAt: plus(flight.arrival_at, 35),
        delayMinutes: 40,
        reason: 'atc',
      };
      const cases: [object, { path: string; code: string }[]][] = [
        [{ ...flown, delayMinutes: -1 }, [{ path: 'body.delayMinutes', code: 'negativeDelay' }]],
        [
          { ...flown, actualArrivalAt: plus(flight.departure_at, 30) },
          [{ path: 'body.actualArrivalAt', code: 'arrivalNotAfterDeparture' }],
        ],
        [
          { ...flown, status: 'cancelled' },
          [
            { path: 'body.actualDepartureAt', code: 'cancelledWithTimes' },
            { path: 'body.actualArrivalAt', code: 'cancelledWithTimes' },
          ],
        ],
        [{ ...flown, reason: null }, [{ path: 'body.reason', code: 'reasonRequired' }]],
        [
          {
            ...flown,
            actualDepartureAt: plus(clock.now().toISOString(), 5),
            actualArrivalAt: plus(clock.now().toISOString(), 90),
          },
          [{ path: 'body.actualDepartureAt', code: 'departureInFuture' }],
        ],
      ];
      for (const [body, issues] of cases) {
        const response = await record(flight.id, body);
        expect(response.statusCode, response.body).toBe(400);
        const envelope = errorOf(response);
        expect(envelope.errorCode).toBe('INVALID_FLIGHT_OPERATION');
        expect(envelope.message).toBe('The flight operation record is not valid.');
        expect(envelope.details?.issues?.map(({ path, code }) => ({ path, code }))).toEqual(issues);
        expect(envelope.details?.issues?.every((issue) => issue.message.length > 0)).toBe(true);
      }
      const badShape = await record(flight.id, { ...flown, status: 'late', reason: 'aliens' });
      expect(badShape.statusCode).toBe(400);
      expect(errorOf(badShape).errorCode).toBe('INVALID_REQUEST');
      expect((await record(999_999_999, flown)).statusCode).toBe(404);
      expect(
        await test.database.db
          .selectFrom('flight_operation')
          .selectAll()
          .where('flight_id', '=', flight.id)
          .execute(),
      ).toEqual([]);

      const stored = await record(flight.id, flown);
      expect(stored.statusCode, stored.body).toBe(200);
      const first = flightOperationSchema.parse(stored.json());
      expect(first).toMatchObject({
        flightId: flight.id,
        status: 'delayed',
        delayMinutes: 40,
        reason: 'atc',
      });
      clock.advance(10 * MINUTE);
      const replaced = flightOperationSchema.parse(
        (await record(flight.id, { ...flown, delayMinutes: 45, reason: 'late_aircraft' })).json(),
      );
      expect(replaced).toMatchObject({
        delayMinutes: 45,
        reason: 'late_aircraft',
        recordedAt: first.recordedAt,
      });
      expect(replaced.updatedAt > first.updatedAt).toBe(true);
    });
  });

  describe('asking for a certificate', () => {
    it('certifies a delayed flight in each airport’s local time, under a number that stays the same', async () => {
      const booked = await book({ from: 'SGN', to: 'SIN', date: '2026-11-26' });
      await payByVoucher(booked, { serial: 'SKY-VOUCHER-20M', password: 'skybook20m', pin: '2222' });
      const segment = firstSegment(booked.reservation);
      const names = { locator: booked.reservation.locator, ...NAMES };

      const early = await askCertificate(names);
      expect(early.statusCode, early.body).toBe(409);
      expect(errorOf(early)).toMatchObject({
        errorCode: 'FLIGHT_NOT_OPERATED',
        message:
          'There is no operation record for this booking’s flights yet. Please try again after the flight has departed.',
      });

      clock.set(new Date(Date.parse(segment.arrival.utc) + 3 * 60 * MINUTE));
      const actualDepartureAt = plus(segment.departure.utc, 95);
      const actualArrivalAt = plus(segment.arrival.utc, 88);
      const recorded = await record(segment.flight.id, {
        status: 'delayed',
        actualDepartureAt,
        actualArrivalAt,
        delayMinutes: 95,
        reason: 'weather',
      });
      expect(recorded.statusCode, recorded.body).toBe(200);

      const response = await askCertificate({
        ...names,
        locator: names.locator.toLowerCase(),
        languageId: 'vi',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { certificate } = certificateResponseSchema.parse(response.json());
      expect(certificate.certificateNumber).toMatch(/^FOC-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      expect(certificate.issuedAt).toBe(clock.now().toISOString());
      expect(certificate.locator).toBe(booked.reservation.locator);
      expect(certificate.passengers).toEqual([{ name: 'NGUYEN VAN AN', type: 'adult' }]);
      expect(certificate.segments).toHaveLength(1);
      // SGN is UTC+7 and SIN UTC+8 all year: the local times are the UTC instants moved by those.
      expect(certificate.segments[0]).toEqual({
        flightNumber: `${segment.flight.airlineCode.code} ${segment.flight.flightNumber}`,
        origin: { code: 'SGN', city: 'TP. Hồ Chí Minh', name: expect.any(String) as string },
        destination: { code: 'SIN', city: expect.any(String) as string, name: expect.any(String) as string },
        scheduledDeparture: { utc: segment.departure.utc, local: localAt(segment.departure.utc, 7) },
        scheduledArrival: { utc: segment.arrival.utc, local: localAt(segment.arrival.utc, 8) },
        operation: {
          status: 'delayed',
          actualDeparture: { utc: actualDepartureAt, local: localAt(actualDepartureAt, 7) },
          actualArrival: { utc: actualArrivalAt, local: localAt(actualArrivalAt, 8) },
          delayMinutes: 95,
          reason: 'weather',
        },
      } satisfies CertificateDto['segments'][number]);

      clock.advance(24 * 60 * MINUTE);
      const again = certificateResponseSchema.parse((await askCertificate(names)).json()).certificate;
      expect(again.certificateNumber).toBe(certificate.certificateNumber);
      expect(again.issuedAt).toBe(certificate.issuedAt);
      expect(
        await test.database.db
          .selectFrom('flight_certificate')
          .select('number')
          .where('reservation_id', '=', booked.reservation.key)
          .execute(),
      ).toEqual([{ number: certificate.certificateNumber }]);

      const pdfResponse = await test.app.inject({
        url: `${API}/reservations/${booked.reservation.locator}/certificate.pdf?${new URLSearchParams({ ...NAMES, languageId: 'en' }).toString()}`,
        remoteAddress: address(),
      });
      expect(pdfResponse.statusCode).toBe(200);
      expect(pdfResponse.headers['content-type']).toBe('application/pdf');
      expect(pdfResponse.headers['content-disposition']).toContain(certificate.certificateNumber);
      const bytes = pdfResponse.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The document's title names the number, and the font holds a glyph for each of its characters.
      expect(bytes.toString('latin1')).toContain(
        `(Flight operation certificate ${certificate.certificateNumber})`,
      );
      const pdf = readPdf(bytes);
      expect(pdf.pages[0]?.dictionary).toContain('/MediaBox [0 0 595.28 841.89]');
      expect(missingCharacters(pdf.fonts.get(FONT.bold), certificate.certificateNumber)).toEqual([]);
    });

    it('certifies a flight cancelled before its departure, with no actual times', async () => {
      const booked = await book({ from: 'HAN', to: 'DAD', date: '2026-11-27' });
      await payByVoucher(booked, { serial: 'SKY-VOUCHER-5M', password: 'skybook5m', pin: '1111' });
      const segment = firstSegment(booked.reservation);
      const recorded = await record(segment.flight.id, { status: 'cancelled', reason: 'technical' });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const response = await askCertificate({ locator: booked.reservation.locator, ...NAMES });
      expect(response.statusCode, response.body).toBe(200);
      const { certificate } = certificateResponseSchema.parse(response.json());
      expect(certificate.segments[0]?.operation).toEqual({
        status: 'cancelled',
        actualDeparture: null,
        actualArrival: null,
        delayMinutes: 0,
        reason: 'technical',
      });
    });

    it('answers a wrong name as an unknown booking, and refuses unpaid and cancelled bookings with 409', async () => {
      const booked = await book({ from: 'SGN', to: 'PQC', date: '2026-11-25' });
      const names = { locator: booked.reservation.locator, ...NAMES };
      for (const wrong of [
        { ...names, firstName: 'BINH' },
        { ...names, locator: 'ZZZZZZ' },
      ]) {
        const response = await askCertificate(wrong);
        expect(response.statusCode).toBe(404);
        const { requestId: _ignored, ...rest } = response.json<ErrorEnvelope>();
        expect(rest).toEqual({
          errorCode: 'BOOKING_NOT_FOUND',
          message: 'Booking code not found. Please check the booking code, family name and given name.',
        });
      }

      const unpaid = await askCertificate(names);
      expect(unpaid.statusCode).toBe(409);
      expect(errorOf(unpaid)).toMatchObject({
        errorCode: 'CERTIFICATE_NOT_AVAILABLE',
        message:
          'A flight-operation certificate is issued only for a paid booking that has not been cancelled.',
      });

      const cancelled = await test.app.inject({
        method: 'POST',
        url: `${API}/reservations/cancel`,
        payload: names,
        remoteAddress: address(),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const afterCancel = await askCertificate(names);
      expect(afterCancel.statusCode).toBe(409);
      expect(errorOf(afterCancel).errorCode).toBe('CERTIFICATE_NOT_AVAILABLE');
      const pdf = await test.app.inject({
        url: `${API}/reservations/${names.locator}/certificate.pdf?${new URLSearchParams(NAMES).toString()}`,
        remoteAddress: address(),
      });
      expect(pdf.statusCode).toBe(409);
    });

    it('shares the booking lookup’s rate limit: 429 with Retry-After once a booking code is tried too often', async () => {
      const booked = await book({ from: 'SGN', to: 'PQC', date: '2026-11-25' });
      const names = { locator: booked.reservation.locator, ...NAMES };
      for (let i = 0; i < LOOKUP_LIMITS.perLocator.max; i++) {
        expect((await askCertificate({ ...names, firstName: 'WRONG' })).statusCode).toBe(404);
      }
      client++; // Another client: the booking code itself is limited now.
      const limited = await askCertificate(names);
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).errorCode).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The same limit covers GET reservations: one counter for every lookup by this code.
      const lookup = await test.app.inject({
        url: `${API}/reservations?${new URLSearchParams(names).toString()}`,
        remoteAddress: address(),
      });
      expect(lookup.statusCode).toBe(429);
    });
  });
});
