import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '@skybook/contracts/member';
import type { MemberScheme } from '@skybook/domain/member-rules';
import { expect } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp } from './app-fixture';
import type { TestEngine } from './engines';
import { formsOf, TestBrowser, unescapeHtml } from './test-browser';

/*
 * Loyalty members in server tests, made as a member makes them: a browser follows the site's
 * authorization request (PKCE S256) to the provider's pages at /auth, signs up, reads the
 * verification e-mail from the mail sink, follows its link, signs in, and the site's code goes to
 * the member service's login. Every step is real HTTP against the listening test app.
 */

/**
 * The app listening on a free port (its PUBLIC_URL), trusting X-Forwarded-For so each browser is
 * its own client. Its manual clock starts at the real time: oidc-provider stamps its tokens with
 * the system clock, the member service checks them on the app's clock, and a test moves the
 * latter past a token's expiry.
 */
export async function createLoyaltyTestApp(
  engine: TestEngine,
  env: Record<string, string> = {},
): Promise<MerchantTestApp> {
  const test = await createMerchantTestApp(engine, { seedDays: 1, env: { TRUST_PROXY: 'true', ...env } });
  test.clock.set(new Date());
  return test;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkcePair(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  scheme: MemberScheme;
  action: 'signin' | 'signup';
  lang?: string;
  pkce?: Pkce;
  state?: string;
  /** The OAuth scope; the site's by default. */
  scope?: string;
}

/** The site's authorization request (decision 028): what the web's sign-in and sign-up buttons open. */
export function authorizationPath(origin: string, request: AuthorizationRequest & { pkce: Pkce }): string {
  const lang = request.lang ?? 'vi';
  const query = new URLSearchParams({
    client_id: 'skybook-web',
    response_type: 'code',
    redirect_uri: `${origin}/${lang}/signin`,
    scope: request.scope ?? 'openid profile email phone offline_access',
    code_challenge: request.pkce.challenge,
    code_challenge_method: 'S256',
    state: request.state ?? 'state-1',
    scheme: request.scheme,
    action: request.action,
    lang,
  });
  return `/auth/auth?${query.toString()}`;
}

export interface OpenedPage {
  /** The interaction page's path. */
  path: string;
  html: string;
  pkce: Pkce;
  redirectUri: string;
}

/** Opens the provider's sign-in or sign-up page for a new authorization request. */
export async function openProviderPage(
  browser: TestBrowser,
  request: AuthorizationRequest,
): Promise<OpenedPage> {
  const pkce = request.pkce ?? pkcePair();
  const start = await browser.get(authorizationPath(browser.origin, { ...request, pkce }));
  expect(start.status).toBe(303);
  const location = new URL(start.headers.get('location') ?? '', browser.origin);
  expect(location.pathname).toMatch(/^\/auth\/interaction\/[\w-]+$/);
  const page = await browser.get(location.pathname);
  expect(page.status).toBe(200);
  return {
    path: location.pathname,
    html: await page.text(),
    pkce,
    redirectUri: `${browser.origin}/${request.lang ?? 'vi'}/signin`,
  };
}

/** Posts the page's form whose action ends with `action`, with `fields` over its own. */
export async function submitForm(
  browser: TestBrowser,
  html: string,
  action: string,
  fields: Record<string, string>,
): Promise<Response> {
  const form = formsOf(html).find((candidate) => candidate.action.endsWith(action));
  if (!form) throw new Error(`No form posting to …${action}`);
  return browser.post(form.action, { ...form.fields, ...fields });
}

export interface NewMember {
  scheme: MemberScheme;
  familyName: string;
  givenNames: string;
  email?: string;
  phone: string;
  secret: string;
}

/** A distinct Skyclub member: names, a fresh e-mail and phone, a password. */
export function skyclubMember(overrides: Partial<NewMember> = {}): NewMember {
  const tag = randomBytes(4).toString('hex');
  return {
    scheme: 'skyclub',
    familyName: 'Nguyễn',
    givenNames: 'Văn An',
    email: `an.${tag}@example.com`,
    phone: `09${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    secret: `hoa-sen-${tag}`,
    ...overrides,
  };
}

/** A distinct SkyJoy member: names, a fresh phone, a PIN. */
export function skyjoyMember(overrides: Partial<NewMember> = {}): NewMember {
  const tag = randomBytes(4).toString('hex');
  return {
    scheme: 'skyjoy',
    familyName: 'Trần',
    givenNames: 'Thị Bình',
    phone: `08${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    secret: String(parseInt(tag, 16) % 1_000_000).padStart(6, '0'),
    ...overrides,
  };
}

/** Signs up on the provider's page; answers the response to the form (303 to signup/result when created). */
export async function signUp(browser: TestBrowser, member: NewMember, lang = 'vi'): Promise<Response> {
  const page = await openProviderPage(browser, { scheme: member.scheme, action: 'signup', lang });
  return submitForm(browser, page.html, '/signup', {
    familyName: member.familyName,
    givenNames: member.givenNames,
    ...(member.email === undefined ? {} : { email: member.email }),
    phone: member.phone,
    secret: member.secret,
    secretConfirm: member.secret,
  });
}

interface MailboxMessage {
  id: number;
  to: string[];
  subject: string | null;
  text: string | null;
  html: string | null;
  language: string | null;
}

/** The newest message the mail sink holds for `address`. */
export async function latestMailTo(origin: string, address: string): Promise<MailboxMessage> {
  const { messages } = (await (await fetch(`${origin}/dev/mailbox.json`)).json()) as {
    messages: MailboxMessage[];
  };
  const mine = messages.filter((message) => message.to.some((to) => to.includes(address)));
  const newest = mine.sort((a, b) => b.id - a.id)[0];
  if (!newest) throw new Error(`No mail to ${address}`);
  return newest;
}

/** The verification link of a verification e-mail, as a path below the origin. */
export function verificationPathIn(message: MailboxMessage): string {
  const link = /https?:\/\/[^\s"<]+\/auth\/verify-email\?[^\s"<]+/.exec(message.text ?? '')?.[0];
  if (!link) throw new Error('No verification link in the e-mail');
  const url = new URL(unescapeHtml(link));
  return `${url.pathname}${url.search}`;
}

export interface SignedIn {
  code: string;
  state: string | null;
  pkce: Pkce;
  redirectUri: string;
}

/**
 * Signs in on the provider's page; answers the code the browser brought back to the site, or the
 * refused page's status and HTML.
 */
export async function signIn(
  browser: TestBrowser,
  member: { scheme: MemberScheme; name: string; secret: string },
  lang = 'vi',
): Promise<SignedIn | { status: number; html: string }> {
  const page = await openProviderPage(browser, { scheme: member.scheme, action: 'signin', lang });
  const posted = await submitForm(browser, page.html, '/signin', {
    name: member.name,
    secret: member.secret,
  });
  const { response, leftFor } = await browser.follow(posted);
  if (!leftFor) return { status: response.status, html: await response.text() };
  expect(`${leftFor.origin}${leftFor.pathname}`).toBe(page.redirectUri);
  const code = leftFor.searchParams.get('code');
  if (code === null) throw new Error(`Sent back without a code: ${leftFor.search}`);
  return { code, state: leftFor.searchParams.get('state'), pkce: page.pkce, redirectUri: page.redirectUri };
}

/** POST /member/api/v1/login with the code. */
export function memberLogin(origin: string, signedIn: SignedIn, type: MemberScheme): Promise<Response> {
  return fetch(`${origin}/member/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({
      authCode: signedIn.code,
      codeVerifier: signedIn.pkce.verifier,
      redirectUri: signedIn.redirectUri,
      type,
    }),
  });
}

/** A member signed up, verified (Skyclub), signed in and logged in to the member service. */
export async function loggedInMember(
  test: MerchantTestApp,
  member: NewMember,
): Promise<{ member: NewMember; login: LoginResponse }> {
  const browser = new TestBrowser(test.origin);
  expect((await signUp(browser, member)).status).toBe(303);
  if (member.email !== undefined) {
    const verified = await browser.get(verificationPathIn(await latestMailTo(test.origin, member.email)));
    expect(verified.status).toBe(200);
  }
  const signedIn = await signIn(browser, {
    scheme: member.scheme,
    name: member.email ?? member.phone,
    secret: member.secret,
  });
  if (!('code' in signedIn)) throw new Error(`Sign-in refused (${String(signedIn.status)})`);
  const response = await memberLogin(test.origin, signedIn, member.scheme);
  expect(response.status).toBe(200);
  return { member, login: (await response.json()) as LoginResponse };
}

/** A call of the member service's `users/<path>` as `login`'s member, answered in English. */
export function memberCall(
  origin: string,
  login: LoginResponse,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${origin}/member/api/v1/users/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${login.accessToken}`,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An error answer's status and requirements §8 code. */
export async function errorOf(response: Response): Promise<{ status: number; errorCode: string }> {
  return {
    status: response.status,
    errorCode: ((await response.json()) as { errorCode: string }).errorCode,
  };
}
