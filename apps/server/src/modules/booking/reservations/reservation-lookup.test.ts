import type { ErrorEnvelope } from '@skybook/contracts/errors';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import {
  cancelReservationResponseSchema,
  type CreateReservationResponse,
} from '@skybook/contracts/reservation';
import { managedReservationResponseSchema as findReservationResponseSchema } from '@skybook/contracts/manage-booking';
import { type ReservationDto } from '@skybook/contracts/reservation-model';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createReservation,
  freeSeats,
  inventoryViolations,
  openSessionsOnDirectFlight,
  quoteSession,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { LOOKUP_LIMITS, namesMatch } from './reservation-lookup';

const RESERVATIONS = '/booking/api/v1/reservations';

describe('namesMatch', () => {
  const people = [
    { lastName: 'NGUYEN', middleName: 'VAN', firstName: 'AN' },
    { lastName: 'TRAN', middleName: '', firstName: 'BINH' },
  ];
  it('compares without case, accents or extra spaces, taking the first name alone or with middle names', () => {
    expect(namesMatch(people, 'Nguyễn', 'văn  an')).toBe(true);
    expect(namesMatch(people, 'nguyen', 'An')).toBe(true);
    expect(namesMatch(people, ' Trần ', 'Bình')).toBe(true);
  });
  it('refuses another person’s given name, a partial name and empty input', () => {
    expect(namesMatch(people, 'NGUYEN', 'BINH')).toBe(false);
    expect(namesMatch(people, 'NGUYEN', 'VAN')).toBe(false);
    expect(namesMatch(people, 'NGUYE', 'AN')).toBe(false);
    expect(namesMatch(people, '', '')).toBe(false);
    expect(namesMatch(people, '123', '!!')).toBe(false);
  });
});

