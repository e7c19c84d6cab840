import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.describe('the e-menu', () => {
  test('lists dishes and drinks by category with pictures, prices and dietary labels, and finds one by name', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/vi/e-menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Thực đơn trên không' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tải thực đơn (PDF)' })).toHaveAttribute(
      'href',
      '/content/api/v1/emenu/download?languageId=vi',
    );
    const menu = page.getByRole('region', { name: 'Món ăn và đồ uống' });
    const hot = menu.getByRole('region', { name: 'Món nóng' });
    const pho = hot.getByRole('listitem').filter({ hasText: 'Phở bò Hà Nội' });
    await expect(pho).toContainText('95.000');
    await expect(pho.getByRole('list', { name: 'Thông tin ăn uống' })).toContainText('Không gluten');
    await expect(pho.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await pho.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(menu.getByRole('region', { name: 'Ký hiệu ăn uống' })).toContainText(
      'Chỉ bán cho hành khách từ 18 tuổi.',
    );
    await expectNoAxeViolations(page);

    // A category is a tap away.
    const drinks = menu.getByRole('navigation', { name: 'Nhóm món' }).getByRole('link', { name: 'Đồ uống' });
    if (isMobile) await drinks.tap();
    else await drinks.click();
    await expect(menu.getByRole('heading', { level: 3, name: 'Đồ uống' })).toBeInViewport();

    // Typed without accents, found with them.
    const search = menu.getByRole('searchbox', { name: 'Tìm món ăn, đồ uống' });
    await search.fill('ca phe');
    await expect(menu.getByRole('status')).toHaveText('Tìm thấy 2 món');
    await expect(menu.getByRole('heading', { level: 4 })).toHaveText(['Cà phê sữa đá', 'Bộ phin và cà phê']);
    await search.fill('sushi');
    await expect(menu.getByRole('status')).toHaveText('Không có món nào tên “sushi”.');
    await expect(menu.getByRole('heading', { level: 4 })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('in English, with the English names', async ({ page }) => {
    await page.goto('/en/e-menu');
    const menu = page.getByRole('region', { name: 'Dishes and drinks' });
    await expect(menu.getByRole('region', { name: 'Drinks' })).toContainText('Iced milk coffee');
    await menu.getByRole('searchbox', { name: 'Search dishes and drinks' }).fill('COFFEE');
    await expect(menu.getByRole('status')).toHaveText('2 items found');
    await expect(menu.getByRole('listitem').filter({ hasText: 'Iced milk coffee' })).toContainText('₫45,000');
    await expectNoAxeViolations(page);
  });
});
