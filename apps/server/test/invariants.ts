import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../src/db/database';

/*
 * design §5 Reliability's invariants, by SQL straight from the tables, so a check reads what is
 * stored, not what a service says. Shared by the server's concurrency and model-based tests and by
 * the soak (scripts/soak/), so this file imports nothing but Kysely and the table types: no
 * Vitest, no app. Each check answers its violations as readable lines (empty when it holds).
 */

/** Named checks, each with its violations. */
export type CheckResults = Record<string, string[]>;

/** Every flight a booking or a seat has touched: where `sold` is not 0, a booking took it, or a seat is held. */
export async function touchedFlights(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('flight_fare')
    .select('flight_id')
    .where('sold', '<>', 0)
    .union(db.selectFrom('reservation_inventory').select('flight_id'))
    .union(db.selectFrom('seat_assignment').select('flight_id'))
    .execute();
  return [...new Set(rows.map((row) => row.flight_id))];
}

/**
 * Inventory, on the given flights: no seat held or sold twice and no passenger with two seats on
 * a flight; every seat row belongs to a live (Unpaid or Paid) booking, held for an Unpaid one and
 * sold for a Paid one; `sold` within [0, capacity]; and `sold` = the starting `sold` (`baseline`,
 * by `flightId|family`; 0 when absent) + the seated passengers of live bookings, per fare row.
 */
export async function inventoryChecks(
  db: Kysely<Database>,
  flightIds: readonly number[],
  baseline: ReadonlyMap<string, number>,
): Promise<CheckResults> {
  const results: CheckResults = {
    seatHeldTwice: [],
    passengerWithTwoSeats: [],
    seatOfNoLiveBooking: [],
    seatStateMismatch: [],
    bucketOversold: [],
    soldNotLivePassengers: [],
  };
  if (flightIds.length === 0) return results;
  const flights = [...flightIds];
  const doubleSeats = await db
    .selectFrom('seat_assignment')
    .select(['flight_id', 'seat_code', sql<number>`count(*)`.as('holders')])
    .where('flight_id', 'in', flights)
    .groupBy(['flight_id', 'seat_code'])
    .having(sql`count(*)`, '>', 1)
    .execute();
  results.seatHeldTwice = doubleSeats.map(
    (row) => `seat ${String(row.flight_id)}/${row.seat_code} held twice`,
  );
  const doublePassengers = await db
    .selectFrom('seat_assignment')
    .select(['flight_id', 'reservation_id', 'passenger_key'])
    .where('flight_id', 'in', flights)
    .where('reservation_id', 'is not', null)
    .groupBy(['flight_id', 'reservation_id', 'passenger_key'])
    .having(sql`count(*)`, '>', 1)
    .execute();
  results.passengerWithTwoSeats = doublePassengers.map(
    (row) => `passenger ${row.passenger_key} has two seats`,
  );
  const orphanSeats = await db
    .selectFrom('seat_assignment')
    .leftJoin('reservation', 'reservation.id', 'seat_assignment.reservation_id')
    .select(['seat_assignment.flight_id', 'seat_assignment.seat_code', 'reservation.status'])
    .where('seat_assignment.flight_id', 'in', flights)
    .where((eb) => eb.or([eb('reservation.status', 'is', null), eb('reservation.status', '=', 'Cancel')]))
    .execute();
  results.seatOfNoLiveBooking = orphanSeats.map(
    (row) => `seat ${String(row.flight_id)}/${row.seat_code} held for a ${row.status ?? 'missing'} booking`,
  );
  // A seat is held while its booking is Unpaid and sold once it is Paid, never the other way.
  const misStated = await db
    .selectFrom('seat_assignment')
    .innerJoin('reservation', 'reservation.id', 'seat_assignment.reservation_id')
    .select(['seat_assignment.flight_id', 'seat_assignment.seat_code', 'seat_assignment.status as seat'])
    .select('reservation.status as booking')
    .where('seat_assignment.flight_id', 'in', flights)
    .where((eb) =>
      eb.or([
        eb.and([eb('reservation.status', '=', 'Paid'), eb('seat_assignment.status', '<>', 'sold')]),
        eb.and([eb('reservation.status', '=', 'Unpaid'), eb('seat_assignment.status', '<>', 'held')]),
      ]),
    )
    .execute();
  results.seatStateMismatch = misStated.map(
    (row) => `seat ${String(row.flight_id)}/${row.seat_code} ${row.seat} for a ${row.booking} booking`,
  );
  const fares = await db
    .selectFrom('flight_fare')
    .select(['flight_id', 'fare_family_code', 'sold', 'capacity'])
    .where('flight_id', 'in', flights)
    .execute();
  const live = await db
    .selectFrom('reservation_inventory')
    .innerJoin('reservation', 'reservation.id', 'reservation_inventory.reservation_id')
    .select([
      'reservation_inventory.flight_id',
      'reservation_inventory.fare_family_code',
      sql<number>`sum(reservation_inventory.passengers)`.as('passengers'),
    ])
    .where('reservation_inventory.flight_id', 'in', flights)
    .where('reservation.status', 'in', ['Unpaid', 'Paid'])
    .groupBy(['reservation_inventory.flight_id', 'reservation_inventory.fare_family_code'])
    .execute();
  const liveBy = new Map(
    live.map((row) => [`${String(row.flight_id)}|${row.fare_family_code}`, row.passengers]),
  );
  const oversold: string[] = [];
  const notLive: string[] = [];
  for (const fare of fares) {
    const key = `${String(fare.flight_id)}|${fare.fare_family_code}`;
    if (fare.sold < 0 || fare.sold > fare.capacity)
      oversold.push(`${key} sold ${String(fare.sold)} of ${String(fare.capacity)}`);
    const expected = (baseline.get(key) ?? 0) + (liveBy.get(key) ?? 0);
    if (fare.sold !== expected)
      notLive.push(`${key} sold ${String(fare.sold)}, live bookings need ${String(expected)}`);
  }
  return { ...results, bucketOversold: oversold, soldNotLivePassengers: notLive };
}