describe.each(TEST_ENGINES)('finding and cancelling a booking on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    if (!('advance' in test.app.clock)) throw new Error('no manual clock');
    clock = test.app.clock as ManualClock;
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
    client++;
  });
  afterAll(() => test.close());

  /** Each test is its own client address, so the per-client limit of one never spills into another. */
  const address = () => `10.0.0.${String(client)}`;
  const find = (query: Record<string, string>) =>
    test.app.inject({
      url: `${RESERVATIONS}?${new URLSearchParams(query).toString()}`,
      headers: { 'accept-language': 'en' },
      remoteAddress: address(),
    });
  const cancel = (payload: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: `${RESERVATIONS}/cancel`,
      headers: { 'accept-language': 'en' },
      payload,
      remoteAddress: address(),
    });

  const book = async (): Promise<{ reservation: ReservationDto; flightId: number }> => {
    const { flightId, sessions } = await openSessionsOnDirectFlight(test.app, {
      from: 'HAN',
      to: 'DAD',
      date: '2026-11-26',
      count: 1,
    });
    const [session] = sessions;
    if (!session) throw new Error('no session');
    const [seat] = await freeSeats(test.app, session);
    if (!seat) throw new Error('no seat');
    await quoteSession(test.app, session, {
      ...emptyServiceSelection(),
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat.code }],
    });
    const response = await createReservation(test.app, session);
    expect(response.statusCode, response.body).toBe(201);
    return { reservation: response.json<CreateReservationResponse>().reservation, flightId };
  };

  it('finds a booking by locator and name, whatever their case and accents', async () => {
    const { reservation } = await book();
    const response = await find({
      locator: ` ${reservation.locator.toLowerCase()} `,
      lastName: 'Nguyễn',
      firstName: 'Văn An',
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = findReservationResponseSchema.parse(response.json());
    expect(found.reservation.locator).toBe(reservation.locator);
    expect(found.reservation.status).toBe('Unpaid');
    expect(found.reservationSummary).toEqual(reservation.reservationSummary);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong name exactly as an unknown booking', async () => {
    const { reservation } = await book();
    const wrongName = await find({ locator: reservation.locator, lastName: 'TRAN', firstName: 'AN' });
    const unknown = await find({ locator: 'ZZZZZZ', lastName: 'NGUYEN', firstName: 'AN' });
    const malformed = await find({ locator: '0000', lastName: 'NGUYEN', firstName: 'AN' });
    for (const response of [wrongName, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      const { requestId: _ignored, ...rest } = response.json<ErrorEnvelope>();
      expect(rest).toEqual({
        errorCode: 'BOOKING_NOT_FOUND',
        message: 'Booking code not found. Please check the booking code, family name and given name.',
      });
    }
    const missing = await find({ locator: reservation.locator, lastName: 'NGUYEN' });
    expect(missing.statusCode).toBe(400);
  });

  it('limits lookups per booking code and per client with 429 and Retry-After', async () => {
    const { reservation } = await book();
    for (let i = 0; i < LOOKUP_LIMITS.perLocator.max; i++) {
      expect((await find({ locator: reservation.locator, lastName: 'X', firstName: 'Y' })).statusCode).toBe(
        404,
      );
    }
    client++; // Another client: the booking code itself is now limited.
    const limited = await find({ locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorEnvelope>().errorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    client++;
    for (let i = 0; i < LOOKUP_LIMITS.perClient.max; i++) {
      expect(
        (await find({ locator: `AAAA${String(i + 22).slice(-2)}`, lastName: 'X', firstName: 'Y' }))
          .statusCode,
      ).not.toBe(429);
    }
    expect((await find({ locator: 'BBBBBB', lastName: 'X', firstName: 'Y' })).statusCode).toBe(429);

    clock.advance(LOOKUP_LIMITS.perLocator.windowMs);
    expect(
      (await find({ locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' })).statusCode,
    ).toBe(200);
  });

  it('cancels an unpaid booking and puts its seats back on sale; cancelling again changes nothing', async () => {
    const { reservation, flightId } = await book();
    const baseline = await soldByFare(test.database.db, [flightId]);
    const names = { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' };
    const response = await cancel(names);
    expect(response.statusCode, response.body).toBe(200);
    const { reservation: cancelled } = cancelReservationResponseSchema.parse(response.json());
    expect(cancelled).toMatchObject({ status: 'Cancel', cancelledReason: 'cancelledByTraveller' });
    const after = await soldByFare(test.database.db, [flightId]);
    const key = `${String(flightId)}|Eco`;
    expect(after.get(key)).toBe((baseline.get(key) ?? 0) - 1);
    expect(
      await test.database.db
        .selectFrom('seat_assignment')
        .select('seat_code')
        .where('reservation_id', '=', reservation.key)
        .execute(),
    ).toEqual([]);
    const again = await cancel(names);
    expect(again.statusCode).toBe(200);
    expect(await soldByFare(test.database.db, [flightId])).toEqual(after);
    expect((await cancel({ ...names, firstName: 'BINH' })).statusCode).toBe(404);
    expect(await inventoryViolations(test.database.db, [flightId], new Map())).toEqual([]);
  });

  it('asks which way to cancel a paid booking and reads an expired hold as cancelled', async () => {
    const { reservation } = await book();
    await test.database.db
      .updateTable('reservation')
      .set({ status: 'Paid', paid_amount: reservation.totalAmount })
      .where('id', '=', reservation.key)
      .execute();
    // A paid booking is cancelled into a credit or a refund (decision 022): it must say which.
    const refused = await cancel({ locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'INVALID_REQUEST',
      details: { field: 'resolution' },
    });

    const { reservation: unpaid } = await book();
    clock.advance(BOOKING_HOLD_MS);
    const expired = await find({ locator: unpaid.locator, lastName: 'NGUYEN', firstName: 'AN' });
    expect(expired.json<{ reservation: ReservationDto }>().reservation).toMatchObject({
      status: 'Cancel',
      cancelledReason: 'holdExpired',
    });
  });

  it('sets and removes passengers’ membership numbers, validated as the form validates them', async () => {
    const { reservation } = await book();
    const { grant } = findReservationResponseSchema.parse(
      (await find({ locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' })).json(),
    ).grant;
    const url = `${RESERVATIONS}/${reservation.key}/passengerLoyalties`;
    const put = (
      payload: object,
      path = url,
      headers: Record<string, string> = { 'x-manage-grant': grant },
    ) =>
      test.app.inject({
        method: 'PUT',
        url: path,
        headers: { 'accept-language': 'en', ...headers },
        payload,
      });
    // The booking's key alone opens nothing: the grant of that booking is needed.
    const keyOnly = await put(
      { passengers: [{ passengerKey: 'ADT1', loyaltyNumber: 'SK1234567' }] },
      url,
      {},
    );
    expect(keyOnly.json<ErrorEnvelope>().errorCode).toBe('MANAGE_GRANT_INVALID');
    expect(keyOnly.statusCode).toBe(403);
    const set = await put({ passengers: [{ passengerKey: 'ADT1', loyaltyNumber: 'sk 123 456 7' }] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ reservation: ReservationDto }>().reservation.passengers[0]?.loyaltyNumber).toBe(
      'SK1234567',
    );
    const found = await find({ locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' });
    expect(found.json<{ reservation: ReservationDto }>().reservation.passengers[0]?.loyaltyNumber).toBe(
      'SK1234567',
    );

    const bad = await put({ passengers: [{ passengerKey: 'ADT1', loyaltyNumber: 'AB1' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'INVALID_FORM',
      details: { issues: [{ path: 'body.passengers.0.loyaltyNumber', code: 'invalidLoyaltyNumber' }] },
    });
    const stranger = await put({ passengers: [{ passengerKey: 'CHD1', loyaltyNumber: 'SK1234567' }] });
    expect(stranger.json<ErrorEnvelope>().errorCode).toBe('INVALID_REQUEST');
    expect(
      (await put({ passengers: [{ passengerKey: 'ADT1', loyaltyNumber: '' }] })).json<{
        reservation: ReservationDto;
      }>().reservation.passengers[0]?.loyaltyNumber,
    ).toBe('');
    expect(
      (
        await put(
          { passengers: [{ passengerKey: 'ADT1', loyaltyNumber: '' }] },
          `${RESERVATIONS}/${'f'.repeat(32)}/passengerLoyalties`,
        )
      ).statusCode,
    ).toBe(404);

    expect(
      (await cancel({ locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' })).statusCode,
    ).toBe(200);
    const onCancelled = await put({ passengers: [{ passengerKey: 'ADT1', loyaltyNumber: 'SK1234567' }] });
    expect(onCancelled.statusCode).toBe(409);
  });
});
