import { createManualClock, type ManualClock } from '@skybook/domain/clock';
import { WALLET_MAX_MOVEMENT_VND } from '@skybook/domain/wallet-rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../../test/app-fixture';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../../test/engines';
import type { AppError } from '../../../plugins/app-error';
import { checkLedger, SOUND_LEDGER } from './wallet-ledger.fixture';
import { WalletService } from './wallet.service';

const PIN = '482913';
const MINUTE = 60 * 1000;

/** The error a refused call rejects with: its code, status and details. */
async function refusal(call: Promise<unknown>) {
  const error = (await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as AppError | undefined;
  if (error === undefined) throw new Error('expected the call to be refused');
  return { code: error.errorCode, status: error.statusCode, details: error.details, headers: error.headers };
}

describe.each(TEST_ENGINES)(
  'the member wallet on $engine',
  (engine) => {
    let database: TestDatabase;
    let clock: ManualClock;
    let wallet: WalletService;
    let member = 0;
    let memberId: string;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      clock = createManualClock(TEST_NOW);
      wallet = new WalletService(database.db, clock);
    });
    beforeEach(() => {
      member++;
      memberId = `member-${String(member)}`;
      clock.set(TEST_NOW);
    });
    afterAll(async () => {
      expect(await checkLedger(database.db)).toEqual(SOUND_LEDGER);
      await database.drop();
    });

    it('opens once with a PIN kept as scrypt text, the second activation answering 409', async () => {
      expect(await wallet.status(memberId)).toEqual({ active: false });
      expect(await wallet.activate(memberId, PIN)).toEqual({
        active: true,
        balance: 0,
        currency: 'VND',
        spendingLockedUntil: null,
      });
      const stored = await database.db
        .selectFrom('wallet_account')
        .select('pin_hash')
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(stored.pin_hash).toMatch(/^scrypt\$/);
      expect(stored.pin_hash).not.toContain(PIN);
      expect(await refusal(wallet.activate(memberId, '111111'))).toMatchObject({
        code: 'WALLET_ALREADY_ACTIVE',
        status: 409,
      });
      await expect(wallet.verifyPin(memberId, PIN)).resolves.toBeUndefined();
    });

    it('opens one wallet when two activations race', async () => {
      const outcomes = await Promise.allSettled([
        wallet.activate(memberId, PIN),
        wallet.activate(memberId, PIN),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const accounts = await database.db
        .selectFrom('wallet_account')
        .select('id')
        .where('member_id', '=', memberId)
        .execute();
      expect(accounts).toHaveLength(1);
    });

    it('refuses a PIN that is not six digits and every movement before activation', async () => {
      expect(await refusal(wallet.activate(memberId, '12345'))).toMatchObject({ status: 400 });
      expect(await refusal(wallet.topUp(memberId, 1000, `${memberId}-top`))).toMatchObject({
        code: 'WALLET_NOT_ACTIVE',
        status: 409,
      });
      expect(await refusal(wallet.pay(memberId, 1000, `${memberId}-pay`, PIN))).toMatchObject({
        code: 'WALLET_NOT_ACTIVE',
      });
      expect(await refusal(wallet.balance(memberId))).toMatchObject({ code: 'WALLET_NOT_ACTIVE' });
      expect(await wallet.history(memberId, 1)).toEqual({ detail: [], page: 1, totalPages: 0 });
    });

    it('refuses amounts that are not a positive whole number up to the per-movement limit', async () => {
      await wallet.activate(memberId, PIN);
      for (const amount of [0, -1000, 1000.5, Number.NaN, WALLET_MAX_MOVEMENT_VND + 1]) {
        expect(await refusal(wallet.topUp(memberId, amount, `${memberId}-${String(amount)}`))).toMatchObject({
          code: 'WALLET_AMOUNT_INVALID',
          status: 400,
          details: { maxAmount: WALLET_MAX_MOVEMENT_VND },
        });
      }
      await wallet.topUp(memberId, WALLET_MAX_MOVEMENT_VND, `${memberId}-max`);
      expect(await wallet.balance(memberId)).toBe(WALLET_MAX_MOVEMENT_VND);
    });

    it('lets exactly 10 of 20 simultaneous spends of 100,000 through a balance of 1,000,000', async () => {
      await wallet.activate(memberId, PIN);
      await wallet.topUp(memberId, 1_000_000, `${memberId}-topup`);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          wallet.pay(memberId, 100_000, `${memberId}-booking-${String(index)}`, PIN),
        ),
      );
      const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as AppError).errorCode] : [],
      );
      expect(paid).toHaveLength(10);
      expect(refused).toEqual(Array.from({ length: 10 }, () => 'WALLET_BALANCE_NOT_ENOUGH'));
      expect(await wallet.balance(memberId)).toBe(0);
      expect(await checkLedger(database.db)).toEqual(SOUND_LEDGER);
    });

    it('answers a repeated reference with the first movement and moves the money once', async () => {
      await wallet.activate(memberId, PIN);
      const first = await wallet.topUp(memberId, 500_000, `pay-${memberId}`);
      const again = await wallet.topUp(memberId, 500_000, `pay-${memberId}`);
      expect(again).toEqual({ ...first, replayed: true });
      expect(first.replayed).toBe(false);
      const spend = await wallet.pay(memberId, 200_000, `ABC123-${memberId}-booking`, PIN);
      const spentAgain = await Promise.all([
        wallet.pay(memberId, 200_000, `ABC123-${memberId}-booking`, PIN),
        wallet.pay(memberId, 200_000, `ABC123-${memberId}-booking`, PIN),
      ]);
      expect(spentAgain.map((movement) => movement.id)).toEqual([spend.id, spend.id]);
      expect(await wallet.balance(memberId)).toBe(300_000);
      expect(await refusal(wallet.topUp(memberId, 1, `pay-${memberId}`))).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        status: 422,
      });
      expect(await wallet.balance(memberId)).toBe(300_000);
    });

    it('locks spending for 15 minutes after five wrong PINs in a row, a right PIN starting the count again', async () => {
      await wallet.activate(memberId, PIN);
      await wallet.topUp(memberId, 300_000, `${memberId}-topup`);
      for (const attemptsLeft of [4, 3, 2, 1]) {
        expect(await refusal(wallet.pay(memberId, 1000, `${memberId}-a`, '000000'))).toMatchObject({
          code: 'WALLET_PIN_INVALID',
          status: 403,
          details: { attemptsLeft },
        });
      }
      await wallet.verifyPin(memberId, PIN);
      for (let index = 0; index < 4; index++) {
        expect(await refusal(wallet.verifyPin(memberId, '000000'))).toMatchObject({
          code: 'WALLET_PIN_INVALID',
        });
      }
      expect(await refusal(wallet.pay(memberId, 1000, `${memberId}-b`, '999999'))).toMatchObject({
        code: 'WALLET_LOCKED',
        status: 423,
        headers: { 'retry-after': '900' },
        details: { lockedUntil: new Date(TEST_NOW.getTime() + 15 * MINUTE).toISOString() },
      });
      clock.advance(14 * MINUTE);
      expect(await refusal(wallet.pay(memberId, 1000, `${memberId}-c`, PIN))).toMatchObject({
        code: 'WALLET_LOCKED',
        headers: { 'retry-after': '60' },
      });
      expect(await wallet.status(memberId)).toMatchObject({
        spendingLockedUntil: expect.any(String) as string,
      });
      // Top-ups need no PIN and are never locked.
      await wallet.topUp(memberId, 1000, `${memberId}-topup-while-locked`);
      clock.advance(MINUTE);
      await wallet.pay(memberId, 1000, `${memberId}-d`, PIN);
      expect(await wallet.balance(memberId)).toBe(300_000);
      expect(await refusal(wallet.verifyPin(memberId, '000000'))).toMatchObject({
        details: { attemptsLeft: 4 },
      });
    });

    it('gives a payment back once, however often and however simultaneously it is asked', async () => {
      await wallet.activate(memberId, PIN);
      await wallet.creditShell(memberId, 400_000, `XYZ789-${memberId}-credit`);
      const payment = await wallet.pay(memberId, 250_000, `XYZ789-${memberId}-pay`, PIN);
      expect(await wallet.balance(memberId)).toBe(150_000);
      const refunds = await Promise.all([
        wallet.refund(payment.reference),
        wallet.refund(payment.reference),
        wallet.refund(payment.reference),
      ]);
      expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
      expect(refunds.filter((refund) => !refund.replayed)).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ kind: 'refund', amount: 250_000, reference: payment.reference });
      expect(await wallet.refund(payment.reference)).toMatchObject({ id: refunds[0].id, replayed: true });
      expect(await wallet.balance(memberId)).toBe(400_000);
      expect(await refusal(wallet.refund(`${memberId}-never-paid`))).toMatchObject({
        code: 'WALLET_PAYMENT_NOT_FOUND',
        status: 404,
      });
    });

    it('lists the history newest first, by requirements §3 type, ten to a page', async () => {
      await wallet.activate(memberId, PIN);
      for (let index = 0; index < 12; index++) {
        clock.advance(MINUTE);
        await wallet.topUp(memberId, 10_000, `${memberId}-top-${String(index)}`);
      }
      clock.advance(MINUTE);
      await wallet.promotion(memberId, 5_000, `${memberId}-welcome`);
      clock.advance(MINUTE);
      const payment = await wallet.pay(memberId, 30_000, `${memberId}-pay`, PIN);
      clock.advance(MINUTE);
      await wallet.refund(payment.reference);

      const first = await wallet.history(memberId, 1);
      expect(first.totalPages).toBe(2);
      expect(first.detail.map((item) => [item.kind, item.type, item.amount])).toEqual([
        ['refund', 'payment', 30_000],
        ['payment', 'payment', -30_000],
        ['promotion', 'promotion', 5_000],
        ...Array.from({ length: 7 }, () => ['topup', 'top-up', 10_000]),
      ]);
      expect((await wallet.history(memberId, 2)).detail).toHaveLength(5);
      expect(await wallet.history(memberId, 3)).toEqual({ detail: [], page: 3, totalPages: 2 });
      const payments = await wallet.history(memberId, 1, 'payment');
      expect(payments.detail.map((item) => item.kind)).toEqual(['refund', 'payment']);
      expect(payments.totalPages).toBe(1);
      expect((await wallet.history(memberId, 1, 'top-up')).totalPages).toBe(2);
      expect((await wallet.history(memberId, 1, 'promotion')).detail).toEqual([
        expect.objectContaining({ reference: `${memberId}-welcome`, amount: 5_000 }),
      ]);
      expect(await refusal(wallet.history(memberId, 0))).toMatchObject({ status: 400 });
    });

    it('keeps a negative balance out of the table itself (CHECK balance >= 0)', async () => {
      await wallet.activate(memberId, PIN);
      await expect(
        database.db
          .updateTable('wallet_account')
          .set({ balance: -1 })
          .where('member_id', '=', memberId)
          .execute(),
      ).rejects.toThrow();
      expect(await wallet.balance(memberId)).toBe(0);
    });
  },
  60_000,
);
