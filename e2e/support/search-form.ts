import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Picks an airport in home's search form by typing a name only it matches, then Enter. */
export async function chooseAirport(page: Page, label: string, typed: string, code: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  // The typed text matches one airport only: the first option is it.
  await expect(page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) })).toBeAttached();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)`));
}
