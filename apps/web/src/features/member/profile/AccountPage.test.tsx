import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { readLogin } from '../../../lib/member-session';
import {
  ACTIVE_WALLET,
  API,
  INACTIVE_WALLET,
  loginAnswer,
  POINTS,
  PROFILE,
  storeLogin,
} from './profile.fixture';

const SERVER_PROFILE = { ...PROFILE, phone: { phone: '0911111111', verified: false } };

describe('the account page', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a guest to sign-in and back', async () => {
    stubManageFetch({});
    const { router } = await renderApp('/vi/profile/account');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/vi/signin?fromPath=%2Fvi%2Fprofile%2Faccount');
    });
  });

  it('shows the stored member, then the server’s profile, points and wallet', async () => {
    storeLogin();
    const fetchMock = stubManageFetch({
      [`GET ${API}/profile`]: () => json({ user: SERVER_PROFILE }),
      [`GET ${API}/wallet`]: () => json(ACTIVE_WALLET),
      [`GET ${API}/score-histories`]: () => json(POINTS),
    });
    await renderApp('/en/profile/account');
    expect(await screen.findByRole('heading', { name: 'NGUYEN VAN AN' })).toBeInTheDocument();
    expect(await screen.findByText('0911111111')).toBeInTheDocument();
    expect(screen.getByText('an@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(await screen.findByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect((await screen.findAllByText('₫1,500,000')).length).toBeGreaterThan(0);
    expect(headerOf(callsTo(fetchMock, `GET ${API}/profile`)[0]?.[1], 'authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('activates the wallet with a PIN typed twice, then reloads the profile', async () => {
    storeLogin();
    let active = false;
    const fetchMock = stubManageFetch({
      [`GET ${API}/profile`]: () => json({ user: PROFILE }),
      [`GET ${API}/wallet`]: () => json(active ? ACTIVE_WALLET : INACTIVE_WALLET),
      [`GET ${API}/score-histories`]: () => json(POINTS),
      [`POST ${API}/active-wallet`]: () => {
        active = true;
        return json(ACTIVE_WALLET);
      },
    });
    const { user } = await renderApp('/en/profile/account');
    const pin = await screen.findByLabelText(/^6-digit PIN/);
    const again = screen.getByLabelText(/^PIN again/);
    await user.type(pin, '123456');
    await user.type(again, '654321');
    await user.click(screen.getByRole('button', { name: 'Activate wallet' }));
    await waitFor(() => {
      expect(again).toHaveFocus();
    });
    expect(again).toHaveAccessibleDescription('The two PINs differ');
    expect(callsTo(fetchMock, `POST ${API}/active-wallet`)).toHaveLength(0);

    const profileCalls = callsTo(fetchMock, `GET ${API}/profile`).length;
    await user.clear(again);
    await user.type(again, '123456');
    await user.click(screen.getByRole('button', { name: 'Activate wallet' }));
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(await within(wallet).findByText('₫1,500,000')).toBeInTheDocument();
    expect(JSON.parse(fetchBody(callsTo(fetchMock, `POST ${API}/active-wallet`)[0]?.[1]))).toEqual({
      pin: '123456',
    });
    await waitFor(() => {
      expect(callsTo(fetchMock, `GET ${API}/profile`).length).toBe(profileCalls + 1);
    });
  });

  it('renews an expired token once and sends the call again', async () => {
    storeLogin();
    let walletCalls = 0;
    const fetchMock = stubManageFetch({
      [`GET ${API}/profile`]: (init) =>
        headerOf(init, 'authorization') === 'Bearer access-2'
          ? json({ user: PROFILE })
          : failure(401, 'TOKEN_EXPIRED', 'Expired'),
      [`GET ${API}/wallet`]: () => {
        walletCalls += 1;
        return json(INACTIVE_WALLET);
      },
      [`GET ${API}/score-histories`]: () => json(POINTS),
      'POST /member/api/v1/login': () => json(loginAnswer('access-2', 'refresh-2')),
    });
    await renderApp('/en/profile/account');
    await waitFor(() => {
      expect(callsTo(fetchMock, `GET ${API}/profile`)).toHaveLength(2);
    });
    const logins = callsTo(fetchMock, 'POST /member/api/v1/login');
    expect(logins).toHaveLength(1);
    expect(JSON.parse(fetchBody(logins[0]?.[1]))).toEqual({ refreshToken: 'refresh-1', type: 'skyjoy' });
    expect(readLogin()?.token).toBe('access-2');
    expect(walletCalls).toBeGreaterThan(0);
  });

  it('signs out: the login is forgotten and the header offers sign-in again', async () => {
    storeLogin();
    const fetchMock = stubManageFetch({
      [`GET ${API}/profile`]: () => json({ user: PROFILE }),
      [`GET ${API}/wallet`]: () => json(INACTIVE_WALLET),
      [`GET ${API}/score-histories`]: () => json(POINTS),
      'DELETE /member/api/v1/logout': () => Promise.resolve(new Response(null, { status: 204 })),
    });
    const { user, router } = await renderApp('/en/profile/account');
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByText('NGUYEN VAN AN').length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en');
    });
    expect(JSON.parse(fetchBody(callsTo(fetchMock, 'DELETE /member/api/v1/logout')[0]?.[1]))).toEqual({
      refreshToken: 'refresh-1',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(readLogin()).toBeNull();
    expect(within(banner).queryByText('NGUYEN VAN AN')).not.toBeInTheDocument();
    expect(within(banner).getAllByText('Sign in').length).toBeGreaterThan(0);
  });
});
