import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** `₫7,276,576` (or `7.276.576 ₫`) → 7276576: a VND amount as the page writes it. */
function vndOn(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d-]/g, '');
  if (digits === '') throw new Error(`no amount in "${text ?? ''}"`);
  return Number(digits);
}

/**
 * The confirmation page states exactly what was charged: its price summary's per-flight lines and
 * the fee add up to the total, the fee line is the payment's fee (none for a fee-free method), and
 * Paid is the amount the payment captured, as the server reports it.
 */
export async function expectPageShowsCharged(page: Page): Promise<void> {
  const url = new URL(page.url());
  const answer = await page.request.patch('/booking/api/v1/payment/status', {
    data: { locator: url.searchParams.get('locator'), paymentId: url.searchParams.get('paymentId') },
  });
  const { payment } = (await answer.json()) as {
    payment: { amount: { totalAmount: number }; fee: { totalAmount: number } };
  };
  const price = page.getByRole('region', { name: 'Price summary' });
  await expect(price).toBeVisible();
  const amounts = async (rows: Locator) =>
    Promise.all((await rows.all()).map(async (row) => vndOn(await row.textContent())));
  const flights = await amounts(price.locator('summary .itin-price__amount'));
  const totals = new Map<string, number>();
  for (const row of await price.locator('dl > div').all()) {
    totals.set(
      (await row.getByRole('term').textContent()) ?? '',
      vndOn(await row.getByRole('definition').textContent()),
    );
  }
  const fees = [...totals].filter(([label]) => /fee/i.test(label)).map(([, amount]) => amount);
  expect(fees).toEqual(payment.fee.totalAmount > 0 ? [payment.fee.totalAmount] : []);
  expect(flights.reduce((sum, amount) => sum + amount, 0) + (fees[0] ?? 0)).toBe(payment.amount.totalAmount);
  expect(totals.get('Total')).toBe(payment.amount.totalAmount);
  expect(totals.get('Paid')).toBe(payment.amount.totalAmount);
  expect(totals.get('Still to pay')).toBe(0);
}
