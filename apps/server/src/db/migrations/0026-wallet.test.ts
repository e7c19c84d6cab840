import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrationProvider } from './index';

/**
 * 0026 creates the wallet's ledger (decision 029) with the airline's four accounts; the tables
 * themselves refuse what the service must never write: a negative member balance, a member account
 * without its PIN, a balance on an airline account, an entry of 0, an unknown kind, a refund that
 * names no payment, one reference twice for one kind, one payment refunded twice.
 */

const NOW = '2026-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0026-wallet on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const result = await migrator.migrateTo('0026-wallet');
    expect(result.error).toBeUndefined();
    const { db } = database;
    await sql`insert into wallet_account (id, kind, member_id, pin_hash, balance, created_at)
      values ('w1', 'member', 'm1', 'scrypt$x', 1000, ${NOW})`.execute(db);
    await sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t1', 'payment', 'ABC123-pay', 'm1', 'w1', 500, null, ${NOW})`.execute(db);
  }, 120_000);
  afterAll(() => database.drop());

  const refused = (statement: ReturnType<typeof sql>) =>
    expect(statement.execute(database.db)).rejects.toThrow();

  it("creates the airline's four accounts, without a balance of their own", async () => {
    const accounts = await database.db
      .selectFrom('wallet_account')
      .select(['id', 'kind', 'balance', 'member_id'])
      .where('kind', '<>', 'member')
      .orderBy('id')
      .execute();
    expect(accounts).toEqual(
      ['bookingSales', 'creditShells', 'promotions', 'topupClearing'].map((kind) => ({
        id: `airline:${kind}`,
        kind,
        balance: null,
        member_id: null,
      })),
    );
  });

  it('refuses accounts that break their rules', async () => {
    await refused(sql`update wallet_account set balance = -1 where id = 'w1'`);
    await refused(sql`update wallet_account set balance = 5 where id = 'airline:promotions'`);
    await refused(sql`insert into wallet_account (id, kind, member_id, pin_hash, balance, created_at)
      values ('w2', 'member', 'm2', null, 0, ${NOW})`);
    await refused(sql`insert into wallet_account (id, kind, member_id, pin_hash, balance, created_at)
      values ('w3', 'member', 'm1', 'scrypt$y', 0, ${NOW})`);
    await refused(
      sql`insert into wallet_account (id, kind, created_at) values ('airline:bank', 'bank', ${NOW})`,
    );
  });

  it('refuses movements and entries that break their rules', async () => {
    await refused(sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t2', 'payment', 'ABC123-pay', 'm1', 'w1', 700, null, ${NOW})`);
    await refused(sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t3', 'refund', 'ABC123-pay', 'm1', 'w1', 500, null, ${NOW})`);
    await refused(sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t4', 'gift', 'X', 'm1', 'w1', 500, null, ${NOW})`);
    await refused(sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t5', 'topup', 'Y', 'm1', 'w1', 0, null, ${NOW})`);
    await refused(sql`insert into wallet_entry (transaction_id, account_id, amount) values ('t1', 'w1', 0)`);

    await sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t6', 'refund', 'ABC123-pay', 'm1', 'w1', 500, 't1', ${NOW})`.execute(database.db);
    await refused(sql`insert into wallet_transaction (id, kind, reference, member_id, account_id, amount, refund_of, created_at)
      values ('t7', 'refund', 'ABC123-pay-again', 'm1', 'w1', 500, 't1', ${NOW})`);
  });
});
