import type { SiteRouteId } from '@skybook/contracts/site-routes';
import type { ComponentType } from 'react';

/** A page's code, fetched only when the page is first visited. */
export type PageModuleLoader = () => Promise<{ readonly Component: ComponentType }>;

/**
 * Pages built so far. A later issue adds its page here (`selectFlight: () => import(...)`);
 * every other route shows the "coming soon" panel until then.
 */
const PAGE_MODULES: Partial<Record<SiteRouteId, PageModuleLoader>> = {
  home: () => import('./routes/content/home'),
  selectFlight: () => import('./routes/booking/select-flight'),
  selectFlightCheap: () => import('./routes/booking/select-flight-cheap'),
  passengers: () => import('./routes/booking/passengers'),
  selectService: () => import('./routes/booking/select-service'),
  notFound: () => import('./routes/error/not-found'),
};

const loadComingSoon: PageModuleLoader = () => import('./routes/coming-soon');

export function pageModuleLoader(id: SiteRouteId): PageModuleLoader {
  return PAGE_MODULES[id] ?? loadComingSoon;
}
