import { imagePopupResponseSchema, popupListSchema } from '@skybook/contracts/content-store';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { forgetFormEditsOutside } from '../form-edits';
import { COOKIE_CONSENT_KEY, popupSeenKey } from '../overlay-rules';
import { SiteOverlays } from './SiteOverlays';

function popup(
  id: string,
  displayPosition: 'Middle' | 'Bottom_Left' | 'Bottom_Right',
  pagePath: string,
  title: string,
  device: { isMobile: boolean; isDesktop: boolean },
  url: string | null = null,
) {
  return {
    id,
    displayPosition,
    pagePath,
    url,
    title,
    image: `/content/media/popups/${id}.svg`,
    altText: `Picture of ${id}`,
    ...device,
    languageId: 'en',
  };
}

const DESKTOP = { isMobile: false, isDesktop: true };
const MOBILE = { isMobile: true, isDesktop: false };
const BOTH = { isMobile: true, isDesktop: true };

const ALL_POPUPS = [
  popup('tet-desktop', 'Middle', '/', 'Tet 2027 fares are on', DESKTOP, '/select-flight-cheap'),
  popup('app-desktop', 'Bottom_Right', '/', 'The new Skybook app', DESKTOP, '/mobile'),
  popup(
    'app-mobile',
    'Bottom_Left',
    '/',
    'Get the Skybook app',
    MOBILE,
    'https://play.google.com/store/apps/details?id=vn.skybook.app',
  ),
  popup('faq-hotline', 'Bottom_Right', '/faq', 'Need help? Call 1900 6886', BOTH, 'tel:19006886'),
];

const SPLASH = imagePopupResponseSchema.parse({
  imagePopup: {
    id: 'splash-tet',
    title: 'Home for Tet with Skybook',
    image: '/content/media/popups/splash-tet.svg',
    altText: 'Lanterns',
    imageMobile: '/content/media/popups/splash-tet-mobile.svg',
    url: '/news/promotions',
    languageId: 'en',
  },
});

let calls: URL[] = [];
let imagePopupAnswer: unknown = { imagePopup: null };

