import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Marked {
  firstHeading?: Element | null;
}

/** A search a traveller made on an earlier visit, as the booking draft keeps it (version 2). */
const SAVED_DRAFT = {
  version: 2,
  state: {
    tripType: 'oneway',
    departurePlace: 'SGN',
    arrivalPlace: 'HAN',
    firstPlaceChosen: 'departure',
    passengers: { adults: 2, children: 0, infants: 0 },
  },
};

/** The text of every script the page has loaded from /assets/ (as the server sends it). */
async function loadedScriptBodies(page: Page): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  return Promise.all(scripts.map(async (path) => (await page.request.get(path)).text()));
}

/**
 * When the page requested each file of the app's code: its scripts from /assets/ other than the
 * entry and the ICU warm-up worker, which starts before the paint on purpose (src/main.tsx).
 */
async function appCodeRequests(page: Page): Promise<{ name: string; startTime: number }[]> {
  return page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    return performance
      .getEntriesByType('resource')
      .filter((resource) => new URL(resource.name).pathname.startsWith('/assets/'))
      .filter((resource) => resource.name.endsWith('.js') && resource.name !== entry)
      .filter((resource) => !resource.name.includes('intl-warm-up'))
      .map((resource) => ({ name: resource.name, startTime: resource.startTime }));
  });
}

/** Resolves with the answer to home's hot deals request. */
function waitForHotDeals(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => response.url().includes('/hotdeal/api-home-hotdeal/') && response.ok(),
  );
}

/** Long enough for an answer just in to be rendered, had it been: two frames, then an idle turn. */
async function afterRendering(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2000 }));
        });
      }),
  );
}

/** Brings home's hot deals into view (below the fold on phones) and waits for their first card. */
async function showHotDeals(page: Page): Promise<void> {
  await page.locator('.hot-deals').scrollIntoViewIfNeeded();
  await expect(page.locator('.hot-deal:not(.hot-deal--placeholder)').first()).toBeVisible();
}

