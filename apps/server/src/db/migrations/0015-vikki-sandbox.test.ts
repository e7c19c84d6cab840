import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/** 0015 widens sandbox_payment's gateway check; on SQLite it rebuilds the table under its rows. */

const NOW = '2026-11-21T03:00:00.000Z';

const payment = (id: string, gateway: string, merchantRef: string) => ({
  id,
  gateway,
  merchant_code: 'SKYBOOK',
  merchant_ref: merchantRef,
  amount: 1_000_000,
  currency: 'VND',
  status: 'PENDING',
  scenario: 'link',
  result_code: null,
  reason: null,
  payer_ref: null,
  return_url: 'http://localhost/return',
  notify_url: 'http://localhost/notify',
  details: '{}',
  settle_at: NOW,
  version: 0,
  created_at: NOW,
  updated_at: NOW,
});

const notification = (id: string, paymentId: string) => ({
  id,
  payment_id: paymentId,
  kind: 'signedPost',
  url: 'http://localhost/notify',
  payload: '{}',
  state: 'pending',
  attempts: 0,
  next_attempt_at: NOW,
  last_answer: null,
  created_at: NOW,
  delivered_at: null,
});

describe.each(TEST_ENGINES)('migration 0015-vikki-sandbox on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0014-flight-operations');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  it('keeps the payments and what references them, and lets Vikki payments in', async () => {
    const { db } = database;
    await db
      .insertInto('sandbox_payment')
      .values(payment('card-1', 'card', 'ref-1'))
      .execute();
    await db.insertInto('sandbox_notification').values(notification('n-1', 'card-1')).execute();
    await expect(
      db
        .insertInto('sandbox_payment')
        .values(payment('vikki-0', 'vikki', 'ref-0'))
        .execute(),
    ).rejects.toThrow();

    await migrateToLatest(db);

    expect(await db.selectFrom('sandbox_payment').select(['id', 'gateway']).execute()).toEqual([
      { id: 'card-1', gateway: 'card' },
    ]);
    expect(await db.selectFrom('sandbox_notification').select(['id', 'payment_id']).execute()).toEqual([
      { id: 'n-1', payment_id: 'card-1' },
    ]);
    await db
      .insertInto('sandbox_payment')
      .values(payment('vikki-1', 'vikki', 'ref-2'))
      .execute();
    // The check still refuses other gateways, the reference stays unique, the foreign key holds.
    await expect(
      db
        .insertInto('sandbox_payment')
        .values(payment('other-1', 'paypal', 'ref-3'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('sandbox_payment')
        .values(payment('vikki-2', 'vikki', 'ref-2'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('sandbox_notification').values(notification('n-2', 'missing')).execute(),
    ).rejects.toThrow();
    await db.insertInto('sandbox_notification').values(notification('n-3', 'vikki-1')).execute();
  });
});
