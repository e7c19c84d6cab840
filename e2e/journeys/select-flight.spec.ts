import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

/** A round trip on the busiest route, which the seed flies every day. */
function roundTripSearch(): string {
  return (
    `/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${daysAhead(3)}` +
    `&returnDate=${daysAhead(6)}&tripType=roundTrip&adultCount=1&currency=VND`
  );
}

interface PageRecord {
  /** The layout shifts not caused by input, added up (CLS as the page has it so far). */
  shift: number;
  /** The text of every complaint about the search the page has shown. */
  complaints: string[];
}

test.describe('select-flight before its answer', () => {
  test('is prerendered as the results’ skeleton, not as a complaint about a search it has not read', async ({
    page,
  }) => {
    const html = await (await page.request.get(roundTripSearch())).text();
    expect(html).toContain('data-prerendered="selectFlight"');
    expect(html).toContain('results-skeleton');
    expect(html).not.toContain('search-problem');
    expect(html).not.toContain('missing its departure or arrival airport');
  });

  test('shows the skeleton until the answer, then the results, without a complaint or a shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const record: PageRecord = { shift: 0, complaints: [] };
      (window as unknown as { record: PageRecord }).record = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) record.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // From the first HTML on: the parser's nodes are seen too.
      new MutationObserver(() => {
        for (const problem of document.querySelectorAll('.search-problem'))
          record.complaints.push(problem.textContent);
      }).observe(document, { subtree: true, childList: true });
    });
    // The answer waits until the skeleton has been seen, as it does on a busy server.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(/\/booking\/api\/v1\/search-flight\?/, async (route) => {
      await answered;
      await route.continue();
    });

    await page.goto(roundTripSearch());
    await expect(page.locator('.results-skeleton')).toBeVisible();
    await expect(page.getByText('Searching for flights…')).toBeAttached();
    answer();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('.results-skeleton')).toHaveCount(0);
    // The day strip's fares come after the journeys: wait for them too.
    await expect(page.locator('.date-strip__price').first()).not.toBeEmpty();

    const record = await page.evaluate(() => (window as unknown as { record: PageRecord }).record);
    expect(record.complaints).toEqual([]);
    expect(record.shift).toBeLessThanOrEqual(0.02);
    await expectNoAxeViolations(page);
  });
});

test.describe('choosing a round trip', () => {
  test('the departure fare leads on to the return, and Continue says what it waits for', async ({
    page,
    isMobile,
  }) => {
    await page.goto(roundTripSearch());
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByText('Choose your departure and return flights to continue.')).toBeVisible();
    await expect(continueButton).toHaveAccessibleDescription(
      'Choose your departure and return flights to continue.',
    );

    // Down the list, as a traveller comparing flights would be.
    const departureFare = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Choose / })
      .nth(6);
    if (isMobile) await departureFare.tap();
    else {
      await departureFare.focus();
      await page.keyboard.press('Enter');
    }

    const returnTab = page.getByRole('tab', { name: /Return HAN → SGN/ });
    await expect(returnTab).toHaveAttribute('aria-selected', 'true');
    await expect(returnTab).toBeFocused();
    // Scrolled to (smoothly), in view and not under the phone's fixed bar.
    await expect
      .poll(async () => (await returnTab.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(isMobile ? 56 : 0);
    await expect(returnTab).toBeInViewport();
    await expect(
      page.getByRole('status').filter({ hasText: 'Now choose your return flight.' }),
    ).toBeAttached();
    await expect(continueButton).toHaveAccessibleDescription('Choose your return flight to continue.');
    await expectNoAxeViolations(page);

    // By keyboard from the tab into the return's list, or by a tap.
    const returnFare = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Choose / })
      .first();
    if (isMobile) await returnFare.tap();
    else {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null),
        'Tab goes from the return tab into its list',
      ).toBe(true);
      await returnFare.focus();
      await page.keyboard.press('Enter');
    }
    await expect(returnFare).toHaveAttribute('aria-pressed', 'true');
    await expect(continueButton).toBeEnabled();
    await expect(page.getByText('Choose your return flight to continue.')).toHaveCount(0);
  });
});
