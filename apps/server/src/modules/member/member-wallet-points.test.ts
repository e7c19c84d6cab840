import type { LoginResponse } from '@skybook/contracts/member';
import type { ScoreHistoriesResponse } from '@skybook/contracts/member-points';
import type { TransactionHistoryResponse, WalletStatusDto } from '@skybook/contracts/member-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  memberCall,
  errorOf,
  skyclubMember,
  skyjoyMember,
} from '../../../test/loyalty-fixture';
import { WalletService } from './wallet/wallet.service';

describe.each(TEST_ENGINES)('the member’s wallet and points over HTTP on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let joy: LoginResponse;

  const call = (login: LoginResponse, method: string, path: string, body?: unknown) =>
    memberCall(test.origin, login, method, path, body);
  const memberIdOf = (login: LoginResponse) => login.skypay.profile.userId;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    joy = (await loggedInMember(test, skyjoyMember())).login;
  }, 120_000);
  afterAll(() => test.close());

  it('opens a wallet once with a 6-digit PIN, and shows each member only their own movements', async () => {
    const closed = await call(alice, 'GET', 'skyclub/wallet');
    expect(await closed.json()).toEqual({ wallet: { active: false } });

    expect((await call(alice, 'POST', 'skyclub/active-wallet', { pin: '12345' })).status).toBe(400);
    const opened = await call(alice, 'POST', 'skyclub/active-wallet', { pin: '246810' });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { wallet: WalletStatusDto }).wallet).toEqual({
      active: true,
      balance: 0,
      currency: 'VND',
      spendingLockedUntil: null,
    });
    expect(await errorOf(await call(alice, 'POST', 'skyclub/active-wallet', { pin: '246810' }))).toEqual({
      status: 409,
      errorCode: 'WALLET_ALREADY_ACTIVE',
    });

    // Money arrives as the payments and cancellations will move it: through the ledger.
    const wallet = new WalletService(test.app.db, test.app.clock);
    await wallet.promotion(memberIdOf(alice), 50_000, 'welcome-alice');
    test.clock.advance(1000);
    await wallet.pay(memberIdOf(alice), 20_000, 'AB12CD:wallet-payment', '246810');

    const history = (await (
      await call(alice, 'GET', 'skyclub/transaction-history')
    ).json()) as TransactionHistoryResponse;
    expect(history.transactionHistories.detail.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'payment', amount: -20_000 },
      { kind: 'promotion', amount: 50_000 },
    ]);
    const payments = (await (
      await call(alice, 'GET', 'skyclub/transaction-history?type=payment')
    ).json()) as TransactionHistoryResponse;
    expect(payments.transactionHistories.detail.map(({ kind }) => kind)).toEqual(['payment']);
    expect(await (await call(alice, 'GET', 'skyclub/wallet')).json()).toMatchObject({
      wallet: { active: true, balance: 30_000 },
    });

    // Bob sees no wallet and no movement of Alice's; a SkyJoy member opens theirs on SPEC's path.
    expect(await (await call(bob, 'GET', 'skyclub/wallet')).json()).toEqual({ wallet: { active: false } });
    const bobs = (await (
      await call(bob, 'GET', 'skyclub/transaction-history')
    ).json()) as TransactionHistoryResponse;
    expect(bobs.transactionHistories).toEqual({ detail: [], page: 1, totalPages: 0 });
    expect((await call(joy, 'POST', 'skyjoy/active-wallet', { pin: '135790' })).status).toBe(200);
    expect((await call(joy, 'POST', 'skyclub/active-wallet', { pin: '135790' })).status).toBe(404);
  });

  it('refuses a bad page or type, and asks for a sign-in without a token', async () => {
    expect((await call(alice, 'GET', 'skyclub/transaction-history?page=0')).status).toBe(400);
    expect((await call(alice, 'GET', 'skyclub/transaction-history?type=gift')).status).toBe(400);
    const anonymous = await fetch(`${test.origin}/member/api/v1/users/skyclub/score-histories`);
    expect(await errorOf(anonymous)).toEqual({ status: 401, errorCode: 'LOGIN_REQUIRED' });
  });

  it('answers the points balance, card rank and history, and a claim of an unknown booking as not found', async () => {
    const response = await call(bob, 'GET', 'skyclub/score-histories');
    expect(response.status).toBe(200);
    expect((await response.json()) as ScoreHistoriesResponse).toEqual({
      scoreHistories: { detail: [], page: 1, totalPages: 0 },
      balance: 0,
      cardRank: { tier: 'Member', qualifyingPoints: 0, next: { tier: 'Silver', pointsNeeded: 2000 } },
    });
    const claim = await call(bob, 'POST', 'skyclub/score-histories/claims', {
      reservationLocator: 'ZZ9ZZ9',
      familyName: 'Pham',
      givenName: 'Bob',
    });
    expect(await errorOf(claim)).toEqual({ status: 404, errorCode: 'POINTS_CLAIM_NOT_FOUND' });
    expect(
      (await call(bob, 'POST', 'skyclub/score-histories/claims', { reservationLocator: 'ZZ9ZZ9' })).status,
    ).toBe(400);
  });
});