/** The address a fetch was called with, whichever form it came in. */
function requestHref(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function fetchContent(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(requestHref(input), 'http://localhost');
  calls.push(url);
  let body: unknown = { errorCode: 'NOT_FOUND', message: 'Not found' };
  if (url.pathname === '/content/api/v1/popup') {
    const type = url.searchParams.get('type');
    body = popupListSchema.parse({
      popups: ALL_POPUPS.filter((item) => (type === 'mobile' ? item.isMobile : item.isDesktop)),
    });
  } else if (url.pathname === '/content/api/v1/img-popup') body = imagePopupAnswer;
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status: body && typeof body === 'object' && 'errorCode' in body ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

function stubScreen(isPhone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function Layout() {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteOverlays />
    </>
  );
}

function renderOverlays(path: string) {
  // Form edits are recorded by the address the browser shows, which a memory router leaves alone.
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: <Layout />,
        children: [
          {
            index: true,
            element: (
              <>
                <h1 tabIndex={-1}>Home</h1>
                <form aria-label="Search">
                  <label>
                    From <input type="text" />
                  </label>
                </form>
                <a href="#deals">Deals</a>
              </>
            ),
          },
          { path: '*', element: <h1>Another page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user: userEvent.setup() };
}

function interact(): void {
  fireEvent.keyDown(window, { key: 'Tab' });
}

/**
 * The overlays load when the browser is first idle; until then nothing listens. Interacts until
 * the popups are asked for (once per file: from then on every render counts as interacted).
 */
async function interactOnceLoaded(): Promise<void> {
  await waitFor(() => {
    act(interact);
    expect(popupCalls().length).toBeGreaterThan(0);
  });
}

/** The cookie banner, which shows from the visitor's first interaction on. */
async function bannerOnceInteracted(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    act(interact);
    return screen.getByRole('region', { name });
  });
}

const popupCalls = () => calls.filter((url) => url.pathname === '/content/api/v1/popup');

describe('site overlays: popups', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    calls = [];
    imagePopupAnswer = { imagePopup: null };
    sessionStorage.clear();
    // As on a new page load: no form changed yet.
    forgetFormEditsOutside('');
    // These tests are about popups; the cookie banner has its own below.
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    vi.stubGlobal('fetch', vi.fn(fetchContent));
    stubScreen(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('wait for the visitor’s first interaction, then take turns: the cookie banner, the Middle dialog, a corner', async () => {
    localStorage.clear();
    const { user } = renderOverlays('/en');
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(popupCalls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();

    await interactOnceLoaded();
    const banner = await screen.findByRole('region', { name: 'This website uses cookies' });
    expect(popupCalls()[0]?.searchParams.get('type')).toBe('desktop');
    expect(popupCalls()[0]?.searchParams.get('languageId')).toBe('en');
    // One overlay at a time: the page's popups wait for the banner.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();

    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tet 2027 fares are on' });
    expect(within(dialog).getByRole('link', { name: 'See more: Tet 2027 fares are on' })).toHaveAttribute(
      'href',
      '/en/select-flight-cheap',
    );
    expect(within(dialog).getByRole('img', { name: 'Picture of tet-desktop' })).toHaveAttribute(
      'width',
      '640',
    );
    expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();

    await user.keyboard('{Escape}');
    const corner = await screen.findByRole('complementary', { name: 'The new Skybook app' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(corner).getByRole('link')).toHaveAttribute('href', '/en/mobile');
    // The mobile variant and other pages' popups stay away.
    expect(screen.queryByRole('complementary', { name: 'Get the Skybook app' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: /Need help/ })).toBeNull();
  });

  it('open nothing while the traveller types in a form, and leave their field and text alone', async () => {
    const { user } = renderOverlays('/en');
    const field = await screen.findByRole('textbox', { name: 'From' });
    await user.click(field);
    await user.keyboard('Ha');
    await waitFor(() => {
      expect(popupCalls().length).toBeGreaterThan(0);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Ha');

    // Changed on this page, the form stays the traveller's after they look away: still nothing.
    await user.click(screen.getByRole('heading', { name: 'Home' }));
    act(interact);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    // Nothing was shown, so nothing is marked seen: the next visit may show them.
    expect(sessionStorage.getItem(popupSeenKey('Middle', '/'))).toBeNull();
  });

  it('open a popup once the traveller leaves a field they did not change', async () => {
    const { user } = renderOverlays('/en');
    const field = await screen.findByRole('textbox', { name: 'From' });
    act(() => {
      field.focus();
    });
    await waitFor(() => {
      act(interact);
      expect(popupCalls().length).toBeGreaterThan(0);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Tab out of the form, to a link: now a popup may have its turn.
    await user.tab();
    expect(await screen.findByRole('dialog', { name: 'Tet 2027 fares are on' })).toBeInTheDocument();
  });

  it('show each position once per path per session: closing sets the flag, and coming back shows nothing', async () => {
    const first = renderOverlays('/en');
    act(interact);
    const dialog = await screen.findByRole('dialog', { name: 'Tet 2027 fares are on' });
    expect(sessionStorage.getItem(popupSeenKey('Middle', '/'))).toBe('shown');
    // The corner has not had its turn: it is not marked yet.
    expect(sessionStorage.getItem(popupSeenKey('Bottom_Right', '/'))).toBeNull();
    await first.user.keyboard('{Escape}');
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(sessionStorage.getItem(popupSeenKey('Middle', '/'))).toBe('closed');

    const corner = await screen.findByRole('complementary', { name: 'The new Skybook app' });
    await first.user.click(within(corner).getByRole('button', { name: 'Close: The new Skybook app' }));
    expect(corner).not.toBeInTheDocument();
    expect(sessionStorage.getItem(popupSeenKey('Bottom_Right', '/'))).toBe('closed');
    first.unmount();

    calls = [];
    renderOverlays('/en');
    act(interact);
    await waitFor(() => {
      expect(popupCalls().length + calls.length).toBeGreaterThan(0);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('do not come back to a path in the same session even when left open', async () => {
    const first = renderOverlays('/en');
    act(interact);
    await screen.findByRole('dialog', { name: 'Tet 2027 fares are on' });
    first.unmount();

    // The dialog had its turn; the corner, which never had one, takes its turn now.
    renderOverlays('/en');
    act(interact);
    expect(await screen.findByRole('complementary', { name: 'The new Skybook app' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('give every path its own popups', async () => {
    sessionStorage.setItem(popupSeenKey('Middle', '/'), 'closed');
    const { router } = renderOverlays('/en');
    act(interact);
    await screen.findByRole('complementary', { name: 'The new Skybook app' });
    await act(() => router.navigate('/en/FAQ'));
    const hotline = await screen.findByRole('complementary', { name: 'Need help? Call 1900 6886' });
    expect(within(hotline).getByRole('link')).toHaveAttribute('href', 'tel:19006886');
    expect(screen.queryByRole('complementary', { name: 'The new Skybook app' })).toBeNull();
    // Home's popups were all fetched at once: the FAQ asked for nothing more.
    expect(popupCalls()).toHaveLength(1);
  });

  it('show the phone variant on a phone-sized screen', async () => {
    stubScreen(true);
    renderOverlays('/en');
    act(interact);
    const corner = await screen.findByRole('complementary', { name: 'Get the Skybook app' });
    expect(popupCalls()[0]?.searchParams.get('type')).toBe('mobile');
    const link = within(corner).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=vn.skybook.app');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(corner).getByRole('img')).toHaveAttribute('width', '360');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('put home’s full-screen image popup in the Middle, ahead of the Middle popup', async () => {
    imagePopupAnswer = SPLASH;
    renderOverlays('/en');
    act(interact);
    const dialog = await screen.findByRole('dialog', { name: 'Home for Tet with Skybook' });
    expect(dialog.querySelector('source')).toHaveAttribute(
      'srcset',
      '/content/media/popups/splash-tet-mobile.svg',
    );
    expect(screen.queryByRole('dialog', { name: 'Tet 2027 fares are on' })).toBeNull();
  });
});

describe('site overlays: cookie consent', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    calls = [];
    localStorage.clear();
    sessionStorage.clear();
    // These tests are about the cookie banner: home's popups were already seen this session.
    for (const position of ['Middle', 'Bottom_Left', 'Bottom_Right'])
      sessionStorage.setItem(popupSeenKey(position, '/'), 'closed');
    vi.stubGlobal('fetch', vi.fn(fetchContent));
    stubScreen(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks on the first visit, links to the cookie policy, and is remembered once accepted', async () => {
    const first = renderOverlays('/en');
    const banner = await bannerOnceInteracted('This website uses cookies');
    expect(within(banner).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/pages/cookie-policy',
    );
    await first.user.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(document.getElementById('main-content')).toHaveFocus();
    first.unmount();

    renderOverlays('/en/faq');
    await screen.findByRole('heading', { name: 'Another page' });
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
  });

  it('links to the policy’s slug in the page language', async () => {
    await loadLanguage('vi');
    renderOverlays('/vi');
    const banner = await bannerOnceInteracted('Website này dùng cookie');
    expect(within(banner).getByRole('link', { name: 'Chính sách cookie' })).toHaveAttribute(
      'href',
      '/vi/pages/chinh-sach-cookie',
    );
    await loadLanguage('en');
  });

  it('stays off the pages routes, where the policy itself is read', async () => {
    renderOverlays('/en/pages/cookie-policy');
    await screen.findByRole('heading', { name: 'Another page' });
    act(interact);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'This website uses cookies' })).toBeNull();
  });
});