/**
 * Money taken: no due captured twice (one SUCCESSFUL, unrefunded payment per booking and due), no
 * booking with more captures than the amounts it owed, every Paid booking with a capture, and a
 * cancelled booking cancelled (credited or refunded) at most once.
 */
export async function paymentChecks(db: Kysely<Database>): Promise<CheckResults> {
  const capturedTwice = await db
    .selectFrom('payment')
    .select(['reservation_id', 'due_sequence', sql<number>`count(*)`.as('captures')])
    .where('status', '=', 'SUCCESSFUL')
    .where('refunded_at', 'is', null)
    .groupBy(['reservation_id', 'due_sequence'])
    .having(sql`count(*)`, '>', 1)
    .execute();
  const captures = (eb: ExpressionBuilder<Database, 'reservation'>) =>
    eb
      .selectFrom('payment')
      .select(sql<number>`count(*)`.as('n'))
      .whereRef('payment.reservation_id', '=', 'reservation.id')
      .where('payment.status', '=', 'SUCCESSFUL')
      .where('payment.refunded_at', 'is', null);
  const moreThanDues = await db
    .selectFrom('reservation')
    .select(['reservation.id', 'reservation.locator', 'reservation.due_sequence'])
    .where((eb) => eb(captures(eb), '>', sql<number>`reservation.due_sequence + 1`))
    .execute();
  const paidWithout = await db
    .selectFrom('reservation')
    .select(['reservation.id', 'reservation.locator'])
    .where('reservation.status', '=', 'Paid')
    .where((eb) => eb(captures(eb), '=', 0))
    .execute();
  const cancelledTwice = await db
    .selectFrom('reservation_cancellation')
    .select(['reservation_id', sql<number>`count(*)`.as('n')])
    .groupBy('reservation_id')
    .having(sql`count(*)`, '>', 1)
    .execute();
  return {
    dueCapturedTwice: capturedTwice.map(
      (row) => `${row.reservation_id} due ${String(row.due_sequence)} captured ${String(row.captures)} times`,
    ),
    moreCapturesThanDues: moreThanDues.map(
      (row) => `${row.locator} has more captures than its ${String(row.due_sequence + 1)} dues`,
    ),
    paidWithoutCapture: paidWithout.map((row) => `${row.locator} is Paid without a captured payment`),
    cancelledTwice: cancelledTwice.map((row) => `${row.reservation_id} cancelled ${String(row.n)} times`),
  };
}

