import type { LoginResponse } from '@skybook/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  skyclubMember,
  skyjoyMember,
} from '../../../../test/loyalty-fixture';
import { TestBrowser } from '../../../../test/test-browser';
import { approvedAtVneid, decideAtVneid, newCitizen, vneidReturnOf } from './vneid.fixture';

describe.each(TEST_ENGINES)('sign-in and linking with the national digital ID on $engine', (engine) => {
  let test: MerchantTestApp;
  const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fetch(`${test.origin}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        'accept-language': 'en',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const login = (body: unknown) => call('/member/api/v1/login', { body });
  const link = (member: LoginResponse, body: unknown) =>
    call(`/member/api/v1/users/${member.provider}/vneid`, { body, token: member.accessToken });

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
  });
  afterAll(() => test.close());

  it('links a citizen to a signed-in member, who then signs in with VNeID alone and keeps the sign-in going', async () => {
    const { login: signedIn } = await loggedInMember(test, skyclubMember());
    const browser = new TestBrowser(test.origin);
    const citizen = newCitizen();

    const back = await decideAtVneid(browser, 'approve', citizen);
    expect(`${back.origin}${back.pathname}`).toBe(`${test.origin}/vi/signin`);
    expect(back.searchParams.get('state')).toBe('vneid-state');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(back.searchParams.get('encrypt_key')).toMatch(/^[\w-]{43}$/);
    expect(back.searchParams.get('session_state')).toMatch(/^[\w-]{43}$/);

    const linked = await link(signedIn, vneidReturnOf(back));
    expect(linked.status).toBe(200);
    const linkedAnswer = linked.clone().json();
    expect(await linked.json()).toEqual({
      nationalId: {
        fullName: citizen.fullName,
        birthDate: citizen.birthDate,
        linkedAt: test.clock.now().toISOString(),
      },
    });
    // Only a keyed hash of the number is kept.
    const rows = await test.app.db.selectFrom('member_national_id').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(citizen.idNumber);
    // The member's pages read the link back, without the number.
    const status = await call('/member/api/v1/users/skyclub/vneid', {
      method: 'GET',
      token: signedIn.accessToken,
    });
    expect(await status.json()).toEqual(await linkedAnswer);

    const out = await call('/member/api/v1/logout', {
      method: 'DELETE',
      body: { refreshToken: signedIn.refreshToken },
    });
    expect(out.status).toBe(204);

    const answer = await login({ type: 'vneid', ...(await approvedAtVneid(browser, citizen)) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const viaVneid = (await answer.json()) as LoginResponse;
    expect(viaVneid.user.id).toBe(signedIn.user.id);
    expect(viaVneid).toMatchObject({ provider: 'skyclub', expiresIn: 900 });
    const profile = await call('/member/api/v1/users/skyclub/profile', {
      method: 'GET',
      token: viaVneid.accessToken,
    });
    expect(profile.status).toBe(200);
    // The tokens are the site's: its refresh rotates them like any other sign-in.
    const refreshed = await login({ refreshToken: viaVneid.refreshToken, type: 'skyclub' });
    expect(refreshed.status).toBe(200);
    expect((await login({ refreshToken: viaVneid.refreshToken, type: 'skyclub' })).status).toBe(401);
  });

  it('answers 404 ACCOUNT_NOT_FOUND, with a hint to sign up or link, for a citizen no member linked', async () => {
    const browser = new TestBrowser(test.origin);
    const answer = await login({ type: 'vneid', ...(await approvedAtVneid(browser, newCitizen())) });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({
      errorCode: 'ACCOUNT_NOT_FOUND',
      details: { reason: 'nationalIdNotLinked', hint: 'signUpOrLink' },
    });
  });

  it('sends a refusal back to the site as an error, and refuses a bad, reused or mis-keyed code', async () => {
    const browser = new TestBrowser(test.origin);
    const refused = await decideAtVneid(browser, 'refuse');
    expect(`${refused.origin}${refused.pathname}`).toBe(`${test.origin}/vi/signin`);
    expect(refused.searchParams.get('error')).toBe('access_denied');
    expect(refused.searchParams.get('state')).toBe('vneid-state');
    expect(refused.searchParams.has('code')).toBe(false);

    const bad = await login({
      type: 'vneid',
      ...vneidReturnOf(refused),
      code: 'not-a-code',
      encryptKey: 'k'.repeat(43),
      sessionState: 'x',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errorCode: 'GET_VNEID_ACCESS_TOKEN',
      details: { reason: 'invalid_grant' },
    });

    const approved = await approvedAtVneid(browser, newCitizen());
    const wrongKey = await login({ type: 'vneid', ...approved, encryptKey: 'A'.repeat(43) });
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.json()).toMatchObject({ errorCode: 'GET_VNEID_USER_INFO' });
    // The code was exchanged by that call: once is all.
    const again = await login({ type: 'vneid', ...approved });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errorCode: 'GET_VNEID_ACCESS_TOKEN' });

    const otherState = await login({
      type: 'vneid',
      ...(await approvedAtVneid(browser, newCitizen())),
      sessionState: 'other',
    });
    expect(otherState.status).toBe(400);
    expect(await otherState.json()).toMatchObject({ errorCode: 'GET_VNEID_ACCESS_TOKEN' });
  });

  it('refuses to link a national ID another member of the scheme holds, until they unlink it', async () => {
    const { login: first } = await loggedInMember(test, skyclubMember());
    const { login: second } = await loggedInMember(test, skyclubMember());
    const { login: skyjoy } = await loggedInMember(test, skyjoyMember());
    const browser = new TestBrowser(test.origin);
    const citizen = newCitizen();

    expect((await link(first, await approvedAtVneid(browser, citizen))).status).toBe(200);
    const taken = await link(second, await approvedAtVneid(browser, citizen));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ errorCode: 'NATIONAL_ID_ALREADY_LINKED' });
    // The same citizen may hold an account in the other scheme.
    expect((await link(skyjoy, await approvedAtVneid(browser, citizen))).status).toBe(200);

    const asFirst = await login({
      type: 'vneid',
      scheme: 'skyclub',
      ...(await approvedAtVneid(browser, citizen)),
    });
    expect(((await asFirst.json()) as LoginResponse).user.id).toBe(first.user.id);

    const unlinked = await call('/member/api/v1/users/skyclub/vneid', {
      method: 'DELETE',
      token: first.accessToken,
    });
    expect(unlinked.status).toBe(204);
    const status = await call('/member/api/v1/users/skyclub/vneid', {
      method: 'GET',
      token: first.accessToken,
    });
    expect(await status.json()).toEqual({ nationalId: null });
    expect((await link(second, await approvedAtVneid(browser, citizen))).status).toBe(200);
    const asSecond = await login({
      type: 'vneid',
      scheme: 'skyclub',
      ...(await approvedAtVneid(browser, citizen)),
    });
    expect(((await asSecond.json()) as LoginResponse).user.id).toBe(second.user.id);
    const asSkyjoy = await login({
      type: 'vneid',
      scheme: 'skyjoy',
      ...(await approvedAtVneid(browser, citizen)),
    });
    expect(((await asSkyjoy.json()) as LoginResponse).user.id).toBe(skyjoy.user.id);

    // Linking needs the member's bearer token, for the member's own scheme.
    expect(
      (await call('/member/api/v1/users/skyclub/vneid', { body: await approvedAtVneid(browser, citizen) }))
        .status,
    ).toBe(401);
    const otherScheme = await call('/member/api/v1/users/skyjoy/vneid', {
      body: await approvedAtVneid(browser, citizen),
      token: second.accessToken,
    });
    expect(otherScheme.status).toBe(404);
  });

  it('does not let anyone but the member service use the token exchange', async () => {
    const { login: member } = await loggedInMember(test, skyclubMember());
    const exchange = (headers: Record<string, string>, form: Record<string, string>) =>
      fetch(`${test.origin}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: member.user.id,
          subject_token_type: 'urn:skybook:params:oauth:token-type:member-id',
          ...form,
        }),
      });
    const asSite = await exchange({}, { client_id: 'skybook-web' });
    expect(asSite.status).toBe(400);
    expect(await asSite.json()).toEqual({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });
    const guessed = Buffer.from('skybook-member-service:guessed-secret').toString('base64');
    const wrongSecret = await exchange({ authorization: `Basic ${guessed}` }, {});
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
  });
});
