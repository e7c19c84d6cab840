import type { LoginResponse, MemberProfile } from '@skybook/contracts/member';
import { isMemberScheme, type MemberScheme } from '@skybook/domain/member-rules';
import { MEMBER_CHANGE_EVENT, MEMBER_NAME_KEY } from './member-storage';

/*
 * The member's login in local storage (requirements §3 Stored keys: token, tokenExpireAt,
 * auth_provider, userInfo, skypay_token; §4 Login and Logout), plus the refresh token the
 * access token is renewed with (requirements §6: TOKEN_EXPIRED refreshes and retries) and the
 * member's full name alone, for the header's start-up code (member-storage.ts). Every tab
 * of the browser shares it; each change is announced (member-storage.ts) so the header follows.
 */

const KEYS = {
  token: 'token',
  expiresAt: 'tokenExpireAt',
  provider: 'auth_provider',
  user: 'userInfo',
  skypay: 'skypay_token',
  refreshToken: 'refreshToken',
  name: MEMBER_NAME_KEY,
} as const;

/** The stored login: what the member's calls send and what the pages show before they refetch. */
export interface StoredLogin {
  readonly token: string;
  /** When the access token expires, ms since the epoch (the server gives seconds). */
  readonly expiresAt: number;
  readonly provider: MemberScheme;
  readonly refreshToken: string;
  readonly user: MemberProfile | null;
}

function announce(): void {
  dispatchEvent(new Event(MEMBER_CHANGE_EVENT));
}

function readUser(): MemberProfile | null {
  try {
    return JSON.parse(localStorage.getItem(KEYS.user) ?? 'null') as MemberProfile | null;
  } catch {
    return null;
  }
}

/** The stored login, or null when a part is missing (a guest, or storage cleared by hand). */
export function readLogin(): StoredLogin | null {
  const token = localStorage.getItem(KEYS.token);
  const refreshToken = localStorage.getItem(KEYS.refreshToken);
  const provider = localStorage.getItem(KEYS.provider);
  const expiresAt = Number(localStorage.getItem(KEYS.expiresAt));
  if (!token || !refreshToken || !isMemberScheme(provider) || !Number.isFinite(expiresAt)) return null;
  return { token, refreshToken, provider, expiresAt, user: readUser() };
}

/** Whether a member is signed in on this browser (a guest-only page sends them on). */
export function hasStoredLogin(): boolean {
  return readLogin() !== null;
}

/** Stores a login answer: token, expiry (now + expiresIn), provider, payment token, the member. */
export function saveLogin(response: LoginResponse, now: number = Date.now()): StoredLogin {
  localStorage.setItem(KEYS.token, response.accessToken);
  localStorage.setItem(KEYS.expiresAt, String(now + response.expiresIn * 1000));
  localStorage.setItem(KEYS.provider, response.provider);
  localStorage.setItem(KEYS.refreshToken, response.refreshToken);
  localStorage.setItem(KEYS.skypay, JSON.stringify(response.skypay));
  localStorage.setItem(KEYS.user, JSON.stringify(response.user));
  localStorage.setItem(KEYS.name, response.user.fullName);
  announce();
  const saved = readLogin();
  if (!saved) throw new Error('The login could not be stored');
  return saved;
}

/** Replaces the stored member after a profile fetch or an update (the header's name follows). */
export function saveUser(user: MemberProfile): void {
  if (!readLogin()) return;
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.name, user.fullName);
  announce();
}

/** Forgets the login on this browser (every tab): requirements §4 Logout's local half. */
export function clearLogin(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  announce();
}
