import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { contentFetch } from '../chrome.fixture';

describe('site header', () => {
  it('links the logo home and offers sign-up, sign-in with fromPath, and support', async () => {
    await renderApp('/en/select-flight?from=SGN', { chromeRequests: 'test' });
    const banner = await screen.findByRole('banner');
    const [logoLink] = within(banner).getAllByRole('link', { name: 'Skybook – Home' });
    if (!logoLink) throw new Error('No logo link');
    expect(logoLink).toHaveAttribute('href', '/en');
    // Drawn in the page: an SVG file as an <img> costs a document of its own at start-up.
    expect(within(logoLink).getByRole('img', { name: 'Skybook – Home' }).tagName).toBe('svg');
    const account = within(banner).getByRole('navigation', { name: 'Account and support' });
    expect(within(account).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/en/faq');
    expect(within(account).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');
    expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en/signin?fromPath=${encodeURIComponent('/en/select-flight?from=SGN')}`,
    );
  });

  it('shows the page title in the mobile bar with a back button off the home page', async () => {
    await renderApp('/vi/checkin', { chromeRequests: 'test' });
    const banner = await screen.findByRole('banner');
    expect(
      within(banner).getByText('Làm thủ tục trực tuyến', { selector: '.mobile-bar__title' }),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
  });

  it('has no back button on the home page', async () => {
    await renderApp('/vi', { chromeRequests: 'test' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();
  });

  it('opens the side menu, which closes when the visitor navigates', async () => {
    const { user, router } = await renderApp('/vi/e-sim', { chromeRequests: 'test' });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Đăng ký' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Trang chủ' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/vi');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });

  it('applies a language from the mobile drawer only on Continue', async () => {
    const { user, router } = await renderApp('/vi/e-sim?step=2', { chromeRequests: 'test' });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /Ngôn ngữ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Chọn ngôn ngữ' });
    await user.click(within(drawer).getByRole('option', { name: /한국어/ }));
    expect(currentUrl(router)).toBe('/vi/e-sim?step=2');
    await user.click(within(drawer).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/ko/e-sim?step=2');
    });
  });

  it('keeps the language when the mobile drawer is closed without Continue', async () => {
    const { user, router } = await renderApp('/vi/e-sim', { chromeRequests: 'test' });
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /Ngôn ngữ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Chọn ngôn ngữ' });
    await user.click(within(drawer).getByRole('option', { name: /English/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Chọn ngôn ngữ' })).not.toBeInTheDocument();
    });
    expect(currentUrl(router)).toBe('/vi/e-sim');
  });
});

describe('header menus from the content store', () => {
  let content: ReturnType<typeof contentFetch>;

  beforeEach(() => {
    content = contentFetch();
    vi.stubGlobal('fetch', vi.fn(content.fetchImpl));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function mainMenu() {
    const banner = await screen.findByRole('banner');
    // The menus' code loads with them, after the first paint.
    const nav = await within(banner).findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('button', { name: 'Plan and book' });
    return nav;
  }

  it('asks for the header menus in the page language and puts the top menus in the top bar', async () => {
    await renderApp('/en/checkin', { chromeRequests: 'test' });
    const banner = await screen.findByRole('banner');
    const quick = await within(banner).findByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
    // An own-host URL navigates inside the app, in the page's language.
    expect(within(quick).getByRole('link', { name: /Hot deals/ })).toHaveAttribute(
      'href',
      '/en/news/promotions',
    );
    const call = content.calls.find((entry) => entry.query.get('placement') === 'header');
    expect(call?.path).toBe('/content/api/v1/menu');
    expect(call?.query.get('languageId')).toBe('en');
  });

  it('shows primary menus with sub-menus as closed buttons and a plain menu as a link', async () => {
    await renderApp('/en/checkin', { chromeRequests: 'test' });
    const nav = await mainMenu();
    expect(within(nav).getByRole('button', { name: 'Plan and book' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).queryByRole('link', { name: 'Book flights' })).not.toBeInTheDocument();
    const contact = within(nav).getByRole('link', { name: 'Contact us' });
    expect(contact).toHaveAttribute('href', '/en/pages/contact-us');
    // Its text fell back to Vietnamese, and says so.
    expect(contact).toHaveAttribute('lang', 'vi');
  });

  it('opens a menu and its second level on hover and closes them when the pointer leaves', async () => {
    const { user } = await renderApp('/en/checkin', { chromeRequests: 'test' });
    const nav = await mainMenu();
    const plan = within(nav).getByRole('button', { name: 'Plan and book' });
    await user.hover(plan);
    expect(plan).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Book flights' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByRole('link', { name: 'Fare types' })).toHaveAttribute(
      'href',
      '/en/pages/plan-and-book/fare-types',
    );
    const network = within(nav).getByRole('button', { name: 'Our network' });
    await user.hover(network);
    expect(network).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Domestic routes' })).toHaveAttribute(
      'href',
      '/en/information/domestic-routes',
    );
    expect(within(nav).getByRole('link', { name: 'Flights by route' })).toHaveAttribute(
      'href',
      '/en/flight-tickets',
    );
    await user.unhover(network);
    expect(within(nav).queryByRole('link', { name: 'Domestic routes' })).not.toBeInTheDocument();
    await user.unhover(plan);
    await waitFor(() => {
      expect(plan).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('works by keyboard: Enter opens, Tab walks the links, Escape closes the innermost level', async () => {
    const { user } = await renderApp('/en/checkin', { chromeRequests: 'test' });
    const nav = await mainMenu();
    const plan = within(nav).getByRole('button', { name: 'Plan and book' });
    plan.focus();
    await user.keyboard('{Enter}');
    expect(plan).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Book flights' })).toHaveFocus();
    await user.tab();
    const network = within(nav).getByRole('button', { name: 'Our network' });
    expect(network).toHaveFocus();
    await user.keyboard(' ');
    expect(network).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Domestic routes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(network).toHaveAttribute('aria-expanded', 'false');
    expect(network).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(plan).toHaveAttribute('aria-expanded', 'false');
    expect(plan).toHaveFocus();
  });

  it('closes when focus leaves the menu by Tab and when the visitor clicks elsewhere', async () => {
    const { user } = await renderApp('/en/checkin', { chromeRequests: 'test' });
    const nav = await mainMenu();
    const plan = within(nav).getByRole('button', { name: 'Plan and book' });
    plan.focus();
    await user.keyboard('{Enter}');
    expect(plan).toHaveAttribute('aria-expanded', 'true');
    // Back from the first menu is the logo, outside the menu.
    await user.tab({ shift: true });
    expect(screen.getAllByRole('link', { name: 'Skybook – Home' })[0]).toHaveFocus();
    expect(plan).toHaveAttribute('aria-expanded', 'false');
    const news = within(nav).getByRole('button', { name: 'News and offers' });
    await user.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(news).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends partner links out of the site and shows links that are not allow-listed as text', async () => {
    const { user } = await renderApp('/en/checkin', { chromeRequests: 'test' });
    const nav = await mainMenu();
    await user.click(within(nav).getByRole('button', { name: 'News and offers' }));
    expect(within(nav).getByRole('link', { name: /Promotions/ })).toHaveAttribute(
      'href',
      '/en/news/promotions',
    );
    const partner = within(nav).getByRole('link', { name: 'Partner site' });
    expect(partner).toHaveAttribute('href', 'https://www.skybook.co.th/');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).queryByRole('link', { name: 'Unknown site' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Unknown site')).toBeInTheDocument();
  });

  it('navigates inside the app from a sub-menu link and closes the menu', async () => {
    const { user, router } = await renderApp('/en/checkin', { chromeRequests: 'test' });
    const nav = await mainMenu();
    const plan = within(nav).getByRole('button', { name: 'Plan and book' });
    await user.click(plan);
    await user.click(within(nav).getByRole('link', { name: 'Book flights' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en');
    });
    const nav2 = await mainMenu();
    await waitFor(() => {
      expect(within(nav2).getByRole('button', { name: 'Plan and book' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });
});
