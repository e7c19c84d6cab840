/**
 * Build-time prerendering (DESIGN §5 Speed: "the LCP element is in the first HTML"). Built with
 * `vite build --ssr` and run once per language by scripts/prerender.mjs, which writes the markup
 * into a copy of index.html. The browser shows it at once; main.tsx then renders the live app
 * over it (a fresh render, not hydration, so the visitor's saved draft and today's dates need not
 * match what was true at build time).
 */
import { getSiteRoute, type SiteRouteId } from '@skybook/contracts/site-routes';
import type { Language } from '@skybook/domain/languages';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRoutes } from './app/router';
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
  const routes = createAppRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response)
    throw new Error(`${path} redirects to ${context.headers.get('location') ?? '?'}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  if (i18n.language !== language) throw new Error(`rendered ${i18n.language}, wanted ${language}`);
  return { html, title: `${i18n.t(`titles.${routeId}`)} | Skybook` };
}
