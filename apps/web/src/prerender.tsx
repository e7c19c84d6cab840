/**
 * Build-time prerendering (design §5 Speed: "the LCP element is in the first HTML"). Built with
 * `vite build --ssr` and run once per language by scripts/prerender.mjs, which writes the markup
 * into a copy of index.html. The browser shows it at once; boot.tsx then hydrates it with the same
 * element tree (src/app/App.tsx). What only the browser knows (the visitor's saved draft, today's
 * dates, the booking session) renders after hydration (lib/hydration.ts), never at build time.
 */
import { getSiteRoute, type SiteRouteId } from '@skybook/contracts/site-routes';
import type { Language } from '@skybook/domain/languages';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/App';
import { createAppRoutes, whenRouterReady } from './app/router';
import { i18n } from './lib/i18n';

export interface PrerenderedPage {
  readonly html: string;
  /** The document title SiteLayout would set. */
  readonly title: string;
}

/** Renders a page as the app would show it to a first-time visitor. */
export async function prerender(language: Language, routeId: SiteRouteId): Promise<PrerenderedPage> {
  const route = getSiteRoute(routeId);
  const path = route.path === '' ? `/${language}` : `/${language}/${route.path}`;
  // The router the browser uses, in memory: the same components in the same tree as in boot.tsx.
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  await whenRouterReady(router);
  const location = router.state.location.pathname;
  if (location !== path) throw new Error(`${path} redirects to ${location}`);
  const html = renderToString(<App router={router} watchVersion={false} />);
  router.dispose();
  if (i18n.language !== language) throw new Error(`rendered ${i18n.language}, wanted ${language}`);
  return { html, title: `${i18n.t(`titles.${routeId}`)} | Skybook` };
}
