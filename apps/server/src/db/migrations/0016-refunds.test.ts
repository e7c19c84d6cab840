import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/**
 * 0016 adds the refund's state to payments (a refund recorded before it is owed: pending) and the
 * sandbox's refunds table, one refund per payment and per request id.
 */

const NOW = '2026-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0016-refunds on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0015-vikki-sandbox');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  it('marks refunds recorded before it pending, checks the state, and keeps one refund per payment', async () => {
    const { db } = database;
    await sql`insert into reservation (id, locator, session_id, status, language, currency, total_amount, paid_amount, hold_expires_at, contact, document, created_at, updated_at, cancelled_reason)
      values ('r-1', 'ABC123', 's-1', 'Cancel', 'en', 'VND', 1000000, 0, ${NOW}, '{}', '{}', ${NOW}, ${NOW}, 'traveller')`.execute(
      db,
    );
    const payment = (id: string, refundedAt: string | null) =>
      sql`insert into payment (id, reservation_id, identifier, kind, amount, fee, currency, status, refunded_at, refund_reason, version, created_at, updated_at)
        values (${id}, 'r-1', 'NP', 'domesticCard', 1000000, 0, 'VND', 'SUCCESSFUL', ${refundedAt}, ${refundedAt ? 'cancelledByTraveller' : null}, 1, ${NOW}, ${NOW})`;
    await payment('p-refunded', NOW).execute(db);
    await payment('p-kept', null).execute(db);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('payment')
      .select(['id', 'refund_state', 'refund_attempts', 'refund_next_attempt_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'p-kept', refund_state: null, refund_attempts: 0, refund_next_attempt_at: null },
      { id: 'p-refunded', refund_state: 'pending', refund_attempts: 0, refund_next_attempt_at: NOW },
    ]);
    await expect(
      db.updateTable('payment').set({ refund_state: 'lost' }).where('id', '=', 'p-kept').execute(),
    ).rejects.toThrow();
    await db.updateTable('payment').set({ refund_state: 'done' }).where('id', '=', 'p-refunded').execute();

    await db
      .insertInto('sandbox_payment')
      .values({
        id: 'sp-1',
        gateway: 'vnpay',
        merchant_code: 'SKYBOOK1',
        merchant_ref: 'p-refunded',
        amount: 1_000_000,
        currency: 'VND',
        status: 'SUCCESSFUL',
        scenario: 'payerChooses',
        result_code: '00',
        reason: null,
        payer_ref: null,
        return_url: 'http://localhost/return',
        notify_url: 'http://localhost/ipn',
        details: '{}',
        settle_at: null,
        version: 0,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const refund = (id: string, requestId: string, paymentId = 'sp-1') => ({
      id,
      gateway: 'vnpay',
      merchant_code: 'SKYBOOK1',
      request_id: requestId,
      payment_id: paymentId,
      amount: 1_000_000,
      currency: 'VND',
      request_digest: 'digest',
      answer: '{}',
      created_at: NOW,
    });
    await db.insertInto('sandbox_refund').values(refund('rf-1', 'p-refunded')).execute();
    // A second refund of the payment, a request id used twice, an unknown payment: refused.
    await expect(db.insertInto('sandbox_refund').values(refund('rf-2', 'other')).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('sandbox_refund')
        .values(refund('rf-3', 'p-refunded', 'missing'))
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down to 0015 and up again', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo('0015-vikki-sandbox');
    expect(down.error).toBeUndefined();
    await expect(sql`select refund_state from payment`.execute(db)).rejects.toThrow();
    await expect(sql`select id from sandbox_refund`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    const rows = await db.selectFrom('payment').select(['id', 'refund_state']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'p-kept', refund_state: null },
      { id: 'p-refunded', refund_state: 'pending' },
    ]);
  });
});
