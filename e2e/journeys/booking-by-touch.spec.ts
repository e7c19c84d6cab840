import type { Locator, Page } from '@playwright/test';
import { prepareSession, storeSession } from '../support/booking-session';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { expectNoCardInStorage, TYPED_CARDS } from '../support/secrets-scan';

/*
 * Issue 20: a booking on a 390×844 phone by taps alone (and on the desktop with the mouse), from
 * the passengers page through the seat map to a card paid with 3-D Secure. The seat map must fit
 * the screen (header and Done always in sight, its body scrolled by a swipe or the wheel), the
 * grand total must stay in sight, and axe must find nothing right after each navigation, when
 * React Aria's live announcer still holds what the last page said.
 */

const [CARD] = TYPED_CARDS;

/** Whether `inner` lies wholly inside `outer` on screen. */
async function isWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return (
    a !== null &&
    b !== null &&
    a.y >= b.y - 1 &&
    a.y + a.height <= b.y + b.height + 1 &&
    a.x >= b.x - 1 &&
    a.x + a.width <= b.x + b.width + 1
  );
}

/** A free seat of an ordinary row from row 20 on: below the first screenful of the map. */
async function seatFarDown(grid: Locator): Promise<Locator> {
  const code = await grid.getByRole('gridcell').evaluateAll(
    (cells) =>
      cells
        .map((cell) => ({
          code: (cell as HTMLElement).dataset.seat ?? '',
          free: cell.getAttribute('aria-disabled') !== 'true',
          exit: cell.closest('[role="row"]')?.classList.contains('seat-map__row--exit') ?? false,
        }))
        .find((seat) => seat.free && !seat.exit && Number(seat.code.slice(0, -1)) >= 20)?.code,
  );
  if (!code) throw new Error('no free seat from row 20 on');
  return grid.locator(`[data-seat="${code}"]`);
}

/** The code of the seat a locator from {@link seatFarDown} points at. */
async function codeOf(seat: Locator): Promise<string> {
  return (await seat.getAttribute('data-seat')) ?? '';
}

async function expectInSight(...locators: Locator[]): Promise<void> {
  for (const locator of locators) await expect(locator).toBeInViewport({ ratio: 1 });
}

/** The grand total of the quotation, as the page shows it on this screen. */
async function expectTotalInSight(page: Page, isMobile: boolean, press: (target: Locator) => Promise<void>) {
  if (!isMobile) {
    await expectInSight(
      page.getByRole('complementary', { name: 'Price details' }).getByTestId('quotation-total'),
    );
    return;
  }
  // The phone's bar opens the breakdown, whose totals stay below it.
  await press(page.getByRole('button', { name: 'Details', exact: true }));
  const drawer = page.getByRole('dialog', { name: 'Price details' });
  await expectInSight(drawer.getByTestId('quotation-total'), drawer.getByRole('button', { name: 'Close' }));
  await press(drawer.getByRole('button', { name: 'Close' }));
  await expect(drawer).toBeHidden();
}

