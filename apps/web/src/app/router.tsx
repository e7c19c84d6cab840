import { DEFAULT_LANGUAGE, negotiateLanguage, toLanguage } from '@skybook/domain/languages';
import { SITE_ROUTES, getSiteRoute, type KnownSiteRoute } from '@skybook/contracts/site-routes';
import { redirect, type DataRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadLanguage } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { pageHandle } from './page-handle';
import { pageModuleLoader } from './route-modules';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

/**
 * `/` normally never reaches the browser (the server redirects it); when it does, the language
 * comes from ?languageCode, then the browser's languages, then Vietnamese (SPEC §2).
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
  // phone at start-up: two tasks, not one (DESIGN §5 Speed: TBT).
  await nextTask();
  await loadLanguage(language);
  return null;
}

function pageRoute(route: KnownSiteRoute): RouteObject {
  const common = { id: route.id, handle: pageHandle(route), lazy: pageModuleLoader(route.id) };
  return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
}

export function createAppRoutes(): RouteObject[] {
  const notFound = getSiteRoute('notFound');
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
              // A page that fails (for example a chunk missing after a deploy) keeps the chrome.
              ErrorBoundary: RouteError,
              children: [
                ...SITE_ROUTES.map(pageRoute),
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
