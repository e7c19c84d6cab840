import type { LoginResponse } from '@skybook/contracts/member';
import type { WalletTopUpResponse } from '@skybook/contracts/member-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  memberCall,
  skyclubMember,
} from '../../../../test/loyalty-fixture';
import { createPaymentGateways, loadPaymentGatewaysConfig, signVnpayParams } from '../../booking/public';
import { checkLedger, SOUND_LEDGER } from './wallet-ledger.fixture';
import { WalletService } from './wallet.service';

/**
 * Topping up the wallet through VNPay (decision 033) over HTTP on both engines: the sandbox's page
 * is paid as a payer would, its IPN credits the wallet once, a replay or a forgery credits nothing.
 */
describe.each(TEST_ENGINES)('wallet top-ups through VNPay on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let wallet: WalletService;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    wallet = new WalletService(test.app.db, test.app.clock);
    expect((await call(alice, 'POST', 'skyclub/active-wallet', { pin: '246810' })).status).toBe(200);
  }, 120_000);
  afterAll(() => test.close());

  const call = (login: LoginResponse, method: string, path: string, body?: unknown) =>
    memberCall(test.origin, login, method, path, body);
  const ipn = async (params: Record<string, string>) =>
    (
      (await (
        await fetch(
          `${test.origin}/booking/api/v1/payment/vnpay/ipn?${new URLSearchParams(params).toString()}`,
        )
      ).json()) as { RspCode: string }
    ).RspCode;
  const topUpOf = async (login: LoginResponse, id: string) => {
    const response = await call(login, 'GET', `skyclub/wallet/top-ups/${id}`);
    return { status: response.status, body: (await response.json()) as WalletTopUpResponse };
  };
  const balanceOf = (login: LoginResponse) => wallet.balance(login.skypay.profile.userId);

  /**
   * Pays VNPay's sandbox page, which sends the browser back to the account page with the top-up's
   * id; answers the signed parameters VNPay sent back (its IPN's).
   */
  const payAtVnpay = async (redirectUrl: string, topUpId: string) => {
    const opened = await fetch(redirectUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const path = `${test.origin}${new URL(opened.headers.get('location') ?? '', test.origin).pathname}`;
    const paid = await fetch(`${path}/account`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        bankCode: 'NCB',
        cardNumber: '9704 1985 2619 1432 198',
        holderName: 'nguyen van a',
        issueDate: '07/15',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.pathname).toBe('/en/profile/account');
    expect(back.searchParams.get('topUpId')).toBe(topUpId);
    const params = Object.fromEntries(back.searchParams);
    delete params.topUpId;
    return params;
  };

  it('credits the wallet once from VNPay’s IPN, and answers a replay 02 without crediting again', async () => {
    const before = await balanceOf(alice);
    const opened = await call(alice, 'POST', 'skyclub/wallet/top-ups', {
      amount: 500_000,
      method: 'VNPAYQR',
      languageId: 'en',
    });
    expect(opened.status).toBe(200);
    const answer = (await opened.json()) as WalletTopUpResponse;
    expect(answer.topUp).toMatchObject({
      amount: 500_000,
      currency: 'VND',
      method: 'VNPAYQR',
      status: 'PENDING',
    });
    expect(answer.redirectUrl).toContain('/sandbox/vnpay/');

    const signed = await payAtVnpay(answer.redirectUrl ?? '', answer.topUp.id);
    for (let tries = 0; tries < 100; tries++) {
      if ((await topUpOf(alice, answer.topUp.id)).body.topUp.status !== 'PENDING') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await topUpOf(alice, answer.topUp.id)).body.topUp.status).toBe('CREDITED');
    expect(await balanceOf(alice)).toBe(before + 500_000);

    // VNPay's IPN again, twice at once: already confirmed, nothing more credited.
    expect(await Promise.all([ipn(signed), ipn(signed)])).toEqual(['02', '02']);
    expect(await balanceOf(alice)).toBe(before + 500_000);
    const movements = await test.database.db
      .selectFrom('wallet_transaction')
      .select(['kind', 'amount'])
      .where('reference', '=', answer.topUp.id)
      .execute();
    expect(movements).toEqual([{ kind: 'topup', amount: 500_000 }]);
    // Another member does not see it.
    expect((await topUpOf(bob, answer.topUp.id)).status).toBe(404);
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  it('credits nothing for a forged or wrong-amount IPN, and records a failed one once', async () => {
    const before = await balanceOf(alice);
    const opened = (await (
      await call(alice, 'POST', 'skyclub/wallet/top-ups', { amount: 300_000, method: 'NP' })
    ).json()) as WalletTopUpResponse;
    const config = await loadPaymentGatewaysConfig({
      config: test.app.config,
      db: test.database.db,
      clock: test.clock,
    });
    const { vnpay } = createPaymentGateways(config, test.clock);
    const sign = (params: Record<string, string>) => {
      const full = { vnp_TmnCode: vnpay.tmnCode, ...params };
      return { ...full, vnp_SecureHash: signVnpayParams(full, vnpay.hashSecret) };
    };
    const paidParams = (amount: number, responseCode = '00') => ({
      vnp_Amount: String(amount * 100),
      vnp_ResponseCode: responseCode,
      vnp_TransactionStatus: responseCode,
      vnp_TxnRef: opened.topUp.id,
      vnp_TransactionNo: '87654321',
      vnp_BankCode: 'NCB',
    });
    const good = sign(paidParams(300_000));
    // Forged: the amount changed after signing, or signed with another secret.
    expect(await ipn({ ...good, vnp_Amount: String(3_000_000 * 100) })).toBe('97');
    const forged = { ...paidParams(300_000), vnp_TmnCode: vnpay.tmnCode };
    expect(await ipn({ ...forged, vnp_SecureHash: signVnpayParams(forged, 'not-the-secret') })).toBe('97');
    // Signed, but not what the top-up asked for.
    expect(await ipn(sign(paidParams(299_000)))).toBe('04');
    expect(await balanceOf(alice)).toBe(before);
    expect((await topUpOf(alice, opened.topUp.id)).body.topUp.status).toBe('PENDING');

    // The payer gave up at VNPay: FAILED once, and a later IPN of it changes nothing.
    expect(await ipn(sign(paidParams(300_000, '24')))).toBe('00');
    expect((await topUpOf(alice, opened.topUp.id)).body.topUp.status).toBe('FAILED');
    expect(await ipn(good)).toBe('02');
    expect(await balanceOf(alice)).toBe(before);
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  it('refuses a member without a wallet and amounts out of range', async () => {
    const noWallet = await call(bob, 'POST', 'skyclub/wallet/top-ups', {
      amount: 100_000,
      method: 'VNPAYQR',
    });
    expect([noWallet.status, ((await noWallet.json()) as { errorCode: string }).errorCode]).toEqual([
      409,
      'WALLET_NOT_ACTIVE',
    ]);
    expect((await call(alice, 'POST', 'skyclub/wallet/top-ups', { amount: 0, method: 'NP' })).status).toBe(
      400,
    );
    expect((await call(alice, 'POST', 'skyclub/wallet/top-ups', { amount: 1, method: 'VISA' })).status).toBe(
      400,
    );
    const huge = await call(alice, 'POST', 'skyclub/wallet/top-ups', { amount: 10 ** 12, method: 'NP' });
    expect(huge.status).toBe(400);
    const anonymous = await fetch(`${test.origin}/member/api/v1/users/skyclub/wallet/top-ups`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
  });
});
