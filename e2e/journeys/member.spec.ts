import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  fillProviderSignIn,
  fillProviderSignUp,
  newSkyclubMember,
  newSkyjoyMember,
  siteOrigin,
  verificationLink,
} from '../support/member';

test.describe('loyalty members', () => {
  test('a SkyJoy member signs up and in on a phone by taps, in Vietnamese, and the side menu greets them', async ({
    page,
    press,
    isMobile,
    baseURL,
  }) => {
    test.skip(!isMobile, 'the phone journey');
    const site = siteOrigin(baseURL);
    const member = newSkyjoyMember();
    await page.goto(`${site}/vi/signup`);
    await press(page.getByRole('button', { name: 'Đăng ký SkyJoy' }));
    await fillProviderSignUp(page, member, press);

    await expect(page).toHaveURL(/\/vi\/signup\/result\?scheme=skyjoy&status=created/);
    await expect(page.getByRole('heading', { name: 'Tài khoản SkyJoy đã sẵn sàng' })).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page.getByRole('link', { name: 'Đăng nhập với SkyJoy' }));
    await fillProviderSignIn(page, member.phone, member.secret, press);

    await expect(page).toHaveURL(`${site}/vi/profile/account`);
    const banner = page.getByRole('banner');
    await press(banner.getByRole('button', { name: 'Mở menu' }));
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Xin chào, TRAN THI BINH!')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The account page is the member's, and signing out forgets them on this browser.
    await expect(page.getByRole('main').getByText('TRAN THI BINH').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page.getByRole('button', { name: 'Đăng xuất' }));
    await expect(page).toHaveURL(`${site}/vi`);
    await press(banner.getByRole('button', { name: 'Mở menu' }));
    await expect(menu.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a Skyclub member verifies the e-mail, signs in from the header and comes back to the page they were on', async ({
    page,
    press,
    isMobile,
    baseURL,
    request,
  }) => {
    test.skip(isMobile, 'the desktop journey');
    const site = siteOrigin(baseURL);
    const member = newSkyclubMember();
    await page.goto(`${site}/en/signup`);
    await expectNoAxeViolations(page);
    await press(page.getByRole('button', { name: 'Join Skyclub' }));
    await fillProviderSignUp(page, member, press);
    await expect(page).toHaveURL(/\/en\/signup\/result\?scheme=skyclub&status=verifyEmail/);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    // The link of the e-mail, opened as the mail app would (the provider's page, not the site's).
    const verified = await request.get(`${site}${await verificationLink(request, member.email ?? '')}`);
    expect(verified.status()).toBe(200);

    await page.goto(`${site}/en/my/search-booking`);
    const account = page.getByRole('navigation', { name: 'Account and support' });
    await press(account.getByRole('link', { name: 'Sign in' }));
    await expect(page).toHaveURL(`${site}/en/signin?fromPath=${encodeURIComponent('/en/my/search-booking')}`);
    await expectNoAxeViolations(page);
    await press(page.getByRole('button', { name: 'Sign in with Skyclub' }));
    await fillProviderSignIn(page, member.email ?? '', member.secret, press);

    await expect(page).toHaveURL(`${site}/en/my/search-booking`);
    await expect(account.getByRole('link', { name: 'NGUYEN VAN AN' })).toHaveAttribute(
      'href',
      '/en/profile/account',
    );
    // A member is sent away from the guest-only pages, back to where sign-in would have returned.
    await page.goto(`${site}/en/signin?fromPath=${encodeURIComponent('/en/my/search-booking')}`);
    await expect(page).toHaveURL(`${site}/en/my/search-booking`);
  });

  test('a guest opening a members-only page is sent to sign-in, and a cancelled sign-in says so', async ({
    page,
    press,
    isMobile,
    baseURL,
  }) => {
    test.skip(isMobile, 'the desktop journey');
    const site = siteOrigin(baseURL);
    await page.goto(`${site}/en/change-password`);
    await expect(page).toHaveURL(`${site}/en/signin?fromPath=${encodeURIComponent('/en/change-password')}`);
    await press(page.getByRole('button', { name: 'Sign in with SkyJoy' }));
    await expect(page).toHaveURL(/\/auth\/interaction\//);
    // The provider's page lets the traveller give up; the site hears access_denied.
    await press(page.getByRole('link', { name: 'Cancel and go back to the site' }));
    await expect(page.getByRole('alert')).toHaveText('You cancelled the sign-in. You can try again.');
  });
});
