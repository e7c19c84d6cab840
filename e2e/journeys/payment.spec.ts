import type { Locator, Page } from '@playwright/test';
import { openPaymentMethods, prepareSession, storeSession } from '../support/booking-session';
import { expectPageShowsCharged } from '../support/charged';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { expectNoCardInStorage, recordTypedSecret, TYPED_CARDS } from '../support/secrets-scan';
import { payAtVnpayQr } from '../support/vnpay';

/*
 * Issue 5 payment journeys in Chromium, from a held booking to its confirmation view, through the
 * payment sandbox's real pages (3-D Secure OTP, VNPay QR, pay-later partner). The booking session
 * is prepared over the API (search, session, quotation) so each journey starts on /payment-methods,
 * where the web app makes the booking itself. Browser storage is scanned for card data after each
 * card payment; the database and the server log after the whole run (global-teardown.ts, design §5).
 */

/** Card numbers typed in these journeys (the sandbox's test cards). */
const [CHALLENGE_CARD, REFUSED_CARD] = TYPED_CARDS;
const CVV = '737';

/** Presses a control: a tap on the phone, a click on the desktop (the fixtures' `press`). */
type Press = (target: Locator) => Promise<void>;

/** Chooses a method as a traveller does: by pressing its card (the radio itself is visually hidden). */
async function chooseMethod(page: Page, press: Press, name: RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await press(page.locator('label').filter({ has: radio }));
  await expect(radio).toBeChecked();
}

interface MailboxMessage {
  readonly subject: string;
  readonly attachments: readonly { readonly filename: string; readonly contentType: string }[];
}

/** The booking's e-mail reached the SMTP sink (/dev/mailbox) with the PDF itinerary and the .ics. */
async function expectMail(page: Page, locator: string, subject: RegExp): Promise<void> {
  expect(locator).toMatch(/^[A-Z0-9]{6}$/);
  await expect
    .poll(async () => {
      const answer = await page.request.get('/dev/mailbox.json');
      const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
      const message = messages.find((candidate) => candidate.subject.includes(locator));
      return message && subject.test(message.subject)
        ? message.attachments.map((attachment) => attachment.filename)
        : [];
    })
    .toEqual([`itinerary-${locator}.pdf`, `itinerary-${locator}.ics`]);
}

/** Ticks the payment terms (by pressing the box, as a finger does) and presses Pay. */
async function acceptTermsAndPay(page: Page, press: Press): Promise<void> {
  const terms = page.getByRole('checkbox', { name: /I have read and agree/ });
  await press(terms);
  await expect(terms).toBeChecked();
  await press(page.getByRole('button', { name: /^Pay / }));
}

async function fillCard(page: Page, press: Press, number: string): Promise<void> {
  await chooseMethod(page, press, /^Visa/);
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('1230');
  await page.getByLabel(/^Security code/).fill(CVV);
  await page.getByRole('textbox', { name: /^Name on card/ }).fill('NGUYEN VAN AN');
  await page.getByRole('textbox', { name: /^Address/ }).fill('12 Ly Thuong Kiet');
  await page.getByRole('textbox', { name: /^City/ }).fill('Hanoi');
  await page.getByRole('textbox', { name: /^State \/ province/ }).fill('Hoan Kiem');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('100000');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('0912345678');
}

/** The sandbox's HDBank customer whose plan is paid after the right code (sandbox partner-accounts). */
const HDBANK_PHONE = '0911111111';

/** The texts the sandbox sent to `phone`, newest first. */
async function textsTo(page: Page, phone: string): Promise<string[]> {
  const outbox = await page.request.get('/sandbox/sms.json', { params: { phone } });
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  return messages.map((message) => message.body);
}

