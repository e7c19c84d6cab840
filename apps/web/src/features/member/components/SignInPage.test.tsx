import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { currentUrl, renderApp } from '../../../test/render-app';
import { loginAnswer } from '../../../test/member.fixture';
import { fetchBody } from '../../../test/payment.fixture';
import { MEMBER_API } from '../../../lib/member-request';
import { readLogin, saveLogin } from '../../../lib/member-session';

const LOGIN = `POST ${MEMBER_API}/login`;
const PENDING_KEY = 'skybook.signin-request';

function pendingRequest(overrides: Record<string, string> = {}) {
  sessionStorage.setItem(
    PENDING_KEY,
    JSON.stringify({
      state: 'state-1',
      verifier: 'v'.repeat(43),
      scheme: 'skyclub',
      redirectUri: 'http://localhost/en/signin',
      fromPath: '/en/my/search-booking',
      ...overrides,
    }),
  );
}

describe('signing in', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers both schemes and starts the provider request with PKCE, the action and the language', async () => {
    stubManageFetch({});
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://localhost', assign });
    const { user } = await renderApp('/en/signin?fromPath=%2Fen%2Fpassengers');
    expect(await screen.findByRole('heading', { name: 'SkyJoy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Skyclub' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledTimes(1);
    });
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/auth/auth');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: 'skybook-web',
      response_type: 'code',
      redirect_uri: 'http://localhost/en/signin',
      code_challenge_method: 'S256',
      scheme: 'skyclub',
      action: 'signin',
      lang: 'en',
    });
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as Record<string, string>;
    expect(pending.state).toBe(query.state);
    expect(pending.fromPath).toBe('/en/passengers');
    // The challenge is the S256 of the verifier kept in this tab.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(query.code_challenge).toBe(challenge);
  });

  it('redeems the returned code once, stores the login, shows the name and goes back to fromPath', async () => {
    pendingRequest();
    const fetchMock = stubManageFetch({ [LOGIN]: () => json(loginAnswer('1')) });
    const { router } = await renderApp('/en/signin?code=code-1&state=state-1');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    const [call] = callsTo(fetchMock, LOGIN);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({
      authCode: 'code-1',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'http://localhost/en/signin',
      type: 'skyclub',
    });
    expect(readLogin()).toMatchObject({ token: 'access-1', provider: 'skyclub' });
    expect(await screen.findAllByText('NGUYEN VAN AN')).not.toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('refuses a return whose state this tab did not send, without calling the member service', async () => {
    pendingRequest({ state: 'another' });
    const fetchMock = stubManageFetch({ [LOGIN]: () => json(loginAnswer('1')) });
    await renderApp('/en/signin?code=code-1&state=state-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /already been used or belongs to another browser/,
    );
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
    expect(readLogin()).toBeNull();
  });

  it('says so when the member cancelled at the provider, in Vietnamese', async () => {
    stubManageFetch({});
    await renderApp('/vi/signin?error=access_denied&state=state-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã huỷ đăng nhập');
    expect(screen.getByRole('button', { name: 'Đăng nhập với SkyJoy' })).toBeInTheDocument();
  });

  it("shows the member service's refusal", async () => {
    pendingRequest();
    stubManageFetch({ [LOGIN]: () => failure(401, 'INVALID_TOKEN', 'The sign-in code is not valid') });
    await renderApp('/en/signin?code=code-1&state=state-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in code is not valid');
    expect(readLogin()).toBeNull();
  });

  it('sends a member away from sign-in, and a guest from the members-only pages to sign-in and back', async () => {
    stubManageFetch({});
    const guest = await renderApp('/en/change-password');
    await waitFor(() => {
      expect(currentUrl(guest.router)).toBe(
        `/en/signin?fromPath=${encodeURIComponent('/en/change-password')}`,
      );
    });
    guest.unmount();

    saveLogin(loginAnswer('1'));
    const member = await renderApp('/en/signin?fromPath=%2Fen%2Fchange-password');
    await waitFor(() => {
      expect(currentUrl(member.router)).toBe('/en/change-password');
    });
    expect(await screen.findByRole('heading', { name: 'Change your Skyclub password' })).toBeInTheDocument();
  });

  it('never returns to another site after signing in', async () => {
    saveLogin(loginAnswer('1'));
    const { router } = await renderApp('/en/signin?fromPath=%2F%2Fevil.example%2Fx');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/profile/account');
    });
  });

  it("signs in with the national ID's return: the three parameters kept in session storage, then the login", async () => {
    sessionStorage.setItem(
      'skybook.vneid-request',
      JSON.stringify({
        state: 'vn-1',
        purpose: 'signin',
        redirectUri: 'http://localhost/vi/signin',
        returnPath: '/vi/passengers',
      }),
    );
    const fetchMock = stubManageFetch({ [LOGIN]: () => json(loginAnswer('1')) });
    const { router } = await renderApp('/vi/signin?code=c-1&encrypt_key=k-1&session_state=s-1&state=vn-1');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/vi/passengers');
    });
    const [call] = callsTo(fetchMock, LOGIN);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({
      type: 'vneid',
      code: 'c-1',
      encryptKey: 'k-1',
      sessionState: 's-1',
      redirectUri: 'http://localhost/vi/signin',
    });
    expect(JSON.parse(sessionStorage.getItem('vneid') ?? '{}')).toEqual({
      code: 'c-1',
      encrypt_key: 'k-1',
      session_state: 's-1',
    });
    expect(readLogin()).not.toBeNull();
  });

  it('says when no member has linked that national ID', async () => {
    sessionStorage.setItem(
      'skybook.vneid-request',
      JSON.stringify({
        state: 'vn-1',
        purpose: 'signin',
        redirectUri: 'http://localhost/en/signin',
        returnPath: '/en',
      }),
    );
    stubManageFetch({
      [LOGIN]: () => failure(404, 'ACCOUNT_NOT_FOUND', 'No member has linked this national ID'),
    });
    await renderApp('/en/signin?code=c-1&encrypt_key=k-1&session_state=s-1&state=vn-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('No member has linked this national ID');
    expect(screen.getByRole('button', { name: 'Sign in with VNeID' })).toBeInTheDocument();
  });

  it("signs in with the mobile app's session id", async () => {
    const fetchMock = stubManageFetch({ [LOGIN]: () => json(loginAnswer('1')) });
    const { router } = await renderApp('/en/signin?sessionId=hand-off-1');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/profile/account');
    });
    const [call] = callsTo(fetchMock, LOGIN);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({ type: 'club', sessionId: 'hand-off-1' });
  });

  it("links a signed-in member's national ID on VNeID's return, then goes back to the page they came from", async () => {
    saveLogin(loginAnswer('1'));
    sessionStorage.setItem(
      'skybook.vneid-request',
      JSON.stringify({
        state: 'vn-2',
        purpose: 'link',
        redirectUri: 'http://localhost/en/signin',
        returnPath: '/en/profile/personal',
      }),
    );
    const link = `POST ${MEMBER_API}/users/skyclub/vneid`;
    const fetchMock = stubManageFetch({
      [link]: () =>
        json({
          nationalId: {
            fullName: 'NGUYEN VAN AN',
            birthDate: '1990-01-02',
            linkedAt: '2026-11-29T00:00:00Z',
          },
        }),
    });
    const { router } = await renderApp('/en/signin?code=c-2&encrypt_key=k-2&session_state=s-2&state=vn-2');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/profile/personal');
    });
    const [call] = callsTo(fetchMock, link);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({
      code: 'c-2',
      encryptKey: 'k-2',
      sessionState: 's-2',
      redirectUri: 'http://localhost/en/signin',
    });
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
  });
});
