import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('an unknown path shows the 404 page with status 404 and a way home and to the FAQ', async ({ page }) => {
  const response = await page.goto('/vi/khong-co-trang-nay');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
  const faq = page.getByRole('link', { name: 'Xem câu hỏi thường gặp' });
  await expect(faq).toHaveAttribute('href', '/vi/faq');
  await expectNoAxeViolations(page);

  await faq.click();
  await expect(page).toHaveURL(/\/vi\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeVisible();
});
