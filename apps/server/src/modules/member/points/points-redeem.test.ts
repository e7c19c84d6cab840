import { randomBytes } from 'node:crypto';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { AppError } from '../../../plugins/app-error';
import { AN, arrivalOf, ledgerViolations, paidBooking, pointsServiceFor } from './points.fixture';
import type { PointsService } from './points.service';

const errorCodeOf = async (call: Promise<unknown>) =>
  call.then(
    () => 'none',
    (error: unknown) => (error instanceof AppError ? error.errorCode : String(error)),
  );

describe.each(TEST_ENGINES)(
  'redeeming points and giving them back on $engine',
  (engine) => {
    let test: TestApp;
    let points: PointsService;
    const total = 1_000_000;

    beforeAll(async () => {
      test = await createTestApp(engine, { seedDays: 4, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
      points = pointsServiceFor(test);
      // 100 points earned on a real flight, then 900 more by an adjustment: 1,000.
      const reservation = await paidBooking(test, { n: 0, loyaltyNumber: AN.memberCode });
      const clock = test.app.clock as ManualClock;
      clock.set(new Date(arrivalOf(reservation).getTime() + 60_000));
      await points.creditFlownSegments(clock.now());
      clock.advance(60_000);
      await test.database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('points_entry')
          .values({
            id: randomBytes(16).toString('hex'),
            member_id: AN.memberId,
            kind: 'adjust',
            points: 900,
            qualifying_points: 0,
            reservation_id: null,
            passenger_key: null,
            flight_id: null,
            locator: null,
            flight_label: null,
            flown_at: null,
            reference: null,
            created_at: clock.now().toISOString(),
          })
          .execute();
        await trx
          .updateTable('points_account')
          .set((eb) => ({ balance: eb('balance', '+', 900) }))
          .where('member_id', '=', AN.memberId)
          .execute();
      });
      clock.advance(60_000);
    }, 120_000);
    afterAll(() => test.close());

    it('spends points once per reference, within the redemption’s bounds and the balance', async () => {
      expect(await points.balance(AN.memberId)).toBe(1_000);
      const first = await points.redeem(AN.memberId, {
        points: 300,
        reference: 'pay-1',
        bookingTotal: total,
      });
      expect(first).toEqual({ reference: 'pay-1', points: 300, discount: 30_000, balance: 700 });
      // The same request again answers the same, and spends nothing more.
      expect(
        await points.redeem(AN.memberId, { points: 300, reference: 'pay-1', bookingTotal: total }),
      ).toEqual(first);
      expect(
        await errorCodeOf(
          points.redeem(AN.memberId, { points: 200, reference: 'pay-1', bookingTotal: total }),
        ),
      ).toBe('CONFLICT');
      expect(
        await errorCodeOf(
          points.redeem(AN.memberId, { points: 99, reference: 'pay-2', bookingTotal: total }),
        ),
      ).toBe('POINTS_REDEEM_INVALID');
      expect(
        await errorCodeOf(
          points.redeem(AN.memberId, { points: 501, reference: 'pay-2', bookingTotal: 100_000 }),
        ),
      ).toBe('POINTS_REDEEM_INVALID');
      expect(
        await errorCodeOf(
          points.redeem(AN.memberId, { points: 701, reference: 'pay-2', bookingTotal: total }),
        ),
      ).toBe('POINTS_NOT_ENOUGH');
      expect(
        await errorCodeOf(
          points.redeem('member-nobody', { points: 100, reference: 'pay-3', bookingTotal: total }),
        ),
      ).toBe('POINTS_NOT_ENOUGH');
      // The refused ones left nothing behind.
      expect(await points.balance(AN.memberId)).toBe(700);
      expect((await points.history(AN.memberId, 1)).entries.map((entry) => entry.kind)).toEqual([
        'redeem',
        'adjust',
        'earn',
      ]);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('never goes below zero when redemptions race', async () => {
      // 700 left: five redemptions of 200 at once, three fit.
      const outcomes = await Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          errorCodeOf(
            points.redeem(AN.memberId, { points: 200, reference: `race-${String(i)}`, bookingTotal: total }),
          ),
        ),
      );
      expect(outcomes.filter((code) => code === 'none')).toHaveLength(3);
      expect(outcomes.filter((code) => code === 'POINTS_NOT_ENOUGH')).toHaveLength(2);
      expect(await points.balance(AN.memberId)).toBe(100);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('gives a redemption back once, however often asked, and never reuses its reference', async () => {
      const asked = await Promise.all([1, 2, 3].map(() => points.giveBack('pay-1')));
      expect(asked.map((answer) => answer.points)).toEqual([300, 300, 300]);
      expect(await points.balance(AN.memberId)).toBe(400);
      expect(await points.giveBack('pay-1')).toEqual({ reference: 'pay-1', points: 300, balance: 400 });
      expect(await points.giveBack('never-redeemed')).toEqual({
        reference: 'never-redeemed',
        points: 0,
        balance: null,
      });
      expect(
        await errorCodeOf(
          points.redeem(AN.memberId, { points: 300, reference: 'pay-1', bookingTotal: total }),
        ),
      ).toBe('CONFLICT');
      expect(await ledgerViolations(test)).toEqual([]);
    });
  },
  180_000,
);
