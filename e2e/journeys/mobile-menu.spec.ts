import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.describe('mobile chrome', () => {
  test('shows the fixed bar with title and back button, and the side menu opens and closes by keyboard', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the bar and side menu are the mobile header');
    await page.goto('/en/checkin');
    const banner = page.getByRole('banner');
    // The desktop top bar (hidden here) has an "Online check-in" menu link too.
    await expect(
      banner.getByText('Online check-in', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account and support' })).toBeHidden();
    await expectNoAxeViolations(page);

    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the home page has the mobile bar without a back button, and the menu closes on navigation', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the bar and side menu are the mobile header');
    await page.goto('/vi');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Quay lại' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Quản lý đặt chỗ' }).click();
    await expect(page).toHaveURL(/\/vi\/my\/search-booking$/);
    await expect(menu).toBeHidden();
  });

  test("on a phone the hidden desktop header's menus are not built; on a wider window they are", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the desktop header is hidden on phones only');
    await page.goto('/en/checkin');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The side menu shows the content's menus, so their answer is in.
    await expect(menu.getByRole('link', { name: 'Manage booking' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.locator('.desktop-header .top-bar__quick, .desktop-header .primary-nav-wrap'),
    ).toHaveCount(0);
    const menuCode = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/HeaderMenus-')),
    );
    expect(menuCode).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(banner.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/vi/checkin');
    // The shell in index.html has nothing to focus; wait for the app to replace it.
    await expect(page.getByRole('heading', { level: 1, name: 'Làm thủ tục trực tuyến' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Chuyển đến nội dung chính' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
