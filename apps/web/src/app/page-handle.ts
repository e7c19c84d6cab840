import { SITE_ROUTES, type KnownSiteRoute, type SiteRouteId } from '@skybook/contracts/site-routes';
import { useMatches } from 'react-router';

/** What each page route carries in its React Router `handle`: which site route it is. */
export interface PageHandle {
  readonly siteRouteId: SiteRouteId;
}

const ROUTES_BY_ID = new Map<string, KnownSiteRoute>(SITE_ROUTES.map((route) => [route.id, route]));

export function pageHandle(route: KnownSiteRoute): PageHandle {
  return { siteRouteId: route.id };
}

function hasSiteRouteId(handle: unknown): handle is { readonly siteRouteId: string } {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'siteRouteId' in handle &&
    typeof handle.siteRouteId === 'string'
  );
}

/** The site route of the page on screen (the deepest match that names one). */
export function useCurrentPage(): KnownSiteRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasSiteRouteId(handle)) return ROUTES_BY_ID.get(handle.siteRouteId);
  }
  return undefined;
}
