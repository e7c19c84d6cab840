import type { BrowserContext, Locator, Page } from '@playwright/test';
import { daysAhead } from '../support/booking-session';
import { expectPageShowsCharged } from '../support/charged';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { TEST_NOW_HEADER } from '../support/manage';
import {
  fillProviderSignIn,
  fillProviderSignUp,
  newSkyclubMember,
  siteOrigin,
  verificationLink,
} from '../support/member';
import { payAtVnpayQr } from '../support/vnpay';
import { bookAndPayFromWallet, completeProfile, memberCodeOf, storedToken } from '../support/member-journey';
import { recordTypedSecret } from '../support/secrets-scan';

/*
 * Issue 24's journey, in English on the desktop and in Vietnamese on the phone (by taps): a
 * Skyclub member signs up (the verification e-mail read from the mailbox), signs in, activates
 * and tops up the wallet through VNPay's sandbox, books with the passenger filled in from the
 * profile, pays from the wallet, flies (the clock moved on a second tab of the same member), sees
 * the points arrive on the open profile page through the live channel, and claims the points of
 * another flight they booked without their code.
 */

const PIN = '246810';

interface Words {
  readonly language: 'vi' | 'en';
  readonly join: string;
  readonly checkMail: string;
  readonly signInWith: string;
  readonly pin: RegExp;
  readonly pinAgain: RegExp;
  readonly activate: string;
  readonly topUp: string;
  readonly topUpAmount: string;
  readonly toppedUp: RegExp;
  readonly choose: RegExp;
  readonly continue: string;
  readonly passengersHeading: string;
  readonly adult: string;
  readonly lastName: RegExp;
  readonly firstName: RegExp;
  readonly loyaltyNumber: RegExp;
  readonly contact: string;
  readonly address: RegExp;
  readonly province: RegExp;
  readonly hanoi: string;
  readonly servicesHeading: string;
  readonly walletMethod: RegExp;
  readonly walletPin: string;
  readonly accept: RegExp;
  readonly pay: RegExp;
  readonly paid: string;
  readonly pointsEmpty: string;
  readonly earned: string;
  readonly claimed: string;
  readonly claimTitle: string;
  readonly claimLocator: RegExp;
  readonly claimFamily: RegExp;
  readonly claimGiven: RegExp;
  readonly claimSubmit: string;
  readonly claimDone: RegExp;
}

const EN: Words = {
  language: 'en',
  join: 'Join Skyclub',
  checkMail: 'Check your e-mail',
  signInWith: 'Sign in with Skyclub',
  pin: /^6-digit PIN/,
  pinAgain: /^PIN again/,
  activate: 'Activate wallet',
  topUp: 'Top up',
  topUpAmount: 'Amount (VND)',
  toppedUp: /5,000,000.* was added to your wallet\./,
  choose: /^Choose /,
  continue: 'Continue',
  passengersHeading: 'Passenger details',
  adult: 'Adult 1',
  lastName: /^Family name/,
  firstName: /^Given name/,
  loyaltyNumber: /member number|Skyclub/i,
  contact: 'Contact details',
  address: /^Address/,
  province: /^Province or state/,
  hanoi: 'Hanoi',
  servicesHeading: 'Extras',
  walletMethod: /wallet/i,
  walletPin: 'Wallet PIN (6 digits)',
  accept: /I have read and agree/,
  pay: /^Pay /,
  paid: 'Payment successful',
  pointsEmpty: 'No points yet. Points are credited after each flight flown.',
  earned: 'Flight flown',
  claimed: 'Claimed flight',
  claimTitle: 'Claim points for a past flight',
  claimLocator: /^Booking code/,
  claimFamily: /^Family name/,
  claimGiven: /^Middle and given names/,
  claimSubmit: 'Claim points',
  claimDone: /points? (was|were) credited to your account/,
};

