import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.describe('flight ticket landing pages', () => {
  test('a route page shows its cheapest fares and its search opens select-flight', async ({ page }) => {
    await page.goto('/vi/ve-may-bay');
    await expect(page.getByRole('heading', { level: 1, name: 'Vé máy bay' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Vé máy bay TP. Hồ Chí Minh – Hà Nội' }).click();

    await expect(page).toHaveURL(/\/vi\/ve-may-bay\/tp-ho-chi-minh-ha-noi$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vé máy bay TP. Hồ Chí Minh – Hà Nội' }),
    ).toBeVisible();
    const fares = page.getByRole('region', { name: /Giá vé rẻ nhất các tuần tới/ });
    // The e2e server sells the coming 14 days: the first week has fares.
    const firstWeek = fares.getByRole('listitem').first().getByRole('link');
    await expect(firstWeek).toContainText('₫');
    await expectNoAxeViolations(page);

    const search = fares.getByRole('link', { name: /^Tìm chuyến bay ngày / }).last();
    await search.click();
    await expect(page).toHaveURL(
      /\/vi\/select-flight\?departAirport=SGN&arrivalAirport=HAN&departDate=\d{4}-\d{2}-\d{2}&tripType=oneway/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the English address of a Vietnamese slug moves to the English page', async ({ page }) => {
    await page.goto('/en/ve-may-bay/tp-ho-chi-minh-ha-noi');
    await expect(page).toHaveURL(/\/en\/ve-may-bay\/ho-chi-minh-city-hanoi$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Flights Ho Chi Minh City – Hanoi' }),
    ).toBeVisible();
  });
});
