import { DEFAULT_LANGUAGE, negotiateLanguage, toLanguage } from '@skybook/domain/languages';
import {
  SITE_ROUTES,
  getSiteRoute,
  type KnownSiteRoute,
  type SiteRouteId,
} from '@skybook/contracts/site-routes';
import {
  redirect,
  type DataRouter,
  type DOMRouterOpts,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { loadLanguage } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { pageHandle } from './page-handle';
import { pageModuleLoader } from './route-modules';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

/**
 * `/` normally never reaches the browser (the server redirects it); when it does, the language
 * comes from ?languageCode, then the browser's languages, then Vietnamese (requirements §2).
 */
function chooseLanguageLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const language =
    toLanguage(url.searchParams.get('languageCode')) ??
    negotiateLanguage(navigator.languages.join(',')) ??
    DEFAULT_LANGUAGE;
  return redirect(`/${language}${url.search}`);
}

/**
 * Guards the `/:lang` prefix: an unknown first segment goes to the default-language home, a known
 * one in the wrong case is respelt, and the page waits until its translations have arrived.
 */
async function languageLoader({ params, request }: LoaderFunctionArgs): Promise<Response | null> {
  const language = toLanguage(params.lang);
  if (!language) return redirect(`/${DEFAULT_LANGUAGE}`);
  if (params.lang !== language) {
    const url = new URL(request.url);
    const [, , ...rest] = url.pathname.split('/');
    return redirect(`${['', language, ...rest].join('/')}${url.search}${url.hash}`);
  }
  // The router's start (matching, history) and i18next's are each tens of milliseconds on a slow
  // phone at start-up: two tasks, not one (design §5 Speed: TBT).
  await nextTask();
  await loadLanguage(language);
  return null;
}

function pageRoute(route: KnownSiteRoute): RouteObject {
  const common = { id: route.id, handle: pageHandle(route), lazy: pageModuleLoader(route.id) };
  return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
}

/** The route whose children are the pages (below the language and the pages' error boundary). */
const PAGES_ROUTE_ID = 'pages';

/**
 * The app's routes. With `firstPage`, only that page and the catch-all are in the tree: starting
 * a router ranks and matches every route, and with all 60 that was the longest task of a
 * prerendered page's start-up (design §5 Speed: TBT). The others join on the first navigation
 * elsewhere ({@link completeRoutesOnNavigation}).
 */
export function createAppRoutes(firstPage?: SiteRouteId): RouteObject[] {
  const notFound = getSiteRoute('notFound');
  const pages = firstPage === undefined ? SITE_ROUTES : [getSiteRoute(firstPage)];
  return [
    {
      path: '/',
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: chooseLanguageLoader },
        {
          id: 'language',
          path: ':lang',
          loader: languageLoader,
          // Only a change of language needs the loader again, not every page change.
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
          Component: SiteLayout,
          children: [
            {
              id: PAGES_ROUTE_ID,
              // A page that fails (for example a chunk missing after a deploy) keeps the chrome.
              ErrorBoundary: RouteError,
              children: [
                ...pages.map(pageRoute),
                {
                  id: 'catchAll',
                  path: '*',
                  handle: pageHandle(notFound),
                  lazy: pageModuleLoader('notFound'),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * React Router's `patchRoutesOnNavigation` for a router started with `createAppRoutes(firstPage)`:
 * the first navigation to another address than `firstPath` adds every other page, before it is
 * matched. (Every address has the `:lang` parameter, so React Router asks on each navigation.)
 */
export function completeRoutesOnNavigation(
  firstPage: SiteRouteId,
  firstPath: string,
): NonNullable<DOMRouterOpts['patchRoutesOnNavigation']> {
  let complete = false;
  return ({ path, patch }) => {
    if (complete || path === firstPath) return;
    complete = true;
    patch(PAGES_ROUTE_ID, SITE_ROUTES.filter((route) => route.id !== firstPage).map(pageRoute));
  };
}

/** Resolves once the first page's loaders and code are in, so the first render is the real page. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
