import { randomUUID } from 'node:crypto';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import type { LoginResponse } from '@skybook/contracts/member';
import type {
  BookingHistoriesResponse,
  MyBookingResponse,
  UpdateBookingStatusResponse,
} from '@skybook/contracts/member-bookings';
import type { ManageGrant } from '@skybook/contracts/manage-booking';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { loggedInMember, skyclubMember } from '../../../../test/loyalty-fixture';
import {
  freeSeats,
  inventoryViolations,
  openSessionsOnDirectFlight,
  quoteSession,
  RESERVATIONS,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { markPaid } from '../../booking/manage/service-change.fixture';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_ENGINES)('a member’s bookings on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  /** Named as the test bookings' first adult (NGUYEN VAN AN). */
  let an: LoginResponse;
  /** Spreads each test's bookings over the day's direct flights. */
  let n = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 3, env: { TRUST_PROXY: 'true' } });
    // The provider stamps its tokens with the system clock: sign in on it, then book at TEST_NOW
    // (the seeded flights' days), where the tokens are not expired yet.
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    an = (await loggedInMember(test, skyclubMember())).login;
  }, 180_000);
  beforeEach(() => {
    test.clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  const bearer = (login: LoginResponse) => ({ authorization: `Bearer ${login.accessToken}` });

  /**
   * Opens and quotes a one-adult session on a direct SGN–PQC flight, of 2026-11-22 unless `date`
   * says (ADT1 seated when `seat`).
   */
  async function quotedSession(options: { seat?: boolean; date?: string } = {}) {
    const opened = await openSessionsOnDirectFlight(test.app, {
      from: 'SGN',
      to: 'PQC',
      date: options.date ?? '2026-11-22',
      count: 1,
      skip: n++ % 4,
    });
    const [session] = opened.sessions;
    if (!session) throw new Error('no session');
    const seat = options.seat ? (await freeSeats(test.app, session))[0]?.code : undefined;
    await quoteSession(test.app, session, {
      ...emptyServiceSelection(),
      seats: seat ? [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat }] : [],
    });
    return { session, flightId: opened.flightId, family: opened.family };
  }

  const postReservation = (
    session: { headers: Record<string, string> },
    headers: Record<string, string>,
    key = randomUUID(),
  ) =>
    test.app.inject({
      method: 'POST',
      url: RESERVATIONS,
      headers: { ...session.headers, 'idempotency-key': key, 'accept-language': 'en', ...headers },
    });

  /** A booking made as `login` (a guest's with null). */
  async function book(login: LoginResponse | null, options: { seat?: boolean } = {}) {
    const quoted = await quotedSession(options);
    const response = await postReservation(quoted.session, login ? bearer(login) : {});
    expect(response.statusCode, response.body).toBe(201);
    return { ...quoted, reservation: response.json<CreateReservationResponse>().reservation };
  }

  const member = (login: LoginResponse, method: 'GET' | 'POST', path: string, body?: unknown) =>
    test.app.inject({
      method,
      url: `/member/api/v1/${path}`,
      headers: { ...bearer(login), 'accept-language': 'en' },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const histories = async (login: LoginResponse, query = '') => {
    const response = await member(login, 'GET', `users/booking-histories${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BookingHistoriesResponse>();
  };
  const myBooking = async (login: LoginResponse) => {
    const response = await member(login, 'GET', 'my/booking');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyBookingResponse>().items;
  };
  const cancel = (login: LoginResponse, locator: string) =>
    member(login, 'POST', 'users/booking-histories/update-status', { locator, status: 'CANCELLED' });
  const tabOf = async (login: LoginResponse, reservation: ReservationDto) =>
    (await histories(login)).bookingHistories.find((item) => item.locator === reservation.locator)?.tab;
  const ownerOf = async (reservation: ReservationDto) =>
    (
      await test.database.db
        .selectFrom('reservation')
        .select('member_id')
        .where('id', '=', reservation.key)
        .executeTakeFirstOrThrow()
    ).member_id;

  it('files a booking made with a member’s token under that member only, and a guest’s under nobody', async () => {
    const before = (await histories(alice)).counts;
    const { reservation } = await book(alice);
    const guest = await book(null);

    expect(await ownerOf(reservation)).toBe(alice.skypay.profile.userId);
    expect(await ownerOf(guest.reservation)).toBeNull();
    const mine = await histories(alice);
    expect(mine.counts).toEqual({ ...before, ALL: before.ALL + 1, UNPAID: before.UNPAID + 1 });
    const item = mine.bookingHistories.find((entry) => entry.locator === reservation.locator);
    expect(item).toEqual({
      reservationKey: reservation.key,
      locator: reservation.locator,
      status: 'Unpaid',
      tab: 'UNPAID',
      routes: [
        expect.objectContaining({
          origin: 'SGN',
          destination: 'PQC',
          flights: [expect.stringMatching(/^VJ\d+$/)],
        }),
      ],
      departureUtc: reservation.journeys[0]?.segments[0]?.departure.utc ?? '',
      passengerCount: 1,
      currency: 'VND',
      totalAmount: reservation.reservationSummary.totalAmount,
      remaining: reservation.reservationSummary.totalAmount,
      createdAt: TEST_NOW.toISOString(),
      holdExpiresAt: reservation.holdExpiresAt,
      actions: ['pay', 'cancel', 'manage'],
    });
    expect(mine.bookingHistories.map((entry) => entry.locator)).not.toContain(guest.reservation.locator);

    const bobs = await histories(bob);
    expect(bobs.bookingHistories.map((entry) => entry.locator)).not.toContain(reservation.locator);
    expect(bobs.counts).toEqual({ ALL: 0, UNPAID: 0, INCOMING: 0, COMPLETED: 0, CANCELLED: 0 });
    expect(await myBooking(bob)).toEqual([]);

    // Bob can neither cancel nor open Alice's booking: the same 404 as a code nobody has.
    const unknown = await cancel(bob, 'ZZ9ZZ9');
    const othersCancel = await cancel(bob, reservation.locator);
    const othersGrant = await member(bob, 'POST', `my/booking/${reservation.locator}/grant`);
    for (const response of [unknown, othersCancel, othersGrant]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
    }
    expect(othersCancel.json<{ message: string }>().message).toBe(
      unknown.json<{ message: string }>().message,
    );
    expect((await tabOf(alice, reservation)) ?? '').toBe('UNPAID');
  });

  it('refuses a booking with a bad token with a 401 and writes nothing, then books once the token is good', async () => {
    const { session } = await quotedSession();
    const key = randomUUID();
    const refusals = [
      { headers: { authorization: 'Bearer not-a-token' }, errorCode: 'LOGIN_REQUIRED' },
      { headers: { authorization: 'Bearer aaaa.bbbb.cccc' }, errorCode: 'INVALID_TOKEN' },
    ];
    for (const refusal of refusals) {
      const response = await postReservation(session, refusal.headers, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: refusal.errorCode });
    }
    // Past the token's expiry (the provider's clock is the system's), the site must refresh.
    test.clock.set(new Date(Date.now() + 2 * HOUR));
    const expired = await postReservation(session, bearer(alice), key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    test.clock.set(TEST_NOW);

    const { db } = test.database;
    const written = await Promise.all([
      db.selectFrom('reservation').select('id').where('session_id', '=', session.sessionId).execute(),
      db.selectFrom('booking_creation').select('state').where('session_id', '=', session.sessionId).execute(),
      db.selectFrom('idempotency_record').select('state').where('key', '=', key).execute(),
    ]);
    expect(written).toEqual([[], [], []]);

    // The retry with the same key and a good token runs afresh (no refusal was stored to replay).
    const retried = await postReservation(session, bearer(alice), key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    expect(await ownerOf(retried.json<CreateReservationResponse>().reservation)).toBe(
      alice.skypay.profile.userId,
    );
  });

  it('moves a booking between tabs with the clock: an expired hold is cancelled, a landed trip completed', async () => {
    const held = await book(alice);
    const paid = await book(alice);
    await markPaid(test.database.db, paid.reservation.key);
    expect(await tabOf(alice, held.reservation)).toBe('UNPAID');
    expect(await tabOf(alice, paid.reservation)).toBe('INCOMING');
    const upcoming = (await myBooking(alice)).map((item) => item.locator);
    expect(upcoming).toEqual(expect.arrayContaining([held.reservation.locator, paid.reservation.locator]));

    // The hold runs out at 6 hours, swept or not: the booking reads cancelled.
    test.clock.set(new Date(Date.parse(held.reservation.holdExpiresAt) + 1000));
    const afterHold = await histories(alice, '?tab=CANCELLED');
    const expired = afterHold.bookingHistories.find((item) => item.locator === held.reservation.locator);
    expect(expired).toMatchObject({ status: 'Cancel', tab: 'CANCELLED', actions: [], holdExpiresAt: null });
    expect(
      (await histories(alice, '?tab=UNPAID')).bookingHistories.map((item) => item.locator),
    ).not.toContain(held.reservation.locator);
    expect((await myBooking(alice)).map((item) => item.locator)).not.toContain(held.reservation.locator);

    // Within a day of the flight, the paid booking offers check-in; once it landed, it is completed.
    const departure = Date.parse(paid.reservation.journeys[0]?.segments[0]?.departure.utc ?? '');
    test.clock.set(new Date(departure - 2 * HOUR));
    const soon = (await histories(alice, '?tab=INCOMING')).bookingHistories.find(
      (item) => item.locator === paid.reservation.locator,
    );
    expect(soon?.actions).toEqual(['manage', 'checkIn']);
    const arrival = Date.parse(paid.reservation.journeys[0]?.segments[0]?.arrival.utc ?? '');
    test.clock.set(new Date(arrival + 60_000));
    const landed = await histories(alice, '?tab=COMPLETED');
    expect(landed.bookingHistories.map((item) => item.locator)).toContain(paid.reservation.locator);
    expect(landed.counts.COMPLETED).toBeGreaterThanOrEqual(1);
    expect(landed.counts.ALL).toBe(
      landed.counts.UNPAID + landed.counts.INCOMING + landed.counts.COMPLETED + landed.counts.CANCELLED,
    );
    expect((await myBooking(alice)).map((item) => item.locator)).not.toContain(paid.reservation.locator);
  });

  it('cancels a held booking once through update-status, giving its seat and fare back, and refuses a paid one', async () => {
    const { db } = test.database;
    // The next day's flight: no other test's booking is live on it, so the invariants' baseline holds.
    const quoted = await quotedSession({ seat: true, date: '2026-11-23' });
    const fareKey = `${String(quoted.flightId)}|${quoted.family}`;
    const baseline = await soldByFare(db, [quoted.flightId]);
    const created = await postReservation(quoted.session, bearer(alice));
    expect(created.statusCode, created.body).toBe(201);
    const { reservation } = created.json<CreateReservationResponse>();
    const seatsOf = () =>
      db
        .selectFrom('seat_assignment')
        .select('status')
        .where('reservation_id', '=', reservation.key)
        .execute();
    expect((await soldByFare(db, [quoted.flightId])).get(fareKey)).toBe((baseline.get(fareKey) ?? 0) + 1);
    expect(await seatsOf()).toEqual([{ status: 'held' }]);

    const first = await cancel(alice, reservation.locator.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<UpdateBookingStatusResponse>().bookingHistory).toMatchObject({
      locator: reservation.locator,
      status: 'Cancel',
      tab: 'CANCELLED',
      actions: [],
    });
    const second = await cancel(alice, reservation.locator);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await soldByFare(db, [quoted.flightId])).get(fareKey)).toBe(baseline.get(fareKey));
    expect(await seatsOf()).toEqual([]);
    expect(await inventoryViolations(db, [quoted.flightId], baseline)).toEqual([]);
    const stored = await db
      .selectFrom('reservation')
      .select(['status', 'cancelled_reason'])
      .where('id', '=', reservation.key)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'Cancel', cancelled_reason: 'cancelledByTraveller' });

    const paid = await book(alice);
    await markPaid(db, paid.reservation.key);
    const refused = await cancel(alice, paid.reservation.locator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'RESERVATION_ALREADY_PAID' });
    expect(await tabOf(alice, paid.reservation)).toBe('INCOMING');
  });

  it('opens the member’s own booking in manage booking with a grant, no code and name asked', async () => {
    const { reservation } = await book(alice);
    const granted = await member(alice, 'POST', `my/booking/${reservation.locator}/grant`);
    expect(granted.statusCode, granted.body).toBe(200);
    const grant = granted.json<ManageGrant>();
    expect(grant.reservationKey).toBe(reservation.key);
    const opened = await test.app.inject({
      url: RESERVATIONS,
      headers: { 'x-manage-grant': grant.grant, 'accept-language': 'en' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ reservation: ReservationDto }>().reservation.locator).toBe(reservation.locator);
  });

  it('attaches a guest’s booking proven by its code and the member’s name, and leaves another member’s booking theirs', async () => {
    const guest = await book(null);
    const alices = await book(alice);
    const attach = (
      login: LoginResponse,
      reservationLocator: string,
      familyName = 'Nguyen',
      givenName = 'An',
    ) =>
      member(login, 'POST', 'users/booking-histories/attach', { reservationLocator, familyName, givenName });

    const first = await attach(an, guest.reservation.locator.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<UpdateBookingStatusResponse>().bookingHistory).toMatchObject({
      locator: guest.reservation.locator,
      tab: 'UNPAID',
    });
    expect(await ownerOf(guest.reservation)).toBe(an.skypay.profile.userId);
    expect((await histories(an)).bookingHistories.map((item) => item.locator)).toContain(
      guest.reservation.locator,
    );
    const again = await attach(an, guest.reservation.locator);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const taken = await attach(an, alices.reservation.locator);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'BOOKING_OWNED_BY_ANOTHER_MEMBER' });
    expect(await ownerOf(alices.reservation)).toBe(alice.skypay.profile.userId);

    // A wrong name and an unknown code answer alike; the attempts are counted per member.
    const wrongName = await attach(an, guest.reservation.locator, 'Tran', 'An');
    const unknown = await attach(an, 'ZZ9ZZ9');
    for (const response of [wrongName, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
    }
    expect((await attach(an, guest.reservation.locator)).statusCode).toBe(429);
    // Alice is not the booking's traveller: her name proves nothing.
    expect((await attach(alice, guest.reservation.locator, 'Le', 'Alice')).statusCode).toBe(404);
  });

  it('asks for a sign-in on every route without a token, and refuses a bad tab or page', async () => {
    for (const [method, url] of [
      ['GET', 'users/booking-histories'],
      ['POST', 'users/booking-histories/update-status'],
      ['POST', 'users/booking-histories/attach'],
      ['GET', 'my/booking'],
      ['POST', 'my/booking/ABC123/grant'],
    ] as const) {
      const response = await test.app.inject({ method, url: `/member/api/v1/${url}` });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'LOGIN_REQUIRED' });
    }
    expect((await member(alice, 'GET', 'users/booking-histories?tab=SOON')).statusCode).toBe(400);
    expect((await member(alice, 'GET', 'users/booking-histories?page=0')).statusCode).toBe(400);
    const update = await member(alice, 'POST', 'users/booking-histories/update-status', {
      locator: 'ABC123',
      status: 'PAID',
    });
    expect(update.statusCode).toBe(400);
  });
});
