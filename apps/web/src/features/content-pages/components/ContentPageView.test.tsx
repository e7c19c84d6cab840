import { menuDetailSchema, pageResponseSchema } from '@skybook/contracts/content-store';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageAlternates } from '../../../stores/page-alternates';
import { currentUrl, renderApp } from '../../../test/render-app';
import { BAGGAGE_MENU, CABIN_BAGGAGE_PAGE, alternates, stubContentApi } from '../content-pages.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CHECK_IN_PAGE = pageResponseSchema.parse({
  page: {
    ...CABIN_BAGGAGE_PAGE.page,
    id: 'check-in',
    section: 'information',
    slug: 'check-in',
    title: 'Before your flight',
    summary: 'Check-in times and documents.',
    body: '<p>Counters close 40 minutes before departure.</p>',
    image: null,
    seo: { title: 'Check-in', description: 'When check-in opens and closes.' },
    parent: null,
    path: '/information/check-in',
    alternates: alternates('check-in', { vi: 'thu-tuc-truoc-chuyen-bay' }),
  },
});

describe('a content page', () => {
  it('shows a page under its section with a breadcrumb and the pages beside it', async () => {
    const { calls } = stubContentApi({
      '/content/api/v1/pages/cabin-baggage': CABIN_BAGGAGE_PAGE,
      '/content/api/v1/menu/baggage': BAGGAGE_MENU,
    });
    await renderApp('/en/pages/baggage/cabin-baggage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabin baggage' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => {
      expect(within(breadcrumb).getAllByRole('listitem')).toHaveLength(4);
    });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(breadcrumb).getByRole('link', { name: 'Travel information' })).toHaveAttribute(
      'href',
      '/en/pages/travel-information',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Baggage' })).toHaveAttribute(
      'href',
      '/en/pages/baggage',
    );
    expect(within(breadcrumb).getByText('Cabin baggage')).toHaveAttribute('aria-current', 'page');

    const side = screen.getByRole('navigation', { name: 'Baggage' });
    expect(within(side).getByRole('link', { name: 'Cabin baggage' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Checked baggage' })).toHaveAttribute(
      'href',
      '/en/pages/baggage/checked-baggage',
    );
    // The body's table scrolls in its own named region.
    expect(screen.getByRole('region', { name: 'Table (scroll sideways to see more)' })).toContainElement(
      screen.getByRole('table'),
    );
    expect(document.title).toBe('Cabin baggage allowance | Skybook');
    await waitFor(() => {
      expect(usePageAlternates.getState().alternates?.paths.vi).toBe('/pages/hanh-ly/hanh-ly-xach-tay');
    });
    expect(calls.filter((call) => call.path === '/content/api/v1/menu/baggage')).toHaveLength(1);
  });

  it('moves a page reached by another section or language to its own address', async () => {
    stubContentApi({
      '/content/api/v1/pages/hanh-ly-xach-tay': CABIN_BAGGAGE_PAGE,
      '/content/api/v1/pages/cabin-baggage': CABIN_BAGGAGE_PAGE,
      '/content/api/v1/menu/baggage': BAGGAGE_MENU,
    });
    const { router } = await renderApp('/en/information/hanh-ly-xach-tay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabin baggage' })).toBeInTheDocument();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/pages/baggage/cabin-baggage');
    });
  });

  it('finds where an information page sits through its own menu item', async () => {
    const checkInMenu = menuDetailSchema.parse({
      menu: {
        ...BAGGAGE_MENU.menu,
        id: 'check-in',
        menuName: 'Check-in',
        slug: 'check-in',
        type: 'Page',
        children: [],
      },
      parent: {
        id: 'travel-info',
        menuName: 'Travel information',
        slug: 'travel-information',
        path: '/pages/travel-information',
      },
    });
    const travelInfo = menuDetailSchema.parse({
      menu: {
        ...BAGGAGE_MENU.menu,
        id: 'travel-info',
        menuName: 'Travel information',
        slug: 'travel-information',
        path: '/pages/travel-information',
        children: [
          { ...BAGGAGE_MENU.menu, children: [] },
          { ...checkInMenu.menu, path: '/information/check-in', children: [] },
        ],
      },
      parent: null,
    });
    stubContentApi({
      '/content/api/v1/pages/check-in': CHECK_IN_PAGE,
      '/content/api/v1/menu/check-in': checkInMenu,
      '/content/api/v1/menu/travel-information': travelInfo,
    });
    await renderApp('/en/information/check-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before your flight' })).toBeInTheDocument();
    const side = await screen.findByRole('navigation', { name: 'Travel information' });
    expect(within(side).getByRole('link', { name: 'Check-in' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Baggage' })).toHaveAttribute('href', '/en/pages/baggage');
    await waitFor(() => {
      expect(usePageAlternates.getState().alternates?.paths.vi).toBe('/information/thu-tuc-truoc-chuyen-bay');
    });
  });

  it('shows a menu list as its page of links', async () => {
    stubContentApi({ '/content/api/v1/menu/baggage': BAGGAGE_MENU });
    await renderApp('/en/pages/baggage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baggage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checked baggage' })).toHaveAttribute(
      'href',
      '/en/pages/baggage/checked-baggage',
    );
    expect(document.title).toBe('Baggage | Skybook');
  });

  it('shows the not-found page when neither a page nor a menu list has the slug', async () => {
    stubContentApi({});
    await renderApp('/vi/pages/khong-co');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Không tìm thấy trang | Skybook');
  });
});
