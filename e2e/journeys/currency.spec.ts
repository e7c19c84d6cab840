import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseAirport } from '../support/search-form';

test.describe('choosing a currency', () => {
  test('on desktop, the dropdown applies at once, returns home, and the next search is priced in it', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdown is the desktop control');
    await page.goto('/en/checkin');
    await page.getByRole('button', { name: 'Currency: VND' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose currency' });
    await expect(dialog.getByRole('option', { name: /US dollar/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const search = dialog.getByRole('searchbox', { name: 'Search currencies' });
    await search.fill('bitcoin');
    await expect(dialog.getByText('No data')).toBeVisible();
    await search.fill('DOLLAR');
    await expect(dialog.getByRole('option')).toHaveCount(3);
    await dialog.getByRole('option', { name: /USD/ }).click();

    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toHaveText('USD');

    // React Aria hides the radio input itself; a person clicks its label.
    await page.locator('label', { hasText: 'One way' }).click();
    await expect(page.getByRole('radio', { name: 'One way' })).toBeChecked();
    await chooseAirport(page, 'From', 'ho chi minh', 'SGN');
    await chooseAirport(page, 'To', 'ha noi', 'HAN');
    await page.getByRole('button', { name: 'Find flights' }).click();
    await expect(page).toHaveURL(/\/en\/select-flight\?.*&currency=USD/);
    const fare = page.getByRole('article').first();
    await expect(fare).toContainText(/\$\d[\d,]*\.\d{2}/);
    await expect(fare).not.toContainText('₫');
    await expectNoAxeViolations(page);
  });

  test('on desktop, the dropdown closes on an outside click and forgets its search', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdown is the desktop control');
    await page.goto('/vi/checkin');
    const trigger = page.getByRole('button', { name: 'Tiền tệ: VND' });
    await trigger.click();
    await page.getByRole('searchbox', { name: 'Tìm tiền tệ' }).fill('yen');
    // A modal popover lays an underlay over the page, so click a point rather than an element.
    await page.mouse.click(200, 500);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/vi\/checkin$/);
    await trigger.click();
    await expect(page.getByRole('searchbox', { name: 'Tìm tiền tệ' })).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(8);
  });

  test('on mobile, the side-menu drawer applies the choice only on Next, then returns home', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the drawer is the mobile control');
    await page.goto('/en/checkin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Currency VND' }).click();
    const drawer = page.getByRole('dialog', { name: 'Choose currency' });
    await drawer.getByRole('option', { name: /Japanese yen/ }).click();
    await expect(page).toHaveURL(/\/en\/checkin$/);
    await expectNoAxeViolations(page);

    await drawer.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Currency JPY' })).toBeVisible();
  });

  test('on mobile, the Vietnamese site offers no currency in the side menu', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the side menu is the mobile header');
    await page.goto('/vi/checkin');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: /Ngôn ngữ/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Tiền tệ/ })).toHaveCount(0);
  });
});

test.describe('the currency a visitor starts in', () => {
  // As a CDN in front of the site would say: this visitor is in Singapore.
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'SG' } });

  test('a visitor from Singapore sees SGD; once they choose VND, VND it stays', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en/checkin');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Currency SGD' }).click();
      const drawer = page.getByRole('dialog', { name: 'Choose currency' });
      await drawer.getByRole('option', { name: /Vietnamese dong/ }).click();
      await drawer.getByRole('button', { name: 'Next' }).click();
    } else {
      await page.getByRole('button', { name: 'Currency: SGD' }).click();
      await page
        .getByRole('dialog', { name: 'Choose currency' })
        .getByRole('option', { name: /VND/ })
        .click();
      await expect(page.getByRole('button', { name: 'Currency: VND' })).toBeVisible();
    }
    // Choosing a currency returns home.
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Still from Singapore at the next load, but their choice wins.
    await page.reload();
    await page.goto('/en/e-menu');
    await expect(page.getByText('Prices in VND, VAT included.')).toBeVisible();
    if (!isMobile) await expect(page.getByRole('button', { name: 'Currency: VND' })).toBeVisible();
  });

  test('prices the e-menu and the hot deals in SGD before any choice', async ({ page }) => {
    await page.goto('/en/e-menu');
    const menu = page.getByRole('region', { name: 'Dishes and drinks' });
    await expect(menu.getByText('Prices in SGD, VAT included.')).toBeVisible();
    await expect(menu.getByRole('listitem').filter({ hasText: 'Hanoi beef pho' })).toContainText(
      /SGD\s?\d+\.\d{2}|S\$\d+\.\d{2}/,
    );
  });
});