test('a booking by touch: the seat map fits the screen, a seat is tapped, the card is paid', async ({
  page,
  press,
  scrollOver,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await prepareSession(page.request, 11, testInfo.project.name === 'mobile' ? 1 : 0);
  await storeSession(page, session);
  await page.goto('/en/passengers');
  const toExtras = page.getByRole('button', { name: 'Continue' });
  await expect(toExtras).toBeEnabled();
  await press(toExtras);
  await expect(page).toHaveURL(/\/en\/select-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();

  // At once, while the announcer still holds what the passengers page said.
  const seatService = page.getByRole('button', { name: /^Favourite seat/ });
  if ((await seatService.getAttribute('aria-expanded')) !== 'true') await press(seatService);
  await press(page.getByRole('button', { name: /^Choose seats on / }).first());
  const dialog = page.getByRole('dialog', { name: /^Choose seats – / });
  const grid = dialog.getByRole('grid', { name: /^Seat map of flight / });
  await expect(grid).toBeVisible();
  await expectNoAxeViolations(page);

  // The sheet fits the screen: its title, its close button and Done are in sight.
  const heading = dialog.getByRole('heading', { name: /^Choose seats – / });
  const close = dialog.getByRole('button', { name: 'Close' });
  const done = dialog.getByRole('button', { name: 'Done' });
  await expectInSight(heading, close, done);

  // A seat far down the cabin is reached by swiping (the wheel on the desktop), not by the
  // browser scrolling it into view.
  const seat = await seatFarDown(grid);
  const code = await codeOf(seat);
  const body = dialog.locator('.ui-dialog__body');
  expect(await isWithin(seat, body)).toBe(false);
  for (let turn = 0; turn < 12 && !(await isWithin(seat, body)); turn++) await scrollOver(body, 300);
  expect(await isWithin(seat, body)).toBe(true);
  await expectInSight(heading, done);

  // The quotation follows each choice.
  const seatQuoted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/booking/api/v1/reservations/quotation') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(`"seatCode":"${code}"`),
  );
  await press(seat);
  await expect(dialog.getByRole('status')).toHaveText(`Seat ${code} chosen for NGUYEN VAN AN.`);
  await expect(seat).toHaveAttribute('aria-selected', 'true');
  await expectInSight(heading, done);
  await press(done);
  await expect(dialog).toBeHidden();
  expect((await seatQuoted).status()).toBe(200);
  await expect(
    page
      .getByRole('region', { name: /^VJ\d+ SGN → HAN$/ })
      .getByRole('listitem')
      .filter({ hasText: 'NGUYEN VAN AN' }),
  ).toContainText(`Seat ${code} · `);

  // The grand total is in sight at the top of the page and at its foot.
  await expectTotalInSight(page, isMobile, press);
  const toPayment = page.getByRole('button', { name: 'Continue', exact: true });
  await toPayment.scrollIntoViewIfNeeded();
  await expectTotalInSight(page, isMobile, press);

  await expect(toPayment).toBeEnabled();
  await press(toPayment);
  await expect(page).toHaveURL(/\/en\/payment-methods$/);
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A card: the billing address starts from the contact's, the texts the terms name open.
  const visa = page.getByRole('radio', { name: /^Visa/ });
  await press(page.locator('label').filter({ has: visa }));
  await expect(visa).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Address/ })).toHaveValue('12 Ly Thuong Kiet');
  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('VN');
  await expect(page.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('0912345678');
  const texts = page.getByRole('list', { name: 'Read the terms' });
  await press(texts.getByRole('button', { name: 'Payment terms' }));
  const terms = page.getByRole('dialog', { name: 'Payment terms' });
  await expect(terms.getByRole('heading', { name: 'Payment terms' })).toBeVisible();
  await expectInSight(terms.getByRole('button', { name: 'Close' }));
  await expectNoAxeViolations(page);
  await press(terms.getByRole('button', { name: 'Close' }));
  await expect(terms).toBeHidden();

  await page.getByRole('textbox', { name: /^Card number/ }).fill(CARD);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('1230');
  await page.getByLabel(/^Security code/).fill('737');
  await page.getByRole('textbox', { name: /^Name on card/ }).fill('NGUYEN VAN AN');
  await page.getByRole('textbox', { name: /^City/ }).fill('Hanoi');
  await page.getByRole('textbox', { name: /^State \/ province/ }).fill('Hoan Kiem');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('100000');
  const accept = page.getByRole('checkbox', { name: /I have read and agree/ });
  await press(accept);
  await expect(accept).toBeChecked();
  await press(page.getByRole('button', { name: /^Pay / }));

  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  const challengeId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const outbox = await page.request.get('/sandbox/sms.json', { params: { challengeId } });
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const otp = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
  await page.getByLabel(/Verification code|Mã xác thực/).fill(otp);
  await press(page.getByRole('button', { name: /^(Confirm|Xác nhận)$/ }));
  await expect(page).toHaveURL(/\/en\/payment-confirmation\?/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoCardInStorage(page);
});