/** The code the sandbox texted for the OTP page the browser is on (its challenge id is in the URL). */
async function otpOfCurrentChallenge(page: Page): Promise<string> {
  const challengeId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const outbox = await page.request.get('/sandbox/sms.json', { params: { challengeId } });
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted for challenge ${challengeId}`);
  return code;
}

// Each journey crosses several gateway pages on a shared 2-core machine, which the full suite keeps
// busy (a QR journey took over 60 s in CI): well above the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('paying for a booking', () => {
  test('Continue on the extras page books the seats once, even across a reload', async ({
    page,
    press,
  }, testInfo) => {
    const session = await prepareSession(page.request, 5, testInfo.project.name === 'mobile' ? 1 : 0);
    await storeSession(page, session);
    // Every creation request: its Idempotency-Key and whether the server replayed a stored answer.
    const creations: { key: string | null; replayed: boolean }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || !response.url().endsWith('/booking/api/v1/reservations')) return;
      creations.push({
        key: request.headers()['idempotency-key'] ?? null,
        replayed: response.headers()['idempotency-replayed'] === 'true',
      });
    });
    await page.goto('/en/select-service');
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeEnabled();
    await press(continueButton);
    await expect(page).toHaveURL(/\/en\/payment-methods$/);
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    await expect(summary).toBeVisible();
    const locator = await summary.locator('.pay-summary__locator').textContent();
    expect(locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(creations).toHaveLength(1);
    expect(creations[0]?.key).toMatch(/^[\x21-\x7e]{8,255}$/);
    // A reload shows the same booking: the app either kept it, or (reloaded while the creation was
    // on its way) sent the same key again, saved as the page went away, and got the stored answer
    // back — never a second booking, nor a second request under another key.
    await page.reload();
    await expect(summary.locator('.pay-summary__locator')).toHaveText(locator ?? '');
    for (const repeat of creations.slice(1))
      expect(repeat).toEqual({ key: creations[0]?.key, replayed: true });
  });

  test('by card with a 3-D Secure code ends on the success view', async ({ page, press }, testInfo) => {
    const session = await prepareSession(page.request, 6, testInfo.project.name === 'mobile' ? 1 : 0);
    await openPaymentMethods(page, session);
    await expectNoAxeViolations(page);
    await fillCard(page, press, CHALLENGE_CARD);
    await expect(page.getByText('Card recognised: Visa')).toBeAttached();
    // The page again with the card form open.
    await expectNoAxeViolations(page);
    await acceptTermsAndPay(page, press);
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await page.getByLabel(/Verification code|Mã xác thực/).fill(await otpOfCurrentChallenge(page));
    await press(page.getByRole('button', { name: /^(Confirm|Xác nhận)$/ }));
    await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const outcome = page.getByRole('region', { name: 'Payment successful' });
    await expect(outcome.getByText('ending in 3220')).toBeVisible();
    await expect(outcome.getByText('Paid', { exact: true })).toBeVisible();
    await expectPageShowsCharged(page);
    await expectNoAxeViolations(page);
    // The itinerary PDF and calendar links work.
    const next = page.getByRole('region', { name: "What's next" });
    const icsHref = await next.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const ics = await page.request.get(icsHref ?? '');
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR/);
    const pdfHref = await next.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectNoCardInStorage(page);
    const locator = new URL(page.url()).searchParams.get('locator') ?? '';
    await expectMail(page, locator, /is confirmed/);
  });

  test('by a refused card ends on the refused view', async ({ page, press }, testInfo) => {
    const session = await prepareSession(page.request, 6, testInfo.project.name === 'mobile' ? 3 : 2);
    await openPaymentMethods(page, session);
    await fillCard(page, press, REFUSED_CARD);
    await acceptTermsAndPay(page, press);
    await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
    await expect(page.getByRole('heading', { name: 'Payment refused' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoCardInStorage(page);
  });

  test('by VNPay QR, approved in the bank app, ends on the success view', async ({
    page,
    context,
    press,
  }, testInfo) => {
    const session = await prepareSession(page.request, 7, testInfo.project.name === 'mobile' ? 1 : 0);
    await openPaymentMethods(page, session);
    await chooseMethod(page, press, /^Scan a VNPay QR code/);
    await acceptTermsAndPay(page, press);
    await payAtVnpayQr(page, context, press);
    await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('with a voucher settles at once and ends on the success view', async ({ page, press }, testInfo) => {
    const session = await prepareSession(page.request, 9, testInfo.project.name === 'mobile' ? 1 : 0);
    await openPaymentMethods(page, session);
    await chooseMethod(page, press, /^Voucher/);
    const [serial, password, pin] =
      testInfo.project.name === 'mobile'
        ? ['SKY-VOUCHER-20M', 'skybook20m', '2222']
        : ['SKY-VOUCHER-5M', 'skybook5m', '1111'];
    recordTypedSecret(password);
    recordTypedSecret(pin);
    await page.getByRole('textbox', { name: /^Serial number/ }).fill(serial);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^PIN/).fill(pin);
    await acceptTermsAndPay(page, press);
    await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expectPageShowsCharged(page);
    await expectNoAxeViolations(page);
  });

  test('held to pay later (PL6) leaves the booking Unpaid with its deadline, and e-mails it', async ({
    page,
    press,
  }, testInfo) => {
    const session = await prepareSession(page.request, 8, testInfo.project.name === 'mobile' ? 1 : 0);
    await openPaymentMethods(page, session);
    await chooseMethod(page, press, /^Hold my booking, pay later/);
    await expect(page.getByText(/Nothing is charged now\. Your booking is held until/)).toBeVisible();
    const terms = page.getByRole('checkbox', { name: /I have read and agree/ });
    await press(terms);
    await expect(terms).toBeChecked();
    await press(page.getByRole('button', { name: 'Hold my booking' }));
    await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
    const region = page.getByRole('region', { name: 'Booking held – pay later' });
    await expect(region).toBeVisible();
    await expect(region.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(region.getByText('Held until', { exact: true })).toBeVisible();
    await expect(region.getByText(/Pay before the deadline/)).toBeVisible();
    await expect(region.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await expectNoAxeViolations(page);
    const locator = new URL(page.url()).searchParams.get('locator') ?? '';
    await expectMail(page, locator, /on hold/);
  });

  test('in HDBank instalments, the bank’s code entered on our page, ends on the success view', async ({
    page,
    press,
  }) => {
    const session = await prepareSession(page.request, 10, 'dearest');
    await openPaymentMethods(page, session);
    await chooseMethod(page, press, /^Instalments with an HDBank card/);
    await page.getByRole('combobox', { name: /^Term/ }).selectOption('6');
    await page.getByRole('textbox', { name: /^Phone number registered with the bank/ }).fill(HDBANK_PHONE);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('an.nguyen@example.com');
    const texted = await textsTo(page, HDBANK_PHONE);
    await acceptTermsAndPay(page, press);
    const form = page.getByRole('form', { name: "Enter HDBank's code" });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/en\/payment-methods/);
    await expectNoAxeViolations(page);
    const code = page.getByRole('textbox', { name: /^Code from HDBank/ });
    await code.fill('000000');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form.getByText('The one-time code is wrong.')).toBeVisible();
    let otp = '';
    await expect
      .poll(async () => {
        const messages = await textsTo(page, HDBANK_PHONE);
        otp = /\b(\d{6})\b/.exec(messages.length > texted.length ? (messages[0] ?? '') : '')?.[1] ?? '';
        return otp;
      })
      .toMatch(/^\d{6}$/);
    await code.fill(otp);
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Payment successful' }).getByText('Paid', { exact: true }),
    ).toBeVisible();
  });
});
