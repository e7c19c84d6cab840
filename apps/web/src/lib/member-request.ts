import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest, type ApiGetOptions, type ApiMethod, type SchemaSource } from './api-client';
import { i18n } from './i18n';
import { announceSignedOut } from './member-signed-out';
import { clearLogin, hasStoredLogin, readLogin, saveLogin, type StoredLogin } from './member-session';

/*
 * The member service's calls (requirements §7 Member service; §6 Member): the stored access token as
 * a bearer; an expired one (401 TOKEN_EXPIRED) is renewed once with the refresh token and the
 * call sent again; any other 401 signs the member out on this browser and asks them to sign in
 * again (requirements §4 Session, §8 HTTP 401).
 */

/** The member service's prefix. */
export const MEMBER_API = '/member/api/v1';

const loadLoginSchema = () =>
  import('@skybook/contracts/member').then((module) => module.loginResponseSchema);

/** Refused without a request: nobody is signed in on this browser. */
function loginRequired(): ApiError {
  return new ApiError(401, 'LOGIN_REQUIRED', i18n.t('member:errors.loginRequired'));
}

let refreshing: Promise<StoredLogin> | undefined;

async function refreshOnce(expired: StoredLogin): Promise<StoredLogin> {
  // Another tab may have renewed it already: its refresh token has replaced ours (each one is
  // single use, and a reused one ends the sign-in), so use what it stored.
  const current = readLogin();
  if (!current) throw loginRequired();
  if (current.token !== expired.token) return current;
  const response = await apiRequest('POST', `${MEMBER_API}/login`, loadLoginSchema, {
    body: { refreshToken: current.refreshToken, type: current.provider },
  });
  return saveLogin(response);
}

/**
 * Renews the access token, one renewal at a time in this browser: in this tab by sharing the
 * promise, across tabs by the Web Locks API where the browser has it.
 */
export function refreshLogin(expired: StoredLogin): Promise<StoredLogin> {
  refreshing ??= (
    'locks' in navigator
      ? navigator.locks.request('skybook-member-refresh', () => refreshOnce(expired))
      : refreshOnce(expired)
  ).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** Signs the member out here after the server refused who they are, and says so. */
function endSignIn(): void {
  clearLogin();
  announceSignedOut();
}

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

export type MemberRequestOptions = ApiGetOptions & { readonly body?: unknown };

/** What a call sends to say who the member is: nothing for a guest. */
export type MemberHeaders = Readonly<Record<string, string>>;

function bearerOf(login: StoredLogin): MemberHeaders {
  return { Authorization: `Bearer ${login.token}` };
}

/**
 * Makes `call` as the signed-in member: with their bearer, renewed once and sent again when it
 * has expired, the sign-in ended on any other 401. With `guestsToo`, a guest's call goes without
 * one (a booking anybody may make, which a member's token ties to their account).
 *
 * @throws ApiError 401 LOGIN_REQUIRED without a request when nobody is signed in (unless guestsToo).
 */
export async function asMember<T>(
  call: (headers: MemberHeaders) => Promise<T>,
  options: { readonly guestsToo?: boolean } = {},
): Promise<T> {
  const login = readLogin();
  if (!login) {
    if (options.guestsToo) return call({});
    throw loginRequired();
  }
  try {
    return await call(bearerOf(login));
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    if (error.errorCode !== 'TOKEN_EXPIRED') {
      endSignIn();
      throw error;
    }
  }
  let renewed: StoredLogin;
  try {
    renewed = await refreshLogin(login);
  } catch (error) {
    // A refresh token the provider no longer accepts (revoked, reused, expired) ends the sign-in;
    // a network failure does not.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) endSignIn();
    throw error;
  }
  try {
    return await call(bearerOf(renewed));
  } catch (error) {
    if (isUnauthorized(error)) endSignIn();
    throw error;
  }
}

/**
 * `method path` of the member service as the signed-in member, parsed with the contract's schema.
 *
 * @throws ApiError 401 LOGIN_REQUIRED without a request when nobody is signed in.
 */
export function memberRequest<Schema extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schema: SchemaSource<Schema>,
  options: MemberRequestOptions = {},
): Promise<z.output<Schema>> {
  return asMember((headers) =>
    apiRequest(method, path, schema, { ...options, headers: { ...options.headers, ...headers } }),
  );
}

/**
 * A member service GET as a query of the page: keyed under `member` (so signing out can drop
 * them all), only while someone is signed in.
 */
export function useMemberQuery<Schema extends z.ZodType>(
  key: readonly unknown[],
  path: string,
  schema: SchemaSource<Schema>,
  query?: MemberRequestOptions['query'],
) {
  return useQuery({
    queryKey: ['member', ...key, query ?? null],
    queryFn: ({ signal }) => memberRequest('GET', path, schema, { signal, query }),
    enabled: hasStoredLogin(),
  });
}
