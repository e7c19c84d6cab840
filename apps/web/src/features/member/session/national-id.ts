import type { Language } from '@skybook/domain/languages';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_API, memberRequest } from '../../../lib/member-request';
import { readLogin, saveLogin } from '../../../lib/member-session';

/*
 * The national digital ID (VNeID; decision 035) and the mobile app's hand-off, on the site's
 * sign-in page (requirements §2: the national identity app's return parameters code, encrypt_key and
 * session_state are saved in session storage; a session id query parameter signs the member in).
 */

/**
 * VNeID's authorization endpoint and the site's client id there. The defaults are the embedded
 * simulator's (`/sandbox/vneid`, client `skybook`); a build for the real VNeID sets
 * VITE_VNEID_AUTHORIZE_URL and VITE_VNEID_CLIENT_ID, as the server sets VNEID_ISSUER_URL.
 */
const AUTHORIZE_URL: string = import.meta.env.VITE_VNEID_AUTHORIZE_URL ?? '/sandbox/vneid/authorize';
const CLIENT_ID: string = import.meta.env.VITE_VNEID_CLIENT_ID ?? 'skybook';

const REQUEST_KEY = 'skybook.vneid-request';
/** requirements §2: where the return parameters are kept for this tab. */
export const NATIONAL_ID_RETURN_KEY = 'vneid';

export type NationalIdPurpose = 'signin' | 'link';

interface PendingNationalId {
  readonly state: string;
  readonly purpose: NationalIdPurpose;
  readonly redirectUri: string;
  readonly returnPath: string;
}

function randomText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** VNeID's page for signing in, or for linking the signed-in member's national ID. */
export function nationalIdUrl(options: {
  readonly language: Language;
  readonly purpose: NationalIdPurpose;
  readonly returnPath: string;
}): string {
  const state = randomText();
  const redirectUri = `${location.origin}/${options.language}/signin`;
  const pending: PendingNationalId = {
    state,
    purpose: options.purpose,
    redirectUri,
    returnPath: options.returnPath,
  };
  sessionStorage.setItem(REQUEST_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    state,
    nonce: randomText(),
    lang: options.language === 'vi' ? 'vi' : 'en',
  });
  return `${AUTHORIZE_URL}?${query.toString()}`;
}

/** Whether the address is VNeID's return (its three parameters), approved or not. */
export function isNationalIdReturn(params: URLSearchParams): boolean {
  return params.has('encrypt_key') || (params.has('session_state') && params.has('state'));
}

/** The request this tab sent with `state`; forgotten either way (single use). */
function takePending(state: string | null): PendingNationalId | null {
  const raw = sessionStorage.getItem(REQUEST_KEY);
  sessionStorage.removeItem(REQUEST_KEY);
  if (!raw || state === null) return null;
  try {
    const pending = JSON.parse(raw) as PendingNationalId;
    return pending.state === state ? pending : null;
  } catch {
    return null;
  }
}

const loadLoginSchema = () =>
  import('@skybook/contracts/member').then((module) => module.loginResponseSchema);
const loadLinkSchema = () =>
  import('@skybook/contracts/member').then((module) => module.vneidLinkResponseSchema);

export type NationalIdOutcome =
  | { readonly kind: 'signedIn' | 'linked'; readonly returnPath: string }
  | { readonly kind: 'unknownRequest' }
  | { readonly kind: 'refused' };

/**
 * Finishes VNeID's return: the three parameters kept in session storage, then the member signed
 * in with them, or the signed-in member's national ID linked.
 *
 * @throws ApiError GET_VNEID_ACCESS_TOKEN, GET_VNEID_USER_INFO, ACCOUNT_NOT_FOUND (no member linked
 *   that citizen), NATIONAL_ID_ALREADY_LINKED.
 */
export async function completeNationalId(params: URLSearchParams): Promise<NationalIdOutcome> {
  const pending = takePending(params.get('state'));
  if (!pending) return { kind: 'unknownRequest' };
  const code = params.get('code');
  const encryptKey = params.get('encrypt_key');
  const sessionState = params.get('session_state');
  if (code === null || encryptKey === null || sessionState === null) return { kind: 'refused' };
  sessionStorage.setItem(
    NATIONAL_ID_RETURN_KEY,
    JSON.stringify({ code, encrypt_key: encryptKey, session_state: sessionState }),
  );
  const body = { code, encryptKey, sessionState, redirectUri: pending.redirectUri };
  const login = readLogin();
  if (pending.purpose === 'link' && login) {
    await memberRequest('POST', `${MEMBER_API}/users/${login.provider}/vneid`, loadLinkSchema, { body });
    return { kind: 'linked', returnPath: pending.returnPath };
  }
  const response = await apiRequest('POST', `${MEMBER_API}/login`, loadLoginSchema, {
    body: { type: 'vneid', ...body },
  });
  saveLogin(response);
  return { kind: 'signedIn', returnPath: pending.returnPath };
}

/**
 * The mobile app's hand-off (requirements §2: a session id query parameter signs the member in; type
 * club): the single-use id redeemed with the member service.
 *
 * @throws ApiError INVALID_TOKEN (used or unknown), TOKEN_EXPIRED (older than a minute).
 */
export async function completeHandOff(sessionId: string): Promise<void> {
  const response = await apiRequest('POST', `${MEMBER_API}/login`, loadLoginSchema, {
    body: { type: 'club', sessionId },
  });
  saveLogin(response);
}
