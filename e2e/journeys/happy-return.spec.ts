import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * A date `days` before today, YYYY-MM-DD. The e2e server seeds the network from today (UTC) and
 * logs four found items a day on the flights of 14 to 3 days ago (db/seed/happy-returns-items.ts).
 */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('lost and found', () => {
  test('a traveller finds an item by flight date, claims it and gets the reference to quote', async ({
    page,
  }) => {
    // Two pages, two forms and three accessibility scans on a 2-core machine.
    test.setTimeout(60_000);
    await page.goto('/en/happy-return');
    await expect(page.getByRole('heading', { level: 1, name: 'Lost and found' })).toBeVisible();
    const categories = page.getByRole('region', { name: 'What we keep' });
    await expect(categories.getByText('Phones', { exact: true })).toBeVisible();

    const search = page.getByRole('form', { name: 'Search found items' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('alert')).toHaveText(
      'Enter your booking code and family name, a flight number or a flight date',
    );
    await search.getByLabel('Flight date').fill(daysAgo(10));
    await search.getByRole('button', { name: 'Search' }).click();

    const results = page.getByRole('region', { name: /^\d+ items? found$/ });
    await expect(results).toBeVisible();
    await expect(results.getByRole('heading', { level: 3 })).toBeFocused();
    const first = results.getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 4 }).textContent()) ?? '';
    expect(title).not.toBe('');
    await expectNoAxeViolations(page);
    await first.getByRole('link', { name: 'Claim this item' }).click();

    await expect(page).toHaveURL(/\/en\/happy-return-claim\?itemId=LF[A-Z0-9]{8}$/);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    const claim = page.getByRole('form', { name: 'Claim this item' });
    await claim.getByRole('button', { name: 'Send the claim' }).click();
    await expect(claim.getByRole('textbox', { name: /Full name/ })).toBeFocused();
    await expect(claim.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expectNoAxeViolations(page);

    await claim.getByRole('textbox', { name: /Full name/ }).fill('Nguyen Thi Lan');
    await claim.getByRole('textbox', { name: /E-mail/ }).fill('lan.e2e@example.com');
    await claim.getByRole('combobox', { name: /Country code/ }).selectOption('+84');
    await claim.getByRole('textbox', { name: /Phone number/ }).fill('0912345678');
    await claim.getByRole('textbox', { name: /Booking code/ }).fill('qx7k2m');
    await claim
      .getByRole('textbox', { name: /Why is this item yours/ })
      .fill('It has a sticker of a red kite on the back and my initials N.T.L.');
    await claim.getByRole('radio', { name: /Collect it at the lost-and-found office/ }).check();
    await claim.getByRole('button', { name: 'Send the claim' }).click();

    const confirmation = page.getByRole('region', { name: 'We have received your claim' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(/^HR-\d{4}-\d{6,}$/)).toBeVisible();
    await expect(confirmation.getByRole('heading', { name: 'We have received your claim' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a traveller reports a lost item in Vietnamese and gets a reference', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/vi/happy-return');
    const report = page.getByRole('form', { name: 'Báo mất đồ' });
    await expect(report.getByRole('option', { name: 'Điện thoại' })).toBeAttached();
    await report.getByRole('textbox', { name: /Họ và tên/ }).fill('Trần Văn Minh');
    await report.getByRole('textbox', { name: /Email/ }).fill('minh.e2e@example.com');
    await report.getByRole('textbox', { name: /Số điện thoại/ }).fill('0987654321');
    await report.getByRole('textbox', { name: /Số hiệu chuyến bay/ }).fill('VJ131');
    await report.getByLabel(/Ngày bay/).fill(daysAgo(5));
    await report.getByRole('combobox', { name: /Loại đồ vật/ }).selectOption('phone');
    // The phone category asks its own details; its required ones are starred.
    const brand = report.getByRole('combobox', { name: /Hãng/ });
    await expect(brand).toBeVisible();
    await report.getByRole('button', { name: 'Gửi thông báo mất đồ' }).click();
    await expect(brand).toHaveAccessibleDescription('Trường này bắt buộc nhập');
    await expectNoAxeViolations(page);

    await brand.selectOption({ index: 1 });
    await report.getByRole('combobox', { name: /Màu sắc/ }).selectOption({ index: 1 });
    await report
      .getByRole('textbox', { name: /Mô tả đồ vật/ })
      .fill('Điện thoại ốp lưng trong suốt, màn hình nứt góc');
    await report.getByRole('radio', { name: 'Trên máy bay' }).check();
    await report.getByRole('button', { name: 'Gửi thông báo mất đồ' }).click();

    const confirmation = page.getByRole('region', { name: 'Chúng tôi đã nhận thông báo mất đồ của bạn' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(/^HR-\d{4}-\d{6,}$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
