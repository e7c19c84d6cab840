import type { LoginResponse } from '@skybook/contracts/member';
import type { BankLinkTokensResponse } from '@skybook/contracts/member-extras';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  memberCall,
  memberLogin,
  type NewMember,
  errorOf,
  signIn,
  skyclubMember,
  skyjoyMember,
} from '../../../../test/loyalty-fixture';
import { TestBrowser } from '../../../../test/test-browser';
import { loadSkypaySecret, verifySkypayToken } from '../skypay-token';
import { HDBANK_TOKEN_TTL_S, loadHdbankSecret, verifyHdbankToken } from './hdbank-token';

const DEVICE = { osName: 'iOS', osVersion: '18.1', deviceType: 'phone', deviceId: 'A1B2-C3D4-device' };

describe.each(TEST_ENGINES)('the bank link’s token and SkyJoy’s PIN change on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let joy: { member: NewMember; login: LoginResponse };

  const call = (login: LoginResponse, method: string, path: string, body?: unknown) =>
    memberCall(test.origin, login, method, path, body);
  const refresh = (refreshToken: string) =>
    fetch(`${test.origin}/member/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken, type: 'skyjoy' }),
    });
  /** Signs the member in again in another browser: a second sign-in with its own refresh token. */
  const signInAgain = async (member: NewMember, secret = member.secret) => {
    const signedIn = await signIn(new TestBrowser(test.origin), {
      scheme: member.scheme,
      name: member.email ?? member.phone,
      secret,
    });
    if (!('code' in signedIn)) return null;
    return (await (await memberLogin(test.origin, signedIn, member.scheme)).json()) as LoginResponse;
  };

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    joy = await loggedInMember(test, skyjoyMember({ secret: '135790' }));
  }, 120_000);
  afterAll(() => test.close());

  it('gives a 5-minute bank-link token bound to the member and the device it was asked from', async () => {
    const query = new URLSearchParams(DEVICE).toString();
    const response = await call(alice, 'GET', `skyclub/hdbank/get-access-token?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { accessTokens } = (await response.json()) as BankLinkTokensResponse;
    expect(accessTokens).toEqual([
      { partner: 'hdbank', accessToken: expect.any(String) as unknown, tokenType: 'Bearer', expiresIn: 300 },
    ]);
    const token = accessTokens[0]?.accessToken ?? '';
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: `${test.origin}/member`,
      aud: 'hdbank',
      sub: alice.user.id,
      scheme: 'skyclub',
      dev: { os: 'iOS', osVersion: '18.1', type: 'phone' },
    });
    expect(JSON.stringify(claims)).not.toContain(DEVICE.deviceId);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(HDBANK_TOKEN_TTL_S);

    const options = {
      secret: await loadHdbankSecret(test.app),
      issuer: `${test.origin}/member`,
      clock: test.clock,
    };
    await expect(verifyHdbankToken(token, DEVICE.deviceId, options)).resolves.toEqual({
      memberId: alice.user.id,
      scheme: 'skyclub',
    });
    await expect(verifyHdbankToken(token, 'another-device', options)).rejects.toMatchObject({
      errorCode: 'INVALID_TOKEN',
    });
    // Neither partner takes the other's token.
    const skypay = {
      secret: await loadSkypaySecret(test.app),
      issuer: `${test.origin}/member`,
      clock: test.clock,
    };
    await expect(verifySkypayToken(token, skypay)).rejects.toMatchObject({ errorCode: 'INVALID_TOKEN' });
    await expect(
      verifyHdbankToken(alice.skypay.access_token, DEVICE.deviceId, options),
    ).rejects.toMatchObject({
      errorCode: 'INVALID_TOKEN',
    });
    try {
      test.clock.advance(HDBANK_TOKEN_TTL_S * 1000 + 1000);
      await expect(verifyHdbankToken(token, DEVICE.deviceId, options)).rejects.toMatchObject({
        errorCode: 'TOKEN_EXPIRED',
      });
    } finally {
      test.clock.set(new Date());
    }
  });

  it('asks for the device and answers the {provider} rule', async () => {
    const { deviceId: _omitted, ...noId } = DEVICE;
    expect(
      await errorOf(
        await call(alice, 'GET', `skyclub/hdbank/get-access-token?${new URLSearchParams(noId).toString()}`),
      ),
    ).toEqual({
      status: 400,
      errorCode: 'INVALID_REQUEST',
    });
    const query = new URLSearchParams(DEVICE).toString();
    expect(await errorOf(await call(alice, 'GET', `skyjoy/hdbank/get-access-token?${query}`))).toEqual({
      status: 404,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('changes a SkyJoy PIN: the old one no longer signs in, the new one does, other sign-ins end', async () => {
    const other = await signInAgain(joy.member);
    expect(other).not.toBeNull();
    const response = await call(joy.login, 'POST', 'skyjoy/change-password', {
      currentPin: '135790',
      newPin: '246802',
      refreshToken: joy.login.refreshToken,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true, revokedSignIns: 1 });
    // The other browser's sign-in is over; the caller's own goes on.
    expect((await refresh(other?.refreshToken ?? '')).status).toBe(401);
    const kept = await refresh(joy.login.refreshToken);
    expect(kept.status).toBe(200);
    joy.login = (await kept.json()) as LoginResponse;
    expect(await signInAgain(joy.member, '135790')).toBeNull();
    joy.member.secret = '246802';
    const again = await signInAgain(joy.member);
    expect(again?.user.id).toBe(joy.login.user.id);

    // Without a refresh token of its own, every sign-in ends.
    const all = await call(joy.login, 'POST', 'skyjoy/change-password', {
      currentPin: '246802',
      newPin: '975310',
    });
    expect(await all.json()).toEqual({ changed: true, revokedSignIns: 2 });
    expect((await refresh(joy.login.refreshToken)).status).toBe(401);
    expect((await refresh(again?.refreshToken ?? '')).status).toBe(401);
    joy.member.secret = '975310';
  });

  it('counts a wrong current PIN toward the sign-in lock, and refuses a Skyclub token and a bad PIN', async () => {
    const pin = (body: unknown) => call(joy.login, 'POST', 'skyjoy/change-password', body);
    expect(
      await errorOf(
        await call(alice, 'POST', 'skyjoy/change-password', { currentPin: '111111', newPin: '222222' }),
      ),
    ).toEqual({
      status: 404,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
    expect((await pin({ currentPin: '975310', newPin: '12345' })).status).toBe(400);
    expect((await pin({ currentPin: '97531', newPin: '123456' })).status).toBe(400);
    for (let wrong = 1; wrong < 5; wrong++)
      expect(await errorOf(await pin({ currentPin: '000000', newPin: '123456' }))).toEqual({
        status: 403,
        errorCode: 'CURRENT_PIN_INCORRECT',
      });
    // The fifth wrong PIN in a row locks the account: sign-in too, even with the right PIN.
    expect(await errorOf(await pin({ currentPin: '000000', newPin: '123456' }))).toEqual({
      status: 423,
      errorCode: 'ACCOUNT_LOCKED',
    });
    expect(await errorOf(await pin({ currentPin: '975310', newPin: '123456' }))).toEqual({
      status: 423,
      errorCode: 'ACCOUNT_LOCKED',
    });
    expect(await signInAgain(joy.member)).toBeNull();
  });
});
