import type { Route } from '@playwright/test';
import { prepareSession, storeSession } from '../support/booking-session';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { bookUnpaid } from '../support/manage';

/*
 * Issue 25, decision 045: a client past its booking threshold (5 bookings in 10 minutes) is asked
 * for a proof-of-work challenge. The journey's own address (support/fixtures.ts) books five times
 * over the API, then books in the browser: the payment page's booking answers 428
 * CAPTCHA_REQUIRED, the app solves a challenge in a worker while its live region says so, and
 * books again with the solution, without the traveller doing anything.
 */

const RESERVATIONS = '/booking/api/v1/reservations';

test('a client past its booking threshold books: the challenge is solved on its own', async ({
  page,
  request,
}) => {
  test.slow();
  for (let day = 3; day < 8; day++) await bookUnpaid(request, { daysOut: day, fareIndex: 0 });
  const session = await prepareSession(request, 9, 0);
  await storeSession(page, session);

  const creations: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(RESERVATIONS) && response.request().method() === 'POST')
      creations.push(response.status());
  });
  // The challenge waits until the live region has been seen saying what is happening.
  let release: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/booking/api/v1/captcha/challenge', async (route: Route) => {
    await seen;
    await route.continue();
  });

  await page.goto('/en/payment-methods');
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking that you are not a robot…' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  release();

  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible({ timeout: 60_000 });
  expect(creations).toEqual([428, 201]);
});
