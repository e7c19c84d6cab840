import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

// Home's content blocks and the site's overlays, as a first-time visitor meets them: the content
// comes from the store the server imports from apps/server/content, the popups with their dates.
test.use({ overlays: 'shown' });

const POSITIONS = ['Middle', 'Bottom_Left', 'Bottom_Right'] as const;

/** Scrolls to the bottom a screen at a time, as a reader would, so each block nears the viewport in turn. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 30; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) return;
  }
}

/**
 * The visitor's first key press: popups and the cookie banner wait for it (the overlays' code,
 * loaded when the browser is first idle, reads an earlier one from the Event Timing API), and the
 * page's popups are asked for.
 */
async function interactOnceLoaded(page: Page): Promise<void> {
  const popupsAsked = page.waitForResponse((response) => response.url().includes('/content/api/v1/popup?'));
  await page.keyboard.press('ArrowDown');
  await popupsAsked;
}

/** The overlays' code has loaded (it does when the browser is first idle after start-up). */
async function overlaysLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

interface ExpectedPopups {
  readonly middle: string | undefined;
  readonly corners: readonly string[];
}

/** What home should show, worked out from the content API (popups run between dates). */
async function expectedHomePopups(page: Page, isMobile: boolean): Promise<ExpectedPopups> {
  const device = isMobile ? 'mobile' : 'desktop';
  const popups = (await (
    await page.request.get(`/content/api/v1/popup?languageId=en&type=${device}`)
  ).json()) as { popups: { displayPosition: string; pagePath: string; title: string }[] };
  const image = (await (await page.request.get('/content/api/v1/img-popup?languageId=en')).json()) as {
    imagePopup: { title: string } | null;
  };
  const home = popups.popups.filter((popup) => popup.pagePath === '/');
  const first = (position: string) => home.find((popup) => popup.displayPosition === position)?.title;
  const corners = ['Bottom_Left', 'Bottom_Right'].map(first).filter((title) => title !== undefined);
  return { middle: image.imagePopup?.title ?? first('Middle'), corners };
}

