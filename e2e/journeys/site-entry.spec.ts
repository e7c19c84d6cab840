import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.describe('arriving at the site', () => {
  test('the root lands on the Vietnamese home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bay khắp nơi, giá nhẹ tênh' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    // The content store's SEO title for home (content/site/home-seo.json).
    await expect(page).toHaveTitle('Skybook – Vé máy bay giá rẻ nội địa và quốc tế');
    await expectNoAxeViolations(page);
  });

  test('the root with ?languageCode=en lands on the English home', async ({ page }) => {
    await page.goto('/?languageCode=en');
    await expect(page).toHaveURL((url) => url.pathname === '/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Fly further for less' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
  });

  test('a path without a language prefix ends at the Vietnamese home', async ({ page }) => {
    await page.goto('/select-flight');
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bay khắp nơi, giá nhẹ tênh' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a members-only page sends a guest to sign-in, to come back after', async ({ page }) => {
    await page.goto('/vi/profile/account');
    await expect(page).toHaveURL(`/vi/signin?fromPath=${encodeURIComponent('/vi/profile/account')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng nhập với Skyclub' })).toBeVisible();
    await expect(page).toHaveTitle('Đăng nhập | Skybook');
    await expectNoAxeViolations(page);
  });
});
