import type { SitePathMatch } from '@skybook/contracts/site-routes';
import type { Language } from '@skybook/domain/languages';

/*
 * Where the site's overlays may appear (requirements §2 Site chrome): popups by page path, the cookie
 * consent outside the pages routes, the chat widget outside the booking flow and only in
 * Vietnamese and English. Pure rules, so the components stay thin and the rules are tested alone.
 */

/**
 * The page path content names a page by (requirements §3 Popup pagePath): the path without the language
 * prefix, `/` for home, without a trailing slash and in lower case (static route segments match
 * in any case, and content writes them in lower case).
 */
export function pagePathOf(pathname: string): string {
  const [, , ...rest] = pathname.split('/');
  const path = `/${rest.filter((segment) => segment !== '').join('/')}`;
  return path.toLowerCase();
}

/** The session flag of one popup position on one page path (requirements §2: once per path per session). */
export function popupSeenKey(position: string, pagePath: string): string {
  return `skybook.popup.${position}:${pagePath}`;
}

/** The local-storage key that remembers the visitor accepted cookies (content COOKIE_CONSENT's storageKey). */
export const COOKIE_CONSENT_KEY = 'skybook.cookieConsent';
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

/** The pages routes (`/pages/...`) show no cookie consent: the cookie policy itself is one of them. */
export function isCookieConsentHiddenOn(match: SitePathMatch | undefined): boolean {
  return match?.route.id === 'page' || match?.route.id === 'pageInSection';
}

/** The languages the chat service answers in (requirements §2). */
export const CHAT_LANGUAGES: readonly Language[] = ['vi', 'en'];

/**
 * Pages where no third-party script may run (requirements §2, design §5 Security): the booking flow
 * (select-flight …, payment), manage booking (`/my/...`), check-in, and the payment pages that sit
 * outside the booking group (instalment, mobile checkout).
 */
const CHAT_FREE_AREAS = new Set(['booking', 'manage', 'checkin']);
const CHAT_FREE_ROUTES = new Set(['hdssDirect', 'modalCheckoutMobile']);

/** Whether the chat widget may be on this page: a known page outside the booking flow, in vi or en. */
export function isChatAllowedOn(match: SitePathMatch | undefined): boolean {
  if (!match) return false;
  if (!CHAT_LANGUAGES.includes(match.language)) return false;
  return !CHAT_FREE_AREAS.has(match.route.area) && !CHAT_FREE_ROUTES.has(match.route.id);
}
