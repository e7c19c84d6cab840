import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { openPaymentMethods, prepareSession, storeSession } from '../support/booking-session';
import { expectPageShowsCharged } from '../support/charged';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { payAtVnpayQr } from '../support/vnpay';

/*
 * Issue 5 payment journeys in Chromium, from a held booking to its confirmation view, through the
 * payment sandbox's real pages (3-D Secure OTP, VNPay QR, pay-later partner). The booking session
 * is prepared over the API (search, session, quotation) so each journey starts on /payment-methods,
 * where the web app makes the booking itself. The last test scans the database, the server log
 * and browser storage for card data (design §5).
 */

/** Card numbers typed in these journeys (the sandbox's test cards). */
const CHALLENGE_CARD = '4000000000003220';
const REFUSED_CARD = '4000000000000002';
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

/** Everything the page's origin keeps in localStorage and sessionStorage, as one text. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`))
      .join('\n'),
  );
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** `yyyyMMddHHmmss`, as VNPay writes its dates (vnp_CreateDate): 14 digits that are a time, not a card. */
const COMPACT_DATE_TIME = /^20\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[0-5]\d$/;

/**
 * Card-like data in a text: the card numbers typed in these journeys anywhere; any other
 * Luhn-valid run of 13–19 digits standing on its own (not inside a hex hash or an id, not a
 * `+`-prefixed phone number, not a number's decimals, not a VNPay date-time); CVV fields with a value.
 */
/**
 * A 13-digit run that reads as a time within ten years of now in milliseconds (an expiry kept by
 * the session store): one in ten of them passes Luhn by chance. No card network issues 13-digit
 * numbers starting with 1, so leaving these out hides no card.
 */
function isEpochMillis(digits: string): boolean {
  const tenYears = 10 * 365 * 86_400_000;
  return digits.length === 13 && Math.abs(Number(digits) - Date.now()) < tenYears;
}

function cardDataIn(text: string): string[] {
  const found: string[] = [];
  for (const card of [CHALLENGE_CARD, REFUSED_CARD]) if (text.includes(card)) found.push(card);
  for (const match of text.matchAll(/(?<![\w+.-])\d{13,19}(?!\w)/g)) {
    const digits = match[0];
    if (passesLuhn(digits) && !COMPACT_DATE_TIME.test(digits) && !isEpochMillis(digits)) found.push(digits);
  }
  for (const match of text.matchAll(/"?(?:cvv|cvc|securityCode)"?\s*[:=]\s*"?\d{3,4}/gi))
    found.push(match[0]);
  return found;
}

const storageSeen: string[] = [];

async function expectNoCardInStorage(page: Page): Promise<void> {
  const stored = await browserStorage(page);
  storageSeen.push(stored);
  expect(cardDataIn(stored)).toEqual([]);
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

  test('leaves no card number or CVV in the database, the server log or browser storage', () => {
    const scratch = fileURLToPath(new URL('../.tmp/', import.meta.url));
    const port = process.env.E2E_PORT ?? '8181';
    const files = [
      `${scratch}skybook-e2e-${port}.db`,
      `${scratch}skybook-e2e-${port}.db-wal`,
      `${scratch}server-${port}.log`,
    ].filter((file) => existsSync(file));
    expect(files.some((file) => file.endsWith('.log'))).toBe(true);
    for (const file of files) {
      // latin1 keeps every byte as one character, so digit runs in SQLite pages read as text. The
      // log's own clock (pino's `"time":<epoch ms>`, 13 digits) is not data and is left out.
      const text = readFileSync(file)
        .toString('latin1')
        .replace(/"time":\d+/g, '"time":0');
      expect(cardDataIn(text), file).toEqual([]);
    }
    expect(storageSeen.length).toBeGreaterThan(0);
    for (const stored of storageSeen) expect(cardDataIn(stored)).toEqual([]);
  });
});
