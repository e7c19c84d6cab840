import { SITE_ROUTES } from '@skybook/contracts/site-routes';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { completeRoutesOnNavigation, createAppRoutes, whenRouterReady } from './app/router';
import { prerenderedRoute, prerenderedWithoutSearch, renderWithoutHydration } from './lib/hydration';
import { nextTask } from './lib/next-task';

/**
 * Starts the app in `container`. A prerendered page (scripts/prerender.mjs) is hydrated: React
 * adopts its markup instead of building the page again, in short slices, so the page answers
 * input while it starts (design §5 Speed: TBT). The bare shell of every other page, or a
 * prerendered page the address has led away from, is replaced by a fresh render, in a transition
 * for the same reason. Either way the first page's code and
 * translations are in before React starts, so its first render is the finished page.
 */
export async function boot(container: HTMLElement): Promise<void> {
  // Each step in its own task: evaluating the app's code (just done), starting the router, and
  // hydrating each take tens of milliseconds on a slow phone; in one task they block input.
  await nextTask();
  // A prerendered page starts the router with its own route only (createAppRoutes).
  const firstPage = SITE_ROUTES.find((route) => route.id === prerenderedRoute)?.id;
  const router =
    firstPage === undefined
      ? createBrowserRouter(createAppRoutes())
      : createBrowserRouter(createAppRoutes(firstPage), {
          patchRoutesOnNavigation: completeRoutesOnNavigation(firstPage, window.location.pathname),
        });
  await whenRouterReady(router);
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} watchVersion />
    </StrictMode>
  );
  // The address may lead elsewhere (home's address with a valid search goes to select-flight), or
  // carry a search the prerendered page was built without.
  const routeId = router.state.matches.at(-1)?.route.id;
  const searchChangesPage = prerenderedWithoutSearch && window.location.search !== '';
  if (prerenderedRoute !== undefined && prerenderedRoute === routeId && !searchChangesPage) {
    // In a transition: hydration outside one runs at the default priority, in one long task. A
    // mismatch makes React render the page afresh (still correct) and report it as an error.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  renderWithoutHydration();
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
