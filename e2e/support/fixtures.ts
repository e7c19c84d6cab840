import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 AA as axe tags it (design §5 Accessibility). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's own build, put into the page as it is when first asked for. @axe-core/playwright
 * took about 2 s a check here: it injects axe again on every call and finishes each run in a blank
 * page it opens for the purpose (for cross-origin frames, which the site has none of: its CSP
 * says frame-src 'none'). The same rules run in the page take about 0.3 s.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
    iframes: false,
  };
  // The whole page, React Aria's live announcer included: what it holds is read out as well.
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

interface JourneyFixtures {
  /** Console errors and CSP reports seen during the test; checked to be empty at its end. */
  pageErrors: string[];
  /** Presses a control as the project's traveller does: a tap on a touch screen, a click otherwise. */
  press: (target: Locator) => Promise<void>;
  /**
   * Scrolls what is under `target` down by about `distance` pixels as the project's traveller
   * does: a finger swiping up on a touch screen, the mouse wheel otherwise.
   */
  scrollOver: (target: Locator, distance: number) => Promise<void>;
}

/**
 * A finger put down near the bottom of `target`, moved up by `distance` pixels and lifted, through
 * Chromium's touch input (Playwright has taps, not swipes). The page scrolls as a phone's would.
 */
async function swipeUp(page: Page, target: Locator, distance: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = Math.round(box.x + box.width / 2);
  const from = Math.round(box.y + box.height - 10);
  const to = Math.max(Math.round(box.y + 10), from - distance);
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let y = from - 10; y >= to; y -= 10) await touch('touchMove', y);
  await touch('touchEnd', to);
  await session.detach();
}

interface JourneyOptions {
  /**
   * `quiet` (the default): the visitor has accepted cookies and no popup runs, so a journey is not
   * about overlays it did not ask for. `shown`: the site as a first-time visitor meets it
   * (home-content.spec.ts sets it with `test.use({ overlays: 'shown' })`).
   */
  overlays: 'quiet' | 'shown';
}

/** What the content API answers for popups in a quiet journey: none running. */
const NO_POPUPS: Readonly<Record<string, unknown>> = {
  '/content/api/v1/popup': { popups: [] },
  '/content/api/v1/img-popup': { imagePopup: null },
};

/**
 * The address a journey's traveller calls from, one per test (the server trusts the proxy's
 * X-Forwarded-For here, as behind the live site's proxy): each journey is another traveller, so a
 * limit per client (booking lookups: 20 in 10 minutes) counts each journey alone instead of the
 * whole suite, which shares 127.0.0.1.
 */
function travellerAddress(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testInfo.testId).digest();
  return `10.${String(a)}.${String(b)}.${String((c % 254) + 1)}`;
}

/**
 * Every journey also proves the page runs under the server's strict CSP and throws nothing:
 * a blocked inline style or script shows up here as a console error.
 */
export const test = base.extend<JourneyFixtures & JourneyOptions>({
  overlays: ['quiet', { option: true }],
  // The browser's requests and the API fixtures' alike; a spec's own test.use() replaces it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': travellerAddress(testInfo) });
  },
  /**
   * Home, select-flight and the booking pages arrive prerendered; their controls work once the app
   * has hydrated them (apps/web/src/app/App.tsx marks `<html data-app-ready>`), so navigation
   * waits for that.
   */
  page: async ({ page, overlays }, use) => {
    if (overlays === 'quiet') {
      await page.addInitScript(() => {
        localStorage.setItem('skybook.cookieConsent', 'accepted');
      });
      await page.route(/\/content\/api\/v1\/(?:img-)?popup(?:\?|$)/, (route) =>
        route.fulfill({ json: NO_POPUPS[new URL(route.request().url()).pathname] }),
      );
    }
    const waitForApp = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => waitForApp(goto(url, options));
    page.reload = (options) => waitForApp(reload(options));
    await use(page);
  },
  press: async ({ hasTouch }, use) => {
    await use((target) => (hasTouch ? target.tap() : target.click()));
  },
  scrollOver: async ({ page, hasTouch }, use) => {
    await use(async (target, distance) => {
      if (hasTouch) {
        await swipeUp(page, target, distance);
        return;
      }
      const box = await target.boundingBox();
      if (!box) throw new Error('nothing to scroll over');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, distance);
    });
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 page answers with status 404 on purpose, and a call past the client's threshold 428
        // (the proof-of-work challenge, decision 045); Chromium logs those as failed resources.
        if (message.type() === 'error' && !/status of (?:404|428)\b/.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
