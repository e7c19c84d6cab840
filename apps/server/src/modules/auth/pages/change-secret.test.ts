import type { LoginResponse } from '@skybook/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  signIn,
  skyclubMember,
  skyjoyMember,
  submitForm,
  type NewMember,
} from '../../../../test/loyalty-fixture';
import { TestBrowser } from '../../../../test/test-browser';

describe.each(TEST_ENGINES)('changing a password or PIN on the provider’s page on $engine', (engine) => {
  let test: MerchantTestApp;

  const pagePath = (login: LoginResponse, lang = 'en', clientId = 'skybook-web') =>
    `/auth/change-password?${new URLSearchParams({ client_id: clientId, lang, token: login.accessToken }).toString()}`;
  const signsInWith = async (member: NewMember, secret: string) =>
    'code' in
    (await signIn(new TestBrowser(test.origin), { scheme: member.scheme, name: member.phone, secret }));

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
  });
  afterAll(() => test.close());

  it('changes a Skyclub password after checking the current one; the old one no longer signs in', async () => {
    const { member, login } = await loggedInMember(test, skyclubMember());
    const browser = new TestBrowser(test.origin);
    const page = await browser.get(pagePath(login));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Change your password</h1>');
    expect(html).toContain('<label for="field-current">Current password');

    const wrong = await submitForm(browser, html, '/change-password', {
      current: 'not my password',
      next: 'new lotus 2027',
      nextConfirm: 'new lotus 2027',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(
      '<p class="problem" id="field-current-problem">The current one is not right.</p>',
    );

    const changed = await submitForm(browser, html, '/change-password', {
      current: member.secret,
      next: 'new lotus 2027',
      nextConfirm: 'new lotus 2027',
    });
    expect(changed.status).toBe(200);
    const done = await changed.text();
    expect(done).toContain('Your password has been changed.');
    expect(done).toContain(`href="${test.origin}/en/profile/account"`);
    expect(await signsInWith(member, member.secret)).toBe(false);
    expect(await signsInWith(member, 'new lotus 2027')).toBe(true);
  });

  it('changes a SkyJoy PIN, by the PIN’s rules', async () => {
    const { member, login } = await loggedInMember(test, skyjoyMember());
    const browser = new TestBrowser(test.origin);
    const html = await (await browser.get(pagePath(login, 'vi'))).text();
    expect(html).toContain('<h1>Đổi mã PIN</h1>');
    const newPin = member.secret === '864209' ? '975310' : '864209';
    const notAPin = await submitForm(browser, html, '/change-password', {
      current: member.secret,
      next: 'abcdef',
      nextConfirm: 'abcdef',
    });
    expect(notAPin.status).toBe(422);
    expect(await notAPin.text()).toContain('Nhập đúng 6 chữ số.');
    const changed = await submitForm(browser, html, '/change-password', {
      current: member.secret,
      next: newPin,
      nextConfirm: newPin,
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Mã PIN của bạn đã được thay đổi.');
    expect(await signsInWith(member, newPin)).toBe(true);
  });

  it('asks to sign in again without a valid access token of the site', async () => {
    const { login } = await loggedInMember(test, skyclubMember());
    const browser = new TestBrowser(test.origin);
    for (const path of [
      pagePath({ ...login, accessToken: 'not.a.token' }),
      pagePath({ ...login, accessToken: login.skypay.access_token }),
      pagePath(login, 'en', 'another-client'),
    ]) {
      const page = await browser.get(path);
      expect(page.status).toBe(401);
      expect(await page.text()).toContain('Your sign-in has expired.');
    }
    const html = await (await browser.get(pagePath(login))).text();
    try {
      test.clock.advance(16 * 60_000);
      expect((await browser.get(pagePath(login))).status).toBe(401);
      const late = await submitForm(browser, html, '/change-password', {
        current: 'whatever 123',
        next: 'new lotus 2027',
        nextConfirm: 'new lotus 2027',
      });
      expect(late.status).toBe(401);
    } finally {
      test.clock.set(new Date());
    }
  });
});
