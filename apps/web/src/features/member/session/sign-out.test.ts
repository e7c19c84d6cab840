import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_API } from '../../../lib/member-request';
import { readLogin, saveLogin } from '../../../lib/member-session';
import { storedMemberName } from '../../../lib/member-storage';
import { callsTo, stubManageFetch } from '../../../test/manage-fetch';
import { loginAnswer } from '../../../test/member.fixture';
import { fetchBody } from '../../../test/payment.fixture';
import { signOut } from './sign-out';

describe('signing out', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs out: revokes the refresh token, then forgets everything, even when the server cannot be reached', async () => {
    saveLogin(loginAnswer('1'));
    expect(storedMemberName()).toBe('NGUYEN VAN AN');
    const fetchMock = stubManageFetch({
      [`DELETE ${MEMBER_API}/logout`]: () => Promise.resolve(new Response(null, { status: 204 })),
    });
    await signOut();
    const [call] = callsTo(fetchMock, `DELETE ${MEMBER_API}/logout`);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({ refreshToken: 'refresh-1' });
    expect(readLogin()).toBeNull();
    expect(localStorage.length).toBe(0);

    saveLogin(loginAnswer('2'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await signOut();
    expect(readLogin()).toBeNull();
  });
});
