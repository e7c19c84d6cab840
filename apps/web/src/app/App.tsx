import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { markHydrated } from '../lib/hydration';
import { AppProviders } from './AppProviders';

// Watches for a newly published build; nothing of it is needed for the first page.
const ClientVersionReload = lazy(() =>
  import('../components/ClientVersionReload').then((module) => ({ default: module.ClientVersionReload })),
);

/**
 * Marks the document once the live app has taken over the prerendered markup (whose controls do
 * nothing until then): `<html data-app-ready>`. The e2e journeys wait for it before they interact.
 */
function AppReady() {
  // In the commit of the first render, before the page's passive effects: recent searches are
  // read now, and what mounts from then on knows the page is live (lib/hydration.ts).
  useLayoutEffect(() => {
    markHydrated();
  }, []);
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

export interface AppProps {
  readonly router: DataRouter;
  /** False while prerendering: the build has no newer build to watch for. */
  readonly watchVersion: boolean;
}

/**
 * The whole app, the same element tree at build time (src/prerender.tsx) and in the browser
 * (src/boot.tsx): hydration needs the browser's first render to equal the prerendered one, down to
 * the `useId` values, which depend on the tree's shape.
 */
export function App({ router, watchVersion }: AppProps) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <AppReady />
      <Suspense fallback={null}>{watchVersion ? <ClientVersionReload router={router} /> : null}</Suspense>
    </AppProviders>
  );
}
