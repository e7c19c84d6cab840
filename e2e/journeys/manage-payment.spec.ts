import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { prepareSession } from '../support/booking-session';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/*
 * Paying from manage booking (decision 023): a booking held with PL6 ("hold my booking, pay
 * later") over the API, its booking session forgotten, then found again (a manage grant) and paid
 * by card with 3-D Secure on /{lang}/my/payment-methods, coming back to
 * /{lang}/my/payment-confirmation. Until the search page exists, the grant is opened over the API
 * and kept where manage booking keeps it (sessionStorage 'skybook.manageGrant').
 */

const CHALLENGE_CARD = '4000000000003220';

/** The page's words, per language: what a traveller reads to find each control. */
const WORDS = {
  vi: {
    methods: 'Phương thức thanh toán',
    summary: 'Đặt chỗ của bạn',
    heldUntil: 'Giữ chỗ đến',
    hold: /^Giữ chỗ, thanh toán sau/,
    alreadyHeld: 'Đặt chỗ của bạn đã được giữ đến hạn thanh toán.',
    number: /^Số thẻ/,
    expiry: /^Ngày hết hạn/,
    cvv: /^Mã bảo mật/,
    holder: /^Tên chủ thẻ/,
    address: /^Địa chỉ/,
    city: /^Thành phố/,
    province: /^Tỉnh \/ bang/,
    postalCode: /^Mã bưu chính/,
    phone: /^Số điện thoại/,
    terms: /Tôi đã đọc và đồng ý/,
    pay: /^Thanh toán /,
    success: 'Thanh toán thành công',
    back: 'Quay lại đặt chỗ của tôi',
  },
  en: {
    methods: 'Payment method',
    summary: 'Your booking',
    heldUntil: 'Held until',
    hold: /^Hold my booking/,
    alreadyHeld: 'Your booking is already held until its payment deadline.',
    number: /^Card number/,
    expiry: /^Expiry date/,
    cvv: /^Security code/,
    holder: /^Name on card/,
    address: /^Address/,
    city: /^City/,
    province: /^State \/ province/,
    postalCode: /^Postal code/,
    phone: /^Phone number/,
    terms: /I have read and agree/,
    pay: /^Pay /,
    success: 'Payment successful',
    back: 'Back to my booking',
  },
} as const;

/** A booking held with PL6 (Unpaid for 6 hours), made over the API as the booking flow makes it. */
async function holdBooking(request: APIRequestContext, fareIndex: number): Promise<string> {
  const session = await prepareSession(request, 6, fareIndex);
  const headers = { 'x-session-id': session.sessionId };
  const created = await request.post('/booking/api/v1/reservations', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reservation } = (await created.json()) as { reservation: { locator: string } };
  const methods = await request.get('/booking/api/v1/payment/methods-by-bookingKey', {
    headers,
    params: { reservationKey: reservation.locator },
  });
  const { payments } = (await methods.json()) as {
    payments: { identifier: string; total: { currency: string; totalAmount: number } }[];
  };
  const hold = payments.find((method) => method.identifier === 'PL6');
  const held = await request.post('/booking/api/v1/payment', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      reservationLocator: reservation.locator,
      identifier: 'PL6',
      amount: hold?.total,
      acceptedTerms: true,
    },
  });
  expect(held.status(), await held.text()).toBe(200);
  return reservation.locator;
}

/** Finds the booking again as the search page will (its code and a name), and keeps the grant. */
async function openGrant(page: Page, locator: string): Promise<string> {
  const answer = await page.request.post('/booking/api/v1/reservations/grants', {
    data: { locator, lastName: 'NGUYEN', firstName: 'VAN AN' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const grant = (await answer.json()) as { reservationKey: string };
  await page.addInitScript((stored) => {
    sessionStorage.setItem('skybook.manageGrant', stored);
  }, JSON.stringify(grant));
  return grant.reservationKey;
}

type Press = (target: Locator) => Promise<void>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('paying what is due from manage booking', () => {
  for (const language of ['vi', 'en'] as const) {
    test(`pays a held booking by card with 3-D Secure after its booking session ended (${language})`, async ({
      page,
      press,
    }, testInfo) => {
      const words = WORDS[language];
      const mobile = testInfo.project.name === 'mobile';
      const locator = await holdBooking(page.request, (mobile ? 2 : 0) + (language === 'en' ? 1 : 0));
      const reservationKey = await openGrant(page, locator);
      // No booking session in this browser: the grant alone pays.
      await page.goto(`/${language}/my/payment-methods`);
      const methods = page.getByRole('radiogroup', { name: words.methods });
      await expect(methods).toBeVisible();
      const summary = page.getByRole('complementary', { name: words.summary });
      await expect(summary.getByText(locator)).toBeVisible();
      await expect(summary.getByText(words.heldUntil)).toBeVisible();
      const hold = methods.getByRole('radio', { name: words.hold });
      await expect(hold).toBeDisabled();
      await expect(page.getByText(words.alreadyHeld)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`manage-methods-${language}.png`), fullPage: true });

      await choose(page, press, /^Visa/);
      await page.getByRole('textbox', { name: words.number }).fill(CHALLENGE_CARD);
      await page.getByRole('textbox', { name: words.expiry }).fill('1230');
      await page.getByLabel(words.cvv).fill('737');
      await page.getByRole('textbox', { name: words.holder }).fill('NGUYEN VAN AN');
      await page.getByRole('textbox', { name: words.address }).fill('12 Ly Thuong Kiet');
      await page.getByRole('textbox', { name: words.city }).fill('Hanoi');
      await page.getByRole('textbox', { name: words.province }).fill('Hoan Kiem');
      await page.getByRole('textbox', { name: words.postalCode }).fill('100000');
      await page.getByRole('textbox', { name: words.phone }).fill('0912345678');
      const terms = page.getByRole('checkbox', { name: words.terms });
      await press(terms);
      await expect(terms).toBeChecked();
      await press(page.getByRole('button', { name: words.pay }));

      await expect(page).toHaveURL(/\/sandbox\/3ds\//);
      await page.getByLabel(/Verification code|Mã xác thực/).fill(await otpOfCurrentChallenge(page));
      await press(page.getByRole('button', { name: /^(Confirm|Xác nhận)$/ }));
      await expect(page).toHaveURL(new RegExp(`/${language}/my/payment-confirmation\\?paymentId=`));
      expect(new URL(page.url()).searchParams.has('locator')).toBe(false);
      await expect(page.getByRole('heading', { name: words.success })).toBeVisible();
      const back = page.getByRole('link', { name: words.back });
      await expect(back).toHaveAttribute('href', `/${language}/my/booking-detail/${reservationKey}`);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`manage-confirmation-${language}.png`),
        fullPage: true,
      });
    });
  }

  test('sends a traveller with no grant to find the booking', async ({ page }) => {
    await page.goto('/en/my/payment-methods');
    await expect(page).toHaveURL(/\/en\/my\/search-booking$/);
  });
});

/** Chooses a method by pressing its card (the radio itself is visually hidden). */
async function choose(page: Page, press: Press, name: RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await press(page.locator('label').filter({ has: radio }));
  await expect(radio).toBeChecked();
}

/** The code the sandbox texted for the 3-D Secure page the browser is on. */
async function otpOfCurrentChallenge(page: Page): Promise<string> {
  const challengeId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const outbox = await page.request.get('/sandbox/sms.json', { params: { challengeId } });
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted for challenge ${challengeId}`);
  return code;
}
