import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody } from '../test/payment.fixture';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../test/manage-fetch';
import { loginAnswer } from '../test/member.fixture';
import { storedMemberName } from './member-storage';
import { MEMBER_API, memberRequest } from './member-request';
import { readLogin, saveLogin } from './member-session';

const ACCOUNT = `GET ${MEMBER_API}/users/skyclub/my-account`;
const LOGIN = `POST ${MEMBER_API}/login`;
const answerSchema = z.object({ ok: z.boolean() });

function myAccount() {
  return memberRequest('GET', `${MEMBER_API}/users/skyclub/my-account`, answerSchema);
}

describe('the member service calls', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses without a request when nobody is signed in', async () => {
    const fetchMock = stubManageFetch({});
    await expect(myAccount()).rejects.toMatchObject({ status: 401, errorCode: 'LOGIN_REQUIRED' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stored token as a bearer', async () => {
    saveLogin(loginAnswer('1'));
    const fetchMock = stubManageFetch({ [ACCOUNT]: () => json({ ok: true }) });
    await expect(myAccount()).resolves.toEqual({ ok: true });
    expect(headerOf(callsTo(fetchMock, ACCOUNT)[0]?.[1], 'authorization')).toBe('Bearer access-1');
  });

  it('renews an expired token once with the refresh token, then sends the call again with the new one', async () => {
    saveLogin(loginAnswer('1'));
    const fetchMock = stubManageFetch({
      [ACCOUNT]: (init) =>
        headerOf(init, 'authorization') === 'Bearer access-2'
          ? json({ ok: true })
          : failure(401, 'TOKEN_EXPIRED', 'Expired'),
      [LOGIN]: () => json(loginAnswer('2')),
    });
    // Two calls at once share one renewal: each refresh token is single use.
    const both = await Promise.all([myAccount(), myAccount()]);
    expect(both).toEqual([{ ok: true }, { ok: true }]);
    const logins = callsTo(fetchMock, LOGIN);
    expect(logins).toHaveLength(1);
    expect(JSON.parse(fetchBody(logins[0]?.[1]))).toEqual({ refreshToken: 'refresh-1', type: 'skyclub' });
    expect(readLogin()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('signs the member out when the renewal is refused', async () => {
    saveLogin(loginAnswer('1'));
    stubManageFetch({
      [ACCOUNT]: () => failure(401, 'TOKEN_EXPIRED', 'Expired'),
      [LOGIN]: () => failure(401, 'INVALID_TOKEN', 'Refresh token refused'),
    });
    await expect(myAccount()).rejects.toMatchObject({ errorCode: 'INVALID_TOKEN' });
    expect(readLogin()).toBeNull();
    expect(storedMemberName()).toBeNull();
  });

  it('signs the member out on any other 401, without renewing', async () => {
    saveLogin(loginAnswer('1'));
    const fetchMock = stubManageFetch({ [ACCOUNT]: () => failure(401, 'INVALID_TOKEN', 'Not ours') });
    await expect(myAccount()).rejects.toMatchObject({ errorCode: 'INVALID_TOKEN' });
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
    expect(readLogin()).toBeNull();
  });

  it('keeps the member signed in when the network fails', async () => {
    saveLogin(loginAnswer('1'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(myAccount()).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(readLogin()).not.toBeNull();
  });

  it('uses the token another tab renewed instead of renewing again', async () => {
    const first = saveLogin(loginAnswer('1'));
    const fetchMock = stubManageFetch({
      [ACCOUNT]: (init) => {
        if (headerOf(init, 'authorization') === 'Bearer access-1') {
          // Meanwhile another tab renewed: its answer replaced ours in the shared storage.
          saveLogin(loginAnswer('9'));
          return failure(401, 'TOKEN_EXPIRED', 'Expired');
        }
        return json({ ok: true });
      },
    });
    await expect(myAccount()).resolves.toEqual({ ok: true });
    expect(first.token).toBe('access-1');
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
  });
});