test.describe('home content blocks', () => {
  test.beforeEach(async ({ page }) => {
    // These journeys are about the blocks: cookies accepted, home's popups seen this session.
    await page.addInitScript((positions) => {
      localStorage.setItem('skybook.cookieConsent', 'accepted');
      for (const position of positions) sessionStorage.setItem(`skybook.popup.${position}:/`, 'closed');
    }, POSITIONS);
  });

  test('banners, campaigns and prizes load as the visitor scrolls down to them', async ({
    page,
    isMobile,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/content/api/v1/')) asked.push(pathname);
    });
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Fly further for less' })).toBeVisible();
    // Prizes sit at the bottom of home: nothing of theirs is fetched for the first view.
    await page.waitForTimeout(500);
    expect(asked).not.toContain('/content/api/v1/awards');
    expect(asked).not.toContain('/content/api/v1/vietjet-future');

    await scrollToBottom(page);
    const banners = page.getByRole('region', { name: 'Offers and news' });
    await expect(banners).toHaveAttribute('aria-roledescription', 'carousel');
    const green = page.getByRole('region', { name: 'Fly green with Skybook' });
    await expect(green.getByRole('listitem')).toHaveCount(3);
    await expect(green.getByRole('link', { name: 'Ca Mau mangroves' })).toHaveAttribute(
      'href',
      '/en/pages/about-skybook/sustainability',
    );
    await expect(page.getByRole('region', { name: 'Future vision' }).getByRole('listitem')).toHaveCount(3);
    const prizes = page.getByRole('region', { name: 'Skybook’s awards' });
    await expect(prizes.getByRole('listitem')).toHaveCount(isMobile ? 3 : 6);
    // A prize's picture is decorative: its name is the text beside it.
    await expect(prizes.getByRole('listitem').first().locator('img')).toHaveAttribute('src', /\/awards\//);
    for (const path of ['banner', 'flygreen', 'vietjet-future', 'awards'])
      expect(asked.filter((asked) => asked === `/content/api/v1/${path}`)).toHaveLength(1);
    await expectNoAxeViolations(page);

    // The prize carousel goes round: eight prizes, fewer in view.
    const firstPrize = await prizes.getByRole('listitem').first().textContent();
    await prizes.getByRole('button', { name: 'Next award' }).click();
    await expect(prizes.getByRole('listitem').last()).not.toHaveText(firstPrize ?? '');
    await expect(prizes.getByRole('listitem').first()).not.toHaveText(firstPrize ?? '');
  });

  test('a block keeps its placeholder, of its size and shape, until its answer is in', async ({ page }) => {
    // The green block's answer waits until the test lets it go, as on a slow link.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(/\/content\/api\/v1\/flygreen(?:\?|$)/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/en');
    const block = page.locator('.home-block').filter({ has: page.locator('.home-campaign--green') });
    const before = await block.boundingBox();
    const asked = page.waitForRequest(/\/content\/api\/v1\/flygreen/);
    await block.scrollIntoViewIfNeeded();
    await asked;
    // Near and asked for: still the placeholder, drawn as the block will be, and as tall.
    await expect(block.locator('.home-placeholder .campaign-card')).toHaveCount(3);
    await expect(block.locator('.home-placeholder .home-placeholder__lines')).toHaveCount(3);
    expect((await block.boundingBox())?.height).toBe(before?.height);

    answer();
    const green = page.getByRole('region', { name: 'Fly green with Skybook' });
    await expect(green.getByRole('listitem')).toHaveCount(3);
    await expect(block.locator('.home-placeholder')).toHaveCount(0);
  });

  test('the banner carousel works by keyboard and its slide show can be stopped', async ({ page }) => {
    await page.goto('/en');
    await scrollToBottom(page);
    const banners = page.getByRole('region', { name: 'Offers and news' });
    const stop = banners.getByRole('button', { name: 'Stop the slide show' });
    await stop.focus();
    await page.keyboard.press('Enter');
    await expect(banners.getByRole('button', { name: 'Start the slide show' })).toBeFocused();

    const shown = banners.locator('.home-banner:not([hidden])');
    await expect(shown).toHaveAccessibleName(/^1 of \d$/);
    await banners.getByRole('button', { name: 'Next banner' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown).toHaveAccessibleName(/^2 of \d$/);
    await page.keyboard.press('Shift+Tab');
    const lastPicker = banners.getByRole('group', { name: 'Choose a banner' }).getByRole('button').last();
    await expect(lastPicker).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lastPicker).toHaveAttribute('aria-current', 'true');
    // The slide's picture is sized before it loads, and the slide is a link to its offer.
    await expect(shown.getByRole('img')).toHaveAttribute('width', '1200');
    await expect(shown.getByRole('link')).toHaveAttribute('href', /^\/en\//);
  });
});

/** The overlays on screen now: the cookie banner, popup dialogs and corner popups. */
async function overlaysOnScreen(page: Page): Promise<number> {
  const banners = await page.getByRole('region', { name: 'This website uses cookies' }).count();
  const dialogs = await page.getByRole('dialog').count();
  const corners = await page.getByRole('complementary').count();
  return banners + dialogs + corners;
}

/** Waits past the time a popup takes to show once the popups have been asked for and answered. */
async function pastThePopupDelay(page: Page): Promise<void> {
  await overlaysLoaded(page);
  await page.waitForTimeout(1500);
}

test.describe('popups', () => {
  test('take turns, one at a time: the cookie banner, the dialog, then a corner; each once per path per session', async ({
    page,
    isMobile,
  }) => {
    const expected = await expectedHomePopups(page, isMobile);
    expect(expected.middle !== undefined && expected.corners.length > 0, 'home has popups running').toBe(
      true,
    );
    await page.goto('/en');
    await overlaysLoaded(page);
    // Nothing covers the page before the visitor does anything: no popup, no cookie banner.
    expect(await overlaysOnScreen(page)).toBe(0);
    await interactOnceLoaded(page);

    const banner = page.getByRole('region', { name: 'This website uses cookies' });
    await expect(banner).toBeVisible();
    await pastThePopupDelay(page);
    expect(await overlaysOnScreen(page)).toBe(1);
    await banner.getByRole('button', { name: 'Accept' }).click();

    const dialog = page.getByRole('dialog', { name: expected.middle });
    await expect(dialog).toBeVisible();
    expect(await overlaysOnScreen(page)).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const title of expected.corners) {
      const corner = page.getByRole('complementary', { name: title });
      await expect(corner).toBeVisible();
      expect(await overlaysOnScreen(page)).toBe(1);
      await expectNoAxeViolations(page);
      await corner.getByRole('button', { name: `Close: ${title}` }).click();
      await expect(corner).toBeHidden();
    }

    // Same tab, same session: home shows none of them again.
    await page.reload();
    await interactOnceLoaded(page);
    await page.waitForTimeout(500);
    expect(await overlaysOnScreen(page)).toBe(0);

    // Another path has its own: the FAQ's hotline corner (every device, no end date).
    await page.goto('/en/faq');
    await interactOnceLoaded(page);
    const hotline = page.getByRole('complementary', { name: 'Need help? Call 1900 6886' });
    await expect(hotline).toBeVisible();
    await expect(hotline.getByRole('link')).toHaveAttribute('href', 'tel:19006886');
    // Left open, it still shows only once in this session.
    await page.goto('/en/faq');
    await interactOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(hotline).toHaveCount(0);
  });

  test('never take the focus or the text of a field in use, nor open over a search being made', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en');
    const popupsAnswered = page.waitForResponse((response) =>
      response.url().includes('/content/api/v1/popup?'),
    );
    const from = page.getByRole('combobox', { name: 'From' });
    if (isMobile) await from.tap();
    else await from.click();
    await page.keyboard.type('Ha');
    await popupsAnswered;
    await pastThePopupDelay(page);
    await expect(from).toBeFocused();
    await expect(from).toHaveValue('Ha');
    expect(await overlaysOnScreen(page)).toBe(0);

    // The traveller looks away from a search half made: it is still theirs, nothing opens over it.
    // (The open airport list hides the rest of the page from the accessibility tree: by its text.)
    const hero = page.getByText('Fly further for less', { exact: true });
    if (isMobile) await hero.tap();
    else await hero.click();
    await expect(from).not.toBeFocused();
    await page.waitForTimeout(1500);
    expect(await overlaysOnScreen(page)).toBe(0);

    // The FAQ's own search field is a field in use too.
    await page.goto('/en/faq');
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    if (isMobile) await search.tap();
    else await search.click();
    await page.keyboard.type('bag');
    await pastThePopupDelay(page);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('bag');
    expect(await overlaysOnScreen(page)).toBe(0);
  });
});

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    // These journeys are about the cookie banner: home's popups were seen earlier in the session.
    await page.addInitScript((positions) => {
      for (const position of positions) sessionStorage.setItem(`skybook.popup.${position}:/`, 'closed');
    }, POSITIONS);
  });

  test('asks on the first visit and is remembered across reloads once accepted', async ({ page }) => {
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'This website uses cookies' });
    await page.keyboard.press('ArrowDown');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/pages/cookie-policy',
    );
    await expectNoAxeViolations(page);

    // The skip link stays reachable: the banner is at the bottom and is not a dialog.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    const accept = banner.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('skybook.cookieConsent'))).toBe('accepted');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Fly further for less' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await overlaysLoaded(page);
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
  });

  test('never covers the element that has focus (WCAG 2.2 SC 2.4.11)', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('ArrowDown');
    const banner = page.getByRole('region', { name: 'This website uses cookies' });
    await expect(banner).toBeVisible();
    // Through the search form and on into the page, by keyboard: each stop stays above the banner.
    for (let stop = 0; stop < 24; stop += 1) {
      await page.keyboard.press('Tab');
      const place = await page.evaluate(() => {
        const focused = document.activeElement;
        const region = document.querySelector('.cookie-consent');
        if (!focused || !region || region.contains(focused)) return null;
        return {
          name: `${focused.tagName} ${focused.textContent.trim().slice(0, 30)}`,
          bottom: Math.round(focused.getBoundingClientRect().bottom),
          bannerTop: Math.round(region.getBoundingClientRect().top),
        };
      });
      if (place) expect(place.bottom, place.name).toBeLessThanOrEqual(place.bannerTop);
    }
  });

  test('stays off the pages routes, where the cookie policy itself is read', async ({ page }) => {
    await page.goto('/en/pages/cookie-policy');
    await page.keyboard.press('ArrowDown');
    await overlaysLoaded(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'This website uses cookies' })).toHaveCount(0);
    await page.goto('/en/faq');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('region', { name: 'This website uses cookies' })).toBeVisible();
  });
});
