import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
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

  test('a member signs in by keyboard alone, links the national digital ID, and signs in with it next time', async ({
    page,
    press,
    isMobile,
    baseURL,
    request,
  }) => {
    test.skip(isMobile, 'the keyboard journey');
    // Three round trips through the provider's and VNeID's pages on a shared 2-core machine.
    test.setTimeout(90_000);
    const site = siteOrigin(baseURL);
    const member = newSkyclubMember();
    await page.goto(`${site}/en/signup`);
    await press(page.getByRole('button', { name: 'Join Skyclub' }));
    await fillProviderSignUp(page, member, press);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(
      (await request.get(`${site}${await verificationLink(request, member.email ?? '')}`)).status(),
    ).toBe(200);

    // Sign-in by keyboard: the site's button, then the provider's form.
    const personal = '/en/profile/personal';
    await page.goto(`${site}/en/signin?fromPath=${encodeURIComponent(personal)}`);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Sign in with Skyclub' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/interaction\//);
    await tabTo(page, page.locator('input[name=name]'));
    await page.keyboard.type(member.email ?? '');
    await tabTo(page, page.locator('input[name=secret]'));
    await page.keyboard.type(member.secret);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${site}${personal}`);

    // Linking VNeID: the simulator's citizen, typed and approved, by keyboard too.
    const citizen = {
      idNumber: String(randomInt(100_000_000_000, 999_999_999_999)),
      fullName: 'NGUYỄN VĂN AN',
    };
    await tabTo(page, page.getByRole('button', { name: 'Link VNeID' }));
    await page.keyboard.press('Enter');
    await approveAtVneid(page, citizen);
    await expect(page).toHaveURL(`${site}${personal}`);
    await expect(
      page.getByText('Your national digital ID is linked: NGUYỄN VĂN AN, born 1990-01-15.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${site}/en`);

    await page.goto(`${site}/en/signin`);
    await tabTo(page, page.getByRole('button', { name: 'Sign in with VNeID' }));
    await page.keyboard.press('Enter');
    await approveAtVneid(page, citizen);
    await expect(page).toHaveURL(`${site}/en/profile/account`);
    const account = page.getByRole('navigation', { name: 'Account and support' });
    await expect(account.getByRole('link', { name: 'NGUYEN VAN AN' })).toBeVisible();
  });

  test('a national digital ID no member has linked is refused with a message, on a phone by taps', async ({
    page,
    press,
    isMobile,
    baseURL,
  }) => {
    test.skip(!isMobile, 'the phone journey');
    const site = siteOrigin(baseURL);
    await page.goto(`${site}/vi/signin`);
    await press(page.getByRole('button', { name: 'Đăng nhập với VNeID' }));
    await expect(page).toHaveURL(/\/sandbox\/vneid\//);
    await page
      .locator('input[name=idNumber]:not([type=hidden])')
      .fill(String(randomInt(100_000_000_000, 999_999_999_999)));
    await page.locator('input[name=fullName]:not([type=hidden])').fill('LÊ VĂN KHÔNG');
    await page.locator('input[name=birthDate]:not([type=hidden])').fill('1991-02-03');
    await press(page.getByRole('button', { name: 'Đồng ý chia sẻ' }));
    await expect(page).toHaveURL(/\/vi\/signin\?/);
    await expect(page.getByRole('alert')).toContainText('Không tìm thấy tài khoản');
    await expect(page.getByRole('button', { name: 'Đăng nhập với VNeID' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** Types a citizen on the VNeID simulator's page and approves sharing, by keyboard alone. */
async function approveAtVneid(page: Page, citizen: { idNumber: string; fullName: string }): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/vneid\//);
  await tabTo(page, page.locator('input[name=idNumber]:not([type=hidden])'));
  await page.keyboard.type(citizen.idNumber);
  await tabTo(page, page.locator('input[name=fullName]:not([type=hidden])'));
  await page.keyboard.type(citizen.fullName);
  await tabTo(page, page.locator('input[name=birthDate]:not([type=hidden])'));
  await page.keyboard.type('1990-01-15');
  await page.keyboard.press('Enter');
}
