import { captchaChallengeResponseSchema, encodeCaptchaPayload } from '@skybook/contracts/captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  openProviderPage,
  signUp,
  skyjoyMember,
  submitForm,
} from '../../../../test/loyalty-fixture';
import { TestBrowser } from '../../../../test/test-browser';
import { authMessages } from '../auth-messages';

/** The sign-up page past the client's threshold (decision 045): one sign-up free, then a challenge. */
describe.each(TEST_ENGINES)('the sign-up page’s proof-of-work challenge on $engine', (engine) => {
  let test: MerchantTestApp;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine, {
      CAPTCHA_SIGNUPS_PER_WINDOW: '1',
      CAPTCHA_COST: '10',
      CAPTCHA_MAX_COUNTER: '50',
    });
  });
  afterAll(() => test.close());

  const members = () =>
    test.app.db
      .selectFrom('member')
      .select('id')
      .execute()
      .then((rows) => rows.length);

  it('asks for a solved challenge past the threshold: the page loads its script, refuses without one, signs up with one', async () => {
    const browser = new TestBrowser(test.origin, 'en');
    expect((await signUp(browser, skyjoyMember(), 'en')).status).toBe(303);

    const member = skyjoyMember();
    const page = await openProviderPage(browser, { scheme: 'skyjoy', action: 'signup', lang: 'en' });
    expect(page.html).toContain('<script type="module" src="/auth/assets/signup-captcha.js"></script>');
    expect(page.html).toContain('<input type="hidden" name="captcha" value="" />');
    expect(page.html).toContain(`data-checking="${authMessages('en').signUp.captchaChecking}"`);
    expect(page.html).toMatch(/class="captcha-status"[^>]*role="status"[^>]*aria-live="polite"/);

    const fields = {
      familyName: member.familyName,
      givenNames: member.givenNames,
      phone: member.phone,
      secret: member.secret,
      secretConfirm: member.secret,
    };
    const before = await members();
    const refused = await submitForm(browser, page.html, '/signup', fields);
    expect(refused.status).toBe(428);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('not a robot');
    // The page again, with the script, so the next try solves one.
    expect(refusedHtml).toContain('signup-captcha.js');
    expect(await members()).toBe(before);

    const wrong = await submitForm(browser, page.html, '/signup', {
      ...fields,
      captcha: 'bm90IGEgc29sdXRpb24=',
    });
    expect(wrong.status).toBe(403);
    expect(await members()).toBe(before);

    const answer = await browser.get('/booking/api/v1/captcha/challenge');
    const { challenge } = captchaChallengeResponseSchema.parse(await answer.json());
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('not solved');
    const captcha = encodeCaptchaPayload({
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
    const created = await submitForm(browser, page.html, '/signup', { ...fields, captcha });
    expect(created.status, await created.clone().text()).toBe(303);
    expect(await members()).toBe(before + 1);
  });

  it('serves the challenge script, its worker and the solver’s browser files from its own origin', async () => {
    const browser = new TestBrowser(test.origin, 'en');
    for (const path of [
      '/auth/assets/signup-captcha.js',
      '/auth/assets/signup-captcha-worker.js',
      '/auth/assets/altcha/pow.js',
      '/auth/assets/altcha/helpers.js',
      '/auth/assets/altcha/types.js',
      '/auth/assets/altcha/algorithms/web/pbkdf2.js',
    ]) {
      const script = await browser.get(path);
      expect(script.status, path).toBe(200);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      // Only relative imports: nothing from another origin or a bare package name.
      for (const [, from] of (await script.text()).matchAll(/from '([^']+)'/g))
        expect(from).toMatch(/^\.\.?\//);
    }
  });
});
