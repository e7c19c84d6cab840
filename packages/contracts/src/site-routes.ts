import { toLanguage, type Language } from '@skybook/domain/languages';

/**
 * The site's page routes (requirements §2 "Route table"), shared by the web app (which registers one React
 * Router route per entry) and the server (which answers 404 for paths no entry matches). Pure data
 * plus one matcher: nothing here may import React or Node APIs.
 */

/** Which part of the product a page belongs to; placeholder pages name it. */
export const SITE_AREAS = ['error', 'auth', 'content', 'booking', 'manage', 'profile', 'checkin'] as const;
export type SiteArea = (typeof SITE_AREAS)[number];

/**
 * requirements §2 "Route groups": open to everyone, members only (others are sent to sign-in), or guests
 * only (members are sent away).
 */
export type SiteRouteGroup = 'open' | 'membersOnly' | 'guestOnly';

export interface SiteRoute {
  /** Stable camelCase identifier; also the key of the page title in the web app's translations. */
  readonly id: string;
  /**
   * React Router pattern relative to the `/:lang` prefix, without a leading slash; `''` is home.
   * Static segments match case-insensitively, as React Router does.
   */
  readonly path: string;
  readonly group: SiteRouteGroup;
  readonly area: SiteArea;
}

export const SITE_ROUTES = [
  // Error
  { id: 'notFound', path: '404', group: 'open', area: 'error' },

  // Auth: guests only; the redirect variants carry the originating path as fromPath.
  { id: 'signup', path: 'signup', group: 'guestOnly', area: 'auth' },
  { id: 'signupRedirect', path: 'signup/redirect', group: 'guestOnly', area: 'auth' },
  { id: 'signupResult', path: 'signup/result', group: 'open', area: 'auth' },
  { id: 'signin', path: 'signin', group: 'guestOnly', area: 'auth' },
  { id: 'signinRedirect', path: 'signin/redirect', group: 'guestOnly', area: 'auth' },

  // Public and content
  { id: 'home', path: '', group: 'open', area: 'content' },
  { id: 'faq', path: 'FAQ', group: 'open', area: 'content' },
  { id: 'faqCategory', path: 'FAQ/:slug', group: 'open', area: 'content' },
  { id: 'newsList', path: 'news/:slug', group: 'open', area: 'content' },
  { id: 'newsDetail', path: 'news/:slug/:slugDetail', group: 'open', area: 'content' },
  // The trailing segment is the language of the Skyclub text (the requirements' {lang}); named apart from the
  // site's `:lang` prefix because a router gives a nested route's parameter precedence.
  { id: 'skyclub', path: 'skyclub/:alias/:contentLang', group: 'open', area: 'content' },
  { id: 'pageInSection', path: 'pages/:slug/:slugDetail', group: 'open', area: 'content' },
  { id: 'page', path: 'pages/:slugDetail', group: 'open', area: 'content' },
  { id: 'information', path: 'information/:slugDetail', group: 'open', area: 'content' },
  { id: 'flightTicketsVi', path: 've-may-bay', group: 'open', area: 'content' },
  { id: 'flightTicketsViDetail', path: 've-may-bay/:slugDetail', group: 'open', area: 'content' },
  { id: 'flightTickets', path: 'flight-tickets', group: 'open', area: 'content' },
  { id: 'flightTicketsDetail', path: 'flight-tickets/:slugDetail', group: 'open', area: 'content' },
  { id: 'happyReturn', path: 'happy-return', group: 'open', area: 'content' },
  { id: 'happyReturnClaim', path: 'happy-return-claim', group: 'open', area: 'content' },
  {
    id: 'flightsOperationCertificate',
    path: 'flights-operation-certificate',
    group: 'open',
    area: 'content',
  },
  { id: 'modalCheckoutMobile', path: 'modal-checkout-mobile', group: 'open', area: 'content' },
  { id: 'hdssDirect', path: 'hdss-direct', group: 'open', area: 'content' },
  { id: 'focMobile', path: 'foc-mobile', group: 'open', area: 'content' },
  { id: 'eMenu', path: 'e-menu', group: 'open', area: 'content' },
  { id: 'eVisa', path: 'e-visa', group: 'open', area: 'content' },
  { id: 'eSim', path: 'e-sim', group: 'open', area: 'content' },
  { id: 'mobileApp', path: 'mobile', group: 'open', area: 'content' },

  // Booking flow
  { id: 'selectFlight', path: 'select-flight', group: 'open', area: 'booking' },
  { id: 'selectFlightCheap', path: 'select-flight-cheap', group: 'open', area: 'booking' },
  { id: 'passengers', path: 'passengers', group: 'open', area: 'booking' },
  { id: 'selectService', path: 'select-service', group: 'open', area: 'booking' },
  { id: 'paymentMethods', path: 'payment-methods', group: 'open', area: 'booking' },
  { id: 'paymentConfirmation', path: 'payment-confirmation', group: 'open', area: 'booking' },

  // Manage booking
  { id: 'searchBooking', path: 'my/search-booking', group: 'open', area: 'manage' },
  { id: 'bookingDetail', path: 'my/booking-detail', group: 'open', area: 'manage' },
  { id: 'bookingDetailById', path: 'my/booking-detail/:id', group: 'open', area: 'manage' },
  { id: 'editBooking', path: 'my/edit-booking', group: 'open', area: 'manage' },
  { id: 'editService', path: 'my/edit-service', group: 'open', area: 'manage' },
  { id: 'managePaymentMethods', path: 'my/payment-methods', group: 'open', area: 'manage' },
  {
    id: 'managePaymentConfirmation',
    path: 'my/payment-confirmation',
    group: 'open',
    area: 'manage',
  },

  // Profile: members only
  { id: 'profileAccount', path: 'profile/account', group: 'membersOnly', area: 'profile' },
  { id: 'profilePersonal', path: 'profile/personal', group: 'membersOnly', area: 'profile' },
  {
    id: 'profileTravelHistory',
    path: 'profile/history-travel',
    group: 'membersOnly',
    area: 'profile',
  },
  {
    id: 'profileTransactions',
    path: 'profile/transaction-history',
    group: 'membersOnly',
    area: 'profile',
  },
  { id: 'profileFamily', path: 'profile/family-list', group: 'membersOnly', area: 'profile' },
  {
    id: 'profileBookings',
    path: 'profile/booking-history',
    group: 'membersOnly',
    area: 'profile',
  },
  {
    id: 'profilePromotions',
    path: 'profile/promotion',
    group: 'membersOnly',
    area: 'profile',
  },
  { id: 'changePassword', path: 'change-password', group: 'membersOnly', area: 'profile' },

  // Check-in
  { id: 'checkin', path: 'checkin', group: 'open', area: 'checkin' },
  {
    id: 'checkinSelectFlight',
    path: 'checkin/select-flight',
    group: 'open',
    area: 'checkin',
  },
  {
    id: 'checkinSelectPassengers',
    path: 'checkin/select-passengers',
    group: 'open',
    area: 'checkin',
  },
  { id: 'checkinSelectSeats', path: 'checkin/select-seats', group: 'open', area: 'checkin' },
  { id: 'checkinSummary', path: 'checkin/summary', group: 'open', area: 'checkin' },
  { id: 'checkinSuccess', path: 'checkin/success', group: 'open', area: 'checkin' },
] as const satisfies readonly SiteRoute[];

