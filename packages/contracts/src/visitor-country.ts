/*
 * How the browser learns which country a visitor is in (for the currency it starts in): the
 * server sees the CDN's country header on every page request and answers the page with this
 * cookie. No request of its own, nothing added to a prerendered page, readable before the app's
 * first render; absent when the header is.
 */

/** The cookie holding the visitor's ISO 3166-1 alpha-2 country, in upper case. */
export const VISITOR_COUNTRY_COOKIE = 'skybook-country';

/** A day: a visitor who travels is seen in the new country at their next page. */
export const VISITOR_COUNTRY_MAX_AGE_SECONDS = 86_400;

const COUNTRY = /^[A-Z]{2}$/;

/** The country a header or cookie value names (`sg`, ` SG `), in upper case, or undefined. */
export function toVisitorCountry(value: string | null | undefined): string | undefined {
  const country = value?.trim().toUpperCase();
  return country && COUNTRY.test(country) ? country : undefined;
}

/** The visitor's country from a `Cookie` header or `document.cookie`, or undefined. */
export function readVisitorCountry(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name = '', value] = pair.split('=');
    if (name.trim() === VISITOR_COUNTRY_COOKIE) return toVisitorCountry(value);
  }
  return undefined;
}
