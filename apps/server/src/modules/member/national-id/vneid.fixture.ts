import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { formsOf, type TestBrowser } from '../../../../test/test-browser';

/*
 * The national digital ID in server tests, as a browser meets it: the site's authorization
 * request to VNeID (the sandbox's simulator), its authorize page, the tester's decision, and the
 * return to the site's /<lang>/signin with code, encrypt_key and session_state. Real HTTP.
 */

export interface TestCitizen {
  idNumber: string;
  fullName: string;
  birthDate: string;
}

/** A citizen no other test uses: a random 12-digit number. */
export function newCitizen(overrides: Partial<TestCitizen> = {}): TestCitizen {
  return {
    idNumber: `0${String(randomInt(10 ** 10, 10 ** 11))}`,
    fullName: 'PHẠM MINH ĐỨC',
    birthDate: '1992-03-04',
    ...overrides,
  };
}

/** The site's authorization request to VNeID: what its "sign in with VNeID" button opens. */
export function vneidAuthorizePath(origin: string, lang = 'vi', state = 'vneid-state'): string {
  const query = new URLSearchParams({
    client_id: 'skybook',
    redirect_uri: `${origin}/${lang}/signin`,
    response_type: 'code',
    scope: 'openid profile',
    state,
    nonce: 'n-1',
    lang: lang === 'vi' ? 'vi' : 'en',
  });
  return `/sandbox/vneid/authorize?${query.toString()}`;
}

/** Where VNeID sent the browser back, after the tester's decision on the authorize page. */
export async function decideAtVneid(
  browser: TestBrowser,
  decision: 'approve' | 'refuse',
  citizen: TestCitizen = newCitizen(),
  lang = 'vi',
): Promise<URL> {
  const page = await browser.get(vneidAuthorizePath(browser.origin, lang));
  expect(page.status).toBe(200);
  const forms = formsOf(await page.text());
  // The last form refuses; the one before it takes a typed citizen.
  const form = decision === 'refuse' ? forms.at(-1) : forms.at(-2);
  if (!form) throw new Error('No decision form on the VNeID page');
  const answer = await browser.post(form.action, {
    ...form.fields,
    decision,
    ...(decision === 'approve' ? { ...citizen } : {}),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

/** The body the site sends the member service with what VNeID sent back. */
export function vneidReturnOf(back: URL): {
  code: string;
  encryptKey: string;
  sessionState: string;
  redirectUri: string;
} {
  return {
    code: back.searchParams.get('code') ?? '',
    encryptKey: back.searchParams.get('encrypt_key') ?? '',
    sessionState: back.searchParams.get('session_state') ?? '',
    redirectUri: `${back.origin}${back.pathname}`,
  };
}

/** Approves `citizen` at VNeID and answers the return body. */
export async function approvedAtVneid(browser: TestBrowser, citizen: TestCitizen) {
  return vneidReturnOf(await decideAtVneid(browser, 'approve', citizen));
}
