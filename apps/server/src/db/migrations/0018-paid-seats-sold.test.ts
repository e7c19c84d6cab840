import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/** 0018 sells the seats of bookings paid before payments sold them; other seats stay as they were. */

const NOW = '2026-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0018-paid-seats-sold on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0017-hot-deal-pictures');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  it('marks the held seats of Paid bookings sold and leaves the seats of Unpaid bookings held', async () => {
    const { db } = database;
    const booking = (id: string, locator: string, status: string) =>
      sql`insert into reservation (id, locator, session_id, status, language, currency, total_amount, paid_amount, hold_expires_at, contact, document, created_at, updated_at, cancelled_reason)
        values (${id}, ${locator}, ${`s-${id}`}, ${status}, 'en', 'VND', 1000000, 0, ${NOW}, '{}', '{}', ${NOW}, ${NOW}, null)`;
    await booking('paid', 'AAA111', 'Paid').execute(db);
    await booking('unpaid', 'BBB222', 'Unpaid').execute(db);
    const seat = (code: string, reservationId: string) =>
      sql`insert into seat_assignment (flight_id, seat_code, passenger_key, status, reservation_id, created_at)
        values (1, ${code}, 'ADT1', 'held', ${reservationId}, ${NOW})`;
    await seat('1A', 'paid').execute(db);
    await seat('2A', 'unpaid').execute(db);

    await migrateToLatest(db);

    const seats = await db
      .selectFrom('seat_assignment')
      .select(['seat_code', 'status'])
      .orderBy('seat_code')
      .execute();
    expect(seats).toEqual([
      { seat_code: '1A', status: 'sold' },
      { seat_code: '2A', status: 'held' },
    ]);
  });
});
