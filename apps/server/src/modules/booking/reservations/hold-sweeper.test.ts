import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import { createManualClock, type ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  bookWithSeat,
  freeSeats,
  inventoryViolations,
  openSessionOnDirectFlight,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { HoldSweeper } from './hold-sweeper';
import { cancelUnpaid, reacquireHold } from './reservation-holds';
import { findReservationById } from './reservation.repository';
import { reservationView } from './reservation.service';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_ENGINES)('unpaid holds on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let flightId: number;
  let baseline: Map<string, number>;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    const { app } = test;
    if (!('advance' in app.clock)) throw new Error('no manual clock');
    clock = app.clock as ManualClock;
    flightId = (await nextSession()).flightId;
    baseline = await soldByFare(test.database.db, [flightId]);
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  /** A fresh session on the test's flight, opened at the clock's now (sessions live 30 idle minutes). */
  const nextSession = () =>
    openSessionOnDirectFlight(test.app, { from: 'SGN', to: 'PQC', date: '2026-11-25' });
  const sweeper = () => new HoldSweeper(test.database.db, clock, test.app.log, 60_000);

  /** Books the next session of the pool with the first free seat; answers the reservation. */
  const book = async (): Promise<ReservationDto> =>
    (await bookWithSeat(test.app, await nextSession())).reservation;
  const row = async (id: string) => {
    const found = await findReservationById(test.database.db, id);
    if (!found) throw new Error(`reservation ${id} missing`);
    return found;
  };
  const seatHeld = async (reservation: ReservationDto) =>
    (
      await test.database.db
        .selectFrom('seat_assignment')
        .select('seat_code')
        .where('reservation_id', '=', reservation.key)
        .execute()
    ).map((seat) => seat.seat_code);

  it('reads an unpaid booking as cancelled once its 6 hours pass, and the sweeper gives its seats back once', async () => {
    const booking = await book();
    const seat = booking.seatSelections[0]?.seatCode;
    clock.advance(BOOKING_HOLD_MS - 1);
    expect(await sweeper().sweep()).toMatchObject({ expired: 0 });
    expect(reservationView(await row(booking.key), clock.now()).status).toBe('Unpaid');

    clock.advance(1);
    // Read-time check: cancelled as soon as the deadline passes, before any sweep.
    const unswept = await row(booking.key);
    expect(unswept.status).toBe('Unpaid');
    expect(reservationView(unswept, clock.now())).toMatchObject({
      status: 'Cancel',
      cancelledReason: 'holdExpired',
    });

    expect(await sweeper().sweep()).toMatchObject({ expired: 1 });
    expect(await row(booking.key)).toMatchObject({ status: 'Cancel', cancelled_reason: 'holdExpired' });
    expect(await seatHeld(booking)).toEqual([]);
    expect(await sweeper().sweep()).toMatchObject({ expired: 0 });
    expect(await soldByFare(test.database.db, [flightId])).toEqual(baseline);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
    expect((await freeSeats(test.app, await nextSession())).map((free) => free.code)).toContain(seat);
  });

  it('releases each hold once when two sweepers race', async () => {
    const bookings = [await book(), await book(), await book(), await book()];
    clock.advance(BOOKING_HOLD_MS + HOUR);
    const [a, b] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect(a.expired + b.expired).toBe(bookings.length);
    for (const booking of bookings) expect((await row(booking.key)).status).toBe('Cancel');
    expect(await soldByFare(test.database.db, [flightId])).toEqual(baseline);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });

  it('expires a hold when it is read after its deadline', async () => {
    const booking = await book();
    clock.advance(7 * HOUR);
    const status = await test.app.inject({
      url: '/booking/api/v1/session-booking/status',
      headers: { 'x-session-id': (await row(booking.key)).session_id },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json<{ reservation: ReservationDto }>().reservation.status).toBe('Cancel');
    expect((await row(booking.key)).status).toBe('Cancel');
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });

  it('takes seats back for a payment that arrives after expiry, or fails and changes nothing', async () => {
    const late = await book();
    clock.advance(7 * HOUR);
    await sweeper().sweep();
    const retaken = await reacquireHold(test.database.db, clock, late.key);
    expect(retaken).toEqual({
      ok: true,
      value: { holdExpiresAt: new Date(clock.now().getTime() + BOOKING_HOLD_MS).toISOString() },
    });
    expect(await row(late.key)).toMatchObject({ status: 'Unpaid', cancelled_reason: null });
    expect(await seatHeld(late)).toEqual([late.seatSelections[0]?.seatCode]);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);

    // Expired again, and meanwhile someone else took its seat: all or nothing.
    clock.advance(7 * HOUR);
    await sweeper().sweep();
    await bookWithSeat(test.app, await nextSession(), late.seatSelections[0]?.seatCode ?? '');
    const before = await soldByFare(test.database.db, [flightId]);
    expect(await reacquireHold(test.database.db, clock, late.key)).toEqual({ ok: false, error: 'seatTaken' });
    expect(await row(late.key)).toMatchObject({ status: 'Cancel', cancelled_reason: 'holdExpired' });
    expect(await soldByFare(test.database.db, [flightId])).toEqual(before);

    // A booking the traveller cancelled is never revived.
    const cancelled = await book();
    expect(await cancelUnpaid(test.database.db, cancelled.key, clock.now())).toBe(true);
    expect(await cancelUnpaid(test.database.db, cancelled.key, clock.now())).toBe(false);
    expect(await reacquireHold(test.database.db, clock, cancelled.key)).toEqual({
      ok: false,
      error: 'cancelledByTraveller',
    });
    // An expired hold not swept yet still holds everything: it only gets a new deadline.
    const unswept = await book();
    clock.advance(7 * HOUR);
    expect((await reacquireHold(test.database.db, clock, unswept.key)).ok).toBe(true);
    await sweeper().sweep();
    expect((await row(unswept.key)).status).toBe('Unpaid');
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });

  it('sweeps on its own every interval until stopped', async () => {
    const booking = await book();
    const ownClock = createManualClock(new Date(TEST_NOW.getTime() + 7 * HOUR));
    const running = new HoldSweeper(test.database.db, ownClock, test.app.log, 100);
    running.start();
    for (let tries = 0; tries < 200 && (await row(booking.key)).status === 'Unpaid'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await running.stop();
    expect((await row(booking.key)).status).toBe('Cancel');
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });
});
