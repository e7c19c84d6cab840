import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

/**
 * True when the focused element, or the control drawn around it (a label, a field's frame), shows
 * an outline: react-aria puts the ring on the wrapper of a hidden radio or a combo box's input.
 */
function hasVisibleFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 4; depth++, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return true;
    }
    return false;
  });
}

/** Presses Tab until `locator` has focus, then checks it shows a focus ring. */
async function tabTo(page: Page, locator: Locator): Promise<void> {
  // Held once: while an airport picker is open on the way, the rest of the page is aria-hidden
  // and a role locator would find nothing.
  const target = await locator.elementHandle();
  const isFocused = () => target.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < 40 && !(await isFocused()); step++) await page.keyboard.press('Tab');
  expect(await isFocused(), 'reached by Tab').toBe(true);
  expect(await hasVisibleFocus(page), 'focus ring visible').toBe(true);
}

/** Types into the focused airport picker, waits for `code` to be offered and takes it with the keyboard. */
async function chooseAirport(page: Page, input: Locator, typed: string, code: string): Promise<void> {
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)`));
}

test.describe('the home search form by keyboard alone', () => {
  test.skip(({ isMobile }) => isMobile, 'keyboard-only use is a desktop journey');

  test('a round trip SGN → HAN for 2 adults, 1 child, 1 infant, with fares in the calendar', async ({
    page,
  }) => {
    await page.goto('/en');
    const from = page.getByRole('combobox', { name: 'From' });
    const to = page.getByRole('combobox', { name: 'To' });
    await expect(from).toBeVisible();
    await expect(page.getByText('Loading airports…')).toHaveCount(0);

    await tabTo(page, page.getByRole('radio', { name: 'Round trip' }));
    await expect(page.getByRole('radio', { name: 'Round trip' })).toBeChecked();

    await tabTo(page, from);
    await chooseAirport(page, from, 'sgn', 'SGN');
    // The arrivals depend on the departure: wait for SGN's list before typing.
    await expect(page.getByText('Loading airports…')).toHaveCount(0);
    await tabTo(page, to);
    await chooseAirport(page, to, 'ha noi', 'HAN');

    // The departure calendar shows each day's lowest fare for SGN → HAN; two days after tomorrow.
    await tabTo(page, page.getByRole('button', { name: 'Open calendar: Departure date' }));
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Departure date' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', { name: /₫[\d,]+/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await hasVisibleFocus(page), 'calendar day focus ring').toBe(true);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();

    // The return calendar reads the route backwards.
    await tabTo(page, page.getByRole('button', { name: 'Open calendar: Return date' }));
    await page.keyboard.press('Enter');
    const returnCalendar = page.getByRole('dialog', { name: 'Return date' });
    await expect(returnCalendar.getByRole('button', { name: /₫[\d,]+/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(returnCalendar).toBeHidden();

    const passengers = page.getByRole('button', { name: /Passengers/ });
    await tabTo(page, passengers);
    await page.keyboard.press('Enter');
    for (const name of ['Add one: Adults', 'Add one: Children', 'Add one: Infants']) {
      await tabTo(page, page.getByRole('button', { name }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(passengers).toContainText('2 adults, 1 child, 1 infant');

    await tabTo(page, page.getByRole('button', { name: 'Find flights' }));
    await page.keyboard.press('Enter');
    const search = `departAirport=SGN&arrivalAirport=HAN&departDate=${daysAhead(3)}&returnDate=${daysAhead(10)}&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1`;
    await expect(page).toHaveURL(new RegExp(`/en/select-flight\\?${search}&currency=VND$`));

    // Back home, the search is offered again under the form, and runs again from the keyboard.
    await page.goto('/en');
    const again = page.getByRole('link', { name: /^Search again: SGN → HAN/ });
    await expect(again).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, again);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/select-flight\\?${search}&currency=VND$`));
  });
});

test.describe('a search in the home address', () => {
  test('goes straight to select-flight when valid, keeping currency and promo code', async ({ page }) => {
    const date = daysAhead(2);
    await page.goto(
      `/vi?departAirport=sgn&arrivalAirport=han&departDate=${date}&tripType=oneway&adultCount=2&currency=VND&promoCode=sale10`,
    );
    await expect(page).toHaveURL(
      `/vi/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${date}&tripType=oneway&adultCount=2&childCount=0&infantCount=0&currency=VND&promoCode=SALE10`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('arriving at the site root, goes to select-flight in the languageCode language', async ({ page }) => {
    const date = daysAhead(2);
    await page.goto(`/?languageCode=en&departAirport=SGN&arrivalAirport=DAD&departDate=${date}`);
    await expect(page).toHaveURL(
      new RegExp(
        `^[^?]+/en/select-flight\\?departAirport=SGN&arrivalAirport=DAD&departDate=${date}&tripType=oneway`,
      ),
    );
  });

  test('stays home when invalid, saying what is wrong, with the valid parts filled in', async ({ page }) => {
    await page.goto('/vi?departAirport=SGN&arrivalAirport=HANOI&departDate=2026-13-40&adultCount=2');
    const notice = page.getByRole('alert').filter({ hasText: 'Chưa thể tìm chuyến bay từ đường dẫn này' });
    await expect(notice).toContainText('Điểm đến phải là mã sân bay gồm 3 chữ cái');
    await expect(notice).toContainText('Ngày đi bị thiếu hoặc không hợp lệ');
    await expect(page).toHaveURL(/\/vi\?departAirport=SGN/);
    await expect(page.getByRole('combobox', { name: 'Điểm đi' })).toHaveValue(/\(SGN\)/);
    await expect(page.getByRole('button', { name: /Hành khách/ })).toContainText('2 người lớn');
    await expectNoAxeViolations(page);
  });

  test('with a booking code, last name and first name goes to check-in with the lookup names', async ({
    page,
  }) => {
    await page.goto('/vi?bookingCode=ab2cde&lastName=Nguyen&firstName=Van%20An');
    await expect(page).toHaveURL(
      '/vi/checkin?reservationLocator=AB2CDE&contactFamilyName=Nguyen&contactMiddleGivenName=Van+An',
    );
  });
});
