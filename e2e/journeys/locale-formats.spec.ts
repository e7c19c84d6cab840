import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseAirport } from '../support/search-form';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test.describe('money, dates and the fare calendar in the page’s language', () => {
  test('an English page writes dong the English way, as the booking pages do', async ({ page }) => {
    await page.goto('/en');
    const deals = page.getByRole('region', { name: 'Hot deals' });
    await deals.scrollIntoViewIfNeeded();
    const price = deals.locator('.hot-deal__amount').first();
    await expect(price).toHaveText(/^Only from ₫\d{1,3}(?:,\d{3})+|^₫\d{1,3}(?:,\d{3})+/);
    await expect(deals).not.toContainText(/\d\.\d{3}\s?₫/);
  });

  test('the calendar opens where it fits, and a chosen day keeps its price inside it', async ({ page }) => {
    await page.goto('/en');
    await chooseAirport(page, 'From', 'ho chi minh', 'SGN');
    await chooseAirport(page, 'To', 'ha noi', 'HAN');
    for (const name of ['Open calendar: Departure date', 'Open calendar: Return date']) {
      const opener = page.getByRole('button', { name });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: name.replace('Open calendar: ', '') });
      await expect(dialog).toBeVisible();
      const viewport = page.viewportSize();
      if (!viewport) throw new Error('no viewport');
      const popover = await box(dialog);
      // Whole, inside the window, and not over the field it belongs to.
      expect(popover.x).toBeGreaterThanOrEqual(0);
      expect(popover.y).toBeGreaterThanOrEqual(0);
      expect(popover.x + popover.width).toBeLessThanOrEqual(viewport.width);
      expect(popover.y + popover.height).toBeLessThanOrEqual(viewport.height);
      const field = await box(opener.locator('xpath=..'));
      const overlaps =
        popover.x < field.x + field.width &&
        field.x < popover.x + popover.width &&
        popover.y < field.y + field.height &&
        field.y < popover.y + popover.height;
      expect(overlaps, 'the calendar covers its field').toBe(false);

      const priced = dialog.locator(
        '.calendar__cell--fare[data-fare="price"], .calendar__cell--fare[data-fare="cheapest"]',
      );
      await expect(priced.first()).toBeVisible();
      await priced.first().click();
      await expect(dialog).toBeHidden();
      await opener.click();
      const chosen = page.getByRole('dialog').locator('.calendar__cell--fare[data-selected]');
      await expect(chosen).toBeVisible();
      const cell = await box(chosen);
      const fare = await box(chosen.locator('.calendar__fare'));
      expect(fare.x).toBeGreaterThanOrEqual(cell.x);
      expect(fare.x + fare.width).toBeLessThanOrEqual(cell.x + cell.width);
      // The compact price is all there: nothing cut off.
      expect(
        await chosen
          .locator('.calendar__fare')
          .evaluate((element) => element.scrollWidth <= element.clientWidth),
      ).toBe(true);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});
