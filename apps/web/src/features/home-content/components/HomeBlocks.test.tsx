import { act, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import {
  BANNERS,
  FUTURE,
  FakeIntersectionObserver,
  GREEN,
  awards,
  contentFetch,
  stubMatchMedia,
} from '../home-content.fixture';
import { HomeBanners, HomeCampaign, HomePrizes } from './HomeBlocks';

let content: ReturnType<typeof contentFetch>;

function renderBlocks() {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <HomeBanners language="en" />
            <HomeCampaign kind="green" language="en" />
            <HomeCampaign kind="future" language="en" />
            <HomePrizes language="en" />
          </>
        ),
      },
    ],
    { initialEntries: ['/en'] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const paths = () => content.calls.map((call) => call.path);

describe('home content blocks', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    content = contentFetch({
      '/content/api/v1/banner': BANNERS,
      '/content/api/v1/awards': awards(8),
      '/content/api/v1/flygreen': GREEN,
      '/content/api/v1/vietjet-future': FUTURE,
    });
    vi.stubGlobal('fetch', content.fetchImpl);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    stubMatchMedia(() => false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hold their room with placeholders and fetch nothing until they come near the viewport', async () => {
    const { container } = renderBlocks();
    expect(container.querySelectorAll('.home-block')).toHaveLength(4);
    expect(container.querySelector('.home-banners__frame')).toBeInTheDocument();
    expect(container.querySelectorAll('.home-prizes__list .home-prize')).toHaveLength(6);
    // Give any eager request time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(content.calls).toHaveLength(0);
    expect(FakeIntersectionObserver.instances.map((observer) => observer.rootMargin)).toEqual(
      Array.from({ length: 4 }, () => '600px 0px'),
    );
  });

  it('load each block, data and code, when it nears the viewport', async () => {
    renderBlocks();
    act(() => {
      FakeIntersectionObserver.scrollNear('.home-banners');
    });
    expect(await screen.findByRole('region', { name: 'Offers and news' })).toBeInTheDocument();
    expect(paths()).toEqual(['/content/api/v1/banner']);

    act(() => {
      FakeIntersectionObserver.scrollNear('.home-campaign--green');
    });
    const green = await screen.findByRole('region', { name: 'Fly green with Skybook' });
    expect(paths()).toEqual(['/content/api/v1/banner', '/content/api/v1/flygreen']);
    expect(content.calls[1]?.query.get('languageId')).toBe('en');
    const [mangroves] = within(green).getAllByRole('listitem');
    if (!mangroves) throw new Error('No campaign card');
    expect(within(mangroves).getByText('Under way')).toBeInTheDocument();
    expect(within(mangroves).getByRole('link', { name: 'Ca Mau mangroves' })).toHaveAttribute(
      'href',
      '/en/pages/about-skybook/sustainability',
    );
    // CMS HTML goes through SafeHtml: text kept, scripts never.
    expect(within(mangroves).getByText('50 hectares planted.')).toBeInTheDocument();
    expect(green.querySelector('script')).toBeNull();
    expect(within(green).getByText('Planned')).toBeInTheDocument();

    act(() => {
      FakeIntersectionObserver.scrollNear('.home-campaign--future');
      FakeIntersectionObserver.scrollNear('.home-prizes');
    });
    const future = await screen.findByRole('region', { name: 'Future vision' });
    // Both texts are there; the stylesheet shows the longer one on wide screens only.
    expect(future.querySelector('.campaign-card__text--narrow')).toHaveTextContent('A younger fleet.');
    expect(future.querySelector('.campaign-card__text--wide')).toHaveTextContent('burns a fifth less fuel');
    expect(await screen.findByRole('region', { name: 'Skybook’s awards' })).toBeInTheDocument();
    expect(paths()).toHaveLength(4);
    expect(paths()).toContain('/content/api/v1/vietjet-future');
    expect(paths()).toContain('/content/api/v1/awards');
  });

  it('leave no trace when their content cannot be had', async () => {
    content = contentFetch({});
    vi.stubGlobal('fetch', content.fetchImpl);
    const { container } = renderBlocks();
    act(() => {
      FakeIntersectionObserver.scrollNear('.home-campaign--green');
    });
    await waitFor(() => {
      expect(container.querySelector('.home-campaign--green')).toBeNull();
    });
    // The others still wait for the visitor.
    expect(container.querySelector('.home-campaign--future')).toBeInTheDocument();
  });
});
