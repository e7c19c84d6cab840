import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { bookUnpaid, expectNoSideScroll, holdToPayLater, openGrant, storeGrant } from '../support/manage';

/*
 * Manage booking in Chromium: a booking made over the API (search, session, quotation, booking),
 * then found on /my/search-booking by its code and a name (Vietnamese and English), opened from
 * the link of its e-mail (a PL6 hold sends it: the test vouchers are single use and the payment
 * journeys spend them), its itinerary downloaded, and an Unpaid one cancelled by keyboard alone.
 * The phone project taps; screenshots of both pages go to the test's output folder.
 */

interface MailboxMessage {
  readonly subject: string;
  readonly html?: string;
  readonly text?: string;
}

/** The manage link of the booking's e-mail, as the sink received it. */
async function manageLinkFromMail(page: Page, locator: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get('/dev/mailbox.json');
      const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
      const message = messages.find((candidate) => candidate.subject.includes(locator));
      const found = /https?:\/\/[^\s"'<>]+\/my\/search-booking\?link=[A-Za-z0-9_%-]+/.exec(
        `${message?.html ?? ''} ${message?.text ?? ''}`,
      );
      link = found?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** Fills the lookup form with the booking's code and the passenger's names. */
async function fillLookup(page: Page, locator: string, labels: readonly [RegExp, RegExp, RegExp]) {
  const [code, family, given] = labels;
  await page.getByRole('textbox', { name: code }).fill(locator.toLowerCase());
  await page.getByRole('textbox', { name: family }).fill('Nguyen');
  await page.getByRole('textbox', { name: given }).fill('Van An');
}

async function screenshot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('manage booking', () => {
  test('finds a booking by the form in Vietnamese, shows it, and downloads its PDF', async ({
    page,
    press,
  }, testInfo) => {
    const booked = await bookUnpaid(page.request, {
      daysOut: 6,
      fareIndex: testInfo.project.name === 'mobile' ? 1 : 0,
    });
    // The traveller comes from the home page, so Back has somewhere to go.
    await page.goto('/vi');
    await page.goto('/vi/my/search-booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tìm đặt chỗ');
    // Required fields, in the requirements' words, before anything is sent.
    await press(page.getByRole('button', { name: 'Tìm đặt chỗ' }));
    await expect(page.getByText('Trường này bắt buộc nhập')).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: /^Mã đặt chỗ/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, `search-vi-${testInfo.project.name}`, testInfo);

    await fillLookup(page, booked.locator, [/^Mã đặt chỗ/, /^Họ/, /^Tên đệm và tên/]);
    await press(page.getByRole('button', { name: 'Tìm đặt chỗ' }));
    await expect(page).toHaveURL(/\/vi\/my\/booking-detail\/[^/]+$/);
    expect(page.url()).not.toContain(booked.locator);
    const summary = page.getByRole('region', { name: 'Đặt chỗ của quý khách' });
    await expect(summary.getByText(booked.locator, { exact: true })).toBeVisible();
    await expect(summary.getByText('Chưa thanh toán', { exact: true })).toBeVisible();
    await expect(summary.getByRole('timer')).toHaveText(/^[0-6]:\d\d:\d\d$/);
    await expect(summary.getByRole('link', { name: 'Thanh toán ngay' })).toHaveAttribute(
      'href',
      '/vi/my/payment-methods',
    );
    await expect(page.getByText('Chưa làm thủ tục')).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, `detail-vi-${testInfo.project.name}`, testInfo);

    const download = page.waitForEvent('download');
    await press(summary.getByRole('button', { name: 'Tải hành trình (PDF)' }));
    const file = await download;
    expect(file.suggestedFilename()).toBe(`itinerary-${booked.locator}.pdf`);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Back does not return to the lookup form (requirements §2): the detail replaced it.
    await page.goBack();
    await expect(page).toHaveURL(/\/vi$/);
  });

  test('opens a booking from its e-mail link in English', async ({ page, press }, testInfo) => {
    const booked = await bookUnpaid(page.request, {
      daysOut: 7,
      fareIndex: testInfo.project.name === 'mobile' ? 1 : 0,
    });
    await holdToPayLater(page.request, booked);
    const link = await manageLinkFromMail(page, booked.locator);
    // The mail is in the booking's language (Vietnamese here); the link opens the booking in any.
    expect(link).toMatch(/^\/vi\/my\/search-booking\?link=/);
    await page.goto(link.replace(/^\/vi\//, '/en/'));
    await expect(page).toHaveURL(/\/en\/my\/booking-detail\/[^/?]+$/);
    const summary = page.getByRole('region', { name: 'Your booking' });
    await expect(summary.getByText(booked.locator, { exact: true })).toBeVisible();
    await expect(summary.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price summary' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, `detail-en-${testInfo.project.name}`, testInfo);

    // The contact's e-mail, changed in the dialog and saved.
    await press(page.getByRole('button', { name: 'Edit contact details' }));
    const dialog = page.getByRole('dialog', { name: 'Edit contact details' });
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('an.changed@example.com');
    await press(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(
      'an.changed@example.com',
    );
  });

  test('the detail paints its banner from the first HTML, hydrates it in place, then shows the booking', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone is what the speed bar measures');
    const booked = await bookUnpaid(page.request, { daysOut: 8, fareIndex: 2 });
    const html = await (await page.request.get(`/vi/my/booking-detail/${booked.key}`)).text();
    expect(html).toContain('data-prerendered="bookingDetailById"');
    expect(html).toContain('class="page-banner__lead"');
    expect(html).not.toContain(booked.locator);
    await storeGrant(page, await openGrant(page.request, booked.locator));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { firstHeading?: Element | null }).firstHeading = document.querySelector('h1');
      });
    });
    await page.goto(`/vi/my/booking-detail/${booked.key}`);
    const summary = page.getByRole('region', { name: 'Đặt chỗ của quý khách' });
    await expect(summary.getByText(booked.locator, { exact: true })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as { firstHeading?: Element | null }).firstHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
  });

  test('finds a booking by the form in English', async ({ page, press }, testInfo) => {
    const booked = await bookUnpaid(page.request, {
      daysOut: 8,
      fareIndex: testInfo.project.name === 'mobile' ? 1 : 0,
    });
    await page.goto('/en/my/search-booking');
    await screenshot(page, `search-en-${testInfo.project.name}`, testInfo);
    await fillLookup(page, booked.locator, [/^Booking code/, /^Family name/, /^Given names/]);
    await press(page.getByRole('button', { name: 'Find booking' }));
    await expect(page.getByRole('region', { name: 'Your booking' }).getByText(booked.locator)).toBeVisible();

    // A wrong name is told as the server words it, on the form.
    await page.goto('/en/my/search-booking');
    await fillLookup(page, booked.locator, [/^Booking code/, /^Family name/, /^Given names/]);
    await page.getByRole('textbox', { name: /^Family name/ }).fill('Someone');
    await press(page.getByRole('button', { name: 'Find booking' }));
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/my\/search-booking$/);
  });

  test('finds and cancels an Unpaid booking by keyboard alone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'a keyboard journey');
    const booked = await bookUnpaid(page.request, { daysOut: 9, fareIndex: 2 });
    await page.goto('/en/my/search-booking');
    const code = page.getByRole('textbox', { name: /^Booking code/ });
    await code.focus();
    await page.keyboard.type(booked.locator);
    await page.keyboard.press('Tab');
    await page.keyboard.type('NGUYEN');
    await page.keyboard.press('Tab');
    await page.keyboard.type('AN');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('region', { name: 'Your booking' });
    await expect(summary.getByText(booked.locator, { exact: true })).toBeVisible();

    const cancel = summary.getByRole('button', { name: 'Cancel booking' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await expect(dialog.getByText(/your held seats are released/)).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel my booking' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toContainText(`Booking ${booked.locator} is cancelled.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(summary.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(summary.getByText('You cancelled the booking')).toBeVisible();
  });
});

/** Presses Tab until `target` has the focus (at most 40 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
