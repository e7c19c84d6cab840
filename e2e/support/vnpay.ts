import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * On the VNPay sandbox's QR page: approves the payment in the sandbox's bank app (a tab of its
 * own, as a phone's app would be), then says "I have paid" on the page, which goes back to the
 * site. The bank app's tab stays open until the context ends: closing it once hung Page.close in
 * CI (mobile project, 2 minutes), and a traveller switching back to the tab does not close it.
 */
export async function payAtVnpayQr(
  page: Page,
  context: BrowserContext,
  press: (target: Locator) => Promise<void>,
): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\//);
  const appUrl = await page
    .getByRole('link', { name: /sandbox bank app|ngân hàng thử nghiệm/i })
    .getAttribute('href');
  const bankApp = await context.newPage();
  await bankApp.goto(appUrl ?? '');
  await press(bankApp.getByRole('button', { name: /Approve payment|Xác nhận thanh toán/ }));
  await expect(bankApp.getByRole('status')).toBeVisible();
  await page.bringToFront();
  await press(page.getByRole('button', { name: /I have paid|Tôi đã thanh toán/ }));
}
