import type { LoginResponse } from '@skybook/contracts/member';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import { maxRedeemablePoints } from '@skybook/domain/loyalty-points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../../test/engines';
import { loggedInMember, skyclubMember } from '../../../../../test/loyalty-fixture';
import type { BookedOnFlight } from '../../../../../test/reservation-fixture';
import { ledgerViolations } from '../../../member/points/points.fixture';
import {
  answerOf,
  bearer,
  codeOf,
  givePoints,
  ledgerOf,
  memberBooking,
  memberIdOf,
  pointsCall,
  pointsOf,
  reservationRow,
} from './points-discount.fixture';

/**
 * Loyalty points spent on a member's own Unpaid booking (decision 037), over the routes on both
 * engines: who may, the bounds, one redemption per booking whatever the retries, taking it off
 * again, and the balance always the sum of the ledger (read by SQL).
 */
describe.each(TEST_ENGINES)('points as a discount on a booking on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let skip = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 8 });
    // The provider stamps its tokens with the system clock: sign in on it, then book on the seed's.
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    test.clock.set(TEST_NOW);
    await givePoints(test, memberIdOf(alice), 5_000);
    await givePoints(test, memberIdOf(bob), 5_000);
  }, 120_000);
  afterAll(() => test.close());

  const book = (login: LoginResponse | null = alice): Promise<BookedOnFlight> =>
    memberBooking(test, login, skip++);
  const balance = (login: LoginResponse) => pointsOf(test).balance(memberIdOf(login));

  it('answers a guest 401, another member 403 and a request without the booking’s session 404', async () => {
    const booked = await book();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(codeOf(await pointsCall(test, booked, method, { points: 100 }))).toEqual({
        status: 401,
        errorCode: 'LOGIN_REQUIRED',
      });
      expect(codeOf(await pointsCall(test, booked, method, { login: bob, points: 100 }))).toEqual({
        status: 403,
        errorCode: 'POINTS_NOT_MEMBER_BOOKING',
      });
      // No session at all: the booking flow's session answer.
      expect(
        codeOf(await pointsCall(test, booked, method, { login: alice, points: 100, headers: {} })),
      ).toEqual({ status: 410, errorCode: 'SESSION_EXPIRED' });
      const other = await book();
      expect(
        codeOf(
          await pointsCall(test, booked, method, {
            login: alice,
            points: 100,
            headers: other.session.headers,
          }),
        ),
      ).toEqual({ status: 404, errorCode: 'BOOKING_NOT_FOUND' });
    }
    // A guest's booking is no member's.
    const guests = await book(null);
    expect(codeOf(await pointsCall(test, guests, 'PUT', { login: alice, points: 100 }))).toEqual({
      status: 403,
      errorCode: 'POINTS_NOT_MEMBER_BOOKING',
    });
    expect(await balance(bob)).toBe(5_000);
  });

  it('applies points once: the remaining amount and every method’s total lowered, a replay spends nothing more', async () => {
    const booked = await book();
    const total = booked.reservation.reservationSummary.totalAmount;
    const before = answerOf(await pointsCall(test, booked, 'GET', { login: alice }));
    expect(before).toMatchObject({
      pointValue: 100,
      minPoints: 100,
      maxPoints: Math.min(before.balance, maxRedeemablePoints(total)),
      canRedeem: true,
      applied: null,
      remaining: { currency: 'VND', totalAmount: total },
    });

    const applied = answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 300 }));
    expect(applied).toMatchObject({
      balance: before.balance - 300,
      canRedeem: false,
      applied: { points: 300, discount: { currency: 'VND', totalAmount: 30_000 } },
      remaining: { currency: 'VND', totalAmount: total - 30_000 },
    });
    // The same request again answers the same and spends nothing.
    expect(answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 300 }))).toEqual(applied);
    expect(codeOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 400 }))).toEqual({
      status: 409,
      errorCode: 'POINTS_ALREADY_APPLIED',
    });
    expect(await balance(alice)).toBe(before.balance - 300);
    // The booking costs what it did; the discount is its own line.
    expect(await reservationRow(test, booked.reservation.key)).toMatchObject({
      total_amount: total,
      points_redeemed: 300,
      points_discount: 30_000,
      paid_amount: 0,
    });

    const listed = await test.app.inject({
      url: `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${booked.reservation.locator}&languageId=en`,
      headers: { ...booked.session.headers, ...bearer(alice) },
    });
    const methods = listed.json<PaymentMethodsResponse>();
    expect(methods.reservation.remaining.totalAmount).toBe(total - 30_000);
    for (const method of methods.payments)
      expect(method.total.totalAmount, method.identifier).toBe(total - 30_000 + method.fee.totalAmount);
    expect(await ledgerViolations(test)).toEqual([]);
  });

  it('refuses points outside the bounds and above the balance, writing nothing', async () => {
    const booked = await book();
    const most = maxRedeemablePoints(booked.reservation.reservationSummary.totalAmount);
    // Bob holds one point fewer than his booking could take.
    const bobs = await book(bob);
    const bobsMost = maxRedeemablePoints(bobs.reservation.reservationSummary.totalAmount);
    await givePoints(test, memberIdOf(bob), bobsMost - 1 - (await balance(bob)));
    const refusals = [
      { login: alice, booked, points: 99, code: 'POINTS_REDEEM_INVALID', status: 400 },
      { login: alice, booked, points: most + 1, code: 'POINTS_REDEEM_INVALID', status: 400 },
      { login: bob, booked: bobs, points: bobsMost, code: 'POINTS_NOT_ENOUGH', status: 409 },
    ];
    for (const refusal of refusals) {
      const answer = await pointsCall(test, refusal.booked, 'PUT', {
        login: refusal.login,
        points: refusal.points,
      });
      expect(codeOf(answer), String(refusal.points)).toEqual({
        status: refusal.status,
        errorCode: refusal.code,
      });
    }
    expect(await balance(bob)).toBe(bobsMost - 1);
    for (const { key } of [booked.reservation, bobs.reservation]) {
      expect(await reservationRow(test, key)).toMatchObject({ points_discount: 0, points_reference: null });
      expect(await ledgerOf(test, key)).toEqual([]);
    }
    expect(await ledgerViolations(test)).toEqual([]);
  });

  it('takes the points off before paying: all of them back, the full amount due again, and points may be applied anew', async () => {
    const booked = await book();
    const total = booked.reservation.reservationSummary.totalAmount;
    const start = await balance(alice);
    answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 200 }));
    const removed = answerOf(await pointsCall(test, booked, 'DELETE', { login: alice }));
    expect(removed).toMatchObject({
      balance: start,
      canRedeem: true,
      applied: null,
      remaining: { totalAmount: total },
    });
    // Removing again changes nothing.
    expect(answerOf(await pointsCall(test, booked, 'DELETE', { login: alice }))).toEqual(removed);
    const again = answerOf(await pointsCall(test, booked, 'PUT', { login: alice, points: 250 }));
    expect(again).toMatchObject({ balance: start - 250, applied: { points: 250 } });
    const ledger = await ledgerOf(test, booked.reservation.key);
    expect(ledger.map((entry) => [entry.kind, entry.points])).toEqual([
      ['redeem', -200],
      ['adjust', 200],
      ['redeem', -250],
    ]);
    // Each redemption has its own reference: the one given back is never spent again.
    expect(new Set(ledger.map((entry) => entry.reference)).size).toBe(2);
    expect(await ledgerViolations(test)).toEqual([]);
  });

  it('spends points once when the same booking is applied to many times at once', async () => {
    const booked = await book();
    const start = await balance(alice);
    const same = await Promise.all(
      Array.from({ length: 6 }, () => pointsCall(test, booked, 'PUT', { login: alice, points: 150 })),
    );
    expect(same.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balance(alice)).toBe(start - 150);

    // Different numbers at once on another booking: one redemption stands, the others are refused.
    const other = await book();
    const mixed = await Promise.all(
      [100, 200, 300, 400].map((points) => pointsCall(test, other, 'PUT', { login: alice, points })),
    );
    const won = mixed.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const answer of mixed.filter((candidate) => candidate.statusCode !== 200))
      expect(codeOf(answer).status).toBe(409);
    const row = await reservationRow(test, other.reservation.key);
    expect(await balance(alice)).toBe(start - 150 - row.points_redeemed);
    expect(await ledgerOf(test, other.reservation.key)).toHaveLength(1);
    expect(await ledgerViolations(test)).toEqual([]);
  });
});
