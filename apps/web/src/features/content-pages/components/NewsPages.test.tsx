import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageAlternates } from '../../../stores/page-alternates';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  POST_DETAIL,
  TRAVEL_GUIDES_MENU,
  jsonResponse,
  postPages,
  stubContentApi,
} from '../content-pages.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a news list', () => {
  it('shows ten posts, flags the featured one, and loads the rest with "Load more"', async () => {
    const { calls } = stubContentApi({ '/content/api/v1/post': postPages(13) });
    const { user } = await renderApp('/en/news/travel-guides');
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel guides' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Travel guides' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Travel guide 1' })).toHaveAttribute(
      'href',
      '/en/news/travel-guides/guide-1',
    );
    const first = within(list).getAllByRole('article')[0];
    expect(first && within(first).getByText('Featured')).toBeInTheDocument();
    expect(within(list).getAllByText('Featured')).toHaveLength(1);
    expect(screen.getByText('Showing 10 of 13 articles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more articles' }));
    const eleventh = await within(list).findByRole('link', { name: 'Travel guide 11' });
    expect(within(list).getAllByRole('article')).toHaveLength(13);
    await waitFor(() => {
      expect(eleventh).toHaveFocus();
    });
    // Announced by a live region that was on the page before the words arrived.
    expect(screen.getByText('3 more articles loaded. Showing 13 of 13.')).toHaveAttribute('role', 'status');
    // Nothing more to load: the button goes.
    expect(screen.queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
    const pages = calls
      .filter((call) => call.path === '/content/api/v1/post')
      .map((call) => call.query.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(
      calls.every((call) => call.path !== '/content/api/v1/post' || call.query.get('limit') === '10'),
    ).toBe(true);
  });

  it('has no "Load more" when one page holds every post, and says when the category is empty', async () => {
    stubContentApi({ '/content/api/v1/post': postPages(4) });
    const first = await renderApp('/en/news/travel-guides');
    expect(await screen.findByRole('link', { name: 'Travel guide 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
    first.unmount();

    stubContentApi({ '/content/api/v1/post': postPages(0) });
    await renderApp('/en/news/travel-guides');
    expect(await screen.findByText('There are no articles in this category yet.')).toBeInTheDocument();
  });

  it('publishes the category in every language for the language switch', async () => {
    stubContentApi({ '/content/api/v1/post': postPages(2) });
    const { router } = await renderApp('/en/news/cam-nang-du-lich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel guides' })).toBeInTheDocument();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/news/travel-guides');
    });
    await waitFor(() => {
      expect(usePageAlternates.getState().alternates).toMatchObject({
        pathname: '/en/news/travel-guides',
        paths: { vi: '/news/cam-nang-du-lich', en: '/news/travel-guides', ja: '/news/travel-guides' },
      });
    });
  });

  it('shows the not-found page for an unknown category', async () => {
    stubContentApi({});
    await renderApp('/en/news/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('a news article', () => {
  it('shows the article with its date, category, picture, body and related posts', async () => {
    stubContentApi({
      '/content/api/v1/post/48-hours-in-da-nang': POST_DETAIL,
      '/content/api/v1/menu/travel-guides': TRAVEL_GUIDES_MENU,
    });
    const { user, router } = await renderApp('/en/news/travel-guides/48-hours-in-da-nang');
    const heading = await screen.findByRole('heading', { level: 1, name: '48 hours in Da Nang' });
    const article = heading.closest('article');
    if (!article) throw new Error('no article');
    expect(within(article).getByRole('img', { name: 'A beach with palm trees' })).toHaveAttribute(
      'src',
      '/content/media/news/da-nang-48-hours.svg',
    );
    expect(within(article).getByText('October 29, 2026')).toHaveAttribute(
      'datetime',
      '2026-10-29T01:00:00.000Z',
    );
    expect(within(article).getByRole('link', { name: 'Travel guides' })).toHaveAttribute(
      'href',
      '/en/news/travel-guides',
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'Day 1' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'More in Travel guides' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(document.title).toBe('48 hours in Da Nang | Skybook');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'A two-day plan for busy people.',
    );
    await waitFor(() => {
      expect(usePageAlternates.getState().alternates?.paths.vi).toBe(
        '/news/cam-nang-du-lich/48-gio-o-da-nang',
      );
    });
    expect(document.head.querySelector<HTMLLinkElement>('link[hreflang="vi"]')?.href).toBe(
      `${window.location.origin}/vi/news/cam-nang-du-lich/48-gio-o-da-nang`,
    );

    // A link in the body opens in the app, with the language added.
    await user.click(within(article).getByRole('link', { name: 'the baggage rules' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/pages/baggage/cabin-baggage');
    });
  });

  it('shows the not-found page for an unknown article, and a way to retry when loading fails', async () => {
    stubContentApi({});
    const first = await renderApp('/en/news/travel-guides/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    first.unmount();

    let failures = 2;
    stubContentApi({
      '/content/api/v1/post/48-hours-in-da-nang': () =>
        failures-- > 0
          ? jsonResponse({ errorCode: 'INTERNAL_ERROR', message: 'Server error.', requestId: 'X' }, 500)
          : jsonResponse(POST_DETAIL),
      '/content/api/v1/menu/travel-guides': TRAVEL_GUIDES_MENU,
    });
    const { user } = await renderApp('/en/news/travel-guides/48-hours-in-da-nang');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '48 hours in Da Nang' })).toBeInTheDocument();
  });
});
