import type { ErrorEnvelope } from '@skybook/contracts/errors';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  bookWithSeat,
  createReservationsAtOnce,
  freeSeats,
  inventoryViolations,
  openSessionsOnDirectFlight,
  quoteSession,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { expireHold, markPaidAndSellSeats } from './reservation-holds';
import { reservationHooks } from './reservation.service';

/** What a capture took: the amount and fee do not matter to the inventory these tests watch. */
const CAPTURED = { amount: 1_000_000, fee: 0, due_sequence: 0 };

/** How many answers of each status and error code. */
function tally(responses: { statusCode: number; body: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const label =
      response.statusCode === 201
        ? '201'
        : `${String(response.statusCode)} ${response.statusCode < 500 ? (JSON.parse(response.body) as ErrorEnvelope).errorCode : ''}`.trim();
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

describe.each(TEST_ENGINES)('booking under contention on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine, {
      seedDays: 10,
      // Hundreds of bookings queue behind each other here; none may answer the gateway timeout.
      env: { BOOKING_GATEWAY_TIMEOUT_MS: '120000', HOLD_SWEEP_INTERVAL_MS: '3600000' },
    });
  }, 120_000);
  afterAll(() => test.close());
  afterEach(() => reservationHooks.delete(test.database.db));

  /** Counts the bookings that got past pricing into the transaction (not refused beforehand). */
  const countTransactions = (): { count: number } => {
    const counter = { count: 0 };
    reservationHooks.set(test.database.db, {
      beforeTransaction: () => {
        counter.count++;
        return Promise.resolve();
      },
    });
    return counter;
  };

  it('lets exactly one of 200 simultaneous bookings hold the same seat; the rest get 409, none a 5xx', async () => {
    const { flightId, sessions } = await openSessionsOnDirectFlight(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-24',
      count: 200,
    });
    const first = sessions[0];
    if (!first) throw new Error('no session');
    const [seat] = (await freeSeats(test.app, first)).filter((candidate) => !candidate.isExitRow);
    if (!seat) throw new Error('no free seat');
    for (const session of sessions) {
      await quoteSession(test.app, session, {
        ...emptyServiceSelection(),
        seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat.code }],
      });
    }
    const baseline = await soldByFare(test.database.db, [flightId]);
    const reached = countTransactions();
    const responses = await createReservationsAtOnce(test.app, sessions);
    expect(tally(responses)).toEqual({ '201': 1, '409 SEAT_UNAVAILABLE': 199 });
    // The race was decided by the transactions' conditional writes, not only by pricing's reads.
    expect(reached.count).toBeGreaterThan(1);
    const holders = await test.database.db
      .selectFrom('seat_assignment')
      .selectAll()
      .where('flight_id', '=', flightId)
      .where('seat_code', '=', seat.code)
      .execute();
    expect(holders).toHaveLength(1);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  }, 300_000);

  it('sells exactly the last 10 seats of a bucket to 50 simultaneous bookings; the rest are told it is sold out', async () => {
    const { flightId, family, sessions } = await openSessionsOnDirectFlight(test.app, {
      from: 'HAN',
      to: 'SGN',
      date: '2026-11-24',
      count: 50,
    });
    const fare = await test.database.db
      .selectFrom('flight_fare')
      .select(['capacity'])
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', family)
      .executeTakeFirstOrThrow();
    await test.database.db
      .updateTable('flight_fare')
      .set({ sold: fare.capacity - 10 })
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', family)
      .execute();
    for (const session of sessions) await quoteSession(test.app, session);
    const baseline = await soldByFare(test.database.db, [flightId]);
    const reached = countTransactions();
    const responses = await createReservationsAtOnce(test.app, sessions);
    expect(tally(responses)).toEqual({ '201': 10, '409 SOLD_OUT': 40 });
    expect(reached.count).toBeGreaterThan(10);
    const after = await soldByFare(test.database.db, [flightId]);
    expect(after.get(`${String(flightId)}|${family}`)).toBe(fare.capacity);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json<ErrorEnvelope>().message).toMatch(/sold out/);
  }, 300_000);

  it('decides each booking once when its payment and its expiry race: Paid with its seat sold, or Cancel with it freed', async () => {
    const { flightId, sessions } = await openSessionsOnDirectFlight(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-26',
      count: 20,
    });
    const first = sessions[0];
    if (!first) throw new Error('no session');
    const seats = (await freeSeats(test.app, first)).filter((candidate) => !candidate.isExitRow);
    const baseline = await soldByFare(test.database.db, [flightId]);
    const bookings = [];
    for (const [index, session] of sessions.entries()) {
      bookings.push((await bookWithSeat(test.app, session, seats[index]?.code)).reservation);
    }
    const db = test.database.db;
    // The capture read the hold as running a moment before the deadline, the sweeper a moment after.
    const outcomes = await Promise.all(
      bookings.map(async (booking) => {
        const deadline = Date.parse(booking.holdExpiresAt);
        const [paid, expired] = await Promise.all([
          db
            .transaction()
            .execute((trx) => markPaidAndSellSeats(trx, booking.key, CAPTURED, new Date(deadline - 1))),
          expireHold(db, booking.key, new Date(deadline + 1)),
        ]);
        return { paid, expired };
      }),
    );
    for (const outcome of outcomes) expect(outcome.paid).not.toBe(outcome.expired);
    const rows = await db
      .selectFrom('reservation')
      .leftJoin('seat_assignment', 'seat_assignment.reservation_id', 'reservation.id')
      .select(['reservation.status', 'seat_assignment.status as seat'])
      .where(
        'reservation.id',
        'in',
        bookings.map((booking) => booking.key),
      )
      .execute();
    expect(rows).toHaveLength(bookings.length);
    for (const row of rows) expect(row.seat).toBe(row.status === 'Paid' ? 'sold' : null);
    expect(await inventoryViolations(db, [flightId], baseline)).toEqual([]);
  }, 300_000);
});
