import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead } from '../support/booking-session';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  bookUnpaid,
  expectNoSideScroll,
  type Grant,
  openGrant,
  readBooking,
  storeGrant,
} from '../support/manage';

/*
 * Changing a booked flight and correcting a name on /my/edit-booking (requirements §2), in
 * Chromium against the real server: an Unpaid booking made over the API, opened with a manage
 * grant stored as the search-booking page stores it, its departure moved to the next day through
 * the page (re-shop, quotation, confirm), and the result read back from the server.
 */

const API = '/booking/api/v1';
const BOOKED_DAYS_OUT = 3;

interface Quote {
  readonly journeys: readonly { readonly newJourneyKey: string; readonly changeFee: number }[];
  readonly newTotal: number;
  readonly changeFee: number;
  readonly amountDue: number;
}

interface Reservation {
  readonly key: string;
  readonly status: string;
  readonly journeys: readonly {
    readonly key: string;
    readonly fareFamily: { readonly code: string };
    readonly segments: readonly { readonly departure: { readonly scheduledTime: string } }[];
  }[];
  readonly passengers: readonly { readonly firstName: string }[];
  readonly reservationSummary: { readonly totalAmount: number };
}

/** An Unpaid SGN → HAN Eco booking for one adult (NGUYEN VAN AN), made over the API, and its grant. */
async function bookAndOpen(request: APIRequestContext): Promise<Grant> {
  const booked = await bookUnpaid(request, { daysOut: BOOKED_DAYS_OUT, fareIndex: 0 });
  return openGrant(request, booked.locator);
}

interface Texts {
  readonly change: string;
  readonly nextDay: string;
  readonly choose: RegExp;
  readonly quote: string;
  readonly fee: string;
  readonly feeAmount: RegExp;
  readonly confirm: string;
}

const VI: Texts = {
  change: 'Đổi chiều đi',
  nextDay: 'Ngày sau',
  choose: /^Chọn Eco/,
  quote: 'Báo giá thay đổi',
  fee: 'Phí đổi chuyến (hạng Eco)',
  feeAmount: /378\.000\s₫/,
  confirm: 'Xác nhận thay đổi',
};

const EN: Texts = {
  change: 'Change departing flight',
  nextDay: 'Next day',
  choose: /^Choose Eco/,
  quote: 'Quotation for your change',
  fee: 'Change fee (Eco fare)',
  feeAmount: /₫378,000/,
  confirm: 'Confirm change',
};

/**
 * Moves the departure to the next day's first Eco flight through the page, checks the quote
 * (the Eco change fee), confirms, and proves on the server that the booking moved at the quoted
 * total. Screenshots of the quote go to e2e/.tmp.
 */
async function changeToNextDay(
  page: Page,
  press: (target: ReturnType<Page['getByRole']>) => Promise<void>,
  grant: Grant,
  language: 'vi' | 'en',
  texts: Texts,
  screenshot: string,
): Promise<void> {
  const change = page.getByRole('button', { name: texts.change });
  await press(change);
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  await press(page.getByRole('button', { name: texts.nextDay }));
  const nextDay = daysAhead(BOOKED_DAYS_OUT + 1);
  await expect(page.getByLabel(language === 'vi' ? 'Ngày bay mới' : 'New travel date')).toHaveValue(nextDay);
  const quoted = page.waitForResponse(
    (response) => response.url().endsWith(`${API}/quotation/edit-booking`) && response.ok(),
  );
  const choose = page.getByRole('button', { name: texts.choose }).first();
  await choose.scrollIntoViewIfNeeded();
  await press(choose);
  const { quotation } = (await (await quoted).json()) as { quotation: Quote };
  const region = page.getByRole('region', { name: texts.quote });
  await expect(region.getByRole('heading', { name: texts.quote })).toBeFocused();
  const feeRow = region.locator('div', { has: page.getByText(texts.fee, { exact: true }) });
  await expect(feeRow).toContainText(texts.feeAmount);
  expect(quotation.changeFee).toBe(378_000);
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshot, fullPage: true });

  const applied = page.waitForResponse((response) =>
    response.url().endsWith(`${API}/reservations/edit-booking`),
  );
  const confirm = region.getByRole('button', { name: texts.confirm });
  await press(confirm);
  expect((await applied).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/${language}/my/booking-detail/${grant.reservationKey}$`));

  const after = await readBooking<Reservation>(page.request, grant);
  const [journey] = after.journeys;
  expect(journey?.key).toBe(quotation.journeys[0]?.newJourneyKey);
  expect(journey?.segments[0]?.departure.scheduledTime.slice(0, 10)).toBe(nextDay);
  expect(after.reservationSummary.totalAmount).toBe(quotation.newTotal + quotation.changeFee);
  expect(after.status).toBe('Unpaid');
}

test('moves an Unpaid booking’s departure to the next day at the quoted price (vi)', async ({
  page,
  press,
  request,
}, testInfo) => {
  const grant = await bookAndOpen(request);
  await storeGrant(page, grant);
  await page.goto('/vi/my/edit-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Thay đổi đặt chỗ' })).toBeVisible();
  await changeToNextDay(
    page,
    press,
    grant,
    'vi',
    VI,
    `e2e/.tmp/manage-change-${testInfo.project.name}-vi.png`,
  );
});

test('corrects a name, then changes the flight, in English', async ({ page, press, request }, testInfo) => {
  const grant = await bookAndOpen(request);
  await storeGrant(page, grant);
  await page.goto('/en/my/edit-booking');
  const passenger = page.getByRole('group', { name: /^Passenger 1:/ });
  const given = passenger.getByRole('textbox', { name: /^Given name/ });
  await expect(given).toHaveValue('AN');
  await press(given);
  await given.press('End');
  await given.pressSequentially('h');
  await expect(given).toHaveValue('ANH');
  await expect(passenger.getByText('This is a valid correction.')).toBeVisible();
  await press(page.getByRole('button', { name: 'Save corrected names' }));
  await expect(page.getByText('The corrected names are saved.')).toBeVisible();
  expect((await readBooking<Reservation>(page.request, grant)).passengers[0]?.firstName).toBe('ANH');

  // A new person is not a correction: warned before anything is sent.
  const family = passenger.getByRole('textbox', { name: /^Family name/ });
  await family.fill('TRAN');
  await expect(passenger.getByText(/More than 3 letters changed/)).toBeVisible();
  await family.fill('NGUYEN');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `e2e/.tmp/manage-names-${testInfo.project.name}-en.png`, fullPage: true });

  await changeToNextDay(
    page,
    press,
    grant,
    'en',
    EN,
    `e2e/.tmp/manage-change-${testInfo.project.name}-en.png`,
  );
});
