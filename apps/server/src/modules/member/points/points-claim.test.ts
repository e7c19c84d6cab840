import type { ManualClock } from '@skybook/domain/clock';
import { cancellationQuoteSchema } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { AppError } from '../../../plugins/app-error';
import { ManageClient } from '../../booking/manage/service-change.fixture';
import { CLAIM_LIMIT } from './points-claim';
import {
  AN,
  arrivalOf,
  HOA,
  ledgerViolations,
  NAMESAKE,
  paidBooking,
  pointsServiceFor,
} from './points.fixture';
import type { PointsService } from './points.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The error a call threw: its code and translated-message-free details, to compare answers. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; status: number; details: unknown }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.errorCode, status: error.statusCode, details: error.details };
}

describe.each(TEST_ENGINES)(
  'retro-claiming a flown booking on $engine',
  (engine) => {
    let test: TestApp;
    let clock: ManualClock;
    let points: PointsService;
    let n = 0;

    beforeAll(async () => {
      test = await createTestApp(engine, { seedDays: 8, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
      clock = test.app.clock as ManualClock;
    }, 120_000);
    // A service per test: each test's claims start with the whole per-member limit.
    beforeEach(() => {
      points = pointsServiceFor(test);
    });
    afterAll(() => test.close());

    /** Moves the clock to `ms` after the booking's flight arrived. */
    const afterArrival = (reservation: ReservationDto, ms: number) => {
      clock.set(new Date(arrivalOf(reservation).getTime() + ms));
    };
    /** Cancels a Paid booking into a credit shell through manage booking, as its traveller would. */
    const cancelForCredit = async (reservation: ReservationDto) => {
      const manage = new ManageClient(test.app, `10.28.0.${String(n)}`);
      const grant = await manage.grant(reservation);
      const quote = cancellationQuoteSchema.parse(
        (await manage.call('GET', '/reservations/cancel/quote', { grant })).json(),
      );
      const credit = quote.options.find((option) => option.resolution === 'credit');
      const response = await manage.call('POST', '/reservations/cancel', {
        grant,
        payload: { resolution: 'credit', amount: credit?.amount },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const claimOf = (locator: string, familyName = 'nguyen', givenName = 'Van An') => ({
      reservationLocator: locator,
      familyName,
      givenName,
    });

    it('credits the passenger’s flown segments to the member who claims them, once', async () => {
      const reservation = await paidBooking(test, { n: n++, family: 'Deluxe' });
      afterArrival(reservation, DAY);
      const result = await points.retroClaim(AN.memberId, claimOf(reservation.locator.toLowerCase()));
      expect(result).toMatchObject({ locator: reservation.locator, passengerKey: 'ADT1', points: 150 });
      expect(result.balance).toBe(150);
      expect((await points.history(AN.memberId, 1)).entries[0]).toMatchObject({
        kind: 'claim',
        points: 150,
        locator: reservation.locator,
      });
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(reservation.locator)))).code).toBe(
        'POINTS_ALREADY_CLAIMED',
      );
      // The run that credits members' bookings finds nothing left on this one.
      expect((await points.creditFlownSegments(clock.now())).segments).toBe(0);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('answers an unknown code, a wrong name and a name not the member’s the same', async () => {
      const reservation = await paidBooking(test, { n: n++ });
      afterArrival(reservation, DAY);
      const unknown = await refusal(points.retroClaim(HOA.memberId, claimOf('ZZZZZZ', 'TRAN', 'THI HOA')));
      const malformed = await refusal(points.retroClaim(HOA.memberId, claimOf('no!', 'TRAN', 'THI HOA')));
      // Hoa is not a passenger of this booking.
      const wrongName = await refusal(
        points.retroClaim(HOA.memberId, claimOf(reservation.locator, 'TRAN', 'THI HOA')),
      );
      // An is a passenger, but Hoa is not An.
      const notTheMember = await refusal(points.retroClaim(HOA.memberId, claimOf(reservation.locator)));
      expect(unknown).toEqual({ code: 'POINTS_CLAIM_NOT_FOUND', status: 404, details: undefined });
      expect(malformed).toEqual(unknown);
      expect(wrongName).toEqual(unknown);
      expect(notTheMember).toEqual(unknown);
      expect(await points.balance(HOA.memberId)).toBe(0);
    });

    it('limits each member’s attempts, whatever they answer', async () => {
      const reservation = await paidBooking(test, { n: n++ });
      afterArrival(reservation, DAY);
      for (let attempt = 0; attempt < CLAIM_LIMIT.max; attempt++) {
        expect(
          (await refusal(points.retroClaim(HOA.memberId, claimOf('ZZZZZZ', 'TRAN', 'THI HOA')))).code,
        ).toBe('POINTS_CLAIM_NOT_FOUND');
      }
      const limited = await refusal(
        points.retroClaim(HOA.memberId, claimOf(reservation.locator, 'TRAN', 'THI HOA')),
      );
      expect(limited.code).toBe('RATE_LIMITED');
      expect(limited.status).toBe(429);
      // Another member is not held back by Hoa's attempts.
      expect((await points.retroClaim(NAMESAKE.memberId, claimOf(reservation.locator))).points).toBe(100);
    });

    it('refuses a flight not flown yet, a booking never paid or cancelled, and a claim past 180 days', async () => {
      const reservation = await paidBooking(test, { n: n++ });
      afterArrival(reservation, -MINUTE);
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(reservation.locator)))).code).toBe(
        'POINTS_FLIGHT_NOT_FLOWN',
      );
      const unpaid = await paidBooking(test, { n: n++, paid: false });
      afterArrival(unpaid, DAY);
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(unpaid.locator)))).code).toBe(
        'POINTS_FLIGHT_NOT_FLOWN',
      );
      const cancelled = await paidBooking(test, { n: n++ });
      await cancelForCredit(cancelled);
      afterArrival(cancelled, DAY);
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(cancelled.locator)))).code).toBe(
        'POINTS_FLIGHT_NOT_FLOWN',
      );
      afterArrival(reservation, 181 * DAY);
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(reservation.locator)))).code).toBe(
        'POINTS_CLAIM_TOO_OLD',
      );
      afterArrival(reservation, 179 * DAY);
      expect((await points.retroClaim(AN.memberId, claimOf(reservation.locator))).points).toBe(100);
      expect(await ledgerViolations(test)).toEqual([]);
    });

    it('refuses a passenger credited to, or carrying the code of, another member', async () => {
      const credited = await paidBooking(test, { n: n++, loyaltyNumber: NAMESAKE.memberCode });
      afterArrival(credited, DAY);
      expect((await points.creditFlownSegments(clock.now())).segments).toBeGreaterThanOrEqual(1);
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(credited.locator)))).code).toBe(
        'POINTS_ALREADY_CLAIMED',
      );
      const declared = await paidBooking(test, { n: n++, loyaltyNumber: NAMESAKE.memberCode });
      afterArrival(declared, 8 * DAY);
      expect((await refusal(points.retroClaim(AN.memberId, claimOf(declared.locator)))).code).toBe(
        'POINTS_ALREADY_CLAIMED',
      );
      // Its holder may claim it.
      expect((await points.retroClaim(NAMESAKE.memberId, claimOf(declared.locator))).points).toBe(100);
    });

    it('lets one of two members claiming one passenger at once have it', async () => {
      const reservation = await paidBooking(test, { n: n++ });
      afterArrival(reservation, DAY);
      const outcomes = await Promise.allSettled([
        points.retroClaim(AN.memberId, claimOf(reservation.locator)),
        points.retroClaim(NAMESAKE.memberId, claimOf(reservation.locator)),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
      expect((rejected?.reason as AppError).errorCode).toBe('POINTS_ALREADY_CLAIMED');
      expect(await ledgerViolations(test)).toEqual([]);
    });
  },
  180_000,
);
