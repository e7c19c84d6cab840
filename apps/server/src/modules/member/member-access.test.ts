import type { LoginResponse } from '@skybook/contracts/member';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  skyclubMember,
  skyjoyMember,
} from '../../../test/loyalty-fixture';

const MEMBER_ROUTES = ['profile', 'my-account'] as const;

describe.each(TEST_ENGINES)('the member service’s bearer check on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let joy: LoginResponse;

  const get = (path: string, authorization?: string) =>
    fetch(`${test.origin}/member/api/v1/users/${path}`, {
      headers: { 'accept-language': 'en', ...(authorization === undefined ? {} : { authorization }) },
    });
  const update = (provider: string, login: LoginResponse, body: unknown) =>
    fetch(`${test.origin}/member/api/v1/users/${provider}/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
      body: JSON.stringify(body),
    });
  const errorOf = async (response: Response) => ({
    status: response.status,
    errorCode: ((await response.json()) as { errorCode: string }).errorCode,
  });

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    joy = (await loggedInMember(test, skyjoyMember())).login;
  });
  afterAll(() => test.close());

  it.each(MEMBER_ROUTES)(
    'asks for a sign-in without a bearer token, or with a malformed one (%s)',
    async (route) => {
      for (const authorization of [
        undefined,
        '',
        'Bearer',
        'Bearer not-a-jwt',
        `Basic ${alice.accessToken}`,
      ]) {
        expect(await errorOf(await get(`skyclub/${route}`, authorization))).toEqual({
          status: 401,
          errorCode: 'LOGIN_REQUIRED',
        });
      }
    },
  );

  it('refuses a token the provider did not sign for the member service', async () => {
    const { kid } = decodeProtectedHeader(alice.accessToken);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ scheme: 'skyclub', client_id: 'skybook-web' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(kid === undefined ? {} : { kid }) })
      .setIssuer(`${test.origin}/auth`)
      .setAudience(`${test.origin}/member`)
      .setSubject(bob.user.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const [header, payload, signature] = alice.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: bob.user.id })).toString('base64url');
    const tampered = `${header ?? ''}.${swapped}.${signature ?? ''}`;
    for (const token of [forged, tampered, alice.skypay.access_token]) {
      expect(await errorOf(await get('skyclub/profile', `Bearer ${token}`))).toEqual({
        status: 401,
        errorCode: 'INVALID_TOKEN',
      });
    }
  });

  it('answers TOKEN_EXPIRED once the access token has expired on the server’s clock', async () => {
    try {
      test.clock.advance(14 * 60_000);
      expect((await get('skyclub/profile', `Bearer ${alice.accessToken}`)).status).toBe(200);
      test.clock.advance(2 * 60_000);
      expect(await errorOf(await get('skyclub/profile', `Bearer ${alice.accessToken}`))).toEqual({
        status: 401,
        errorCode: 'TOKEN_EXPIRED',
      });
    } finally {
      test.clock.set(new Date());
    }
  });

  it('gives each member their own profile only, whatever the other members do', async () => {
    const aliceProfile = (await (await get('skyclub/profile', `Bearer ${alice.accessToken}`)).json()) as {
      user: LoginResponse['user'];
    };
    const bobProfile = (await (await get('skyclub/profile', `Bearer ${bob.accessToken}`)).json()) as {
      user: LoginResponse['user'];
    };
    expect(aliceProfile.user).toMatchObject({ id: alice.user.id, fullName: 'LE ALICE' });
    expect(bobProfile.user).toMatchObject({ id: bob.user.id, fullName: 'PHAM BOB' });

    const changed = await update('skyclub', alice, {
      familyName: 'LE',
      middleGivenName: 'ALICE MAI',
      title: 'Ms',
      gender: 'female',
      birthDate: '1990-04-30',
      nationality: 'VN',
      address: { country: 'VN', province: null, district: null, address: '12 LY THAI TO', postalCode: null },
      emergencyContact: { fullName: 'LE VAN BA', phoneNumber: '0912345678', relation: 'parents' },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { user: LoginResponse['user'] }).user).toMatchObject({
      id: alice.user.id,
      fullName: 'LE ALICE MAI',
    });
    const bobAgain: unknown = await (await get('skyclub/profile', `Bearer ${bob.accessToken}`)).json();
    expect(bobAgain).toEqual(bobProfile);
    const account = (await (await get('skyclub/my-account', `Bearer ${bob.accessToken}`)).json()) as {
      user: { id: string };
    };
    expect(account.user.id).toBe(bob.user.id);
  });

  it('answers 404 ACCOUNT_NOT_FOUND on the other scheme’s routes', async () => {
    for (const route of MEMBER_ROUTES) {
      expect(await errorOf(await get(`skyjoy/${route}`, `Bearer ${alice.accessToken}`))).toEqual({
        status: 404,
        errorCode: 'ACCOUNT_NOT_FOUND',
      });
      expect(await errorOf(await get(`skyclub/${route}`, `Bearer ${joy.accessToken}`))).toEqual({
        status: 404,
        errorCode: 'ACCOUNT_NOT_FOUND',
      });
    }
    expect((await update('skyjoy', alice, {})).status).toBe(404);
    expect((await get(`skyjoy/profile`, `Bearer ${joy.accessToken}`)).status).toBe(200);
  });

  it('checks the token before the request: a scheme it does not know, or a bad body, is the token’s 401 or 404 first', async () => {
    expect(await errorOf(await get('vietjet/profile'))).toEqual({ status: 401, errorCode: 'LOGIN_REQUIRED' });
    expect(await errorOf(await get('vietjet/profile', `Bearer ${alice.accessToken}`))).toEqual({
      status: 404,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
    const noToken = await fetch(`${test.origin}/member/api/v1/users/skyclub/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ familyName: 42 }),
    });
    expect(await errorOf(noToken)).toEqual({ status: 401, errorCode: 'LOGIN_REQUIRED' });
    expect(await errorOf(await update('skyclub', alice, { familyName: 42 }))).toEqual({
      status: 400,
      errorCode: 'INVALID_REQUEST',
    });
  });
});