test.describe('a prerendered page starting', () => {
  test('home is hydrated in place: the elements of the first HTML stay on the page', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as Marked).firstHeading = document.querySelector('h1');
      });
    });
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Fly further for less' })).toBeVisible();
    expect(await page.evaluate(() => (window as Marked).firstHeading === document.querySelector('h1'))).toBe(
      true,
    );
  });

  test('the search form comes alive on the first touch: that click opens the airport list', async ({
    page,
  }) => {
    await page.goto('/en');
    const dateSegments = page.locator('.search-form .date-segment[data-placeholder]');
    // Until the visitor turns to it, the form is the prerendered one, without dates.
    await expect(dateSegments.first()).toBeAttached();
    await page.getByRole('combobox', { name: 'From' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: /\(SGN\)/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // Live now: the departure date is filled in.
    await expect(dateSegments).toHaveCount(0);
  });

  test('switching language before touching the form keeps the form, in the new language', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdown is the desktop control');
    await page.goto('/vi');
    await page.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' }).click();
    await page
      .getByRole('dialog', { name: 'Chọn ngôn ngữ' })
      .getByRole('option', { name: /English/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/en');
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find flights' })).toBeVisible();
  });

  test('a returning traveller sees the saved search without touching the form', async ({ page }) => {
    await page.addInitScript((draft) => {
      if (sessionStorage.getItem('e2e.draft-set')) return;
      localStorage.setItem('skybook.booking-draft', JSON.stringify(draft));
      sessionStorage.setItem('e2e.draft-set', '1');
    }, SAVED_DRAFT);
    await page.goto('/en');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(/\(SGN\)/);
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/\(HAN\)/);
    await expect(page.getByRole('radio', { name: 'One way' })).toBeChecked();
  });
  test("the app's code is fetched only once the first paint is on screen", async ({ page }) => {
    await page.goto('/en');
    const timing = {
      firstPaint: await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      ),
      scripts: await appCodeRequests(page),
    };
    expect(timing.firstPaint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(
        timing.firstPaint ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  test("the history entry and the storage areas are opened before the app's code is fetched", async ({
    page,
  }) => {
    // Records when the page first reads each storage area and every history.replaceState call.
    await page.addInitScript(() => {
      const calls: Record<string, number[]> = { replaceState: [], sessionStorage: [], localStorage: [] };
      (window as unknown as { browserCalls: typeof calls }).browserCalls = calls;
      const replaceState = History.prototype.replaceState.bind(window.history);
      History.prototype.replaceState = (...args: Parameters<History['replaceState']>) => {
        calls.replaceState?.push(performance.now());
        replaceState(...args);
      };
      for (const name of ['sessionStorage', 'localStorage'] as const) {
        const descriptor =
          Object.getOwnPropertyDescriptor(window, name) ??
          Object.getOwnPropertyDescriptor(Window.prototype, name);
        const read = descriptor?.get?.bind(window);
        if (!read) continue;
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => {
            calls[name]?.push(performance.now());
            return read() as Storage;
          },
        });
      }
    });
    await page.goto('/en');
    // The app has started once home's SEO links are in the head.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    const appCode = await appCodeRequests(page);
    const seen = {
      appCodeFetched: Math.min(...appCode.map((script) => script.startTime)),
      ...(await page.evaluate(() => ({
        calls: (window as unknown as { browserCalls: Record<string, number[]> }).browserCalls,
        state: window.history.state as unknown,
      }))),
    };
    // React Router marks the entry with its index when it has none (src/main.tsx did it already).
    expect(seen.state).toMatchObject({ idx: 0 });
    for (const [name, times] of Object.entries(seen.calls)) {
      expect(times.length, name).toBeGreaterThan(0);
      // Storage is read again later (cheap once open); the entry is marked once, before the app.
      const checked = name === 'replaceState' ? times : times.slice(0, 1);
      for (const time of checked) expect(time, name).toBeLessThan(seen.appCodeFetched);
    }
  });

  test("starting the app leaves the page's language attribute alone", async ({ page }) => {
    // Chromium restyles the whole document on a write of `lang`, even of the same value.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { langWrites: string[] }).langWrites = writes;
      new MutationObserver((records) => {
        for (const record of records) writes.push(String((record.target as Element).getAttribute('lang')));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
    });
    await page.goto('/en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("home's answers are checked in a worker: zod never loads on the main thread", async ({ page }) => {
    const hotDeals = waitForHotDeals(page);
    await page.goto('/en');
    // The three answers home asks for as it starts: the hot deals, the header's menus, its SEO.
    // (Scrolling would bring the lazy blocks below, which load more code.)
    await hotDeals;
    await afterRendering(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    const bodies = await loadedScriptBodies(page);
    expect(bodies.length).toBeGreaterThan(0);
    // zod's classes are built by name (`$constructor("$ZodType", …)`), which survives minifying.
    expect(bodies.filter((body) => /[`"']\$ZodType[`"']/.test(body))).toEqual([]);
  });

  test("on a phone the hot deals' row stays at rest while its cards arrive", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the row scrolls sideways on phones only');
    await page.addInitScript(() => {
      const scrolled: string[] = [];
      (window as { rowScrolls?: string[] }).rowScrolls = scrolled;
      window.addEventListener(
        'scroll',
        (event) => {
          if (event.target instanceof Element && event.target.matches('.hot-deals__list'))
            scrolled.push(event.target.className);
        },
        { capture: true, passive: true },
      );
    });
    await page.goto('/vi');
    await showHotDeals(page);
    // A row that rests past 0 is scrolled by the browser itself, an event for the page to handle.
    expect(await page.locator('.hot-deals__list').evaluate((row) => row.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => (window as { rowScrolls?: string[] }).rowScrolls)).toEqual([]);
  });

  test("on a phone the hot deals' cards are built only as the visitor scrolls toward them", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'below the fold on phones; a desktop has the block in view at once');
    const answer = waitForHotDeals(page);
    await page.goto('/en');
    await answer;
    await afterRendering(page);
    await expect(page.locator('.hot-deal--placeholder')).toHaveCount(8);
    await expect(page.locator('.hot-deal:not(.hot-deal--placeholder)')).toHaveCount(0);
    await showHotDeals(page);
    await expect(page.locator('.hot-deal--placeholder')).toHaveCount(0);
  });

  test('the libraries that run at start-up are compiled as they download; react-dom is not', async ({
    page,
  }) => {
    await page.goto('/en');
    const bodies = await loadedScriptBodies(page);
    const hinted = (body: string) => body.startsWith('//# allFunctionsCalledOnLoad\n');
    const holding = (text: string) => bodies.filter((body) => body.includes(text));
    // React Router's, i18next's and TanStack Query's chunks (apps/web/vite.config.ts compileHints);
    // react-dom's client is not among them.
    for (const marker of ['You cannot render a <Router>', 'i18next::', 'fetchFailureReason']) {
      expect(holding(marker).length, marker).toBeGreaterThan(0);
      expect(holding(marker).every(hinted), marker).toBe(true);
    }
    expect(holding('__reactFiber$').length).toBeGreaterThan(0);
    expect(holding('__reactFiber$').some(hinted)).toBe(false);
  });
});
