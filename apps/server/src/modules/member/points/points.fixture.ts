import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { expect } from 'vitest';
import { TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { pointsLedgerChecks } from '../../../../test/invariants';
import { bookOnDirectFlight } from '../../../../test/reservation-fixture';
import { markPaid } from '../../booking/manage/service-change.fixture';
import type { PointsMember, PointsMemberDirectory } from './points-members';
import { PointsService } from './points.service';

/** Two members of the same name (the bookings' first adult is NGUYEN VAN AN) and a third. */
export const AN: PointsMember = {
  memberId: 'member-an',
  memberCode: 'SC0000001234',
  familyName: 'Nguyễn',
  givenNames: 'Văn An',
};
export const NAMESAKE: PointsMember = { ...AN, memberId: 'member-namesake', memberCode: 'SC0000005678' };
export const HOA: PointsMember = {
  memberId: 'member-hoa',
  memberCode: 'SC0000009999',
  familyName: 'TRAN',
  givenNames: 'THI HOA',
};

/** The members over a list, as the identity work's member table will answer. */
export function listDirectory(members: readonly PointsMember[]): PointsMemberDirectory {
  return {
    byId: (memberId) => Promise.resolve(members.find((member) => member.memberId === memberId)),
    byCodes: (codes) =>
      Promise.resolve(
        new Map(members.filter((member) => codes.includes(member.memberCode)).map((m) => [m.memberCode, m])),
      ),
  };
}

export function pointsServiceFor(test: TestApp): PointsService {
  return new PointsService({
    db: test.database.db,
    clock: test.app.clock,
    rateLimits: test.app.rateLimits,
    members: listDirectory([AN, NAMESAKE, HOA]),
  });
}

let lookups = 0;

/** When the booking's first flight arrives. */
export const arrivalOf = (reservation: ReservationDto): Date =>
  new Date(reservation.journeys[0]?.segments[0]?.arrival.utc ?? '');

/**
 * A Paid one-adult booking made over the API at TEST_NOW (a direct SGN–PQC flight from the next
 * day on, by `n`),
 * its passenger carrying `loyaltyNumber` when given (PATCH frequentFlyers, as manage booking sets it).
 */
export async function paidBooking(
  test: TestApp,
  options: { n: number; family?: string; loyaltyNumber?: string; paid?: boolean },
): Promise<ReservationDto> {
  (test.app.clock as ManualClock).set(TEST_NOW);
  // Four direct flights a day: the n-th booking takes one of them, a day after every fourth.
  const date = new Date(Date.parse('2026-11-22') + Math.floor(options.n / 4) * 86_400_000);
  const { reservation } = await bookOnDirectFlight(test.app, {
    skip: options.n % 4,
    date: date.toISOString().slice(0, 10),
    ...(options.family ? { family: options.family } : {}),
  });
  if (options.loyaltyNumber) {
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/booking/api/v1/frequentFlyers',
      // Its own client address, so a file's many lookups stay under the per-client limit.
      remoteAddress: `10.27.${String(options.n)}.${String(++lookups % 250)}`,
      payload: {
        locator: reservation.locator,
        lastName: 'NGUYEN',
        firstName: 'AN',
        passengers: [{ passengerKey: 'ADT1', programme: 'Skyclub', loyaltyNumber: options.loyaltyNumber }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  if (options.paid !== false) await markPaid(test.database.db, reservation.key);
  return reservation;
}

/**
 * design §5's ledger invariants, by SQL (test/invariants.ts pointsLedgerChecks): each balance
 * equals the sum of its member's entries and none is negative, and no segment is credited twice.
 */
export async function ledgerViolations(test: TestApp): Promise<string[]> {
  return Object.values(await pointsLedgerChecks(test.database.db)).flat();
}
