import type { LoginResponse } from '@skybook/contracts/member';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import {
  createLoyaltyTestApp,
  latestMailTo,
  loggedInMember,
  memberLogin,
  signIn,
  signUp,
  skyclubMember,
  skyjoyMember,
  verificationPathIn,
} from '../../../test/loyalty-fixture';
import { TestBrowser } from '../../../test/test-browser';
import { loadSkypaySecret, verifySkypayToken } from './skypay-token';

describe.each(TEST_ENGINES)('member sign-in through the loyalty provider on $engine', (engine) => {
  let test: MerchantTestApp;
  const call = (
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${test.origin}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...init.headers },
    });
  const refresh = (refreshToken: string, type = 'skyclub') =>
    call('/member/api/v1/login', { method: 'POST', body: JSON.stringify({ refreshToken, type }) });
  const bearer = (login: LoginResponse) => ({ authorization: `Bearer ${login.accessToken}` });

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
  });
  afterAll(() => test.close());

  it('signs a new Skyclub member up, confirms the e-mail, signs in with PKCE and logs in to the member service', async () => {
    const browser = new TestBrowser(test.origin);
    const member = skyclubMember();
    const created = await signUp(browser, member, 'en');
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe(
      `${test.origin}/en/signup/result?scheme=skyclub&status=verifyEmail`,
    );

    const mail = await latestMailTo(test.origin, member.email ?? '');
    expect(mail.subject).toBe('Confirm your Skyclub e-mail address');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Hello NGUYEN VAN AN,');
    const verified = await browser.get(verificationPathIn(mail));
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('your e-mail address is confirmed');

    const signedIn = await signIn(
      browser,
      { scheme: 'skyclub', name: member.email ?? '', secret: member.secret },
      'en',
    );
    if (!('code' in signedIn)) throw new Error(`refused: ${signedIn.html}`);
    expect(signedIn.state).toBe('state-1');
    const response = await memberLogin(test.origin, signedIn, 'skyclub');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const login = (await response.json()) as LoginResponse;

    expect(login).toMatchObject({ expiresIn: 900, provider: 'skyclub' });
    expect(decodeProtectedHeader(login.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(login.accessToken);
    expect(claims).toMatchObject({
      iss: `${test.origin}/auth`,
      aud: `${test.origin}/member`,
      sub: login.user.id,
      scheme: 'skyclub',
      client_id: 'skybook-web',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(login.user).toMatchObject({
      scheme: 'skyclub',
      fullName: 'NGUYEN VAN AN',
      skyClubFamilyName: 'NGUYEN',
      skyClubMiddleGivenName: 'VAN,AN',
      email: { email: member.email, verified: true },
      phone: { phone: member.phone, verified: false },
      emergencyContact: null,
    });
    expect(login.user.memberCode).toMatch(/^SC\d{10}$/);
    expect(login.user.skyclubId).toBe(login.user.memberCode);
    expect(login.user.member.memberCode).toBe(login.user.memberCode);

    // The payment partner's token names the same member, for the partner only.
    expect(login.skypay.profile.userId).toBe(login.user.id);
    const skypay = {
      secret: await loadSkypaySecret(test.app),
      issuer: `${test.origin}/member`,
      clock: test.clock,
    };
    await expect(verifySkypayToken(login.skypay.access_token, skypay)).resolves.toEqual({
      memberId: login.user.id,
      scheme: 'skyclub',
    });
    await expect(verifySkypayToken(login.accessToken, skypay)).rejects.toMatchObject({
      errorCode: 'INVALID_TOKEN',
    });

    const profile = await call('/member/api/v1/users/skyclub/profile', { headers: bearer(login) });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual({ user: login.user });

    // The sign-in goes on with the refresh token; signing out revokes it; a used one stays refused.
    const refreshed = await refresh(login.refreshToken);
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as LoginResponse;
    const out = await call('/member/api/v1/logout', {
      method: 'DELETE',
      body: JSON.stringify({ refreshToken: renewed.refreshToken }),
    });
    expect(out.status).toBe(204);
    expect((await refresh(renewed.refreshToken)).status).toBe(401);
    expect((await refresh(login.refreshToken)).status).toBe(401);
  });

  it('refuses a code twice, with another verifier or another redirect URI', async () => {
    const member = skyclubMember();
    const browser = new TestBrowser(test.origin);
    await signUp(browser, member);
    await browser.get(verificationPathIn(await latestMailTo(test.origin, member.email ?? '')));
    const signedIn = await signIn(browser, { scheme: 'skyclub', name: member.phone, secret: member.secret });
    if (!('code' in signedIn)) throw new Error('refused');
    const wrongVerifier = await memberLogin(
      test.origin,
      { ...signedIn, pkce: { ...signedIn.pkce, verifier: 'x'.repeat(43) } },
      'skyclub',
    );
    expect(wrongVerifier.status).toBe(401);
    expect(await wrongVerifier.json()).toMatchObject({
      errorCode: 'INVALID_TOKEN',
      details: { reason: 'invalid_grant' },
    });

    const again = await signIn(browser, { scheme: 'skyclub', name: member.phone, secret: member.secret });
    if (!('code' in again)) throw new Error('refused');
    const otherRedirect = await memberLogin(
      test.origin,
      { ...again, redirectUri: `${test.origin}/en/signin` },
      'skyclub',
    );
    expect(otherRedirect.status).toBe(401);
    const third = await signIn(browser, { scheme: 'skyclub', name: member.phone, secret: member.secret });
    if (!('code' in third)) throw new Error('refused');
    expect((await memberLogin(test.origin, third, 'skyclub')).status).toBe(200);
    const replayed = await memberLogin(test.origin, third, 'skyclub');
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
  });

  it('rotates the refresh token on each use and refuses the one used before', async () => {
    const { login } = await loggedInMember(test, skyclubMember());
    const first = await refresh(login.refreshToken);
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as LoginResponse;
    expect(renewed.refreshToken).not.toBe(login.refreshToken);
    expect(renewed.accessToken).not.toBe(login.accessToken);
    expect(renewed.user.id).toBe(login.user.id);

    const reused = await refresh(login.refreshToken);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      errorCode: 'INVALID_TOKEN',
      details: { reason: 'invalid_grant' },
    });
    // The provider's token endpoint refuses it too, to the site as to anyone holding it.
    const direct = await fetch(`${test.origin}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: login.refreshToken,
        client_id: 'skybook-web',
      }),
    });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ error: 'invalid_grant' });
    // A used token presented again means it leaked: the provider ends the whole sign-in.
    expect((await refresh(renewed.refreshToken)).status).toBe(401);
  });

  it('keeps a sign-in 30 days: a rotated refresh token ends when the first one would have', async () => {
    const { login } = await loggedInMember(test, skyclubMember());
    const expiryOf = async (token: string) => {
      const row = await test.app.db
        .selectFrom('oidc_payload')
        .select('payload')
        .where('model', '=', 'RefreshToken')
        .where('id', '=', token)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.payload) as { iat: number; exp: number };
    };
    const first = await expiryOf(login.refreshToken);
    expect(first.exp - first.iat).toBe(30 * 24 * 60 * 60);
    const renewed = (await (await refresh(login.refreshToken)).json()) as LoginResponse;
    expect((await expiryOf(renewed.refreshToken)).exp).toBe(first.exp);
  });

  it('signs out by revoking the refresh token at the provider, and answers 204 whatever the provider says', async () => {
    const { login } = await loggedInMember(test, skyclubMember());
    const out = await call('/member/api/v1/logout', {
      method: 'DELETE',
      body: JSON.stringify({ refreshToken: login.refreshToken }),
    });
    expect(out.status).toBe(204);
    const after = await refresh(login.refreshToken);
    expect(after.status).toBe(401);
    const unknown = await call('/member/api/v1/logout', {
      method: 'DELETE',
      body: JSON.stringify({ refreshToken: 'not-a-token-the-provider-knows' }),
    });
    expect(unknown.status).toBe(204);
  });

  it('signs a SkyJoy member up and in with a phone and a 6-digit PIN, without an e-mail', async () => {
    const member = skyjoyMember();
    const browser = new TestBrowser(test.origin);
    const created = await signUp(browser, member);
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe(
      `${test.origin}/vi/signup/result?scheme=skyjoy&status=created`,
    );
    const signedIn = await signIn(browser, { scheme: 'skyjoy', name: member.phone, secret: member.secret });
    if (!('code' in signedIn)) throw new Error(`refused: ${signedIn.html}`);
    const login = (await (await memberLogin(test.origin, signedIn, 'skyjoy')).json()) as LoginResponse;
    expect(login.provider).toBe('skyjoy');
    expect(login.user).toMatchObject({
      scheme: 'skyjoy',
      fullName: 'TRAN THI BINH',
      email: { email: null, verified: false },
      phone: { phone: member.phone, verified: false },
    });
    expect(login.user.memberCode).toMatch(/^SJ\d{10}$/);
    expect(decodeJwt(login.accessToken).scheme).toBe('skyjoy');
    // The same phone is another account in the other scheme.
    const otherPin = member.secret === '000000' ? '111111' : '000000';
    const wrongPin = await signIn(browser, { scheme: 'skyjoy', name: member.phone, secret: otherPin });
    expect(wrongPin).toMatchObject({ status: 422 });
    const asSkyclub = await signIn(browser, { scheme: 'skyclub', name: member.phone, secret: member.secret });
    expect(asSkyclub).toMatchObject({ status: 422 });
  });

  it('answers 404 and revokes the sign-in when the login names the other scheme', async () => {
    const member = skyjoyMember();
    const browser = new TestBrowser(test.origin);
    await signUp(browser, member);
    const signedIn = await signIn(browser, { scheme: 'skyjoy', name: member.phone, secret: member.secret });
    if (!('code' in signedIn)) throw new Error('refused');
    const response = await memberLogin(test.origin, signedIn, 'skyclub');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_FOUND' });
    const { id } = await test.app.db
      .selectFrom('member')
      .select('id')
      .where('scheme', '=', 'skyjoy')
      .where('phone', '=', member.phone)
      .executeTakeFirstOrThrow();
    const refreshTokens = await test.app.db
      .selectFrom('oidc_payload')
      .select('payload')
      .where('model', '=', 'RefreshToken')
      .execute();
    expect(refreshTokens.filter((row) => row.payload.includes(id))).toEqual([]);
  });
});
