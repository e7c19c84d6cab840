import { randomBytes } from 'node:crypto';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  AN,
  arrivalOf,
  HOA,
  ledgerViolations,
  NAMESAKE,
  paidBooking,
  pointsServiceFor,
} from './points.fixture';
import { PointsCreditWorker } from './points-credit-worker';
import type { PointsService } from './points.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(TEST_ENGINES)(
  'crediting flown segments on $engine',
  (engine) => {
    let test: TestApp;
    let clock: ManualClock;
    let points: PointsService;
    let n = 0;

    beforeAll(async () => {
      test = await createTestApp(engine, { seedDays: 8, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
      clock = test.app.clock as ManualClock;
      points = pointsServiceFor(test);
    }, 120_000);
    afterAll(() => test.close());

    it('credits a member’s Paid booking once its flight has arrived, and not before', async () => {
      const reservation = await paidBooking(test, { n: n++, loyaltyNumber: AN.memberCode });
      const unpaid = await paidBooking(test, { n: n++, loyaltyNumber: AN.memberCode, paid: false });
      const arrival = arrivalOf(reservation);
      expect(await points.creditFlownSegments(new Date(arrival.getTime() - MINUTE))).toEqual({
        segments: 0,
        points: 0,
      });
      expect(await points.balance(AN.memberId)).toBe(0);

      const credited = await points.creditFlownSegments(new Date(arrival.getTime() + DAY));
      expect(credited.segments).toBe(1);
      expect(await points.balance(AN.memberId)).toBe(100);
      const { entries, totalPages } = await points.history(AN.memberId, 1);
      expect(totalPages).toBe(1);
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'earn',
          points: 100,
          locator: reservation.locator,
          flight: expect.stringMatching(/^VJ\d+ SGN-PQC$/) as unknown,
          flownAt: arrival.toISOString(),
        }),
      ]);
      // The unpaid booking (its hold long over) earns nothing.
      expect(entries.some((entry) => entry.locator === unpaid.locator)).toBe(false);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('credits each segment once, run twice or by four runs at once', async () => {
      const bookings = [
        await paidBooking(test, { n: n++, loyaltyNumber: HOA.memberCode, family: 'Deluxe' }),
        await paidBooking(test, { n: n++, loyaltyNumber: HOA.memberCode }),
      ];
      const after = new Date(Math.max(...bookings.map((r) => arrivalOf(r).getTime())) + MINUTE);
      const runs = await Promise.all([1, 2, 3, 4].map(() => points.creditFlownSegments(after)));
      expect(runs.reduce((sum, run) => sum + run.points, 0)).toBe(150 + 100);
      expect(await points.creditFlownSegments(after)).toEqual({ segments: 0, points: 0 });
      expect(await points.balance(HOA.memberId)).toBe(250);
      expect((await points.history(HOA.memberId, 1)).entries).toHaveLength(2);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('leaves a flight that arrived before the run’s window to a retro-claim', async () => {
      const reservation = await paidBooking(test, { n: n++, loyaltyNumber: NAMESAKE.memberCode });
      const arrival = arrivalOf(reservation).getTime();
      expect((await points.creditFlownSegments(new Date(arrival + 7 * DAY + MINUTE))).segments).toBe(0);
      expect(await points.balance(NAMESAKE.memberId)).toBe(0);
      expect((await points.creditFlownSegments(new Date(arrival + 7 * DAY - MINUTE))).segments).toBe(1);
      expect(await points.balance(NAMESAKE.memberId)).toBe(100);
    });

    it('ranks a member by the qualifying points of the last 12 months and multiplies new points by it', async () => {
      const memberId = HOA.memberId;
      const now = new Date('2026-12-01T00:00:00.000Z');
      // 250 qualifying points from the test above; flights of 1,700 more the month before, and
      // 5,000 thirteen months ago (outside the window).
      await addFlownEntry(memberId, 1_700, new Date('2026-10-20T00:00:00.000Z'));
      await addFlownEntry(memberId, 5_000, new Date('2025-10-20T00:00:00.000Z'));
      expect(await points.tier(memberId, now)).toEqual({
        tier: 'Member',
        qualifyingPoints: 1_950,
        next: { tier: 'Silver', pointsNeeded: 50 },
      });
      await addFlownEntry(memberId, 50, new Date('2026-10-21T00:00:00.000Z'));
      expect((await points.tier(memberId, now)).tier).toBe('Silver');
      await addFlownEntry(memberId, 3_000, new Date('2026-10-22T00:00:00.000Z'));
      expect((await points.tier(memberId, now)).tier).toBe('Gold');
      await addFlownEntry(memberId, 5_000, new Date('2026-10-23T00:00:00.000Z'));
      expect(await points.tier(memberId, now)).toMatchObject({ tier: 'Platinum', next: null });
      // The year-old flights leave the window: 10,000 → 5,000 a year after the last ones.
      expect((await points.tier(memberId, new Date('2027-10-22T12:00:00.000Z'))).tier).toBe('Gold');

      // Platinum doubles an Eco SGN–PQC segment's 100 points.
      const reservation = await paidBooking(test, { n: n++, loyaltyNumber: HOA.memberCode });
      const before = await points.balance(memberId);
      await points.creditFlownSegments(new Date(arrivalOf(reservation).getTime() + MINUTE));
      expect((await points.balance(memberId)) - before).toBe(200);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('credits on a timer until stopped', async () => {
      const reservation = await paidBooking(test, { n: n++, loyaltyNumber: AN.memberCode });
      const before = await points.balance(AN.memberId);
      clock.set(new Date(arrivalOf(reservation).getTime() + MINUTE));
      const worker = new PointsCreditWorker(points, clock, test.app.log, 20);
      worker.start();
      for (let tries = 0; tries < 100 && (await points.balance(AN.memberId)) === before; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await worker.stop();
      expect((await points.balance(AN.memberId)) - before).toBe(100);
    });

    it('counts a delayed flight from its recorded arrival, and never a cancelled one', async () => {
      const delayed = await paidBooking(test, { n: n++, loyaltyNumber: HOA.memberCode });
      const cancelled = await paidBooking(test, { n: n++, loyaltyNumber: HOA.memberCode });
      const late = 3 * 60 * MINUTE;
      await recordOperation(delayed, late);
      await recordOperation(cancelled, null);
      const creditedLocators = async () =>
        (await points.history(HOA.memberId, 1)).entries.map((entry) => entry.locator);
      const scheduled = arrivalOf(delayed).getTime();
      await points.creditFlownSegments(new Date(scheduled + MINUTE));
      expect(await creditedLocators()).not.toContain(delayed.locator);
      await points.creditFlownSegments(new Date(scheduled + late + MINUTE));
      expect(await creditedLocators()).toContain(delayed.locator);
      await points.creditFlownSegments(new Date(arrivalOf(cancelled).getTime() + DAY));
      expect(await creditedLocators()).not.toContain(cancelled.locator);
    });

    /** What operations recorded of the booking's flight: `late` ms behind schedule, or cancelled (null). */
    async function recordOperation(reservation: ReservationDto, late: number | null) {
      const segment = reservation.journeys[0]?.segments[0];
      if (!segment) throw new Error('no flight');
      const at = (utc: string) => new Date(Date.parse(utc) + (late ?? 0)).toISOString();
      await test.database.db
        .insertInto('flight_operation')
        .values({
          flight_id: segment.flight.id,
          status: late === null ? 'cancelled' : 'delayed',
          actual_departure_at: late === null ? null : at(segment.departure.utc),
          actual_arrival_at: late === null ? null : at(segment.arrival.utc),
          delay_minutes: late === null ? 0 : late / MINUTE,
          reason: 'technical',
          recorded_at: clock.now().toISOString(),
          updated_at: clock.now().toISOString(),
        })
        .execute();
    }

    /** A flight's credit written straight into the ledger, with its balance (a past year of flying). */
    async function addFlownEntry(memberId: string, qualifying: number, flownAt: Date) {
      const { db } = test.database;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('points_entry')
          .values({
            id: randomBytes(16).toString('hex'),
            member_id: memberId,
            kind: 'claim',
            points: qualifying,
            qualifying_points: qualifying,
            reservation_id: randomBytes(16).toString('hex'),
            passenger_key: 'ADT1',
            flight_id: 1,
            locator: null,
            flight_label: null,
            flown_at: flownAt.toISOString(),
            reference: null,
            created_at: clock.now().toISOString(),
          })
          .execute();
        await trx
          .updateTable('points_account')
          .set((eb) => ({ balance: eb('balance', '+', qualifying) }))
          .where('member_id', '=', memberId)
          .execute();
      });
    }
  },
  180_000,
);
