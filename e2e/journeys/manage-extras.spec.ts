import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  type Booked,
  bookUnpaid,
  expectNoSideScroll,
  type Grant,
  openGrant,
  readBooking,
  storeGrant,
} from '../support/manage';

/*
 * Extras bought after booking (/my/edit-service, decision 024): a booking made over the API, a
 * manage grant opened for it and kept in sessionStorage as the search page keeps it, then a bag
 * and a seat added on the page, by click on the desktop and by tap on the phone. The booking
 * afterwards has both, and its total grew by exactly what the page's quotation said.
 */

interface Reservation {
  readonly seatSelections: readonly { readonly seatCode: string; readonly passengerKey: string }[];
  readonly ancillaryPurchases: readonly { readonly serviceType: string }[];
  readonly reservationSummary: { readonly totalAmount: number; readonly remaining: number };
}

/** An Unpaid one-adult booking SGN → HAN, made over the API, and a grant opened for it. */
async function bookWithGrant(
  request: APIRequestContext,
  fareIndex: number,
): Promise<{ booked: Booked; grant: Grant }> {
  const booked = await bookUnpaid(request, { daysOut: 5, fareIndex });
  return { booked, grant: await openGrant(request, booked.locator) };
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
    // Each language on one device (Vietnamese by touch, English by mouse): the page is the same.
    test.skip(info.project.name !== (language === 'vi' ? 'mobile' : 'desktop'), 'the other device');
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

    const after = await readBooking<Reservation>(request, grant);
    expect(after.seatSelections).toEqual([expect.objectContaining({ passengerKey: 'ADT1', seatCode })]);
    expect(after.ancillaryPurchases.filter((purchase) => purchase.serviceType === 'luggage')).toHaveLength(1);
    expect(after.reservationSummary.totalAmount).toBe(booked.remaining + quotation.totalAmount);
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
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
});

test('sends a traveller without a grant to the booking search', async ({ page }) => {
  await page.goto('/vi/my/edit-service');
  await expect(page).toHaveURL(/\/vi\/my\/search-booking$/);
});
