import { emptyServiceSelection } from '@skybook/contracts/quotation';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import type { ManualClock } from '@skybook/domain/clock';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { HoldSweeper } from './hold-sweeper';
import { cancelUnpaid, markPaidAndSellSeats, reacquireHold } from './reservation-holds';
import { findReservationById } from './reservation.repository';
import { reservationView } from './reservation.service';

/** What a capture took: the amount and fee do not matter to the inventory these tests watch. */
const CAPTURED = { amount: 1_000_000, fee: 0, due_sequence: 0 };

/** What the model expects of one booking made in this run. */
interface ModelBooking {
  id: string;
  seat: string | null;
  status: 'Unpaid' | 'Cancel' | 'Paid';
  reason: 'holdExpired' | 'cancelledByTraveller' | null;
  holdExpiresAt: number;
}

interface Model {
  bookings: ModelBooking[];
}

/** The system under test: the app, its clock, a sweeper, and the flight everything books. */
interface Real {
  test: TestApp;
  clock: ManualClock;
  sweeper: HoldSweeper;
  flightId: number;
  baseline: Map<string, number>;
}

/** After every command: the SQL invariants, and every booking as the model says (stored and as read). */
async function check(model: Model, real: Real): Promise<void> {
  expect(await inventoryViolations(real.test.database.db, [real.flightId], real.baseline)).toEqual([]);
  const now = real.clock.now();
  for (const booking of model.bookings) {
    const row = await findReservationById(real.test.database.db, booking.id);
    if (!row) throw new Error(`booking ${booking.id} missing`);
    expect({ status: row.status, reason: row.cancelled_reason }).toEqual({
      status: booking.status,
      reason: booking.reason,
    });
    expect(Date.parse(row.hold_expires_at)).toBe(booking.holdExpiresAt);
    const readsCancelled = booking.status === 'Cancel' || booking.holdExpiresAt <= now.getTime();
    expect(reservationView(row, now).status).toBe(
      booking.status === 'Paid' ? 'Paid' : readsCancelled ? 'Cancel' : 'Unpaid',
    );
  }
}

class Book implements fc.AsyncCommand<Model, Real> {
  constructor(readonly withSeat: boolean) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const opened = await openSessionsOnDirectFlight(real.test.app, {
      from: 'DAD',
      to: 'HAN',
      date: '2026-11-29',
      count: 1,
    });
    const [session] = opened.sessions;
    if (!session) throw new Error('no session');
    const seat = this.withSeat
      ? ((await freeSeats(real.test.app, session)).find((s) => !s.isExitRow)?.code ?? null)
      : null;
    await quoteSession(real.test.app, session, {
      ...emptyServiceSelection(),
      seats: seat === null ? [] : [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat }],
    });
    const response = await createReservation(real.test.app, session);
    expect(response.statusCode, response.body).toBe(201);
    const { reservation } = response.json<CreateReservationResponse>();
    model.bookings.push({
      id: reservation.key,
      seat,
      status: 'Unpaid',
      reason: null,
      holdExpiresAt: real.clock.now().getTime() + BOOKING_HOLD_MS,
    });
    await check(model, real);
  }
  toString = () => `book(${this.withSeat ? 'seat' : 'no seat'})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.clock.advance(this.minutes * 60_000);
    await check(model, real);
  }
  toString = () => `advance(${String(this.minutes)} min)`;
}

class Sweep implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const now = real.clock.now().getTime();
    const due = model.bookings.filter((b) => b.status === 'Unpaid' && b.holdExpiresAt <= now);
    const { expired } = await real.sweeper.sweep();
    expect(expired).toBe(due.length);
    for (const booking of due) {
      booking.status = 'Cancel';
      booking.reason = 'holdExpired';
    }
    await check(model, real);
  }
  toString = () => 'sweep';
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.bookings.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const booking = model.bookings[this.pick % model.bookings.length];
    if (!booking) throw new Error('no booking');
    const cancelled = await cancelUnpaid(real.test.database.db, booking.id, real.clock.now());
    expect(cancelled).toBe(booking.status === 'Unpaid');
    if (cancelled) {
      booking.status = 'Cancel';
      booking.reason = 'cancelledByTraveller';
    }
    await check(model, real);
  }
  toString = () => `cancel(#${String(this.pick)})`;
}

