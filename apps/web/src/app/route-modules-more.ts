import type { SiteRouteId } from '@skybook/contracts/site-routes';
import type { PageModuleLoader } from './route-modules';

/*
 * The pages route-modules.ts loads through its one `loadMorePages` entry, each still its own
 * chunk: online check-in's six, reached from home, manage booking or a link; and the "coming
 * soon" panel of every page not built yet.
 */

const PAGES: Partial<Record<SiteRouteId, PageModuleLoader>> = {
  checkin: () => import('./routes/checkin/checkin'),
  checkinSelectFlight: () => import('./routes/checkin/select-flight'),
  checkinSelectPassengers: () => import('./routes/checkin/select-passengers'),
  checkinSelectSeats: () => import('./routes/checkin/select-seats'),
  checkinSummary: () => import('./routes/checkin/summary'),
  checkinSuccess: () => import('./routes/checkin/success'),
};

const loadComingSoon: PageModuleLoader = () => import('./routes/coming-soon');

/** The module of page `id`. */
export function loadPage(id: SiteRouteId): ReturnType<PageModuleLoader> {
  return (PAGES[id] ?? loadComingSoon)();
}
