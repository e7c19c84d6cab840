import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  authorizationPath,
  createLoyaltyTestApp,
  latestMailTo,
  openProviderPage,
  pkcePair,
  signIn,
  signUp,
  skyclubMember,
  skyjoyMember,
  submitForm,
  verificationPathIn,
} from '../../../../test/loyalty-fixture';
import { attributesOf, TestBrowser } from '../../../../test/test-browser';
import { authMessages } from '../auth-messages';

/**
 * What a keyboard and screen-reader user needs of a server-rendered form page, checked on its
 * HTML: a language, one heading, a label for every field, descriptions and summary links that
 * point at elements of the page, problems marked on their fields, no script and no inline style.
 */
function expectAccessiblePage(html: string, language: string): void {
  expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html.match(/<h1>/g)).toHaveLength(1);
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const input = attributesOf(tag);
    if (input.type === 'hidden') continue;
    expect(html).toContain(`<label for="${input.id ?? ''}">`);
    for (const id of (input['aria-describedby'] ?? '').split(' ').filter(Boolean)) expect(ids).toContain(id);
    const problemId = `${input.id ?? ''}-problem`;
    expect(input['aria-invalid'] === 'true').toBe(ids.has(problemId));
    if (ids.has(problemId)) expect(input['aria-describedby']).toContain(problemId);
  }
  for (const [, target] of html.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(target);
  for (const [, text] of html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)) expect(text?.trim()).not.toBe('');
}

/** The id of the one input that takes the focus when the page opens. */
function focusedField(html: string): string | undefined {
  const focused = [...html.matchAll(/<input[^>]*>/g)]
    .map(([tag]) => attributesOf(tag))
    .filter((input) => 'autofocus' in input);
  expect(focused).toHaveLength(1);
  return focused[0]?.id;
}

