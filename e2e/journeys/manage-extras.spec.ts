import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { prepareSession } from '../support/booking-session';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/*
 * Extras bought after booking (/my/edit-service, decision 024): a booking made over the API, a
 * manage grant opened for it and kept in sessionStorage as the search page keeps it, then a bag
 * and a seat added on the page, by click on the desktop and by tap on the phone. The booking
 * afterwards has both, and its total grew by exactly what the page's quotation said.
 */

interface Booked {
  readonly key: string;
  readonly locator: string;
  readonly totalAmount: number;
}

interface ManagedAnswer {
  readonly reservation: {
    readonly seatSelections: readonly { readonly seatCode: string; readonly passengerKey: string }[];
    readonly ancillaryPurchases: readonly { readonly serviceType: string }[];
    readonly reservationSummary: { readonly totalAmount: number; readonly remaining: number };
  };
}

/** An Unpaid one-adult booking SGN → HAN, made over the API, and a grant opened for it. */
async function bookWithGrant(request: APIRequestContext, fareIndex: number) {
  const session = await prepareSession(request, 5, fareIndex);
  const created = await request.post('/booking/api/v1/reservations', {
    headers: { 'x-session-id': session.sessionId, 'idempotency-key': randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reservation } = (await created.json()) as {
    reservation: { key: string; locator: string; reservationSummary: { totalAmount: number } };
  };
  const opened = await request.post('/booking/api/v1/reservations/grants', {
    data: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'VAN AN' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const grant = (await opened.json()) as { grant: string; expiresAt: string; reservationKey: string };
  const booked: Booked = {
    key: reservation.key,
    locator: reservation.locator,
    totalAmount: reservation.reservationSummary.totalAmount,
  };
  return { booked, grant };
}

/** Keeps the grant where /my/search-booking keeps it, before any page script runs. */
async function storeGrant(page: Page, grant: object): Promise<void> {
  await page.addInitScript((value) => {
    sessionStorage.setItem('skybook.manageGrant', value);
  }, JSON.stringify(grant));
}

async function readBooking(request: APIRequestContext, grant: string): Promise<ManagedAnswer['reservation']> {
  const answer = await request.get('/booking/api/v1/reservations', { headers: { 'x-manage-grant': grant } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as ManagedAnswer).reservation;
}

const TEXTS = {
  vi: {
    bags: /Hành lý của/,
    seats: 'Chọn ghế',
    review: 'Xem lại',
    reviewed: 'Xác nhận dịch vụ mua thêm',
    confirm: 'Xác nhận',
  },
  en: {
    bags: /Bags for/,
    seats: 'Choose seats',
    review: 'Review',
    reviewed: 'Confirm your additions',
    confirm: 'Confirm',
  },
} as const;

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`adds a bag and a seat to an existing booking (${language})`, async ({
    page,
    press,
    request,
  }, info) => {
    // A booking over the API, a long page (the seat map, every meal) and two accessibility scans.
    test.slow();
    const { booked, grant } = await bookWithGrant(request, language === 'vi' ? 0 : 1);
    await storeGrant(page, grant);
    await page.goto(`/${language}/my/edit-service`);

    // A bag: the first pack on sale, chosen by pressing its label (a tap on the phone).
    const bags = page.getByRole('group', { name: texts.bags });
    const label = bags.locator('label').nth(1);
    const pack = label.getByRole('radio');
    await press(label);
    await expect(pack).toBeChecked();

    // A seat on the booking flow's seat map.
    await press(page.getByRole('button', { name: texts.seats }));
    const grid = page.getByRole('grid');
    const free = grid.locator('[role="gridcell"][data-seat]:not([aria-disabled])').first();
    const seatCode = (await free.getAttribute('data-seat')) ?? '';
    expect(seatCode).toMatch(/^\d{1,2}[A-K]$/);
    await press(free);
    await expect(free).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: info.outputPath(`manage-extras-${language}.png`),
      fullPage: true,
    });

    const quoted = page.waitForResponse((response) =>
      response.url().endsWith('/booking/api/v1/reservations/services/quotation'),
    );
    await press(page.getByRole('button', { name: texts.review }));
    const { quotation } = (await (await quoted).json()) as { quotation: { totalAmount: number } };
    expect(quotation.totalAmount).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: texts.reviewed })).toBeFocused();
    await expectNoAxeViolations(page);

    await press(page.getByRole('button', { name: texts.confirm, exact: true }));
    // An Unpaid booking's addition is paid with the rest: back to the booking.
    await expect(page).toHaveURL(new RegExp(`/${language}/my/booking-detail/${booked.key}$`));

    const after = await readBooking(request, grant.grant);
    expect(after.seatSelections).toEqual([expect.objectContaining({ passengerKey: 'ADT1', seatCode })]);
    expect(after.ancillaryPurchases.filter((purchase) => purchase.serviceType === 'luggage')).toHaveLength(1);
    expect(after.reservationSummary.totalAmount).toBe(booked.totalAmount + quotation.totalAmount);
  });
}

test('fits a phone without sideways scrolling, with no accessibility violations', async ({
  page,
  request,
}) => {
  const { grant } = await bookWithGrant(request, 2);
  await storeGrant(page, grant);
  await page.goto('/en/my/edit-service');
  await expect(page.getByRole('group', { name: /Bags for/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('sends a traveller without a grant to the booking search', async ({ page }) => {
  await page.goto('/vi/my/edit-service');
  await expect(page).toHaveURL(/\/vi\/my\/search-booking$/);
});
