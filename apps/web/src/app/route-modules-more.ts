import type { SiteRouteId } from '@skybook/contracts/site-routes';
import type { PageModuleLoader } from './route-modules';

/*
 * The pages route-modules.ts loads through its one `loadMorePages` entry, each still its own
 * chunk: online check-in's six, reached from home, manage booking or a link; the member's pages
 * (sign-in, sign-up, the profile), reached from the header; manage booking's edit pages, reached
 * from the booking's page; the content pages a visitor seldom lands on first.
 */

const PAGES: Partial<Record<SiteRouteId, PageModuleLoader>> = {
  checkin: () => import('./routes/checkin/checkin'),
  checkinSelectFlight: () => import('./routes/checkin/select-flight'),
  checkinSelectPassengers: () => import('./routes/checkin/select-passengers'),
  checkinSelectSeats: () => import('./routes/checkin/select-seats'),
  checkinSummary: () => import('./routes/checkin/summary'),
  checkinSuccess: () => import('./routes/checkin/success'),
  signin: () => import('./routes/member/signin'),
  signinRedirect: () => import('./routes/member/signin-redirect'),
  signup: () => import('./routes/member/signup'),
  signupRedirect: () => import('./routes/member/signup-redirect'),
  signupResult: () => import('./routes/member/signup-result'),
  changePassword: () => import('./routes/member/change-password'),
  profileAccount: () => import('./routes/member/profile-account'),
  profilePersonal: () => import('./routes/member/profile-personal'),
  profileTransactions: () => import('./routes/member/profile-transactions'),
  profileBookings: () => import('./routes/member/profile-bookings'),
  profileFamily: () => import('./routes/member/profile-family'),
  profileTravelHistory: () => import('./routes/member/profile-travel-history'),
  profilePromotions: () => import('./routes/member/profile-promotions'),
  editBooking: () => import('./routes/manage/edit-booking'),
  editService: () => import('./routes/manage/edit-service'),
  pageInSection: () => import('./routes/content/page-in-section'),
  information: () => import('./routes/content/information'),
  skyclub: () => import('./routes/content/skyclub'),
  eMenu: () => import('./routes/content/e-menu'),
  happyReturn: () => import('./routes/content/happy-return'),
  eVisa: () => import('./routes/content/e-visa'),
  eSim: () => import('./routes/content/e-sim'),
  mobileApp: () => import('./routes/content/mobile-app'),
  flightsOperationCertificate: () => import('./routes/content/flights-operation-certificate'),
  focMobile: () => import('./routes/content/foc-mobile'),
  hdssDirect: () => import('./routes/content/hdss-direct'),
  modalCheckoutMobile: () => import('./routes/content/modal-checkout-mobile'),
  happyReturnClaim: () => import('./routes/content/happy-return-claim'),
};

// Every route has its page; a route added to the table without one shows the not-found page.
const loadNotFound: PageModuleLoader = () => import('./routes/error/not-found');

/** The module of page `id`. */
export function loadPage(id: SiteRouteId): ReturnType<PageModuleLoader> {
  return (PAGES[id] ?? loadNotFound)();
}