describe.each(TEST_ENGINES)('the loyalty provider’s sign-in pages on $engine', (engine) => {
  let test: MerchantTestApp;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
  });
  afterAll(() => test.close());

  it.each(SUPPORTED_LANGUAGES)(
    'shows both schemes’ sign-in and sign-up pages in %s, usable without a mouse',
    async (lang) => {
      const browser = new TestBrowser(test.origin);
      const messages = authMessages(lang);
      for (const scheme of ['skyclub', 'skyjoy'] as const) {
        for (const action of ['signin', 'signup'] as const) {
          const page = await openProviderPage(browser, { scheme, action, lang });
          expectAccessiblePage(page.html, lang);
          const title = (action === 'signin' ? messages.signIn.title : messages.signUp.title).replace(
            '{scheme}',
            messages.scheme[scheme],
          );
          expect(page.html).toContain(`<title>${title}</title>`);
          expect(page.html).toContain(`<h1>${title}</h1>`);
          // Focus starts on the first field.
          expect(page.html.match(/ autofocus/g)).toHaveLength(1);
        }
      }
    },
  );

  it('serves the pages with the site’s strict headers and its own stylesheet', async () => {
    const browser = new TestBrowser(test.origin);
    const start = await browser.get(
      authorizationPath(test.origin, { scheme: 'skyclub', action: 'signin', pkce: pkcePair() }),
    );
    const page = await browser.get(new URL(start.headers.get('location') ?? '', test.origin).pathname);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const css = await browser.get('/auth/assets/hosted.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('refuses a sign-up on each field at fault, in the summary too, keeping what was typed but never the password', async () => {
    const browser = new TestBrowser(test.origin);
    const page = await openProviderPage(browser, { scheme: 'skyclub', action: 'signup', lang: 'en' });
    const refused = await submitForm(browser, page.html, '/signup', {
      familyName: 'Nguyễn',
      givenNames: '',
      email: 'an@',
      phone: '090',
      secret: 'short',
      secretConfirm: 'other',
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expectAccessiblePage(html, 'en');
    expect(html).toContain('role="alert"');
    for (const [field, problem] of [
      ['givenNames', 'Fill in this field.'],
      ['email', 'Enter an e-mail address such as name@example.com.'],
      ['phone', 'Enter 8 to 11 digits.'],
      ['secret', 'Use at least 8 characters.'],
      ['secretConfirm', 'This does not match what you entered above.'],
    ] as const) {
      expect(html).toContain(`<p class="problem" id="field-${field}-problem">${problem}</p>`);
      expect(html).toContain(`<a href="#field-${field}">`);
    }
    expect(html).toContain('value="NGUYEN"');
    expect(html).toContain('value="an@"');
    expect(html).not.toContain('short');
    // The first field at fault takes the focus.
    expect(focusedField(html)).toBe('field-givenNames');
  });

  it('refuses an e-mail or phone already registered in the scheme, on its field', async () => {
    const member = skyclubMember();
    expect((await signUp(new TestBrowser(test.origin), member, 'en')).status).toBe(303);
    const again = await signUp(
      new TestBrowser(test.origin),
      { ...member, email: `other.${member.email ?? ''}` },
      'en',
    );
    expect(again.status).toBe(422);
    const html = await again.text();
    expect(html).toContain(
      '<p class="problem" id="field-phone-problem">An account with this phone number already exists. Sign in instead.</p>',
    );
    expect(html).not.toContain('field-email-problem');
    // Another scheme is another account.
    expect((await signUp(new TestBrowser(test.origin), skyjoyMember({ phone: member.phone }))).status).toBe(
      303,
    );
  });

  it('refuses an unconfirmed Skyclub account with a button that sends the link again, answering the same for any name', async () => {
    const member = skyclubMember();
    const browser = new TestBrowser(test.origin);
    await signUp(browser, member, 'en');
    const firstLink = verificationPathIn(await latestMailTo(test.origin, member.email ?? ''));
    const refused = await signIn(
      browser,
      { scheme: 'skyclub', name: member.email ?? '', secret: member.secret },
      'en',
    );
    if ('code' in refused) throw new Error('signed in without a confirmed e-mail');
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Confirm your e-mail address first');
    const resent = await submitForm(browser, refused.html, '/resend', {});
    expect(resent.status).toBe(200);
    const notice =
      'If an account is waiting for its e-mail address to be confirmed, we have sent it a new link.';
    expect(await resent.text()).toContain(notice);
    const secondLink = verificationPathIn(await latestMailTo(test.origin, member.email ?? ''));
    expect(secondLink).not.toBe(firstLink);
    expect((await browser.get(firstLink)).status).toBe(400);
    expect((await browser.get(secondLink)).status).toBe(200);

    const page = await openProviderPage(browser, { scheme: 'skyclub', action: 'signin', lang: 'en' });
    const unknown = await browser.post(`${page.path}/resend`, { name: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain(notice);
  });

  it('locks an account for 15 minutes after five wrong passwords, answering as for an unknown account until then', async () => {
    const member = skyclubMember();
    const browser = new TestBrowser(test.origin);
    await signUp(browser, member, 'en');
    await browser.get(verificationPathIn(await latestMailTo(test.origin, member.email ?? '')));
    const messages = authMessages('en').notices;
    // Another client tries an unknown account: the per-client limit does not mix the two.
    const stranger = new TestBrowser(test.origin);
    const attempt = async (name: string, secret: string, from = browser) => {
      const result = await signIn(from, { scheme: 'skyclub', name, secret }, 'en');
      return 'code' in result ? 'signedIn' : result.html;
    };
    try {
      for (let count = 1; count <= 4; count++) {
        const known = await attempt(member.email ?? '', 'wrong password');
        const unknown = await attempt('nobody.at.all@example.com', 'wrong password', stranger);
        expect(known).toContain(messages.wrongCredentials);
        expect(unknown).toContain(messages.wrongCredentials);
      }
      expect(await attempt('nobody.at.all@example.com', 'wrong password', stranger)).toContain(
        messages.locked,
      );
      expect(await attempt(member.phone, 'wrong password')).toContain(messages.locked);
      expect(await attempt(member.email ?? '', member.secret)).toContain(messages.locked);
      test.clock.advance(15 * 60_000);
      expect(await attempt(member.email ?? '', member.secret)).toBe('signedIn');
    } finally {
      test.clock.set(new Date());
    }
  });

  it('answers 429 with Retry-After past 10 sign-in posts a minute from one client, not to another', async () => {
    const browser = new TestBrowser(test.origin);
    const page = await openProviderPage(browser, { scheme: 'skyjoy', action: 'signin', lang: 'en' });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let post = 0; post < 11; post++) {
      last = await submitForm(browser, page.html, '/signin', { name: '0987654321', secret: '' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last?.text()).toContain('Too many attempts from your connection.');
    const other = new TestBrowser(test.origin);
    const otherPage = await openProviderPage(other, { scheme: 'skyjoy', action: 'signin', lang: 'en' });
    expect(
      (await submitForm(other, otherPage.html, '/signin', { name: '0987654321', secret: '' })).status,
    ).toBe(422);
  });

  it('answers 429 past 5 sign-up posts in 10 minutes from one client', async () => {
    const browser = new TestBrowser(test.origin);
    const page = await openProviderPage(browser, { scheme: 'skyjoy', action: 'signup', lang: 'en' });
    const statuses: number[] = [];
    for (let post = 0; post < 6; post++) {
      statuses.push((await submitForm(browser, page.html, '/signup', { familyName: 'TRAN' })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('sends the browser back to the site with access_denied when the member leaves the page', async () => {
    const browser = new TestBrowser(test.origin);
    const page = await openProviderPage(browser, { scheme: 'skyclub', action: 'signin', lang: 'ko' });
    expect(page.html).toContain(`href="${page.path}/abort"`);
    const { leftFor } = await browser.follow(await browser.get(`${page.path}/abort`));
    expect(leftFor?.pathname).toBe('/ko/signin');
    expect(leftFor?.searchParams.get('error')).toBe('access_denied');
    expect(leftFor?.searchParams.get('state')).toBe('state-1');
  });

  it('shows the expired page for an interaction that ended or never was', async () => {
    const browser = new TestBrowser(test.origin, 'en');
    const unknown = await browser.get('/auth/interaction/not-an-interaction');
    expect(unknown.status).toBe(410);
    const html = await unknown.text();
    expectAccessiblePage(html, 'en');
    expect(html).toContain(`href="${test.origin}/en"`);
    const page = await openProviderPage(browser, { scheme: 'skyclub', action: 'signin' });
    await browser.follow(await browser.get(`${page.path}/abort`));
    expect((await browser.get(page.path)).status).toBe(410);
  });

  it('sends an authorization request without a scheme back to the site as invalid', async () => {
    const browser = new TestBrowser(test.origin);
    const path = authorizationPath(test.origin, {
      scheme: 'skyclub',
      action: 'signin',
      pkce: pkcePair(),
    }).replace('scheme=skyclub', 'scheme=vietjet');
    const response = await browser.get(path);
    const location = new URL(response.headers.get('location') ?? '', test.origin);
    expect(location.pathname).toBe('/vi/signin');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    const noPkce = await browser.get(
      path.replace('scheme=vietjet', 'scheme=skyclub').replace(/&code_challenge=[^&]+/, ''),
    );
    expect(new URL(noPkce.headers.get('location') ?? '', test.origin).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('opens the Vietnamese sign-in page when the request names no page or language, and wants PKCE with S256', async () => {
    const browser = new TestBrowser(test.origin);
    const path = authorizationPath(test.origin, { scheme: 'skyjoy', action: 'signin', pkce: pkcePair() });
    const bare = path.replace('&action=signin', '').replace('&lang=vi', '');
    const start = await browser.get(bare);
    expect(start.status).toBe(303);
    const page = await browser.get(new URL(start.headers.get('location') ?? '', test.origin).pathname);
    const html = await page.text();
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<h1>Đăng nhập SkyJoy</h1>');
    const plain = await browser.get(
      path.replace('code_challenge_method=S256', 'code_challenge_method=plain'),
    );
    expect(new URL(plain.headers.get('location') ?? '', test.origin).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('offers a new link on an expired verification link’s page, and explains an unknown one', async () => {
    const member = skyclubMember();
    const browser = new TestBrowser(test.origin);
    await signUp(browser, member, 'ja');
    const link = verificationPathIn(await latestMailTo(test.origin, member.email ?? ''));
    expect(link).toContain('lang=ja');
    try {
      test.clock.advance(24 * 60 * 60_000);
      const expired = await browser.get(link);
      expect(expired.status).toBe(410);
      const html = await expired.text();
      expectAccessiblePage(html, 'ja');
      const resent = await submitForm(browser, html, '/verify-email/resend', {});
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain(authMessages('ja').verify.resent);
      const fresh = verificationPathIn(await latestMailTo(test.origin, member.email ?? ''));
      expect((await browser.get(fresh)).status).toBe(200);
    } finally {
      test.clock.set(new Date());
    }
    const invalid = await browser.get('/auth/verify-email?token=never-issued&lang=en');
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('This link is not valid.');
  });
});
