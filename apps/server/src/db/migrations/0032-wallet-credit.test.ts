import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/**
 * 0030 lets a cancellation's credit go into a member's wallet (decision 033): the cancellations
 * recorded before keep their credit shell or refund, and a credit names a credit shell or a
 * wallet's member, exactly one of the two.
 */

const NOW = '2026-11-21T03:00:00.000Z';
const LATER = '2027-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0032-wallet-credit on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0027-points');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  it('keeps the cancellations recorded before and takes a credit into a wallet, never both kinds', async () => {
    const { db } = database;
    for (const id of ['r1', 'r2', 'r3', 'r4']) {
      await sql`insert into reservation (id, locator, session_id, status, language, currency, total_amount, paid_amount, hold_expires_at, contact, document, created_at, updated_at, cancelled_reason)
        values (${id}, ${`LOC${id}`}, ${`s-${id}`}, 'Cancel', 'en', 'VND', 3000000, 3000000, ${NOW}, '{}', '{}', ${NOW}, ${NOW}, 'cancelledByTraveller')`.execute(
        db,
      );
    }
    await sql`insert into payment (id, reservation_id, identifier, kind, amount, fee, currency, status, version, created_at, updated_at)
      values ('p2', 'r2', 'VI', 'card', 3000000, 0, 'VND', 'SUCCESSFUL', 1, ${NOW}, ${NOW})`.execute(db);
    await sql`insert into voucher (serial, password_hash, pin_hash, amount, currency, expires_at, redeemed_by, redeemed_at, created_at, kind, balance)
      values ('SHELL1', 'x:y', 'x:y', 3000000, 'VND', ${LATER}, null, null, ${NOW}, 'creditShell', 3000000)`.execute(
      db,
    );
    await sql`insert into reservation_cancellation (reservation_id, resolution, amount, fee, currency, credit_serial, refund_payment_id, created_at)
      values ('r1', 'credit', 3000000, 0, 'VND', 'SHELL1', null, ${NOW}),
             ('r2', 'refund', 2500000, 500000, 'VND', null, 'p2', ${NOW})`.execute(db);

    await migrateToLatest(db);

    const kept = await db
      .selectFrom('reservation_cancellation')
      .select([
        'reservation_id',
        'resolution',
        'credit_serial',
        'refund_payment_id',
        'credit_wallet_member_id',
      ])
      .orderBy('reservation_id')
      .execute();
    expect(kept).toEqual([
      {
        reservation_id: 'r1',
        resolution: 'credit',
        credit_serial: 'SHELL1',
        refund_payment_id: null,
        credit_wallet_member_id: null,
      },
      {
        reservation_id: 'r2',
        resolution: 'refund',
        credit_serial: null,
        refund_payment_id: 'p2',
        credit_wallet_member_id: null,
      },
    ]);
    const row = {
      resolution: 'credit',
      amount: 3_000_000,
      fee: 0,
      currency: 'VND',
      credit_serial: null,
      refund_payment_id: null,
      credit_wallet_member_id: 'member-1',
      created_at: NOW,
    };
    await db
      .insertInto('reservation_cancellation')
      .values({ ...row, reservation_id: 'r3' })
      .execute();
    // Neither a shell nor a wallet, both, or a refund that also names a wallet: refused.
    for (const wrong of [
      { credit_wallet_member_id: null },
      { credit_serial: 'SHELL1' },
      { resolution: 'refund', refund_payment_id: 'p2' },
    ]) {
      await expect(
        db
          .insertInto('reservation_cancellation')
          .values({ ...row, ...wrong, reservation_id: 'r4' })
          .execute(),
      ).rejects.toThrow();
    }
  });
});
