import type { LoginResponse } from '@skybook/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { createLoyaltyTestApp, loggedInMember, skyjoyMember } from '../../../../test/loyalty-fixture';

describe.each(TEST_ENGINES)('the mobile app’s hand-off to the website on $engine', (engine) => {
  let test: MerchantTestApp;
  let member: LoginResponse;

  const handOff = (accessToken?: string) =>
    fetch(`${test.origin}/auth/hand-off`, {
      method: 'POST',
      headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    });
  const newSessionId = async () => {
    const response = await handOff(member.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { sessionId: string; expiresIn: number };
    expect(body.expiresIn).toBe(60);
    return body.sessionId;
  };
  const redeem = (sessionId: string) =>
    fetch(`${test.origin}/member/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ type: 'club', sessionId }),
    });

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    ({ login: member } = await loggedInMember(test, skyjoyMember()));
  });
  afterAll(() => test.close());

  it('signs the member in on the website once with the session id, and never twice', async () => {
    const sessionId = await newSessionId();
    // Only its hash is stored.
    const stored = await test.app.db.selectFrom('member_hand_off').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(sessionId);

    const first = await redeem(sessionId);
    expect(first.status).toBe(200);
    const signedIn = (await first.json()) as LoginResponse;
    expect(signedIn.user.id).toBe(member.user.id);
    expect(signedIn.provider).toBe('skyjoy');
    expect(signedIn.refreshToken).not.toBe(member.refreshToken);

    const replay = await redeem(sessionId);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
  });

  it('refuses a session id after its 60 seconds, and one it never issued', async () => {
    const sessionId = await newSessionId();
    test.clock.advance(61_000);
    const late = await redeem(sessionId);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });

    const forged = await redeem('A'.repeat(43));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
    expect((await redeem('not even close')).status).toBe(401);
  });

  it('issues a session id only for a valid access token', async () => {
    const missing = await handOff();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ errorCode: 'LOGIN_REQUIRED' });
    const [header, payload] = member.accessToken.split('.');
    const forged = await handOff(`${header ?? ''}.${payload ?? ''}.${'x'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
  });
});
