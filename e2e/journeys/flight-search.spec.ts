import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

interface Words {
  readonly from: string;
  readonly to: string;
  readonly departDate: string;
  readonly openCalendar: string;
  readonly passengers: string;
  readonly addAdult: string;
  readonly addChild: string;
  readonly addInfant: string;
  readonly done: string;
  readonly find: string;
  readonly returnTab: RegExp;
  readonly choose: RegExp;
  readonly continue: string;
}

const VI: Words = {
  from: 'Điểm đi',
  to: 'Điểm đến',
  departDate: 'Ngày đi',
  openCalendar: 'Mở lịch: Ngày đi',
  passengers: 'Hành khách',
  addAdult: 'Thêm một: Người lớn',
  addChild: 'Thêm một: Trẻ em',
  addInfant: 'Thêm một: Em bé',
  done: 'Xong',
  find: 'Tìm chuyến bay',
  returnTab: /Chiều về/,
  choose: /^Chọn /,
  continue: 'Tiếp tục',
};

const EN: Words = {
  from: 'From',
  to: 'To',
  departDate: 'Departure date',
  openCalendar: 'Open calendar: Departure date',
  passengers: 'Passengers',
  addAdult: 'Add one: Adults',
  addChild: 'Add one: Children',
  addInfant: 'Add one: Infants',
  done: 'Done',
  find: 'Find flights',
  returnTab: /Return/,
  choose: /^Choose /,
  continue: 'Continue',
};

async function chooseAirport(page: Page, label: string, typed: string, code: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  // The typed text matches one airport only: the first option is it.
  await expect(page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) })).toBeAttached();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)`));
}

/** Chooses the first fare on sale in the visible list. */
async function chooseFirstFare(scope: Locator, words: Words): Promise<void> {
  const button = scope.getByRole('button', { name: words.choose }).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function searchRoundTripAndChoose(page: Page, language: 'vi' | 'en', words: Words): Promise<void> {
  await page.goto(`/${language}`);
  await expect(page.getByRole('combobox', { name: words.from })).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseAirport(page, words.from, 'ho chi minh', 'SGN');
  await chooseAirport(page, words.to, 'ha noi', 'HAN');

  // The departure date on the calendar, by keyboard: two days after the default (tomorrow).
  await page.getByRole('button', { name: words.openCalendar }).click();
  const calendar = page.getByRole('dialog', { name: words.departDate });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();

  await page.getByRole('button', { name: new RegExp(words.passengers) }).click();
  await page.getByRole('button', { name: words.addAdult }).click();
  await page.getByRole('button', { name: words.addChild }).click();
  await page.getByRole('button', { name: words.addInfant }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: words.done }).click();

  await page.getByRole('button', { name: words.find }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/${language}/select-flight\\?departAirport=SGN&arrivalAirport=HAN&departDate=${daysAhead(3)}&returnDate=${daysAhead(10)}&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1&currency=VND$`,
    ),
  );

  const continueButton = page.getByRole('button', { name: words.continue });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('tabpanel').getByRole('button', { name: words.choose }).first().click();
  // Choosing the departure leads on to the return (select-flight.spec.ts has the details).
  await expect(page.getByRole('tab', { name: words.returnTab })).toHaveAttribute('aria-selected', 'true');
  await chooseFirstFare(page.getByRole('tabpanel'), words);

  await expect(page.getByTestId('selection-total')).toHaveText(/[1-9]/);
  await expect(continueButton).toBeEnabled();
  await expectNoAxeViolations(page);
}

test.describe('searching for flights', () => {
  test('in Vietnamese: a round trip SGN → HAN for 2 adults, 1 child, 1 infant, a fare each way', async ({
    page,
  }) => {
    await searchRoundTripAndChoose(page, 'vi', VI);
  });

  test('in English: the same search and choice', async ({ page }) => {
    await searchRoundTripAndChoose(page, 'en', EN);
  });

  test('a search from the query string lands on the results', async ({ page }) => {
    await page.goto(
      `/vi/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${daysAhead(2)}&tripType=oneway&adultCount=1`,
    );
    await expect(page.getByRole('heading', { level: 2, name: /Chiều đi SGN → HAN/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseFirstFare(page.locator('main'), VI);
    await expect(page.getByRole('button', { name: 'Tiếp tục' })).toBeEnabled();
  });

  test('an invalid query string says what is wrong and offers a new search', async ({ page }) => {
    await page.goto('/vi/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=01-12-2026');
    await expect(page.getByRole('alert').filter({ hasText: 'Ngày đi không hợp lệ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Thay đổi tìm kiếm' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the form works by keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard-only use is a desktop journey');
    await page.goto('/en');
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    async function tabTo(locator: Locator): Promise<void> {
      for (let step = 0; step < 60 && !(await isFocused(locator)); step++) await page.keyboard.press('Tab');
      expect(await isFocused(locator)).toBe(true);
    }

    // One way, chosen with the arrow keys inside the trip-type group.
    await tabTo(page.getByRole('radio', { name: 'Round trip' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'One way' })).toBeChecked();

    await tabTo(page.getByRole('combobox', { name: 'From' }));
    await page.keyboard.type('sgn');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(/\(SGN\)/);

    await tabTo(page.getByRole('combobox', { name: 'To' }));
    await page.keyboard.type('ha noi');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/\(HAN\)/);

    await tabTo(page.getByRole('button', { name: /Passengers/ }));
    await page.keyboard.press('Enter');
    await tabTo(page.getByRole('button', { name: 'Add one: Adults' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Passengers/ })).toContainText('2 adults');

    await tabTo(page.getByRole('button', { name: 'Find flights' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/select-flight\?.*tripType=oneway&adultCount=2/);

    const fare = page.getByRole('button', { name: /^Choose / }).first();
    await expect(fare).toBeVisible();
    await tabTo(fare);
    await page.keyboard.press('Enter');
    await expect(fare).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page.getByRole('button', { name: 'Continue' }));
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