class Reacquire implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.bookings.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const booking = model.bookings[this.pick % model.bookings.length];
    if (!booking) throw new Error('no booking');
    const seatTaken =
      booking.seat !== null &&
      (await real.test.database.db
        .selectFrom('seat_assignment')
        .select('reservation_id')
        .where('flight_id', '=', real.flightId)
        .where('seat_code', '=', booking.seat)
        .executeTakeFirst()) !== undefined;
    const result = await reacquireHold(real.test.database.db, real.clock, booking.id);
    const expected =
      booking.status === 'Unpaid'
        ? 'ok'
        : booking.status === 'Paid'
          ? 'notExpired'
          : booking.reason === 'cancelledByTraveller'
            ? 'cancelledByTraveller'
            : seatTaken
              ? 'seatTaken'
              : 'ok';
    expect(result.ok ? 'ok' : result.error).toBe(expected);
    if (result.ok) {
      booking.status = 'Unpaid';
      booking.reason = null;
      booking.holdExpiresAt = real.clock.now().getTime() + BOOKING_HOLD_MS;
    }
    await check(model, real);
  }
  toString = () => `reacquire(#${String(this.pick)})`;
}

/** The capture of a payment: Paid and its seats sold in one transaction, if its hold still runs. */
class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.bookings.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const booking = model.bookings[this.pick % model.bookings.length];
    if (!booking) throw new Error('no booking');
    const now = real.clock.now();
    const paid = await real.test.database.db
      .transaction()
      .execute((trx) => markPaidAndSellSeats(trx, booking.id, CAPTURED, now));
    expect(paid).toBe(booking.status === 'Unpaid' && booking.holdExpiresAt > now.getTime());
    if (paid) booking.status = 'Paid';
    await check(model, real);
  }
  toString = () => `pay(#${String(this.pick)})`;
}

describe.each(TEST_ENGINES)('bookings, holds and cancellations as a model on $engine', (engine) => {
  let test: TestApp;
  let real: Real;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    if (!('advance' in test.app.clock)) throw new Error('no manual clock');
    const clock = test.app.clock as ManualClock;
    const { flightId } = await openSessionsOnDirectFlight(test.app, {
      from: 'DAD',
      to: 'HAN',
      date: '2026-11-29',
      count: 1,
    });
    real = {
      test,
      clock,
      sweeper: new HoldSweeper(test.database.db, clock, test.app.log, 60_000),
      flightId,
      baseline: await soldByFare(test.database.db, [flightId]),
    };
  }, 120_000);
  afterAll(() => test.close());

  it('keeps the inventory invariants and every booking’s state through book / expire / sweep / cancel / late payment / pay', async () => {
    const commands = [
      fc.boolean().map((withSeat) => new Book(withSeat)),
      // Most steps cross an hour or more, so holds (6 h) run out within a run.
      fc.integer({ min: 30, max: 8 * 60 }).map((minutes) => new Advance(minutes)),
      fc.integer({ min: 3 * 60, max: 8 * 60 }).map((minutes) => new Advance(minutes)),
      fc.constant(new Sweep()),
      fc.nat().map((pick) => new Cancel(pick)),
      fc.nat().map((pick) => new Reacquire(pick)),
      fc.nat().map((pick) => new Pay(pick)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { size: 'medium', maxCommands: 16 }), async (run) => {
        // Each run starts at the same instant with no live booking of an earlier run.
        real.clock.set(TEST_NOW);
        const live = await test.database.db
          .selectFrom('reservation')
          .select('id')
          .where('status', '=', 'Unpaid')
          .execute();
        for (const { id } of live) await cancelUnpaid(test.database.db, id, TEST_NOW);
        await fc.asyncModelRun(() => ({ model: { bookings: [] }, real }), run);
      }),
      { numRuns: 20 },
    );
  }, 600_000);
});
