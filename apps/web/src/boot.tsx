import { lazy, startTransition, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createAppRoutes, whenRouterReady } from './app/router';

// Watches for a newly published build; nothing of it is needed for the first page.
const ClientVersionReload = lazy(() =>
  import('./components/ClientVersionReload').then((module) => ({ default: module.ClientVersionReload })),
);

/**
 * Starts the app in `container`. The prerendered page (or the bare shell in index.html) stays on
 * screen until the first page's code and translations are in, so the first React paint replaces
 * it with the finished page. Rendering in a transition lets React build the page in short slices
 * instead of one long task, so the page answers input while it starts (DESIGN §5 Speed: TBT).
 */
/**
 * Marks the document once the live app has replaced the prerendered markup (whose controls do
 * nothing yet): `<html data-app-ready>`. The e2e journeys wait for it before they interact.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

export async function boot(container: HTMLElement): Promise<void> {
  const router = createBrowserRouter(createAppRoutes());
  await whenRouterReady(router);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <AppReady />
          <Suspense fallback={null}>
            <ClientVersionReload router={router} />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
}
