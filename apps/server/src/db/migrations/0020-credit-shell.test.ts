import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/**
 * 0020 gives vouchers a balance and a ledger of spends: a prepaid voucher not used yet keeps its
 * face value, a used one holds nothing and its one spend is recorded; the balance can never go
 * below zero; a booking has at most one cancellation, with a credit or a refund.
 */

const NOW = '2026-11-21T03:00:00.000Z';
const LATER = '2027-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0020-credit-shell on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0019-payment-fees');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  it('keeps the face value of unused vouchers and records the spend of used ones', async () => {
    const { db } = database;
    await sql`insert into reservation (id, locator, session_id, status, language, currency, total_amount, paid_amount, hold_expires_at, contact, document, created_at, updated_at, cancelled_reason)
      values ('r1', 'LOCR1', 's-r1', 'Paid', 'en', 'VND', 3000000, 3000000, ${NOW}, '{}', '{}', ${NOW}, ${NOW}, null)`.execute(
      db,
    );
    await sql`insert into payment (id, reservation_id, identifier, kind, amount, fee, currency, status, version, created_at, updated_at)
      values ('p1', 'r1', 'Voucher', 'voucher', 3000000, 0, 'VND', 'SUCCESSFUL', 1, ${NOW}, ${NOW})`.execute(
      db,
    );
    await sql`insert into voucher (serial, password_hash, pin_hash, amount, currency, expires_at, redeemed_by, redeemed_at, created_at)
      values ('USED', 'x:y', 'x:y', 5000000, 'VND', ${LATER}, 'p1', ${NOW}, ${NOW}),
             ('FRESH', 'x:y', 'x:y', 20000000, 'VND', ${LATER}, null, null, ${NOW})`.execute(db);

    await migrateToLatest(db);

    const vouchers = await db
      .selectFrom('voucher')
      .select(['serial', 'kind', 'amount', 'balance'])
      .orderBy('serial')
      .execute();
    expect(vouchers).toEqual([
      { serial: 'FRESH', kind: 'prepaid', amount: 20_000_000, balance: 20_000_000 },
      { serial: 'USED', kind: 'prepaid', amount: 5_000_000, balance: 0 },
    ]);
    const spends = await db
      .selectFrom('voucher_redemption')
      .select(['payment_id', 'serial', 'amount'])
      .execute();
    expect(spends).toEqual([{ payment_id: 'p1', serial: 'USED', amount: 5_000_000 }]);
    // A balance never goes below zero, whoever writes it.
    await expect(
      db.updateTable('voucher').set({ balance: -1 }).where('serial', '=', 'FRESH').execute(),
    ).rejects.toThrow();
  });

  it('allows one cancellation per booking, with the credit or the refund it names', async () => {
    const { db } = database;
    const cancellation = (resolution: string, credit: string | null, refund: string | null) =>
      db
        .insertInto('reservation_cancellation')
        .values({
          reservation_id: 'r1',
          resolution,
          amount: 1_000,
          fee: 0,
          currency: 'VND',
          credit_serial: credit,
          refund_payment_id: refund,
          created_at: NOW,
        })
        .execute();
    await expect(cancellation('credit', null, null)).rejects.toThrow();
    await expect(cancellation('refund', 'FRESH', null)).rejects.toThrow();
    await cancellation('credit', 'FRESH', null);
    await expect(cancellation('refund', null, 'p1')).rejects.toThrow();
  });

  it('goes down to 0019 and up again', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo('0019-payment-fees');
    expect(down.error).toBeUndefined();
    await expect(sql`select balance from voucher`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    const fresh = await db
      .selectFrom('voucher')
      .select(['balance'])
      .where('serial', '=', 'FRESH')
      .executeTakeFirstOrThrow();
    expect(fresh.balance).toBe(20_000_000);
  });
});
