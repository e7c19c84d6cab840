import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseAirport } from '../support/search-form';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

/** The day cells of a calendar that show a price (the e2e server seeds 14 days of flights). */
function pricedDays(calendar: Locator): Locator {
  return calendar.getByRole('button', { name: /giá thấp nhất/ });
}

async function dateOf(cell: Locator): Promise<string> {
  const date = await cell.getAttribute('data-date');
  if (!date) throw new Error('a day cell without its date');
  return date;
}

/** Nothing is wider than the window: no sideways scrolling on a phone. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the cheapest-ticket calendar', () => {
  test('from home: SGN → HAN round trip, the cheapest days each way, on to select-flight', async ({
    page,
  }) => {
    await page.goto('/vi');
    await chooseAirport(page, 'Điểm đi', 'ho chi minh', 'SGN');
    await chooseAirport(page, 'Điểm đến', 'ha noi', 'HAN');
    await page.getByRole('button', { name: 'Tìm vé rẻ' }).click();

    await expect(page).toHaveURL(
      /\/vi\/select-flight-cheap\?departAirport=SGN&arrivalAirport=HAN&tripType=roundTrip&adultCount=1&childCount=0&infantCount=0&currency=VND&month=\d{4}-\d{2}$/,
    );
    const departure = page.getByRole('region', { name: 'Chiều đi SGN → HAN' });
    const returning = page.getByRole('region', { name: 'Chiều về HAN → SGN' });
    await expect(pricedDays(departure).first()).toBeVisible();
    await expect(pricedDays(returning).first()).toBeVisible();
    // Prices are short, in Vietnamese compact notation ("1,25 Tr", "990 N"); the cheapest day is marked.
    await expect(pricedDays(departure).first()).toContainText(/\d+(?:,\d+)?\s(?:Tr|N)/);
    await expect(departure.locator('.fare-cell--cheapest').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    const continueButton = page.getByRole('button', { name: 'Xem chuyến bay' });
    await expect(continueButton).toBeDisabled();

    const departureCell = pricedDays(departure).first();
    const departDate = await dateOf(departureCell);
    await departureCell.click();
    await expect(departureCell).toHaveAttribute('data-selected', 'true');

    // The return calendar now starts at the departure day: its last priced day is after it.
    const returnCell = pricedDays(returning).last();
    const returnDate = await dateOf(returnCell);
    expect(returnDate >= departDate).toBe(true);
    await returnCell.click();
    await expect(returnCell).toHaveAttribute('data-selected', 'true');

    await expect(page.getByTestId('cheap-total')).toHaveText(/[1-9].*₫/);
    await expect(continueButton).toBeEnabled();
    await expectNoAxeViolations(page);

    await continueButton.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/vi/select-flight\\?departAirport=SGN&arrivalAirport=HAN&departDate=${departDate}&returnDate=${returnDate}&tripType=roundTrip&adultCount=1&childCount=0&infantCount=0&currency=VND$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Chọn chuyến bay' })).toBeVisible();
  });

  test('one way by keyboard: arrow to a day with a fare and press Enter', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard-only use is a desktop journey');
    // The month of a day three days ahead always holds at least four days with flights.
    await page.goto(
      `/en/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=oneway&adultCount=2&month=${daysAhead(3).slice(0, 7)}`,
    );
    const departure = page.getByRole('region', { name: 'Departure SGN → HAN' });
    const priced = departure.getByRole('button', { name: /lowest fare/ });
    await expect(priced.first()).toBeVisible();
    await expect(page.getByRole('region', { name: /Return/ })).toHaveCount(0);

    // The calendar's one tab stop is its focused day; arrows move it, Enter picks.
    await priced.last().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(departure.locator('[data-focused]')).toHaveAccessibleName(/lowest fare/);
    await page.keyboard.press('Enter');
    const chosen = departure.locator('[data-selected]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toBeFocused();
    await expect(page.getByRole('button', { name: 'See flights' })).toBeEnabled();
    await expect(page.getByTestId('cheap-total')).toHaveText(/[1-9]/);
  });

  test('an invalid address says what is wrong and links back', async ({ page }) => {
    await page.goto('/vi/select-flight-cheap?departAirport=SGN&arrivalAirport=SGN');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Điểm đi và điểm đến phải khác nhau.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tìm kiếm lại' })).toHaveAttribute('href', '/vi');
    await expectNoAxeViolations(page);
  });
});
