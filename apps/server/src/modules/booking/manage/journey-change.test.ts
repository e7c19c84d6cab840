import { randomUUID } from 'node:crypto';
import { ancillaryOptionsResponseSchema } from '@skybook/contracts/ancillaries';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import {
  appliedJourneyChangeResponseSchema,
  journeyChangeQuoteResponseSchema,
  type JourneyChangeQuote,
} from '@skybook/contracts/journey-change';
import { grantSchema } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { CHANGEABLE_SERVICES } from '@skybook/contracts/service-windows';
import type { ManualClock } from '@skybook/domain/clock';
import { serviceCutoff, serviceWindow } from '@skybook/domain/service-cutoffs';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  bookWithSeat,
  inventoryViolations,
  openSessionsOnDirectFlight,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { seedVouchers } from '../../../db/seed/vouchers';
import { JOURNEY_CHANGE_CUTOFF_MS } from './journey-change-check';
import { BALANCE_DUE_MS } from './journey-change.service';
import { ServiceChangeSweeper } from './service-change-sweeper';

const API = '/booking/api/v1';
const ROUTE = { from: 'SGN', to: 'PQC' };
const BOOKED_DAY = '2026-11-25';
const NEW_DAY = '2026-11-26';

describe.each(TEST_ENGINES)('changing a booked flight on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;
  let skip = 0;
  let baseline = new Map<string, number>();
  let flightIds: number[] = [];

  const search = async (date: string, route: { from: string; to: string } = ROUTE) => {
    const query = new URLSearchParams({
      departAirport: route.from,
      arrivalAirport: route.to,
      departDate: date,
      tripType: 'oneway',
      adultCount: '1',
      childCount: '0',
      infantCount: '0',
      currency: 'VND',
    });
    const response = await test.app.inject({ url: `${API}/search-flight?${query.toString()}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchFlightResponse>();
  };
  /** Direct fares of a family on a day: their flight, its departure (UTC) and the booking key. */
  const directFares = async (date: string, family: string) =>
    (await search(date)).legs[0]?.journeys
      .filter((journey) => journey.stops === 0)
      .flatMap((journey) => {
        const fare = journey.fares.find((candidate) => candidate.family === family && candidate.bookingKey);
        const [segment] = journey.segments;
        return fare?.bookingKey && segment
          ? [{ flightId: segment.flightId, departure: segment.departure.utc, bookingKey: fare.bookingKey }]
          : [];
      }) ?? [];
  const ecoFares = (date: string) => directFares(date, 'Eco');

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    clock = test.app.clock as ManualClock;
    flightIds = [...(await ecoFares(BOOKED_DAY)), ...(await ecoFares(NEW_DAY))].map((fare) => fare.flightId);
    baseline = await soldByFare(test.database.db, flightIds);
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
    client++;
  });
  afterAll(() => test.close());

  const book = async (): Promise<{ reservation: ReservationDto; grant: string }> => {
    const { sessions } = await openSessionsOnDirectFlight(test.app, {
      ...ROUTE,
      date: BOOKED_DAY,
      count: 1,
      skip: skip++ % 3,
    });
    const [session] = sessions;
    if (!session) throw new Error('no session');
    const { reservation } = await bookWithSeat(test.app, session);
    const opened = await test.app.inject({
      method: 'POST',
      url: `${API}/reservations/grants`,
      payload: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' },
      remoteAddress: `10.4.${String(client)}.${String(skip)}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return { reservation, grant: grantSchema.parse(opened.json()).grant };
  };
  const call = (url: string, grant: string, payload: object, key: string = randomUUID()) =>
    test.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { 'x-manage-grant': grant, 'idempotency-key': key, 'accept-language': 'en' },
      payload,
    });
  const quote = async (grant: string, changes: object[]): Promise<JourneyChangeQuote> => {
    const response = await call('/quotation/edit-booking', grant, { changes });
    expect(response.statusCode, response.body).toBe(200);
    return journeyChangeQuoteResponseSchema.parse(response.json()).quotation;
  };
  /** A fare of another route (SGN–HAN) on the new day. */
  const fareElsewhere = async () =>
    (await search(NEW_DAY, { from: 'SGN', to: 'HAN' })).legs[0]?.journeys
      .flatMap((candidate) => candidate.fares)
      .find((fare) => fare.bookingKey)?.bookingKey;
  const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json());
  const totalOf = (reservation: ReservationDto) =>
    reservation.charges.reduce((sum, charge) => sum + (charge.currencyAmounts[0]?.totalAmount ?? 0), 0);

  it('moves an unpaid booking to another day: fee and difference quoted, inventory and seat moved', async () => {
    const { reservation, grant } = await book();
    const [journey] = reservation.journeys;
    const [target] = await ecoFares(NEW_DAY);
    if (!journey || !target) throw new Error('no journey');
    const changes = [{ journeyKey: journey.key, bookingKey: target.bookingKey }];
    const quoted = await quote(grant, changes);
    expect(quoted.changeFee).toBe(378_000);
    expect(quoted.oldTotal).toBe(totalOf(reservation));
    expect(quoted.amountDue - quoted.credit).toBe(quoted.newTotal - quoted.oldTotal + quoted.changeFee);

    const applied = await call('/reservations/edit-booking', grant, {
      changes,
      amount: quoted.amountDue - quoted.credit,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = appliedJourneyChangeResponseSchema.parse(applied.json()).reservation;
    expect(after.journeys[0]?.key).toBe(String(target.flightId));
    expect(after.journeys[0]?.segments[0]?.departure.scheduledTime.startsWith(NEW_DAY)).toBe(true);
    expect(totalOf(after)).toBe(quoted.newTotal + quoted.changeFee);
    expect(after.reservationSummary.remaining).toBe(after.reservationSummary.totalAmount);
    expect(after.charges.filter((charge) => charge.code === 'IT')).toHaveLength(1);
    // The seat went with the passenger where it was free, else it was dropped and not charged.
    const carried = quoted.journeys[0]?.carriedSeats ?? [];
    expect(after.seatSelections.map((seat) => seat.seatCode)).toEqual(carried.map((seat) => seat.seatCode));
    expect(after.seatSelections.every((seat) => seat.flightKey === String(target.flightId))).toBe(true);
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  it('refuses a wrong amount, another route, the same flights and a late change, changing nothing', async () => {
    const { reservation, grant } = await book();
    const [journey] = reservation.journeys;
    const [target] = await ecoFares(NEW_DAY);
    if (!journey || !target) throw new Error('no journey');
    const changes = [{ journeyKey: journey.key, bookingKey: target.bookingKey }];
    const wrong = await call('/reservations/edit-booking', grant, { changes, amount: 1 });
    expect([wrong.statusCode, errorOf(wrong).errorCode]).toEqual([409, 'PRICE_CHANGED']);

    const same = (await ecoFares(BOOKED_DAY)).find((fare) => String(fare.flightId) === journey.key);
    if (same) {
      const response = await call('/quotation/edit-booking', grant, {
        changes: [{ journeyKey: journey.key, bookingKey: same.bookingKey }],
      });
      expect(errorOf(response)).toMatchObject({
        errorCode: 'JOURNEY_CHANGE_NOT_ALLOWED',
        details: { reason: 'sameFlights' },
      });
    }
    const elsewhere = await fareElsewhere();
    const otherRoute = await call('/quotation/edit-booking', grant, {
      changes: [{ journeyKey: journey.key, bookingKey: elsewhere }],
    });
    expect(errorOf(otherRoute)).toMatchObject({
      errorCode: 'JOURNEY_CHANGE_NOT_ALLOWED',
      details: { reason: 'otherRoute' },
    });
    const unknown = await call('/quotation/edit-booking', grant, {
      changes: [{ journeyKey: '999999', bookingKey: target.bookingKey }],
    });
    expect(errorOf(unknown).errorCode).toBe('INVALID_REQUEST');

    // Loyalty points taken off the booking (decision 037): they come off before a change.
    const setDiscount = (points_discount: number) =>
      test.database.db
        .updateTable('reservation')
        .set({ points_discount })
        .where('id', '=', reservation.key)
        .execute();
    await setDiscount(30_000);
    expect(errorOf(await call('/quotation/edit-booking', grant, { changes }))).toMatchObject({
      errorCode: 'JOURNEY_CHANGE_NOT_ALLOWED',
      details: { reason: 'pointsApplied' },
    });
    await setDiscount(0);

    // Within 3 hours of the booked departure (the hold kept alive by a payment as a capture leaves it).
    await test.database.db
      .updateTable('reservation')
      .set({ status: 'Paid' })
      .where('id', '=', reservation.key)
      .execute();
    clock.set(
      new Date(Date.parse(journey.segments[0]?.departure.utc ?? '') - JOURNEY_CHANGE_CUTOFF_MS + 1000),
    );
    const regrant = await test.app.inject({
      method: 'POST',
      url: `${API}/reservations/grants`,
      payload: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' },
      remoteAddress: `10.5.0.${String(client)}`,
    });
    const late = await call('/quotation/edit-booking', grantSchema.parse(regrant.json()).grant, { changes });
    expect(errorOf(late)).toMatchObject({
      errorCode: 'JOURNEY_CHANGE_NOT_ALLOWED',
      details: { reason: 'tooLate' },
    });
    await test.database.db
      .updateTable('reservation')
      .set({ status: 'Unpaid' })
      .where('id', '=', reservation.key)
      .execute();
    clock.set(TEST_NOW);
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  it('applies a change once: a retry replays it, a concurrent second change is refused whole', async () => {
    const { reservation, grant } = await book();
    const [journey] = reservation.journeys;
    const [first, second] = await ecoFares(NEW_DAY);
    if (!journey || !first || !second) throw new Error('no journey');
    const body = (bookingKey: string, amount: number) => ({
      changes: [{ journeyKey: journey.key, bookingKey }],
      amount,
    });
    const quoteA = await quote(grant, body(first.bookingKey, 0).changes);
    const quoteB = await quote(grant, body(second.bookingKey, 0).changes);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      call(
        '/reservations/edit-booking',
        grant,
        body(first.bookingKey, quoteA.amountDue - quoteA.credit),
        key,
      ),
      call('/reservations/edit-booking', grant, body(second.bookingKey, quoteB.amountDue - quoteB.credit)),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    if (a.statusCode === 200) {
      const replay = await call(
        '/reservations/edit-booking',
        grant,
        body(first.bookingKey, quoteA.amountDue - quoteA.credit),
        key,
      );
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotency-replayed']).toBe('true');
    }
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  it('changes only the grant’s booking, whatever journey key it names (IDOR)', async () => {
    const mine = await book();
    const theirs = await book();
    const [target] = await ecoFares(NEW_DAY);
    const changes = [
      { journeyKey: theirs.reservation.journeys[0]?.key ?? '', bookingKey: target?.bookingKey ?? '' },
    ];
    const response = await call('/quotation/edit-booking', mine.grant, { changes });
    // Their journey key is a flight id: it names my journey only when I booked the same flight.
    const sameFlight = theirs.reservation.journeys[0]?.key === mine.reservation.journeys[0]?.key;
    expect(response.statusCode).toBe(sameFlight ? 200 : 400);
    if (sameFlight) {
      const quoted = journeyChangeQuoteResponseSchema.parse(response.json()).quotation;
      await call('/reservations/edit-booking', mine.grant, {
        changes,
        amount: quoted.amountDue - quoted.credit,
      });
    }
    const read = await test.app.inject({
      url: `${API}/reservations`,
      headers: { 'x-manage-grant': theirs.grant },
    });
    expect(read.json<{ reservation: ReservationDto }>().reservation.journeys).toEqual(
      theirs.reservation.journeys,
    );
  });

  it('quotes new total − old total + fee, and applying leaves exactly that total (property)', async () => {
    const fares = await ecoFares(NEW_DAY);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: fares.length - 1 }), async (pick) => {
        const { reservation, grant } = await book();
        const [journey] = reservation.journeys;
        const target = fares[pick];
        if (!journey || !target) throw new Error('no journey');
        const changes = [{ journeyKey: journey.key, bookingKey: target.bookingKey }];
        const quoted = await quote(grant, changes);
        expect(quoted.amountDue - quoted.credit).toBe(quoted.newTotal - quoted.oldTotal + quoted.changeFee);
        expect(Math.min(quoted.amountDue, quoted.credit)).toBe(0);
        const applied = await call('/reservations/edit-booking', grant, {
          changes,
          amount: quoted.amountDue - quoted.credit,
        });
        expect(applied.statusCode, applied.body).toBe(200);
        const after = appliedJourneyChangeResponseSchema.parse(applied.json()).reservation;
        expect(totalOf(after) - totalOf(reservation)).toBe(quoted.amountDue - quoted.credit);
        expect(after.reservationSummary.totalAmount).toBe(totalOf(after));
      }),
      { numRuns: 4 },
    );
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  /** What a capture leaves: the booking Paid for its whole total, its seats sold. */
  const markPaid = async (key: string) => {
    await test.database.db
      .updateTable('reservation')
      .set((eb) => ({ status: 'Paid', paid_amount: eb(eb.ref('total_amount'), '+', eb.ref('fee_amount')) }))
      .where('id', '=', key)
      .execute();
    await test.database.db
      .updateTable('seat_assignment')
      .set({ status: 'sold' })
      .where('reservation_id', '=', key)
      .execute();
  };
  const sweep = () => new ServiceChangeSweeper(test.database.db, clock, test.app.log, 3_600_000).sweep();
  const read = async (grant: string) =>
    (await test.app.inject({ url: `${API}/reservations`, headers: { 'x-manage-grant': grant } })).json<{
      reservation: ReservationDto;
      grant: { grant: string };
    }>();
  const pendingOf = (key: string) =>
    test.database.db
      .selectFrom('journey_change')
      .selectAll()
      .where('reservation_id', '=', key)
      .orderBy('created_at')
      .execute();

  it('leaves a Paid booking a balance: both flights held until it is paid, then the old given back', async () => {
    const { reservation, grant } = await book();
    await markPaid(reservation.key);
    const [journey] = reservation.journeys;
    const [target] = await ecoFares(NEW_DAY);
    if (!journey || !target) throw new Error('no journey');
    const changes = [{ journeyKey: journey.key, bookingKey: target.bookingKey }];
    const quoted = await quote(grant, changes);
    expect(quoted.amountDue).toBeGreaterThan(0);
    const applied = await call('/reservations/edit-booking', grant, { changes, amount: quoted.amountDue });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = appliedJourneyChangeResponseSchema.parse(applied.json()).reservation;
    expect(after.status).toBe('Paid');
    expect(after.reservationSummary.remaining).toBe(quoted.amountDue);
    expect(after.journeys[0]?.key).toBe(String(target.flightId));
    const [pending] = await pendingOf(reservation.key);
    expect(pending).toMatchObject({ status: 'pending', amount: quoted.amountDue });
    // Another change waits for this one.
    const second = await call('/reservations/edit-booking', (await read(grant)).grant.grant, {
      changes,
      amount: 0,
    });
    expect(second.statusCode).toBeGreaterThanOrEqual(400);

    // The balance captured (as the payment service records it), then the sweep.
    await test.database.db
      .updateTable('reservation')
      .set((eb) => ({ paid_amount: eb(eb.ref('total_amount'), '+', eb.ref('fee_amount')) }))
      .where('id', '=', reservation.key)
      .execute();
    expect((await sweep()).paid).toBeGreaterThanOrEqual(1);
    expect((await pendingOf(reservation.key))[0]?.status).toBe('paid');
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  it('takes an unpaid balance’s change back after 30 minutes: the old flight, total and seats return', async () => {
    const { reservation, grant } = await book();
    await markPaid(reservation.key);
    const [journey] = reservation.journeys;
    const [, target] = await ecoFares(NEW_DAY);
    if (!journey || !target) throw new Error('no journey');
    const changes = [{ journeyKey: journey.key, bookingKey: target.bookingKey }];
    const quoted = await quote(grant, changes);
    const applied = await call('/reservations/edit-booking', grant, { changes, amount: quoted.amountDue });
    expect(applied.statusCode, applied.body).toBe(200);
    clock.advance(BALANCE_DUE_MS - 1000);
    expect((await sweep()).reverted).toBe(0);
    clock.advance(2000);
    expect((await sweep()).reverted).toBeGreaterThanOrEqual(1);
    const back = (
      await read(
        (
          await test.app.inject({
            method: 'POST',
            url: `${API}/reservations/grants`,
            payload: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' },
            remoteAddress: `10.6.0.${String(client)}`,
          })
        ).json<{ grant: string }>().grant,
      )
    ).reservation;
    expect(back.journeys).toEqual(reservation.journeys);
    expect(back.seatSelections).toEqual(reservation.seatSelections);
    expect(back.reservationSummary.totalAmount).toBe(reservation.reservationSummary.totalAmount);
    expect(back.reservationSummary.remaining).toBe(0);
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  it('turns a cheaper flight’s difference on a Paid booking into a credit shell, never cash', async () => {
    // The booked Deluxe flight nearly full (its dearest bucket), the new one empty: the change is cheaper.
    const { flightId, sessions } = await openSessionsOnDirectFlight(test.app, {
      ...ROUTE,
      date: BOOKED_DAY,
      family: 'Deluxe',
      count: 1,
      skip: 2,
    });
    const fare = await test.database.db
      .selectFrom('flight_fare')
      .select(['sold', 'capacity'])
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', 'Deluxe')
      .executeTakeFirstOrThrow();
    const full = Math.floor(fare.capacity * 0.95) - 2;
    await test.database.db
      .updateTable('flight_fare')
      .set({ sold: full })
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', 'Deluxe')
      .execute();
    const key = `${String(flightId)}|Deluxe`;
    baseline.set(key, (baseline.get(key) ?? 0) + full - fare.sold);
    const [session] = sessions;
    if (!session) throw new Error('no session');
    const query = new URLSearchParams({
      departAirport: ROUTE.from,
      arrivalAirport: ROUTE.to,
      departDate: BOOKED_DAY,
      tripType: 'oneway',
      adultCount: '1',
      childCount: '0',
      infantCount: '0',
      currency: 'VND',
    });
    // A fresh key at the full flight's price, for the session's journey.
    const repriced = (await test.app.inject({ url: `${API}/search-flight?${query.toString()}` }))
      .json<SearchFlightResponse>()
      .legs[0]?.journeys.find((candidate) => candidate.segments[0]?.flightId === flightId)
      ?.fares.find((candidate) => candidate.family === 'Deluxe')?.bookingKey;
    const reopened = await test.app.inject({
      method: 'POST',
      url: `${API}/session-booking`,
      payload: { tripType: 'oneway', bookingKeys: [repriced] },
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    const sessionId = reopened.json<{ sessionId: string }>().sessionId;
    const { reservation } = await bookWithSeat(test.app, {
      ...session,
      sessionId,
      session: reopened.json(),
      headers: { 'x-session-id': sessionId },
    });
    await markPaid(reservation.key);
    const opened = await test.app.inject({
      method: 'POST',
      url: `${API}/reservations/grants`,
      payload: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' },
      remoteAddress: `10.7.0.${String(client)}`,
    });
    const grant = grantSchema.parse(opened.json()).grant;
    const target = (await search(NEW_DAY)).legs[0]?.journeys
      .filter((journey) => journey.stops === 0)
      .map((journey) => journey.fares.find((candidate) => candidate.family === 'Deluxe')?.bookingKey)
      .find((bookingKey) => bookingKey !== undefined);
    const journey = reservation.journeys[0];
    if (!journey || !target) throw new Error('no journey');
    const changes = [{ journeyKey: journey.key, bookingKey: target }];
    const quoted = await quote(grant, changes);
    expect(quoted.changeFee).toBe(0);
    expect(quoted.credit).toBeGreaterThan(0);
    const applied = await call('/reservations/edit-booking', grant, { changes, amount: -quoted.credit });
    expect(applied.statusCode, applied.body).toBe(200);
    const answer = appliedJourneyChangeResponseSchema.parse(applied.json());
    expect(answer.credit).toMatchObject({ balance: quoted.credit, currency: 'VND' });
    expect(answer.credit?.password).toBeTruthy();
    expect(answer.reservation.reservationSummary.remaining).toBe(0);
    expect(answer.reservation.reservationSummary.paidAmount).toBe(
      reservation.reservationSummary.totalAmount - quoted.credit,
    );
    const voucher = await test.database.db
      .selectFrom('voucher')
      .selectAll()
      .where('serial', '=', answer.credit?.serial ?? '')
      .executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ kind: 'creditShell', balance: quoted.credit });
    expect(await pendingOf(reservation.key)).toEqual([]);
    expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
  });

  it('says what a voucher would pay of a change’s balance, refusing a wrong one alike', async () => {
    await seedVouchers(test.database.db, { now: clock.now() });
    const { reservation, grant } = await book();
    const [journey] = reservation.journeys;
    const [target] = await ecoFares(NEW_DAY);
    if (!journey || !target) throw new Error('no journey');
    const changes = [{ journeyKey: journey.key, bookingKey: target.bookingKey }];
    const quoted = await quote(grant, changes);
    const ask = (voucher: object) => call('/quotation/edit-booking/voucher', grant, { changes, voucher });
    const good = await ask({ serial: 'sky-voucher-5m', password: 'skybook5m', pin: '1111' });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({
      voucher: {
        serial: 'SKY-VOUCHER-5M',
        currency: 'VND',
        balance: 5_000_000,
        covers: Math.min(5_000_000, quoted.amountDue),
      },
    });
    const wrongPin = await ask({ serial: 'SKY-VOUCHER-5M', password: 'skybook5m', pin: '0000' });
    const expired = await ask({ serial: 'SKY-VOUCHER-EXPIRED', password: 'skybookold', pin: '4444' });
    const unknown = await ask({ serial: 'NO-SUCH', password: 'x', pin: '1' });
    for (const response of [wrongPin, expired, unknown]) {
      expect([response.statusCode, errorOf(response).errorCode]).toEqual([400, 'VOUCHER_INVALID']);
    }
    const dollars = await ask({ serial: 'SKY-VOUCHER-USD', password: 'skybookusd', pin: '5555' });
    expect(errorOf(dollars).errorCode).toBe('VOUCHER_INSUFFICIENT');
  });

  describe('the extras of the new journey (ancillaryOptions with isChangeJourney)', () => {
    const options = (grant: string, params: Record<string, string>) =>
      test.app.inject({
        url: `${API}/ancillaryOptions?${new URLSearchParams({ languageId: 'en', ...params }).toString()}`,
        headers: { 'x-manage-grant': grant },
      });
    const optionsOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
      expect(response.statusCode, response.body).toBe(200);
      return ancillaryOptionsResponseSchema.parse(response.json());
    };
    /** What a traveller booking `bookingKey` afresh is offered on /select-service. */
    const newBookingOptions = async (bookingKey: string) => {
      const opened = await test.app.inject({
        method: 'POST',
        url: `${API}/session-booking`,
        payload: { tripType: 'oneway', bookingKeys: [bookingKey] },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const sessionId = opened.json<{ sessionId: string }>().sessionId;
      return optionsOf(
        await test.app.inject({
          url: `${API}/ancillaryOptions?${new URLSearchParams({ bookingKey, languageId: 'en' }).toString()}`,
          headers: { 'x-session-id': sessionId },
        }),
      );
    };

    it('answers the new flight’s catalogue and fare family as a new booking of it, with the booking’s extras', async () => {
      const { reservation, grant } = await book();
      const [journey] = reservation.journeys;
      const [target] = await directFares(NEW_DAY, 'Deluxe');
      if (!journey || !target) throw new Error('no journey');
      const keys = { journeyKey: journey.key, reservationKey: reservation.key };
      const booked = optionsOf(await options(grant, keys));
      const changed = optionsOf(
        await options(grant, { ...keys, bookingKey: target.bookingKey, isChangeJourney: 'TRUE' }),
      );
      const fresh = await newBookingOptions(target.bookingKey);

      // The Deluxe flight's offer, priced as booking it afresh would be, in the booking's currency.
      expect(booked.allowance.fareFamily).toBe('Eco');
      expect(changed.allowance).toEqual(fresh.allowance);
      expect(changed.allowance.fareFamily).toBe('Deluxe');
      expect(changed.currency).toBe(reservation.currency);
      expect(changed.products).toEqual(fresh.products);
      // Cut-offs of the new flight (the trip's first, so insurance's too); what the booked journey has.
      const departure = new Date(target.departure);
      expect(changed.edit).toEqual({
        reservationKey: reservation.key,
        journeyKey: journey.key,
        newJourneyKey: String(target.flightId),
        cutoffs: CHANGEABLE_SERVICES.map((service) => ({
          service,
          flightIndex: 0,
          cutoffAt: serviceCutoff(service, departure).toISOString(),
          window: serviceWindow(service, departure, TEST_NOW),
        })),
        bought: booked.edit?.bought,
      });
      expect(changed.edit?.bought).toContainEqual(
        expect.objectContaining({ kind: 'seat', code: reservation.seatSelections[0]?.seatCode }),
      );
    });

    it('answers the booked journey exactly as before without isChangeJourney, or with it false', async () => {
      const { reservation, grant } = await book();
      const [target] = await directFares(NEW_DAY, 'Deluxe');
      if (!target) throw new Error('no fare');
      const keys = { journeyKey: reservation.journeys[0]?.key ?? '', reservationKey: reservation.key };
      const before = optionsOf(await options(grant, keys));
      expect(before.edit?.newJourneyKey).toBeUndefined();
      for (const isChangeJourney of [undefined, 'false', 'False', '0']) {
        const params = {
          ...keys,
          bookingKey: target.bookingKey,
          ...(isChangeJourney && { isChangeJourney }),
        };
        expect([isChangeJourney, optionsOf(await options(grant, params))]).toEqual([isChangeJourney, before]);
      }
    });

    it('refuses another route, a tampered or missing booking key, another booking and a cancelled one, never with a 500', async () => {
      const mine = await book();
      const theirs = await book();
      const [journey] = mine.reservation.journeys;
      const [target] = await ecoFares(NEW_DAY);
      const elsewhere = await fareElsewhere();
      if (!journey || !target || !elsewhere) throw new Error('no fare');
      const change = { journeyKey: journey.key, isChangeJourney: '1' };
      const ask = (bookingKey?: string, params: Record<string, string> = {}) =>
        options(mine.grant, { ...change, ...(bookingKey !== undefined && { bookingKey }), ...params });
      const refusal = (response: { statusCode: number; json: () => unknown }) => ({
        status: response.statusCode,
        ...errorOf(response),
      });

      expect(refusal(await ask(elsewhere))).toMatchObject({
        status: 422,
        errorCode: 'JOURNEY_CHANGE_NOT_ALLOWED',
        details: { reason: 'otherRoute', journeyKey: journey.key },
      });
      // Any change to the signed key: it no longer verifies.
      const tampered = `x${target.bookingKey.slice(1)}`;
      for (const response of [await ask(tampered), await ask()]) {
        expect(refusal(response)).toMatchObject({
          status: 400,
          errorCode: 'INVALID_REQUEST',
          details: { path: 'querystring.bookingKey' },
        });
      }
      // My grant never reaches their booking, whatever it names (IDOR).
      const theirKeys: Record<string, string>[] = [
        { reservationKey: theirs.reservation.key, journeyKey: theirs.reservation.journeys[0]?.key ?? '' },
        { locator: theirs.reservation.locator },
      ];
      for (const names of theirKeys) {
        expect(refusal(await ask(target.bookingKey, names))).toMatchObject({
          status: 404,
          errorCode: 'BOOKING_NOT_FOUND',
        });
      }
      // The hold ran out unpaid: the booking reads Cancel.
      clock.set(new Date(Date.parse(mine.reservation.holdExpiresAt) + 1));
      const regrant = await test.app.inject({
        method: 'POST',
        url: `${API}/reservations/grants`,
        payload: { locator: mine.reservation.locator, lastName: 'NGUYEN', firstName: 'AN' },
        remoteAddress: `10.8.0.${String(client)}`,
      });
      const cancelled = await options(grantSchema.parse(regrant.json()).grant, {
        ...change,
        bookingKey: target.bookingKey,
      });
      expect(refusal(cancelled)).toMatchObject({
        status: 422,
        errorCode: 'JOURNEY_CHANGE_NOT_ALLOWED',
        details: { reason: 'cancelled' },
      });
      expect(await inventoryViolations(test.database.db, flightIds, baseline)).toEqual([]);
    });
  });
});
