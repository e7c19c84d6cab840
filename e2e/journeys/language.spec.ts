import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.describe('switching language', () => {
  test('on desktop, the dropdown searches and switches at once, keeping the path and query', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdown is the desktop control');
    await page.goto('/vi/select-flight?adultCount=2');
    await page.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chọn ngôn ngữ' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    const search = dialog.getByRole('searchbox', { name: 'Tìm ngôn ngữ' });
    await search.fill('xyz');
    await expect(dialog.getByText('Không có dữ liệu')).toBeVisible();
    await search.fill('ENGL');
    await dialog.getByRole('option', { name: /English/ }).click();

    await expect(page).toHaveURL(/\/en\/select-flight\?adultCount=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Select flights' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
  });

  test('on desktop, the dropdown closes on an outside click and forgets its search', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdown is the desktop control');
    await page.goto('/en/checkin');
    const trigger = page.getByRole('button', { name: 'Language: English' });
    await trigger.click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('thai');
    // A modal popover lays an underlay over the page, so click a point rather than an element.
    await page.mouse.click(200, 500);
    await expect(page.getByRole('dialog')).toBeHidden();
    await trigger.click();
    await expect(page.getByRole('searchbox', { name: 'Search languages' })).toHaveValue('');
  });

  test('on desktop, the dropdown works by keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the dropdown is the desktop control');
    await page.goto('/en/my/search-booking');
    await page.getByRole('button', { name: 'Language: English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox', { name: 'Search languages' })).toBeFocused();
    await page.keyboard.type('ko');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('option', { name: /한국어/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ko\/my\/search-booking$/);
    await expect(page.getByRole('button', { name: '언어: 한국어' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test('on mobile, the drawer applies the choice only on Continue, keeping the path', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the drawer is the mobile control');
    await page.goto('/vi/checkin?pax=1');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: /Ngôn ngữ/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Chọn ngôn ngữ' });
    await drawer.getByRole('option', { name: /日本語/ }).click();
    await expect(page).toHaveURL(/\/vi\/checkin\?pax=1$/);
    await expectNoAxeViolations(page);

    await drawer.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page).toHaveURL(/\/ja\/checkin\?pax=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'オンラインチェックイン' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
