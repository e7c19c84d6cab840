import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/**
 * 0019 records a Paid booking's payment fee and what its capture took: bookings paid before it
 * read both from their captured payment; unpaid ones and refunded payments are left alone.
 */

const NOW = '2026-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0019-payment-fees on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0018-paid-seats-sold');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  const reservation = (id: string, status: string, paid: number) =>
    sql`insert into reservation (id, locator, session_id, status, language, currency, total_amount, paid_amount, hold_expires_at, contact, document, created_at, updated_at, cancelled_reason)
      values (${id}, ${`LOC${id}`}, ${`s-${id}`}, ${status}, 'en', 'VND', 3157920, ${paid}, ${NOW}, '{}', '{}', ${NOW}, ${NOW}, null)`;
  const payment = (
    id: string,
    reservationId: string,
    amount: number,
    fee: number,
    refundedAt: string | null,
  ) =>
    sql`insert into payment (id, reservation_id, identifier, kind, amount, fee, currency, status, refunded_at, version, created_at, updated_at)
      values (${id}, ${reservationId}, 'VI', 'card', ${amount}, ${fee}, 'VND', 'SUCCESSFUL', ${refundedAt}, 1, ${NOW}, ${NOW})`;

  it('fills the fee and the captured amount of bookings paid before it', async () => {
    const { db } = database;
    await reservation('1', 'Paid', 3_157_920).execute(db);
    await payment('p-card', '1', 3_205_289, 47_369, null).execute(db);
    await payment('p-refunded', '1', 3_205_289, 47_369, NOW).execute(db);
    await reservation('2', 'Unpaid', 0).execute(db);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('reservation')
      .select(['id', 'total_amount', 'fee_amount', 'paid_amount'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: '1', total_amount: 3_157_920, fee_amount: 47_369, paid_amount: 3_205_289 },
      { id: '2', total_amount: 3_157_920, fee_amount: 0, paid_amount: 0 },
    ]);
    await expect(
      db.updateTable('reservation').set({ fee_amount: -1 }).where('id', '=', '2').execute(),
    ).rejects.toThrow();
  });

  it('goes down to 0018 and up again', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo('0018-paid-seats-sold');
    expect(down.error).toBeUndefined();
    await expect(sql`select fee_amount from reservation`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    const paid = await db
      .selectFrom('reservation')
      .select(['fee_amount', 'paid_amount'])
      .where('id', '=', '1')
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ fee_amount: 47_369, paid_amount: 3_205_289 });
  });
});
