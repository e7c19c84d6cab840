import type { LoginResponse } from '@skybook/contracts/member';
import type { BookingHistoriesResponse } from '@skybook/contracts/member-bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../../test/engines';
import { loggedInMember, skyclubMember } from '../../../../../test/loyalty-fixture';
import type { BookedOnFlight } from '../../../../../test/reservation-fixture';
import { bagAndSeat, freeSeatCodes, ManageClient, seatRows } from '../../manage/service-change.fixture';
import { sweepServiceChanges } from '../../manage/service-change-settle';
import {
  answerOf,
  bearer,
  givePoints,
  memberBooking,
  memberIdOf,
  pointsCall,
  reservationRow,
  payByCard as payCard,
} from './points-discount.fixture';

/**
 * A booking paid partly with points that later owes a balance (extras bought in manage booking,
 * decision 024), on both engines: the balance is exactly the extras, its capture is kept, and the
 * addition counts as paid (never taken back as unpaid) — what it owes is its total less the points.
 */
describe.each(TEST_ENGINES)('a balance due on a booking paid partly with points on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 8 });
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    test.clock.set(TEST_NOW);
    await givePoints(test, memberIdOf(alice), 5_000);
  }, 120_000);
  afterAll(() => test.close());

  const payByCard = (headers: Record<string, string>, locator: string) => payCard(test, headers, locator);

  it('asks exactly the extras’ price, keeps the capture and counts the addition paid', async () => {
    const booked: BookedOnFlight = await memberBooking(test, alice, 0);
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 1_000 }));
    const first = (await payByCard(booked.session.headers, booked.reservation.locator)).status;
    expect(first.payment?.status).toBe('SUCCESSFUL');
    // The member's booking history states what the card was charged.
    const history = await test.app.inject({
      url: '/member/api/v1/users/booking-histories',
      headers: { ...bearer(alice), 'accept-language': 'en' },
    });
    expect(history.statusCode, history.body).toBe(200);
    const listed = history
      .json<BookingHistoriesResponse>()
      .bookingHistories.find((entry) => entry.locator === booked.reservation.locator);
    expect(listed?.totalAmount).toBe(first.payment?.amount.totalAmount);

    const manage = new ManageClient(test.app, '10.39.0.1');
    const grant = await manage.grant(booked.reservation);
    const seat = freeSeatCodes(await manage.seatMap(grant, booked.reservation))[0] ?? '';
    const services = bagAndSeat(await manage.options(grant, booked.reservation), seat).services;
    const quotation = await manage.quote(grant, booked.reservation.key, services);
    const applied = await manage.apply(grant, booked.reservation.key, services, quotation.totalAmount);
    expect(applied.change.status).toBe('pendingPayment');
    expect(applied.reservationSummary.remaining).toBe(quotation.totalAmount);

    const { method, status } = await payByCard({ 'x-manage-grant': grant }, booked.reservation.locator);
    expect(method.total.totalAmount).toBe(quotation.totalAmount + method.fee.totalAmount);
    expect(status.payment).toMatchObject({ status: 'SUCCESSFUL', refundedAt: null });
    const row = await reservationRow(test, booked.reservation.key);
    expect(row.total_amount - row.points_discount + row.fee_amount - row.paid_amount).toBe(0);
    expect(row.points_discount).toBe(100_000);
    // The capture closed the addition as paid and sold its seat: the sweeper, long after the
    // deadline, has nothing left to settle or take back.
    expect(await seatRows(test.database.db, booked.reservation.key)).toContainEqual(
      expect.objectContaining({ seat_code: seat, status: 'sold' }),
    );
    expect(await sweepServiceChanges(test.database.db, new Date(TEST_NOW.getTime() + 86_400_000))).toEqual({
      paid: 0,
      reverted: 0,
    });
  });
});
