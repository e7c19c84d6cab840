import type { InsuranceQuoteResponse } from '@skybook/contracts/ancillaries';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight, inventoryViolations, soldByFare } from '../../../../test/reservation-fixture';
import { findReservationById } from '../reservations/reservation.repository';
import {
  bagAndSeat,
  errorOf,
  freeSeatCodes,
  ManageClient,
  markPaid,
  payBalance,
  seatRows,
} from './service-change.fixture';
import { sweepServiceChanges } from './service-change-settle';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_ENGINES)('extras bought after booking on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;
  let skip = 0;
  let manage: ManageClient;
  /** Every direct SGN–PQC flight of the test day, and their `sold` before any booking here. */
  let dayFlights: number[];
  let baseline: Map<string, number>;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    clock = test.app.clock as ManualClock;
    const searched = await test.app.inject({
      url: '/booking/api/v1/search-flight?departAirport=SGN&arrivalAirport=PQC&departDate=2026-11-25&tripType=oneway&adultCount=1&childCount=0&infantCount=0&currency=VND',
    });
    dayFlights =
      searched
        .json<SearchFlightResponse>()
        .legs[0]?.journeys.flatMap((journey) => journey.segments.map((segment) => segment.flightId)) ?? [];
    baseline = await soldByFare(test.database.db, dayFlights);
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
    client++;
    manage = new ManageClient(test.app, `10.3.0.${String(client)}`);
  });
  afterAll(() => test.close());

  const book = async (): Promise<ReservationDto> =>
    (await bookOnDirectFlight(test.app, { skip: skip++ % 4 })).reservation;
  const departureOf = (reservation: ReservationDto) =>
    Date.parse(reservation.journeys[0]?.segments[0]?.departure.utc ?? '');
  const flightIds = (reservation: ReservationDto) =>
    reservation.journeys.flatMap((journey) => journey.segments.map((segment) => segment.flight.id));
  const rowOf = async (id: string) => {
    const row = await findReservationById(test.database.db, id);
    if (!row) throw new Error('missing');
    return row;
  };

  it('answers a booked journey’s extras by grant, with cut-offs: meals close 24 h and bags 3 h before departure', async () => {
    const reservation = await book();
    await markPaid(test.database.db, reservation.key);
    const grant = await manage.grant(reservation);
    const open = await manage.options(grant, reservation);
    expect(open.edit?.journeyKey).toBe(reservation.journeys[0]?.key);
    expect(open.currency).toBe(reservation.currency);
    expect(open.products.some((p) => p.serviceType === 'meal' && p.available)).toBe(true);
    expect(open.edit?.cutoffs.find((cut) => cut.service === 'meal')).toMatchObject({
      window: 'open',
      cutoffAt: new Date(departureOf(reservation) - 24 * HOUR).toISOString(),
    });

    clock.set(new Date(departureOf(reservation) - 20 * HOUR));
    const late = await manage.options(await manage.grant(reservation), reservation);
    expect(late.products.filter((p) => p.serviceType === 'meal').every((p) => !p.available)).toBe(true);
    expect(late.products.some((p) => p.serviceType === 'luggage' && p.available)).toBe(true);
    expect(late.edit?.cutoffs.find((cut) => cut.service === 'meal')?.window).toBe('pastCutoff');
  });

  it('adds a bag and a seat to an Unpaid booking: its total grows by exactly the quote, the seat is held', async () => {
    const reservation = await book();
    const grant = await manage.grant(reservation);
    const map = await manage.seatMap(grant, reservation);
    const seat = freeSeatCodes(map)[0] ?? '';
    const { services, bagTotal } = bagAndSeat(await manage.options(grant, reservation), seat);
    const quotation = await manage.quote(grant, reservation.key, services);
    expect(quotation.lines.map((line) => line.kind).sort()).toEqual(['seat', 'service']);
    expect(quotation.totalAmount).toBeGreaterThan(bagTotal);
    expect(quotation.payBy).toBe(reservation.holdExpiresAt);

    const applied = await manage.apply(grant, reservation.key, services, quotation.totalAmount);
    expect(applied.change).toEqual({
      status: 'added',
      amount: quotation.totalAmount,
      payBy: reservation.holdExpiresAt,
    });
    const after = applied.reservation;
    expect(after.status).toBe('Unpaid');
    expect(after.reservationSummary.totalAmount).toBe(
      reservation.reservationSummary.totalAmount + quotation.totalAmount,
    );
    expect(after.totalAmount).toBe(after.reservationSummary.totalAmount);
    expect(after.seatSelections).toEqual([expect.objectContaining({ passengerKey: 'ADT1', seatCode: seat })]);
    expect(after.ancillaryPurchases.filter((p) => p.serviceType === 'luggage')).toHaveLength(1);
    expect(await seatRows(test.database.db, reservation.key)).toEqual([
      { flight_id: flightIds(reservation)[0], seat_code: seat, status: 'held' },
    ]);
    // The seat map now shows the seat as the booking's own.
    const again = await manage.seatMap(grant, reservation);
    expect(again.edit?.bought).toEqual([
      expect.objectContaining({ kind: 'seat', code: seat, passengerKey: 'ADT1' }),
    ]);
    expect(await inventoryViolations(test.database.db, dayFlights, baseline)).toEqual([]);
  });

  it('leaves a Paid booking’s addition to pay, and sells its seat once the balance is captured', async () => {
    const reservation = await book();
    await markPaid(test.database.db, reservation.key);
    const grant = await manage.grant(reservation);
    const seat = freeSeatCodes(await manage.seatMap(grant, reservation))[0] ?? '';
    const { services } = bagAndSeat(await manage.options(grant, reservation), seat);
    const quotation = await manage.quote(grant, reservation.key, services);
    expect(quotation.payBy).toBe(new Date(TEST_NOW.getTime() + 30 * 60 * 1000).toISOString());
    const applied = await manage.apply(grant, reservation.key, services, quotation.totalAmount);
    expect(applied.change.status).toBe('pendingPayment');
    expect(applied.reservation.status).toBe('Paid');
    expect(applied.reservationSummary.remaining).toBe(quotation.totalAmount);
    expect((await seatRows(test.database.db, reservation.key))[0]?.status).toBe('held');

    // A second addition waits for the first to be paid.
    const more = await manage.quoteCall(grant, reservation.key, {
      ...emptyServiceSelection(),
      items: services.items.map((item) => ({ ...item, passengerKey: 'ADT1' })),
    });
    expect([more.statusCode, errorOf(more)]).toEqual([409, 'SERVICE_CHANGE_PENDING']);

    await payBalance(test.database.db, reservation.key);
    clock.advance(HOUR); // past the deadline: paid all the same, never reverted
    expect(await sweepServiceChanges(test.database.db, clock.now())).toEqual({ paid: 1, reverted: 0 });
    expect(await seatRows(test.database.db, reservation.key)).toEqual([
      { flight_id: flightIds(reservation)[0], seat_code: seat, status: 'sold' },
    ]);
    const row = await rowOf(reservation.key);
    expect(row.total_amount).toBe(reservation.reservationSummary.totalAmount + quotation.totalAmount);
    expect(await inventoryViolations(test.database.db, dayFlights, baseline)).toEqual([]);
  });

  it('takes an unpaid addition back after its deadline, releasing its seat for others', async () => {
    const reservation = await book();
    await markPaid(test.database.db, reservation.key);
    const before = await rowOf(reservation.key);
    const grant = await manage.grant(reservation);
    const seat = freeSeatCodes(await manage.seatMap(grant, reservation))[0] ?? '';
    const { services } = bagAndSeat(await manage.options(grant, reservation), seat);
    const quotation = await manage.quote(grant, reservation.key, services);
    await manage.apply(grant, reservation.key, services, quotation.totalAmount);

    clock.advance(29 * 60 * 1000);
    expect(await sweepServiceChanges(test.database.db, clock.now())).toEqual({ paid: 0, reverted: 0 });
    clock.advance(60 * 1000);
    expect(await sweepServiceChanges(test.database.db, clock.now())).toEqual({ paid: 0, reverted: 1 });
    expect(await sweepServiceChanges(test.database.db, clock.now())).toEqual({ paid: 0, reverted: 0 });

    const after = await rowOf(reservation.key);
    expect(after.total_amount).toBe(before.total_amount);
    expect(JSON.parse(after.document)).toEqual(JSON.parse(before.document));
    expect(await seatRows(test.database.db, reservation.key)).toEqual([]);
    const other = await book();
    const otherGrant = await manage.grant(other);
    expect(freeSeatCodes(await manage.seatMap(otherGrant, other))).toContain(seat);
    expect(await inventoryViolations(test.database.db, dayFlights, baseline)).toEqual([]);
  });

  it('refuses to change what was bought (CANNOT_EDIT_SERVICE), a wrong amount (PRICE_CHANGED), and replays a repeated key', async () => {
    const reservation = await book();
    const grant = await manage.grant(reservation);
    const [seat = '', other = ''] = freeSeatCodes(await manage.seatMap(grant, reservation));
    const { services } = bagAndSeat(await manage.options(grant, reservation), seat);
    const quotation = await manage.quote(grant, reservation.key, services);

    const wrong = await manage.applyCall(grant, reservation.key, services, quotation.totalAmount - 1);
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([409, 'PRICE_CHANGED']);
    expect((await rowOf(reservation.key)).total_amount).toBe(reservation.reservationSummary.totalAmount);

    const first = await manage.applyCall(
      grant,
      reservation.key,
      services,
      quotation.totalAmount,
      'key-one-123456',
    );
    const replay = await manage.applyCall(
      grant,
      reservation.key,
      services,
      quotation.totalAmount,
      'key-one-123456',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await rowOf(reservation.key)).total_amount).toBe(
      reservation.reservationSummary.totalAmount + quotation.totalAmount,
    );

    const moveSeat = await manage.quoteCall(grant, reservation.key, {
      ...emptyServiceSelection(),
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: other }],
    });
    expect([moveSeat.statusCode, errorOf(moveSeat)]).toEqual([409, 'CANNOT_EDIT_SERVICE']);
    expect(moveSeat.json<{ message: string }>().message).toBe('This service cannot be changed.');
    const secondBag = await manage.quoteCall(grant, reservation.key, { ...services, seats: [] });
    expect([secondBag.statusCode, errorOf(secondBag)]).toEqual([409, 'CANNOT_EDIT_SERVICE']);
  });

  it('sells travel insurance for the booking’s passengers by grant, once per passenger', async () => {
    const reservation = await book();
    const grant = await manage.grant(reservation);
    const plans = await manage.call('POST', '/insurances', {
      grant,
      payload: { passengers: [{ key: 'ADT1', dateOfBirth: '' }] },
    });
    expect(plans.statusCode, plans.body).toBe(200);
    const plan = plans.json<InsuranceQuoteResponse>().plans[0];
    if (!plan) throw new Error('no plan');
    const insured = {
      ...emptyServiceSelection(),
      insurance: [{ passengerKey: 'ADT1', planCode: plan.code }],
      acceptedTerms: [plan.termsKey],
    };
    const quotation = await manage.quote(grant, reservation.key, insured);
    expect(quotation.totalAmount).toBe(plan.premiums[0]?.totalAmount);
    const applied = await manage.apply(grant, reservation.key, insured, quotation.totalAmount);
    expect(applied.reservation.insurance).toEqual([
      expect.objectContaining({ passengerKey: 'ADT1', planCode: plan.code }),
    ]);
    const again = await manage.quoteCall(grant, reservation.key, insured);
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'CANNOT_EDIT_SERVICE']);
  });

  it('refuses extras past their cut-off, on a departed flight, and on a cancelled booking', async () => {
    const reservation = await book();
    await markPaid(test.database.db, reservation.key);
    const grant = await manage.grant(reservation);
    const options = await manage.options(grant, reservation);
    const meal = options.products.find((p) => p.serviceType === 'meal' && p.available && !p.includedInFare);
    if (!meal) throw new Error('no meal');
    const mealOnly = {
      ...emptyServiceSelection(),
      items: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', productCode: meal.code, quantity: 1 }],
    };
    clock.set(new Date(departureOf(reservation) - 20 * HOUR));
    const late = await manage.quoteCall(await manage.grant(reservation), reservation.key, mealOnly);
    expect([late.statusCode, errorOf(late)]).toEqual([409, 'SERVICE_CUTOFF_PASSED']);

    const paid = await book();
    await markPaid(test.database.db, paid.key);
    clock.set(new Date(departureOf(paid) + 60_000));
    const paidGrant = await manage.grant(paid);
    const gone = await manage.quoteCall(paidGrant, paid.key, mealOnly);
    expect([gone.statusCode, errorOf(gone)]).toEqual([409, 'FLIGHT_DEPARTED']);

    clock.set(TEST_NOW);
    const cancelled = await book();
    clock.set(new Date(Date.parse(cancelled.holdExpiresAt) + 1)); // the hold ran out: Cancel
    const cancelledGrant = await manage.grant(cancelled);
    const refused = await manage.quoteCall(cancelledGrant, cancelled.key, mealOnly);
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, 'BOOKING_CANCELLED']);
  });

  it('never shows or changes another booking with a grant (IDOR)', async () => {
    const mine = await book();
    const theirs = await book();
    const grant = await manage.grant(mine);
    const theirGrant = await manage.grant(theirs);
    const seat = freeSeatCodes(await manage.seatMap(theirGrant, theirs))[0] ?? '';
    const { services } = bagAndSeat(await manage.options(theirGrant, theirs), seat);
    const urls = [
      `/ancillaryOptions?reservationKey=${theirs.key}`,
      `/ancillaryOptions?locator=${theirs.locator}`,
      `/seatSelectionOptions?reservationKey=${theirs.key}`,
    ];
    for (const url of urls) {
      const response = await manage.call('GET', url, { grant });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const quote = await manage.quoteCall(grant, theirs.key, services);
    const apply = await manage.applyCall(grant, theirs.key, services, 1);
    expect([quote.statusCode, apply.statusCode]).toEqual([404, 404]);
    const none = await manage.call('POST', '/reservations/services/quotation', {
      payload: { reservationKey: theirs.key, services },
    });
    expect([none.statusCode, errorOf(none)]).toEqual([403, 'MANAGE_GRANT_INVALID']);
    const row = await rowOf(theirs.key);
    expect(row.total_amount).toBe(theirs.reservationSummary.totalAmount);
    expect(await seatRows(test.database.db, theirs.key)).toEqual([]);
  });
  it('lets exactly one of two bookings racing for one seat have it, and one of two changes racing on one booking', async () => {
    // Both on the day's first flight.
    const first = (await bookOnDirectFlight(test.app, { skip: 0 })).reservation;
    const second = (await bookOnDirectFlight(test.app, { skip: 0 })).reservation;
    expect(second.journeys[0]?.key).toBe(first.journeys[0]?.key);
    const [grantA, grantB] = [await manage.grant(first), await manage.grant(second)];
    const seat = freeSeatCodes(await manage.seatMap(grantA, first))[0] ?? '';
    const seatOnly = {
      ...emptyServiceSelection(),
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat }],
    };
    const price = (await manage.quote(grantA, first.key, seatOnly)).totalAmount;
    const raced = await Promise.all([
      manage.applyCall(grantA, first.key, seatOnly, price),
      manage.applyCall(grantB, second.key, seatOnly, price),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = raced.find((response) => response.statusCode === 409);
    expect(loser && errorOf(loser)).toBe('SEAT_UNAVAILABLE');
    const holders = await test.database.db
      .selectFrom('seat_assignment')
      .select('reservation_id')
      .where('seat_code', '=', seat)
      .where('flight_id', '=', flightIds(first)[0] ?? 0)
      .execute();
    expect(holders).toHaveLength(1);
    const loserKey = holders[0]?.reservation_id === first.key ? second.key : first.key;
    expect((await rowOf(loserKey)).total_amount).toBe(first.reservationSummary.totalAmount);

    // Two different additions to one booking at once: one lands, the other is refused whole.
    const third = await book();
    const grantC = await manage.grant(third);
    const options = await manage.options(grantC, third);
    const [one = '', two = ''] = freeSeatCodes(await manage.seatMap(grantC, third));
    const { services: withOne } = bagAndSeat(options, one);
    const { services: withTwo } = bagAndSeat(options, two);
    const [priceOne, priceTwo] = [
      (await manage.quote(grantC, third.key, withOne)).totalAmount,
      (await manage.quote(grantC, third.key, withTwo)).totalAmount,
    ];
    const both = await Promise.all([
      manage.applyCall(grantC, third.key, withOne, priceOne),
      manage.applyCall(grantC, third.key, withTwo, priceTwo),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const won = both.findIndex((response) => response.statusCode === 200);
    expect(await seatRows(test.database.db, third.key)).toHaveLength(1);
    expect((await rowOf(third.key)).total_amount).toBe(
      third.reservationSummary.totalAmount + (won === 0 ? priceOne : priceTwo),
    );
    expect(await inventoryViolations(test.database.db, dayFlights, baseline)).toEqual([]);
  });
});
