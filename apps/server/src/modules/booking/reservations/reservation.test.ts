import { randomUUID } from 'node:crypto';
import type { AncillaryOptionsResponse } from '@skybook/contracts/ancillaries';
import type { ErrorEnvelope } from '@skybook/contracts/errors';
import { emptyServiceSelection, type ServiceSelection } from '@skybook/contracts/quotation';
import {
  createReservationResponseSchema,
  sessionBookingStatusResponseSchema,
  type CreateReservationResponse,
  type SessionBookingStatusResponse,
} from '@skybook/contracts/reservation';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import type { ManualClock } from '@skybook/domain/clock';
import { isLocator } from '@skybook/domain/locator';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { openTestSession, type TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  BOOKING_STATUS,
  createReservation,
  flightIdsOf,
  freeSeats,
  inventoryViolations,
  openQuotedSession,
  quoteSession,
  soldByFare,
  type QuotedSession,
} from '../../../../test/reservation-fixture';
import { reservationHooks } from './reservation.service';

/** The app's clock: createTestApp gives every app a manual one. */
function manualClock(app: FastifyInstance): ManualClock {
  const clock = app.clock;
  if (!('advance' in clock)) throw new Error('the test app has no manual clock');
  return clock as ManualClock;
}

/** A promise the test settles by hand, to hold booking creation at its seam. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_ENGINES)('reservations on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    test = await createTestApp(engine, {
      seedDays: 10,
      env: { BOOKING_GATEWAY_TIMEOUT_MS: '3000', HOLD_SWEEP_INTERVAL_MS: '3600000' },
    });
    clock = manualClock(test.app);
  }, 120_000);
  afterEach(() => {
    reservationHooks.delete(test.database.db);
    clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  const status = async (session: TestSession): Promise<SessionBookingStatusResponse> => {
    const response = await test.app.inject({ url: BOOKING_STATUS, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    return sessionBookingStatusResponseSchema.parse(response.json());
  };

  const familyWithExtras = async (): Promise<QuotedSession> =>
    openQuotedSession(
      test.app,
      {
        from: 'SGN',
        to: 'HAN',
        date: '2026-11-23',
        returnDate: '2026-11-26',
        adults: 2,
        children: 1,
        infants: 1,
        family: 'Eco',
      },
      async (session): Promise<ServiceSelection> => {
        const [seat] = (await freeSeats(test.app, session)).filter(
          (candidate) => !candidate.isExitRow && candidate.seatClass === 'Standard',
        );
        const options = await test.app.inject({
          url: `/booking/api/v1/ancillaryOptions?bookingKey=${encodeURIComponent(session.session.journeys[0]?.bookingKey ?? '')}&languageId=en`,
          headers: session.headers,
        });
        const luggage = options
          .json<AncillaryOptionsResponse>()
          .products.find((product) => product.serviceType === 'luggage' && product.available);
        if (!seat || !luggage) throw new Error('no seat or luggage on offer');
        return {
          ...emptyServiceSelection(),
          seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat.code }],
          items: [
            {
              journeyIndex: 0,
              flightIndex: null,
              passengerKey: 'ADT2',
              productCode: luggage.code,
              quantity: 1,
            },
          ],
        };
      },
    );

  it('books the quoted draft: Unpaid, held 6 hours, requirements §3 shape, totals equal to the quotation', async () => {
    const family = await familyWithExtras();
    const flights = flightIdsOf(family);
    const before = await soldByFare(test.database.db, flights);
    const response = await createReservation(test.app, family);
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, foundInGPAY } = createReservationResponseSchema.parse(
      response.json<CreateReservationResponse>(),
    );
    const { quotation } = family;
    expect(foundInGPAY).toBe(false);
    expect(isLocator(reservation.locator)).toBe(true);
    expect(reservation.status).toBe('Unpaid');
    expect(reservation.holdExpiresAt).toBe(new Date(TEST_NOW.getTime() + BOOKING_HOLD_MS).toISOString());
    expect(reservation.language).toBe('en');
    expect(reservation.totalAmount).toBe(quotation.totalAmount);
    expect(reservation.departureTotalAmount).toBe(quotation.journeys[0]?.totalAmount);
    expect(reservation.returnTotalAmount).toBe(quotation.journeys[1]?.totalAmount);
    expect(reservation.reservationSummary).toEqual({
      currency: 'VND',
      totalAmount: quotation.totalAmount,
      feeAmount: 0,
      pointsDiscount: 0,
      pointsRedeemed: 0,
      paidAmount: 0,
      remaining: quotation.totalAmount,
    });
    expect(reservation.remaining).toBe(quotation.totalAmount);
    expect(reservation.chargesGroup.map((group) => group.passengerKey)).toEqual(
      expect.arrayContaining(['ADT1', 'ADT2', 'CHD1', 'INF1']),
    );
    expect(reservation.chargesGroup.reduce((sum, group) => sum + group.totalAmount, 0)).toBe(
      quotation.totalAmount,
    );
    const [outbound, inbound] = reservation.journeys;
    expect(outbound?.key).toBe(family.session.journeys[0]?.key);
    expect(inbound?.direction).toBe('return');
    expect(outbound?.segments[0]).toMatchObject({
      flight: {
        airlineCode: { code: expect.any(String) as string },
        flightNumber: expect.any(String) as string,
      },
      // Each airport with its zone: the booking's deadlines are shown on the departure's clock.
      departure: { airport: { code: 'SGN', timeZone: 'Asia/Ho_Chi_Minh' } },
      arrival: { airport: { code: 'HAN', timeZone: 'Asia/Ho_Chi_Minh' } },
    });
    const seatChoice = family.services.seats[0];
    expect(reservation.seatSelections).toEqual([
      expect.objectContaining({
        passengerKey: 'ADT1',
        seatCode: seatChoice?.seatCode,
        journeyKey: outbound?.key,
      }),
    ]);
    expect(reservation.ancillaryPurchases).toEqual([
      expect.objectContaining({ passengerKey: 'ADT2', serviceType: 'luggage', journeyKey: outbound?.key }),
    ]);
    expect(reservation.passengers.map((passenger) => passenger.key)).toEqual([
      'ADT1',
      'ADT2',
      'CHD1',
      'INF1',
    ]);

    // Inventory: three seated passengers on every flight, the chosen seat held.
    const after = await soldByFare(test.database.db, flights);
    for (const flightId of flights) {
      expect(after.get(`${String(flightId)}|Eco`)).toBe((before.get(`${String(flightId)}|Eco`) ?? 0) + 3);
    }
    const seatRows = await test.database.db
      .selectFrom('seat_assignment')
      .selectAll()
      .where('reservation_id', '=', reservation.key)
      .execute();
    expect(seatRows).toEqual([expect.objectContaining({ seat_code: seatChoice?.seatCode, status: 'held' })]);
    expect((await freeSeats(test.app, family)).map((seat) => seat.code)).not.toContain(seatChoice?.seatCode);
    expect(await inventoryViolations(test.database.db, flights, before)).toEqual([]);

    // The session's status tells the web the booking exists.
    const polled = await status(family);
    expect(polled.status).toEqual({ newBookingProcessing: false, state: 'done', errorCode: null });
    expect(polled.reservation?.locator).toBe(reservation.locator);
  });

  it('replays the first answer for a repeated key, refuses another body, and books a session once', async () => {
    const session = await openQuotedSession(test.app, { from: 'SGN', to: 'HAN', date: '2026-11-24' });
    const key = randomUUID();
    const first = await createReservation(test.app, session, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await createReservation(test.app, session, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(first.headers['idempotency-replayed']).toBeUndefined();

    const otherBody = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/reservations',
      headers: { ...session.headers, 'idempotency-key': key },
      payload: { note: 'another request' },
    });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json<ErrorEnvelope>().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');

    const otherKey = await createReservation(test.app, session);
    expect(otherKey.statusCode).toBe(409);
    const conflict = otherKey.json<ErrorEnvelope>();
    expect(conflict.errorCode).toBe('RESERVATION_EXISTS');
    expect(conflict.details).toMatchObject({
      locator: first.json<CreateReservationResponse>().reservation.locator,
    });
    const count = await test.database.db
      .selectFrom('reservation')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('needs an Idempotency-Key and a quoted draft', async () => {
    const session = await openTestSession(test.app, { from: 'SGN', to: 'HAN', date: '2026-11-24' });
    const noKey = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/reservations',
      headers: { ...session.headers, 'accept-language': 'en' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_MISSING',
      message: 'This request needs an Idempotency-Key header.',
    });
    const unquoted = await createReservation(test.app, session);
    expect(unquoted.statusCode).toBe(409);
    expect(unquoted.json<ErrorEnvelope>().errorCode).toBe('SESSION_ID_MISSING_SESSION_DATA');
    const noSession = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/reservations',
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(noSession.statusCode).toBe(410);
    expect(noSession.json<ErrorEnvelope>().errorCode).toBe('SESSION_EXPIRED');
  });

  it('refuses a booking whose price moved since the quotation, then books at the new price', async () => {
    const session = await openQuotedSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-25',
      adults: 2,
    });
    const flights = flightIdsOf(session);
    const [flightId] = flights;
    if (flightId === undefined) throw new Error('no flight');
    // Someone else filled half the plane since: the next seats sell in a dearer bucket.
    const fare = await test.database.db
      .selectFrom('flight_fare')
      .select(['capacity', 'sold'])
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', session.session.journeys[0]?.fareFamily.code ?? '')
      .executeTakeFirstOrThrow();
    await test.database.db
      .updateTable('flight_fare')
      .set({ sold: Math.floor(fare.capacity / 2) })
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', session.session.journeys[0]?.fareFamily.code ?? '')
      .execute();
    const before = await soldByFare(test.database.db, flights);
    const moved = await createReservation(test.app, session);
    expect(moved.statusCode).toBe(409);
    const body = moved.json<ErrorEnvelope>();
    expect(body.errorCode).toBe('PRICE_CHANGED');
    const details = body.details as { previousTotalAmount: number; totalAmount: number };
    expect(details.previousTotalAmount).toBe(session.quotation.totalAmount);
    expect(details.totalAmount).toBeGreaterThan(session.quotation.totalAmount);
    expect(await soldByFare(test.database.db, flights)).toEqual(before);
    expect((await status(session)).status).toEqual({
      newBookingProcessing: false,
      state: 'failed',
      errorCode: 'PRICE_CHANGED',
    });

    // The quotation the traveller now sees is the new price; booking again takes it.
    const booked = await createReservation(test.app, session);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<CreateReservationResponse>().reservation.totalAmount).toBe(details.totalAmount);
    expect(await inventoryViolations(test.database.db, flights, before)).toEqual([]);
  });

  it('answers REQUEST_TIMEOUT_AT_API_GATEWAY past the gateway timeout and finishes the booking behind it', async () => {
    const session = await openQuotedSession(test.app, { from: 'HAN', to: 'SGN', date: '2026-11-24' });
    const hold = gate();
    reservationHooks.set(test.database.db, { beforeTransaction: () => hold.wait });
    const key = randomUUID();
    const slow = await createReservation(test.app, session, key);
    expect(slow.statusCode).toBe(500);
    expect(slow.json<ErrorEnvelope>().errorCode).toBe('REQUEST_TIMEOUT_AT_API_GATEWAY');
    expect((await status(session)).status).toEqual({
      newBookingProcessing: true,
      state: 'processing',
      errorCode: null,
    });
    // Another attempt while it runs creates nothing new.
    const second = await createReservation(test.app, session);
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorEnvelope>().errorCode).toBe('BOOKING_IN_PROGRESS');

    hold.open();
    let polled = await status(session);
    for (let tries = 0; polled.status.newBookingProcessing && tries < 200; tries++) {
      await sleep(25);
      polled = await status(session);
    }
    expect(polled.status).toEqual({ newBookingProcessing: false, state: 'done', errorCode: null });
    expect(polled.reservation?.status).toBe('Unpaid');
    // The session id as a parameter works the same (requirements §7 sessionId).
    const byQuery = await test.app.inject({ url: `${BOOKING_STATUS}?sessionId=${session.sessionId}` });
    expect(byQuery.json<SessionBookingStatusResponse>().reservation?.locator).toBe(
      polled.reservation?.locator,
    );
    // The key was released by the 5xx: a retry with it is told the booking exists.
    const retried = await createReservation(test.app, session, key);
    expect(retried.statusCode).toBe(409);
    expect(retried.json<ErrorEnvelope>().details).toMatchObject({ locator: polled.reservation?.locator });
  });

  it('reports a creation that ran past its bound as failed, and it can no longer commit', async () => {
    const session = await openQuotedSession(test.app, { from: 'HAN', to: 'SGN', date: '2026-11-25' });
    const flights = flightIdsOf(session);
    const before = await soldByFare(test.database.db, flights);
    const hold = gate();
    let reached = false;
    reservationHooks.set(test.database.db, {
      beforeTransaction: () => {
        reached = true;
        return hold.wait;
      },
    });
    const slow = await createReservation(test.app, session);
    expect(slow.statusCode).toBe(500);
    expect(reached).toBe(true);
    clock.advance(91_000);
    expect((await status(session)).status).toEqual({
      newBookingProcessing: false,
      state: 'failed',
      errorCode: 'BOOKING_CREATION_TIMEOUT',
    });
    // Back to the start: the attempt's own time check passes, so only the transaction's
    // conditional finish (the attempt no longer owns the creation) stops it.
    clock.set(TEST_NOW);
    hold.open();
    await sleep(300);
    expect((await status(session)).status.state).toBe('failed');
    expect(
      await test.database.db
        .selectFrom('reservation')
        .select('id')
        .where('session_id', '=', session.sessionId)
        .execute(),
    ).toEqual([]);
    expect(await soldByFare(test.database.db, flights)).toEqual(before);

    // The traveller may try again: a failed creation is started afresh.
    reservationHooks.delete(test.database.db);
    await quoteSession(test.app, session);
    const retried = await createReservation(test.app, session);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await inventoryViolations(test.database.db, flights, before)).toEqual([]);
  });

  it('answers a concurrent repeat of a running request 409 IDEMPOTENCY_REQUEST_IN_PROGRESS', async () => {
    const session = await openQuotedSession(test.app, { from: 'SGN', to: 'DAD', date: '2026-11-24' });
    const hold = gate();
    const progress = { reached: false };
    reservationHooks.set(test.database.db, {
      beforeTransaction: () => {
        progress.reached = true;
        return hold.wait;
      },
    });
    const key = randomUUID();
    const first = createReservation(test.app, session, key);
    for (let tries = 0; !progress.reached && tries < 400; tries++) await sleep(10);
    const repeat = await createReservation(test.app, session, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json<ErrorEnvelope>().errorCode).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(repeat.headers['retry-after']).toBe('1');
    hold.open();
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(201);
    const replayed = await createReservation(test.app, session, key);
    expect(replayed.headers['idempotency-replayed']).toBe('true');
    expect(replayed.body).toBe(answered.body);
  });

  it('tells status callers what is wrong with the session id', async () => {
    expect((await test.app.inject({ url: BOOKING_STATUS })).json<ErrorEnvelope>().errorCode).toBe(
      'SESSION_EXPIRED',
    );
    const malformed = await test.app.inject({ url: `${BOOKING_STATUS}?sessionId=nope` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorEnvelope>().errorCode).toBe('SESSION_ID_INVALID');
    const unknown = await test.app.inject({ url: `${BOOKING_STATUS}?sessionId=${'a'.repeat(32)}` });
    expect(unknown.statusCode).toBe(400);
    const fresh = await openTestSession(test.app, { from: 'SGN', to: 'HAN', date: '2026-11-27' });
    const none = await test.app.inject({ url: BOOKING_STATUS, headers: fresh.headers });
    expect(none.json<SessionBookingStatusResponse>()).toEqual({
      status: { newBookingProcessing: false, state: 'none', errorCode: null },
    });
  });
});
