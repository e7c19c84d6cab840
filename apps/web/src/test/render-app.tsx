import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent, { type UserEvent } from '@testing-library/user-event';
// From 'react-router', not 'react-router/dom': under Vitest the two entries load separate copies of
// the router, whose contexts would not meet. Only flushSync support differs, which tests do not need.
import { RouterProvider, createMemoryRouter, type DataRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createAppRoutes, whenRouterReady } from '../app/router';
import { contentFetch, requestUrl } from '../features/chrome/chrome.fixture';

/** The site chrome's and overlays' calls, which a page's own test does not look at. */
const CHROME_PATHS = /^\/content\/api\/v1\/(?:menu|footer-info|popup|img-popup)$/;
const QUIET_OVERLAYS: Record<string, unknown> = {
  '/content/api/v1/popup': { popups: [] },
  '/content/api/v1/img-popup': { imagePopup: null },
};

/**
 * Puts a fetch in front of the test's own that answers the header's and footer's menus and footer
 * info from the chrome fixtures, and no popup, so the test sees only its page's requests.
 */
function answerChromeRequests(): void {
  const pageFetch = globalThis.fetch;
  const chrome = contentFetch();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(requestUrl(input), 'http://localhost');
    if (!CHROME_PATHS.test(pathname)) return pageFetch(input, init);
    const quiet = QUIET_OVERLAYS[pathname];
    if (quiet !== undefined) {
      return Promise.resolve(
        new Response(JSON.stringify(quiet), { headers: { 'content-type': 'application/json' } }),
      );
    }
    return chrome.fetchImpl(input);
  });
}

export interface RenderedApp extends RenderResult {
  readonly router: DataRouter;
  readonly user: UserEvent;
}

/**
 * Renders the whole app at `path` with the real routes, waiting for the first page as main.tsx does.
 * Call it after stubbing fetch. The chrome's requests are answered from its fixtures and never reach
 * that stub, unless `chromeRequests` is `test` (for the chrome's own tests).
 */
export async function renderApp(
  path: string,
  options: { readonly chromeRequests?: 'fixture' | 'test' } = {},
): Promise<RenderedApp> {
  if (options.chromeRequests !== 'test') answerChromeRequests();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  await whenRouterReady(router);
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}

/** The current URL of a rendered app, as the address bar would show it. */
export function currentUrl(router: DataRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