/**
 * Vouchers: a balance equals the face value less its spends and is never negative; a prepaid
 * voucher is spent once (one redemption, one successful payment naming it).
 */
export async function voucherChecks(db: Kysely<Database>): Promise<CheckResults> {
  const balances = await db
    .selectFrom('voucher as v')
    .leftJoin('voucher_redemption as r', 'r.serial', 'v.serial')
    .groupBy(['v.serial', 'v.amount', 'v.balance'])
    .select([
      'v.serial',
      'v.amount',
      'v.balance',
      sql<string | number>`coalesce(sum(r.amount), 0)`.as('spent'),
    ])
    .execute();
  const prepaidTwice = await db
    .selectFrom('voucher as v')
    .innerJoin('voucher_redemption as r', 'r.serial', 'v.serial')
    .where('v.kind', '=', 'prepaid')
    .groupBy('v.serial')
    .having(sql`count(*)`, '>', 1)
    .select('v.serial')
    .execute();
  const paidTwice = await db
    .selectFrom('payment as p')
    .innerJoin('voucher as v', 'v.serial', 'p.gateway_ref')
    .where('p.kind', '=', 'voucher')
    .where('p.status', '=', 'SUCCESSFUL')
    .where('v.kind', '=', 'prepaid')
    .groupBy('p.gateway_ref')
    .having(sql`count(*)`, '>', 1)
    .select('p.gateway_ref')
    .execute();
  return {
    voucherBalanceOff: balances
      .filter((row) => row.balance < 0 || row.balance !== row.amount - Number(row.spent))
      .map(
        (row) =>
          `${row.serial}: balance ${String(row.balance)}, face ${String(row.amount)} less ${String(row.spent)}`,
      ),
    prepaidVoucherSpentTwice: [
      ...prepaidTwice.map((row) => `${row.serial} redeemed more than once`),
      ...paidTwice.map((row) => `${String(row.gateway_ref)} paid more than one booking`),
    ],
  };
}

/**
 * The loyalty points ledger: each balance equals the sum of its member's entries and none is
 * negative, every member with entries has a balance, and no segment is credited twice.
 */
export async function pointsLedgerChecks(db: Kysely<Database>): Promise<CheckResults> {
  const balanceOff: string[] = [];
  const negative: string[] = [];
  const sums = await db
    .selectFrom('points_entry')
    .select(['member_id', sql<number | string>`sum(points)`.as('total')])
    .groupBy('member_id')
    .execute();
  const accounts = new Map(
    (await db.selectFrom('points_account').select(['member_id', 'balance']).execute()).map((row) => [
      row.member_id,
      row.balance,
    ]),
  );
  for (const row of sums) {
    const balance = accounts.get(row.member_id);
    if (balance !== Number(row.total))
      balanceOff.push(`${row.member_id}: balance ${String(balance)}, entries ${String(row.total)}`);
  }
  for (const [member, balance] of accounts) if (balance < 0) negative.push(`${member}: ${String(balance)}`);
  const twice = await db
    .selectFrom('points_entry')
    .select(['reservation_id', 'passenger_key', 'flight_id'])
    .where('flight_id', 'is not', null)
    .groupBy(['reservation_id', 'passenger_key', 'flight_id'])
    .having(sql`count(*)`, '>', 1)
    .execute();
  return {
    pointsBalanceOff: balanceOff,
    pointsBalanceNegative: negative,
    segmentCreditedTwice: twice.map(
      (row) => `segment ${String(row.flight_id)} of ${String(row.reservation_id)} twice`,
    ),
  };
}