const VI: Words = {
  language: 'vi',
  join: 'Đăng ký Skyclub',
  checkMail: 'Kiểm tra e-mail của bạn',
  signInWith: 'Đăng nhập với Skyclub',
  pin: /^Mã PIN 6 số/,
  pinAgain: /^Nhập lại mã PIN/,
  activate: 'Kích hoạt ví',
  topUp: 'Nạp tiền',
  topUpAmount: 'Số tiền (VND)',
  toppedUp: /Đã cộng 5\.000\.000.* vào ví của bạn\./,
  choose: /^Chọn /,
  continue: 'Tiếp tục',
  passengersHeading: 'Thông tin hành khách',
  adult: 'Người lớn 1',
  lastName: /^Họ \(/,
  firstName: /^Tên \(/,
  loyaltyNumber: /hội viên|Skyclub/i,
  contact: 'Thông tin liên hệ',
  address: /^Địa chỉ/,
  province: /^Tỉnh\/thành phố/,
  hanoi: 'Hà Nội',
  servicesHeading: 'Chọn dịch vụ',
  walletMethod: /ví/i,
  walletPin: 'Mã PIN ví (6 số)',
  accept: /Tôi đã đọc và đồng ý/,
  pay: /^Thanh toán /,
  paid: 'Thanh toán thành công',
  pointsEmpty: 'Chưa có điểm. Điểm được cộng sau mỗi chuyến bay.',
  earned: 'Chuyến bay đã bay',
  claimed: 'Chuyến bay bổ sung',
  claimTitle: 'Bổ sung điểm cho chuyến bay đã bay',
  claimLocator: /^Mã đặt chỗ/,
  claimFamily: /^Họ \(/,
  claimGiven: /^Tên đệm và tên/,
  claimSubmit: 'Bổ sung điểm',
  claimDone: /^Đã cộng [\d.]+ điểm vào tài khoản của bạn\.$/,
};

/** Signs a new Skyclub member up, follows the e-mail's link and signs in; ends on /profile/account. */
async function signUpAndIn(
  page: Page,
  words: Words,
  site: string,
  press: (target: Locator) => Promise<void>,
): Promise<ReturnType<typeof newSkyclubMember>> {
  const member = newSkyclubMember();
  await page.goto(`${site}/${words.language}/signup`);
  await press(page.getByRole('button', { name: words.join }));
  await fillProviderSignUp(page, member, press);
  await expect(page.getByRole('heading', { name: words.checkMail })).toBeVisible();
  const verified = await page.request.get(
    `${site}${await verificationLink(page.request, member.email ?? '')}`,
  );
  expect(verified.status()).toBe(200);

  const account = `/${words.language}/profile/account`;
  await page.goto(`${site}${account}`);
  await expect(page).toHaveURL(`${site}/${words.language}/signin?fromPath=${encodeURIComponent(account)}`);
  await press(page.getByRole('button', { name: words.signInWith }));
  await fillProviderSignIn(page, member.email ?? '', member.secret, press);
  await expect(page).toHaveURL(`${site}${account}`);
  return member;
}

test.describe('a loyalty member’s trip', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signs up, books with their details filled in, pays from the wallet, flies, sees the points arrive live and claims another flight', async ({
    page,
    context,
    press,
    isMobile,
    baseURL,
  }, testInfo) => {
    const words = isMobile ? VI : EN;
    const lang = words.language;
    const site = siteOrigin(baseURL);
    const member = await signUpAndIn(page, words, site, press);
    const token = await storedToken(page);
    await completeProfile(page.request, site, token, member);
    const memberCode = await memberCodeOf(page.request, site, token);

    // The wallet: activated with a PIN, then topped up through VNPay's sandbox.
    const main = page.getByRole('main');
    recordTypedSecret(PIN);
    await main.getByRole('textbox', { name: words.pin }).fill(PIN);
    await main.getByRole('textbox', { name: words.pinAgain }).fill(PIN);
    await press(main.getByRole('button', { name: words.activate }));
    await expect(main.getByRole('button', { name: words.activate })).toHaveCount(0);
    await topUp(page, words, press, context);

    // The booking: the passenger and the contact come from the profile.
    const flightDays = testInfo.project.name.startsWith('mobile') ? 2 : 1;
    await page.goto(
      `${site}/${lang}/select-flight?${new URLSearchParams({
        departAirport: 'SGN',
        arrivalAirport: 'HAN',
        departDate: daysAhead(flightDays),
        tripType: 'oneway',
        adultCount: '1',
      }).toString()}`,
    );
    const fare = page.locator('main').getByRole('button', { name: words.choose }).first();
    await press(fare);
    await expect(fare).toHaveAttribute('aria-pressed', 'true');
    await press(page.getByRole('button', { name: words.continue }));
    await expect(page.getByRole('heading', { level: 1, name: words.passengersHeading })).toBeVisible();
    const card = page.getByRole('region', { name: words.adult });
    await expect(card.getByRole('textbox', { name: words.lastName })).toHaveValue(
      member.familyName.toUpperCase(),
    );
    await expect(card.getByRole('textbox', { name: words.firstName })).toHaveValue('AN');
    await expect(card.getByRole('textbox', { name: words.loyaltyNumber })).toHaveValue(memberCode);
    const contact = page.getByRole('region', { name: words.contact });
    await expect(contact.getByRole('textbox', { name: /^Email/ })).toHaveValue(member.email ?? '');
    await expectNoAxeViolations(page);
    // What the profile does not hold: the contact's address and province.
    await contact.getByRole('textbox', { name: words.address }).fill('12 Ly Thuong Kiet');
    await contact.getByRole('combobox', { name: words.province }).selectOption({ label: words.hanoi });
    await press(page.getByRole('button', { name: words.continue, exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: words.servicesHeading })).toBeVisible();
    await press(page.getByRole('button', { name: words.continue, exact: true }));

    // Paid from the wallet with its PIN.
    await expect(page).toHaveURL(new RegExp(`/${lang}/payment-methods$`));
    const wallet = page.getByRole('radio', { name: words.walletMethod });
    await press(page.locator('label').filter({ has: wallet }));
    await expect(wallet).toBeChecked();
    await page.getByLabel(words.walletPin).fill(PIN);
    await press(page.getByRole('checkbox', { name: words.accept }));
    await press(page.getByRole('button', { name: words.pay }));
    await expect(page).toHaveURL(new RegExp(`/${lang}/payment-confirmation\\?`));
    await expect(page.getByRole('heading', { name: words.paid })).toBeVisible();
    // Its price summary states exactly what the wallet paid (the check reads the English page).
    if (lang === 'en') await expectPageShowsCharged(page);
    const locator = new URL(page.url()).searchParams.get('locator') ?? '';

    // Another flight, booked without the member code and paid from the wallet too.
    const other = await bookAndPayFromWallet(page.request, site, token, PIN, flightDays + 1);

    // The profile page stays open; nothing has been flown yet. What its live channel hears:
    const heard: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const { reason } = JSON.parse(String(payload)) as { reason?: string };
        if (reason) heard.push(reason);
      });
    });
    await page.goto(`${site}/${lang}/profile/history-travel`);
    await expect(page.getByText(words.pointsEmpty)).toBeVisible();
    await expectNoAxeViolations(page);

    // Days later, on a second tab of the same member: the flights have landed.
    const later = await context.newPage();
    await later.setExtraHTTPHeaders({
      [TEST_NOW_HEADER]: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    await later.goto(`${site}/${lang}/profile/history-travel`);
    const earnedRow = (tab: Page) => tab.getByRole('row').filter({ hasText: locator });
    await expect(earnedRow(later)).toContainText(words.earned);
    // The open page heard it through the live channel, without a reload.
    await expect.poll(() => heard).toContain('points');
    await expect(earnedRow(page)).toContainText(words.earned);
    await expect(page.getByText(words.pointsEmpty)).toHaveCount(0);

    // The other flight's points, claimed by its booking code and the member's name.
    const claim = later.getByRole('region', { name: words.claimTitle });
    await claim.getByRole('textbox', { name: words.claimLocator }).fill(other);
    await claim.getByRole('textbox', { name: words.claimFamily }).fill(member.familyName);
    await claim.getByRole('textbox', { name: words.claimGiven }).fill(member.givenNames);
    await press(claim.getByRole('button', { name: words.claimSubmit }));
    await expect(later.getByText(words.claimDone)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: other })).toContainText(words.claimed);
    await expectNoAxeViolations(later);
  });
});

/** Tops the wallet up by 5,000,000 ₫ with VNPay QR, approved in the sandbox's bank app. */
async function topUp(
  page: Page,
  words: Words,
  press: (target: Locator) => Promise<void>,
  context: BrowserContext,
): Promise<void> {
  const form = page.getByRole('form', { name: words.topUp });
  await form.getByRole('textbox', { name: words.topUpAmount }).fill('5000000');
  await press(form.locator('label').filter({ hasText: /^VNPay QR$/ }));
  await expect(form.getByRole('radio', { name: 'VNPay QR' })).toBeChecked();
  await press(form.getByRole('button', { name: words.topUp }));
  await payAtVnpayQr(page, context, press);
  await expect(page).toHaveURL(new RegExp(`/${words.language}/profile/account`));
  await expect(page.getByText(words.toppedUp)).toBeVisible();
}
