import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
// From 'react-router', not 'react-router/dom': under Vitest the two entries load separate copies of
// the router, whose contexts would not meet. Only flushSync support differs, which tests do not need.
import { RouterProvider, createMemoryRouter, type DataRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createAppRoutes, whenRouterReady } from '../app/router';

export interface RenderedApp extends RenderResult {
  readonly router: DataRouter;
  readonly user: UserEvent;
}

/** Renders the whole app at `path` with the real routes, waiting for the first page as main.tsx does. */
export async function renderApp(path: string): Promise<RenderedApp> {
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
