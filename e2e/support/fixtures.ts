import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe tags it (DESIGN §5 Accessibility). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The whole page, React Aria's live announcer included: what it holds is read out as well.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

interface JourneyFixtures {
  /** Console errors and CSP reports seen during the test; checked to be empty at its end. */
  pageErrors: string[];
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
 * Every journey also proves the page runs under the server's strict CSP and throws nothing:
 * a blocked inline style or script shows up here as a console error.
 */
export const test = base.extend<JourneyFixtures & JourneyOptions>({
  overlays: ['quiet', { option: true }],
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
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 page answers with status 404 on purpose; Chromium logs that as a failed resource.
        if (message.type() === 'error' && !message.text().includes('status of 404'))
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
