import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { awards, contentFetch, stubMatchMedia } from '../home-content.fixture';
import { PrizeCarousel, visiblePrizes } from './PrizeCarousel';

function renderPrizes(count: number, isWide: boolean) {
  const content = contentFetch({ '/content/api/v1/awards': awards(count) });
  vi.stubGlobal('fetch', content.fetchImpl);
  stubMatchMedia((query) => isWide && query === '(min-width: 1024px)');
  const router = createMemoryRouter(
    [{ path: '/:lang', element: <PrizeCarousel language="en" placeholder={null} /> }],
    {
      initialEntries: ['/en'],
    },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { content, user: userEvent.setup() };
}

async function shownNames(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.home-prize__name')?.textContent ?? '');
}

describe('the prize carousel', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows six prizes on a wide screen, each with its picture and name, beside the logo', async () => {
    const { content } = renderPrizes(8, true);
    const region = await screen.findByRole('region', { name: 'Skybook’s awards' });
    expect(content.calls[0]?.path).toBe('/content/api/v1/awards');
    expect(content.calls[0]?.query.get('languageId')).toBe('en');
    expect(await shownNames()).toEqual(['Award 1', 'Award 2', 'Award 3', 'Award 4', 'Award 5', 'Award 6']);
    const [first] = within(region).getAllByRole('listitem');
    if (!first) throw new Error('No prize shown');
    expect(first.querySelector('img')).toHaveAttribute('src', '/content/media/awards/award-1.svg');
    expect(within(first).getByText('Issuer 1, 2026')).toBeInTheDocument();
    // The logo is drawn in the page (no image document of its own) and is decorative here.
    expect(region.querySelector('svg.home-prizes__logo')).toHaveAttribute('aria-hidden', 'true');
  });

  it('goes round without end when there are more prizes than room', async () => {
    const { user } = renderPrizes(8, true);
    await screen.findByRole('region', { name: 'Skybook’s awards' });
    await user.click(screen.getByRole('button', { name: 'Next award' }));
    expect(await shownNames()).toEqual(['Award 2', 'Award 3', 'Award 4', 'Award 5', 'Award 6', 'Award 7']);
    await user.click(screen.getByRole('button', { name: 'Previous award' }));
    await user.click(screen.getByRole('button', { name: 'Previous award' }));
    expect(await shownNames()).toEqual(['Award 8', 'Award 1', 'Award 2', 'Award 3', 'Award 4', 'Award 5']);
  });

  it('shows three below 1024 px', async () => {
    const { user } = renderPrizes(8, false);
    await screen.findByRole('region', { name: 'Skybook’s awards' });
    expect(await shownNames()).toEqual(['Award 1', 'Award 2', 'Award 3']);
    screen.getByRole('button', { name: 'Previous award' }).focus();
    await user.keyboard('{Enter}');
    expect(await shownNames()).toEqual(['Award 8', 'Award 1', 'Award 2']);
  });

  it('is not a carousel at all when every prize fits', async () => {
    renderPrizes(5, true);
    await screen.findByRole('region', { name: 'Skybook’s awards' });
    expect(await shownNames()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Next award' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous award' })).toBeNull();
  });

  it('picks the prizes in view, wrapping round only when they do not all fit', () => {
    expect(visiblePrizes([1, 2, 3, 4], 3, 3)).toEqual([4, 1, 2]);
    expect(visiblePrizes([1, 2, 3], 2, 6)).toEqual([1, 2, 3]);
  });
});
