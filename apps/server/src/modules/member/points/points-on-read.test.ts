import type { LoginResponse } from '@skybook/contracts/member';
import type { ScoreHistoriesResponse } from '@skybook/contracts/member-points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { loggedInMember, memberCall, skyclubMember } from '../../../../test/loyalty-fixture';
import { TEST_NOW_HEADER } from '../../../plugins/test-clock';
import { arrivalOf, paidBooking } from './points.fixture';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A member reading their points is credited first with the bookings they made while signed in
 * that have landed, without waiting for the crediting timer (set to an hour here); the bookings
 * that only carry their code wait for the timer. With TEST_CLOCK, a request's x-test-now moves
 * the flights' time but not the access token's validity, which the provider stamps with the real
 * time.
 */
describe.each(TEST_ENGINES)('points credited when the member reads them on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, {
      seedDays: 2,
      env: { TRUST_PROXY: 'true', POINTS_CREDIT_INTERVAL_MS: '3600000' },
    });
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Nguyen', givenNames: 'Van An' }))).login;
  }, 120_000);
  afterAll(() => test.close());

  const scores = async () => {
    const response = await memberCall(test.origin, alice, 'GET', 'skyclub/score-histories');
    expect(response.status).toBe(200);
    return (await response.json()) as ScoreHistoriesResponse;
  };

  it('credits the member’s own landed booking on reading, and leaves the others to the timer', async () => {
    const code = alice.user.memberCode;
    const own = await paidBooking(test, { n: 0, loyaltyNumber: code });
    const notOwn = await paidBooking(test, { n: 1, loyaltyNumber: code });
    // Booked while signed in (decision 032): only the first is Alice's booking.
    await test.database.db
      .updateTable('reservation')
      .set({ member_id: alice.skypay.profile.userId })
      .where('id', '=', own.key)
      .execute();

    test.clock.set(new Date(arrivalOf(own).getTime() - 60_000));
    expect((await scores()).balance).toBe(0);

    test.clock.set(new Date(Math.max(arrivalOf(own).getTime(), arrivalOf(notOwn).getTime()) + 60_000));
    const read = await scores();
    expect(read.balance).toBeGreaterThan(0);
    expect(read.scoreHistories.detail).toEqual([expect.objectContaining({ locator: own.locator })]);
    // Read again: nothing credited twice.
    expect((await scores()).balance).toBe(read.balance);
  });
});

describe.each(TEST_ENGINES)('a member’s token under TEST_CLOCK on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, {
      seedDays: 1,
      env: { TRUST_PROXY: 'true', TEST_CLOCK: 'true' },
    });
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember())).login;
  }, 120_000);
  afterAll(() => test.close());

  it('stays valid in a request whose x-test-now is days ahead', async () => {
    const later = new Date(test.clock.now().getTime() + 5 * DAY).toISOString();
    const response = await fetch(`${test.origin}/member/api/v1/users/skyclub/score-histories`, {
      headers: { authorization: `Bearer ${alice.accessToken}`, [TEST_NOW_HEADER]: later },
    });
    expect(response.status).toBe(200);
    // Its real expiry still holds.
    test.clock.advance(alice.expiresIn * 1000 + 60_000);
    const expired = await fetch(`${test.origin}/member/api/v1/users/skyclub/score-histories`, {
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(((await expired.json()) as { errorCode: string }).errorCode).toBe('TOKEN_EXPIRED');
  });
});
