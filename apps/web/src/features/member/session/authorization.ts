import { LOYALTY_CLIENT_ID } from '@skybook/contracts/member';
import type { Language } from '@skybook/domain/languages';
import type { MemberScheme } from '@skybook/domain/member-rules';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_API } from '../../../lib/member-request';
import { saveLogin, type StoredLogin } from '../../../lib/member-session';

/*
 * Sign-in and sign-up at the loyalty provider (requirements §7: the site opens the provider's pages with
 * its client id, the action and the language; decision 028): an OpenID Connect authorization
 * request with PKCE (S256) and a state, remembered in this tab's session storage; the provider
 * sends the browser back to `/<lang>/signin` with a code, which the member service redeems.
 */

/** The provider's authorization endpoint (this server's `/auth`, decision 028). */
const AUTHORIZATION_URL = '/auth/auth';
const SCOPE = 'openid profile email phone offline_access';
const REQUEST_KEY = 'skybook.signin-request';

export type AuthorizationAction = 'signin' | 'signup';

interface PendingAuthorization {
  readonly state: string;
  readonly verifier: string;
  readonly scheme: MemberScheme;
  readonly redirectUri: string;
  readonly fromPath: string;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(byteCount: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/**
 * A path of this site to return to after signing in: a relative path only (`/vi/...`), never
 * another origin (`//host`, `/\host`) — else the member's account page.
 */
export function safeReturnPath(fromPath: string | null, language: Language): string {
  if (fromPath && /^\/(?![/\\])/.test(fromPath)) return fromPath;
  return `/${language}/profile/account`;
}

export interface AuthorizationStart {
  readonly scheme: MemberScheme;
  readonly action: AuthorizationAction;
  readonly language: Language;
  /** The site path to come back to once signed in (requirements §2 Auth: fromPath). */
  readonly fromPath: string | null;
}

/** The provider's sign-in or sign-up page for this authorization request, remembered in this tab. */
export async function authorizationUrl(start: AuthorizationStart): Promise<string> {
  const verifier = randomText(32);
  const state = randomText(16);
  const redirectUri = `${location.origin}/${start.language}/signin`;
  const pending: PendingAuthorization = {
    state,
    verifier,
    scheme: start.scheme,
    redirectUri,
    fromPath: safeReturnPath(start.fromPath, start.language),
  };
  sessionStorage.setItem(REQUEST_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: LOYALTY_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await challengeOf(verifier),
    code_challenge_method: 'S256',
    state,
    scheme: start.scheme,
    action: start.action,
    lang: start.language,
  });
  return `${AUTHORIZATION_URL}?${query.toString()}`;
}

/** The request this tab started, if `state` is its state; forgotten either way (single use). */
function takePending(state: string): PendingAuthorization | null {
  const raw = sessionStorage.getItem(REQUEST_KEY);
  sessionStorage.removeItem(REQUEST_KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingAuthorization;
    return pending.state === state ? pending : null;
  } catch {
    return null;
  }
}

const loadLoginSchema = () =>
  import('@skybook/contracts/member').then((module) => module.loginResponseSchema);

export type SignInOutcome =
  | { readonly kind: 'signedIn'; readonly login: StoredLogin; readonly returnPath: string }
  /** No request of this tab has that state: a link used twice, another tab's, or forged. */
  | { readonly kind: 'unknownRequest' };

/**
 * Redeems the provider's code with the member service (requirements §4 Login: on success the token,
 * its expiry, the provider and the payment token are stored with the member).
 *
 * @throws ApiError when the member service refuses the code.
 */
export async function completeSignIn(code: string, state: string): Promise<SignInOutcome> {
  const pending = takePending(state);
  if (!pending) return { kind: 'unknownRequest' };
  const response = await apiRequest('POST', `${MEMBER_API}/login`, loadLoginSchema, {
    body: {
      authCode: code,
      codeVerifier: pending.verifier,
      redirectUri: pending.redirectUri,
      type: pending.scheme,
    },
  });
  return { kind: 'signedIn', login: saveLogin(response), returnPath: pending.fromPath };
}
