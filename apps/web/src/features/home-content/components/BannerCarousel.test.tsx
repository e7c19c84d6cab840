import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { AUTO_ADVANCE_MS } from '../hooks/use-auto-advance';
import { BANNERS, contentFetch, stubMatchMedia } from '../home-content.fixture';
import { BannerCarousel } from './BannerCarousel';

function renderCarousel() {
  const router = createMemoryRouter(
    [{ path: '/:lang', element: <BannerCarousel language="en" placeholder={null} /> }],
    {
      initialEntries: ['/en'],
    },
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user };
}

/** The slide on screen: the one group of the carousel that is not hidden. */
function currentSlide(): HTMLElement {
  const slides = screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.matches('.home-banner'));
  const shown = slides.filter((slide) => !slide.hidden);
  expect(shown).toHaveLength(1);
  const [slide] = shown;
  if (!slide) throw new Error('No banner is shown');
  return slide;
}

describe('the home banner carousel', () => {
  let content: ReturnType<typeof contentFetch>;

  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    content = contentFetch({ '/content/api/v1/banner': BANNERS });
    vi.stubGlobal('fetch', content.fetchImpl);
    stubMatchMedia(() => false);
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the home banners in the page language and shows the first one', async () => {
    renderCarousel();
    const region = await screen.findByRole('region', { name: 'Offers and news' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(content.calls[0]?.path).toBe('/content/api/v1/banner');
    expect(content.calls[0]?.query.get('languageId')).toBe('en');
    expect(content.calls[0]?.headers.get('Accept-Language')).toBe('en');

    const slide = currentSlide();
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    const image = within(slide).getByRole('img', { name: 'Picture of tet' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(slide.querySelector('source')).toHaveAttribute('srcset', '/content/media/banners/tet-mobile.svg');
  });

  it('is operated by keyboard: next, previous (wrapping round) and the slide picker', async () => {
    const { user } = renderCarousel();
    await screen.findByRole('region', { name: 'Offers and news' });

    // Tab order: the slide's link, then stop, previous, the three picker buttons, next.
    await user.tab();
    expect(within(currentSlide()).getByRole('link')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop the slide show' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous banner' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');

    await user.tab();
    await user.tab();
    const second = screen.getByRole('button', { name: 'Banner 2 of 3: Fly direct to Almaty' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Banner 1 of 3/ })).not.toHaveAttribute('aria-current');

    screen.getByRole('button', { name: 'Next banner' }).focus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    // With focus inside, changes are announced.
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('links each banner through the content allow-list', async () => {
    const { user } = renderCarousel();
    await screen.findByRole('region', { name: 'Offers and news' });
    expect(within(currentSlide()).getByRole('link', { name: 'Tet fares from 199,000 VND' })).toHaveAttribute(
      'href',
      '/en/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=oneway',
    );
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    const partner = within(currentSlide()).getByRole('link', { name: 'Fly direct to Almaty' });
    expect(partner).toHaveAttribute('href', 'https://www.facebook.com/skybook');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    // A URL the allow-list refuses is shown as text, never as a link.
    expect(
      within(currentSlide()).getByRole('heading', { name: 'Skyclub: fly more, earn more' }),
    ).toBeVisible();
    expect(within(currentSlide()).queryByRole('link')).toBeNull();
  });

  it('advances on its own, holds still under the pointer and stops for good with its button', async () => {
    const { user } = renderCarousel();
    const region = await screen.findByRole('region', { name: 'Offers and news' });
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'off');

    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');

    await user.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    fireEvent.mouseLeave(region);
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Start the slide show' })).toBeInTheDocument();
  });

  it('starts stopped for visitors who prefer reduced motion', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderCarousel();
    await screen.findByRole('region', { name: 'Offers and news' });
    expect(screen.getByRole('button', { name: 'Start the slide show' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    });
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('shows nothing when the banners cannot be had', async () => {
    content = contentFetch({});
    vi.stubGlobal('fetch', content.fetchImpl);
    const { container } = render(
      <AppProviders>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '/:lang', element: <BannerCarousel language="en" placeholder={null} /> }],
            {
              initialEntries: ['/en'],
            },
          )}
        />
      </AppProviders>,
    );
    await vi.waitFor(() => {
      expect(content.calls.length).toBeGreaterThan(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(container).toBeEmptyDOMElement();
  });
});
