import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

/** Picks the one airport matching `typed` in a leg's airport field. */
async function chooseAirport(leg: Locator, label: string, typed: string, code: string): Promise<void> {
  const input = leg.getByRole('combobox', { name: label });
  const option = leg.page().getByRole('option', { name: new RegExp(`\\(${code}\\)`) });
  // The list reloads when the leg's origin changes (filled in from the leg before): type again then.
  await expect(async () => {
    if ((await input.inputValue()) !== typed) await input.fill(typed);
    await expect(option).toBeAttached({ timeout: 2_000 });
  }).toPass();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)`));
}

/** Chooses the first fare on sale of the open leg; the stepper then moves on. */
async function chooseFirstFare(page: Page, choose: RegExp): Promise<void> {
  const button = page.locator('main').getByRole('button', { name: choose }).first();
  await button.click();
}

const step = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Các chặng của hành trình' }).getByRole('button', { name });

test.describe('a multi-stop trip', () => {
  test('in Vietnamese: SGN → HAN → DAD from the home form, a fare per leg, the total', async ({ page }) => {
    await page.goto('/vi');
    // The radio input is visually hidden: a person presses its label.
    await page.getByText('Nhiều chặng', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Nhiều chặng' })).toBeChecked();
    const first = page.getByRole('group', { name: 'Chặng 1', exact: true });
    const second = page.getByRole('group', { name: 'Chặng 2', exact: true });
    await expect(first).toBeVisible();
    await chooseAirport(first, 'Điểm đi', 'ho chi minh', 'SGN');
    await chooseAirport(first, 'Điểm đến', 'ha noi', 'HAN');
    // The second leg leaves from where the first arrives.
    await expect(second.getByRole('combobox', { name: 'Điểm đi' })).toHaveValue(/\(HAN\)/);
    await chooseAirport(second, 'Điểm đến', 'da nang', 'DAD');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Tìm chuyến bay' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/vi/select-flight\\?tripType=stopover&legs=SGN-HAN-${daysAhead(1)}&legs=HAN-DAD-${daysAhead(3)}&adultCount=1&childCount=0&infantCount=0&currency=VND$`,
      ),
    );

    await expect(step(page, /^Chặng 1: SGN → HAN/)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { level: 2, name: 'Chặng 1: SGN → HAN' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const continueButton = page.getByRole('button', { name: 'Tiếp tục' });
    await expect(continueButton).toBeDisabled();

    await chooseFirstFare(page, /^Chọn /);
    await expect(step(page, /Chặng 1: SGN → HAN.*Đã chọn vé/)).toBeVisible();
    await expect(step(page, /Chặng 2: HAN → DAD/)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { level: 2, name: 'Chặng 2: HAN → DAD' })).toBeFocused();
    await expect(continueButton).toBeDisabled();

    await chooseFirstFare(page, /^Chọn /);
    await expect(step(page, /Chặng 2: HAN → DAD.*Đã chọn vé/)).toBeVisible();
    await expect(page.getByTestId('selection-total')).toHaveText(/[1-9]/);
    await expect(continueButton).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('an empty day offers the nearest days with flights, keeping the fare of the other leg', async ({
    page,
  }) => {
    await page.goto(
      `/en/select-flight?tripType=stopover&legs=SGN-HAN-${daysAhead(2)}&legs=HAN-DAD-${daysAhead(20)}&adultCount=1`,
    );
    await chooseFirstFare(page, /^Choose /);
    await expect(page.getByRole('heading', { level: 2, name: 'Flight 2: HAN → DAD' })).toBeFocused();
    await expect(page.getByText(/^There are no flights on /)).toBeVisible();
    const nearest = page.getByRole('list', { name: 'The nearest days with flights:' });
    // Only 14 days are seeded: the nearest days with flights are the last seeded ones.
    await expect(nearest.getByRole('button')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await nearest.getByRole('button').last().click();
    // The seed starts on the server's UTC day, which may be yesterday in Vietnam: no exact day here.
    await expect(page).not.toHaveURL(new RegExp(`legs=HAN-DAD-${daysAhead(20)}`));
    await expect(page).toHaveURL(
      new RegExp(`legs=SGN-HAN-${daysAhead(2)}&legs=HAN-DAD-\\d{4}-\\d{2}-\\d{2}&`),
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Flights of your trip' })
        .getByRole('button', { name: /Flight 1.*Fare chosen/ }),
    ).toBeVisible();
    await chooseFirstFare(page, /^Choose /);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
