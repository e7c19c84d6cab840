import { expect, expectNoAxeViolations, test } from '../support/fixtures';

// The menus and footer come from the content store the server imports from apps/server/content.

test.describe('desktop header menus', () => {
  test('the primary menus open their sub-menus and second levels on hover', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the main navigation is the desktop header');
    await page.goto('/en/my/search-booking');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const plan = nav.getByRole('button', { name: 'Plan and book' });
    await plan.hover();
    await expect(plan).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Fare types' })).toHaveAttribute(
      'href',
      '/en/pages/plan-and-book/fare-types',
    );
    const network = nav.getByRole('button', { name: 'Our network' });
    await network.hover();
    await expect(network).toHaveAttribute('aria-expanded', 'true');
    const domestic = nav.getByRole('link', { name: 'Domestic routes' });
    await expect(domestic).toBeVisible();
    await expect(domestic).toHaveAttribute('href', '/en/information/domestic-routes');
    await expectNoAxeViolations(page);

    // Away from the menu, it closes by itself.
    await page.mouse.move(640, 380);
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
    await expect(domestic).toBeHidden();

    await plan.hover();
    await nav.getByRole('link', { name: 'Low-fare calendar' }).click();
    await expect(page).toHaveURL(/\/en\/select-flight-cheap$/);
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
  });

  test('the primary menus work by keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the main navigation is the desktop header');
    await page.goto('/en/my/search-booking');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const travel = nav.getByRole('button', { name: 'Travel information' });
    await travel.focus();
    await page.keyboard.press('Enter');
    await expect(travel).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const baggage = nav.getByRole('button', { name: 'Baggage' });
    await expect(baggage).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Cabin baggage' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(baggage).toBeFocused();
    await expect(baggage).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(travel).toBeFocused();
    await expect(travel).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Check-in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/information\/check-in$/);
    await expect(travel).toHaveAttribute('aria-expanded', 'false');
  });

  test('the top bar carries the top menus: in-app links and a partner site', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the top bar is the desktop header');
    await page.goto('/vi/my/search-booking');
    const quick = page.getByRole('navigation', { name: 'Truy cập nhanh' });
    await expect(quick.getByRole('link', { name: 'Skybook Thái Lan' })).toHaveAttribute(
      'href',
      'https://www.skybook.co.th/',
    );
    await quick.getByRole('link', { name: 'Làm thủ tục trực tuyến' }).click();
    await expect(page).toHaveURL(/\/vi\/checkin$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile side menu', () => {
  test('opens nested drawers per menu level, goes back by button and Escape, and follows a link', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the side menu is the mobile header');
    await page.goto('/en/my/search-booking');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/skybookvn',
    );
    await expectNoAxeViolations(page);

    await menu.getByRole('button', { name: 'Travel information' }).click();
    await expect(menu.getByRole('heading', { name: 'Travel information', exact: true })).toBeFocused();
    await menu.getByRole('button', { name: 'Baggage' }).click();
    await expect(menu.getByRole('heading', { name: 'Baggage', exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Cabin baggage' })).toHaveAttribute(
      'href',
      '/en/pages/baggage/cabin-baggage',
    );
    await expect(menu.getByRole('button', { name: 'Back to Travel information' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Baggage' })).toBeFocused();
    await menu.getByRole('button', { name: 'Back to Menu' }).click();
    await expect(menu.getByRole('button', { name: 'Travel information' })).toBeFocused();

    await menu.getByRole('button', { name: 'News and offers' }).click();
    await menu.getByRole('link', { name: /Promotions/ }).click();
    await expect(page).toHaveURL(/\/en\/news\/promotions$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('lazy footer', () => {
  test('loads its menus and footer info only when scrolled near, then shows them', async ({
    page,
    isMobile,
  }) => {
    const footerInfoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/content/api/v1/footer-info')) footerInfoRequests.push(request.url());
    });
    // A short window puts the footer well below the fold of this short page.
    const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.setViewportSize({ width, height: 300 });
    const headerMenus = page.waitForResponse((response) => response.url().includes('placement=header'));
    await page.goto('/en/my/search-booking');
    await headerMenus;
    const footer = page.getByRole('contentinfo');
    const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThan(300 + 200);
    // Give a wrongly eager footer the time to ask.
    await page.waitForTimeout(1000);
    expect(footerInfoRequests).toEqual([]);
    await expect(footer.getByRole('link')).toHaveCount(0);

    // Listening first: at full height the footer may already be near enough to load.
    const footerInfo = page.waitForRequest((request) =>
      request.url().includes('/content/api/v1/footer-info'),
    );
    await page.setViewportSize({ width, height });
    await footer.scrollIntoViewIfNeeded();
    expect(new URL((await footerInfo).url()).searchParams.get('languageId')).toBe('en');
    await expect(footer.getByRole('link', { name: /1900 6886/ })).toHaveAttribute('href', 'tel:19006886');
    await expect(footer.getByText('Skybook Aviation Joint Stock Company')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@skybookvn',
    );

    const links = footer.getByRole('navigation', { name: 'Site links' });
    if (isMobile) {
      const travel = links.getByRole('button', { name: 'Travel information' });
      await expect(travel).toHaveAttribute('aria-expanded', 'false');
      await expect(links.getByRole('link', { name: 'Special assistance' })).toBeHidden();
      await travel.focus();
      await page.keyboard.press('Enter');
      await expect(travel).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(links.getByRole('heading', { level: 2, name: 'Travel information' })).toBeVisible();
    }
    await expect(links.getByRole('link', { name: 'Special assistance' })).toHaveAttribute(
      'href',
      '/en/information/special-assistance',
    );
    await expectNoAxeViolations(page);
    expect(footerInfoRequests).toHaveLength(1);
  });
});