export type SiteRouteId = (typeof SITE_ROUTES)[number]['id'];

/** One page route as the web app and server see it, with its id narrowed to the known ids. */
export type KnownSiteRoute = SiteRoute & { readonly id: SiteRouteId };

export interface SitePathMatch {
  /** The language prefix in its canonical spelling (`zh-CN` for `/ZH-cn/...`). */
  readonly language: Language;
  readonly route: KnownSiteRoute;
  /** Decoded values of the route's `:param` segments (the prefix itself is not included). */
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledSegment {
  readonly param?: string;
  readonly literal: string;
}

interface CompiledRoute {
  readonly route: KnownSiteRoute;
  readonly segments: readonly CompiledSegment[];
  /** React Router's ranking idea: static segments outrank dynamic ones. */
  readonly score: number;
}

const STATIC_SEGMENT_SCORE = 10;
const DYNAMIC_SEGMENT_SCORE = 3;

const COMPILED_ROUTES: readonly CompiledRoute[] = SITE_ROUTES.map((route: KnownSiteRoute) => {
  const segments = splitPath(route.path).map((segment): CompiledSegment =>
    segment.startsWith(':')
      ? { param: segment.slice(1), literal: segment }
      : { literal: segment.toLowerCase() },
  );
  const score = segments.reduce(
    (sum, segment) => sum + (segment.param === undefined ? STATIC_SEGMENT_SCORE : DYNAMIC_SEGMENT_SCORE),
    0,
  );
  return { route, segments, score };
}).sort((a, b) => b.score - a.score);

function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed, as React Router does, rather than failing the match.
    return segment;
  }
}

/**
 * Finds the page route for a full pathname such as `/en/news/abc` (query and hash excluded).
 * The language prefix is required and matched in any letter case; static segments match
 * case-insensitively and one trailing slash is allowed, like React Router. Returns undefined
 * for paths the site does not know, which the server answers with status 404.
 */
export function matchSitePath(pathname: string): SitePathMatch | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [, prefix = '', ...rest] = trimmed.split('/');
  const language = toLanguage(prefix);
  if (!language) return undefined;
  if (rest.some((segment) => segment === '')) return undefined;

  for (const { route, segments } of COMPILED_ROUTES) {
    if (segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const isMatch = segments.every((segment, index) => {
      const actual = rest[index] ?? '';
      if (segment.param !== undefined) {
        params[segment.param] = decodeSegment(actual);
        return true;
      }
      return segment.literal === actual.toLowerCase();
    });
    if (isMatch) return { language, route, params };
  }
  return undefined;
}

/** The route with this id; the table is fixed, so a known id always has one. */
export function getSiteRoute(id: SiteRouteId): KnownSiteRoute {
  const route = SITE_ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown site route ${id}`);
  return route;
}
