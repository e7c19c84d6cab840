import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** True when `locator` has the keyboard focus. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab, as a keyboard user does, until `locator` has the focus (at most `steps` times). */
export async function tabTo(page: Page, locator: Locator, steps = 80): Promise<void> {
  for (let step = 0; step < steps && !(await isFocused(locator)); step++) await page.keyboard.press('Tab');
  expect(await isFocused(locator)).toBe(true);
}
