import { expect, test } from '../support/fixtures';

/** Old addresses from the content store (apps/server/content/site/url-mappings.json). */
test.describe('old addresses', () => {
  test('an old address answers 301 with its new page, in any letter case', async ({ request }) => {
    const response = await request.get('/VI/Hoi-Dap/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/vi/faq');
    const temporary = await request.get('/vi/ve-tet', { maxRedirects: 0 });
    expect(temporary.status()).toBe(302);
    expect(temporary.headers().location).toBe('/vi/news/khuyen-mai/ve-tet-dinh-mui-2027-gia-tu-199000');
  });

  test('a visitor following an old link lands on the new page', async ({ page }) => {
    await page.goto('/en/help-center?from=old-site');
    await expect(page).toHaveURL(/\/en\/faq\?from=old-site$/);
    await page.goto('/Default.aspx');
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
