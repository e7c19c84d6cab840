import type { LowFareResponse } from '@skybook/contracts/flight-search';
import { getSiteRoute } from '@skybook/contracts/site-routes';
import { addDaysToIsoDate, type IsoDate } from '@skybook/domain/clock';
import { SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';
import type { TicketPageDto } from './api/get-tickets';

/*
 * Route landing pages (requirements §2 /ve-may-bay and /flight-tickets, optionally /{slugDetail}): which
 * address a page has in each language, what a slug names, and the cheapest fare of each coming week.
 */

/** Weeks of fares a landing page shows, from tomorrow. */
export const LANDING_WEEKS = 4;

/** The landing pages' folder: the Vietnamese words in Vietnamese, the English ones elsewhere. */
export function landingFolder(language: Language): string {
  return getSiteRoute(language === 'vi' ? 'flightTicketsVi' : 'flightTickets').path;
}

/** A landing page's path without the language prefix: `/ve-may-bay/ha-noi-da-nang`, `/flight-tickets`. */
export function landingPath(language: Language, slug?: string): string {
  const folder = `/${landingFolder(language)}`;
  return slug === undefined || slug === '' ? folder : `${folder}/${encodeURIComponent(slug)}`;
}

/** The same landing page in every language, for the language switch (`alternates` of the content API). */
export function landingAlternates(
  alternates?: Partial<Record<Language, string>>,
): Partial<Record<Language, string>> {
  const paths: Partial<Record<Language, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const slug = alternates?.[language];
    if (alternates && (slug === undefined || slug === '')) continue;
    paths[language] = landingPath(language, slug);
  }
  return paths;
}

/** What a landing slug names: a managed page by its slug, or a city pair by its airport codes. */
export type LandingSlug =
  | { readonly kind: 'page'; readonly slug: string }
  | { readonly kind: 'cityPair'; readonly from: string; readonly to: string };

const CITY_PAIR = /^([a-z]{3})-([a-z]{3})$/;
const SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/**
 * Reads the `{slugDetail}` of a landing address as typed: decoded, trimmed and in lower case.
 * `sgn-han` (two different three-letter codes) also names the city pair, so a link built from
 * airport codes works without a managed page; anything that is not a slug is undefined.
 */
export function parseLandingSlug(raw: string | undefined): LandingSlug | undefined {
  if (raw === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const slug = decoded.trim().toLowerCase();
  if (!SLUG.test(slug)) return undefined;
  const pair = CITY_PAIR.exec(slug);
  if (pair?.[1] && pair[2] && pair[1] !== pair[2])
    return { kind: 'cityPair', from: pair[1].toUpperCase(), to: pair[2].toUpperCase() };
  return { kind: 'page', slug };
}

/**
 * The managed page a slug names: by its slug in any language (a link shared from another
 * language still lands), or for a city pair the page of that route.
 */
export function findLandingPage(
  pages: readonly TicketPageDto[],
  slug: LandingSlug,
): TicketPageDto | undefined {
  if (slug.kind === 'cityPair')
    return pages.find((page) => page.originCode === slug.from && page.destinationCode === slug.to);
  return pages.find(
    (page) =>
      page.slug === slug.slug || Object.values(page.alternates).some((alternate) => alternate === slug.slug),
  );
}

/** The days a landing page asks the low-fare calendar for: the coming weeks from tomorrow. */
export function landingFareWindow(today: IsoDate): { readonly from: IsoDate; readonly to: IsoDate } {
  const from = addDaysToIsoDate(today, 1);
  return { from, to: addDaysToIsoDate(from, LANDING_WEEKS * 7 - 1) };
}

/** One coming week: its first and last day and its cheapest day (null when no fare is on sale). */
export interface WeekFare {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly cheapest: { readonly date: IsoDate; readonly amount: number } | null;
}

/**
 * The cheapest fare of each week of the low-fare answer, weeks counted from `from`; the earliest
 * of equal fares. Days the answer does not list, or lists without a fare, count as no fare.
 */
export function cheapestByWeek(
  fares: Pick<LowFareResponse, 'days'>,
  from: IsoDate,
  weeks = LANDING_WEEKS,
): WeekFare[] {
  const amounts = new Map<string, number>();
  for (const day of fares.days)
    if (day.lowestTotalAmount !== null) amounts.set(day.date, day.lowestTotalAmount);
  return Array.from({ length: weeks }, (_, week) => {
    const start = addDaysToIsoDate(from, week * 7);
    let cheapest: WeekFare['cheapest'] = null;
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDaysToIsoDate(start, offset);
      const amount = amounts.get(date);
      if (amount !== undefined && (cheapest === null || amount < cheapest.amount))
        cheapest = { date, amount };
    }
    return { from: start, to: addDaysToIsoDate(start, 6), cheapest };
  });
}
