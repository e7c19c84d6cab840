/**
 * Which journeys need travel documents entered at booking (requirements §5): journeys between Vietnam and
 * Australia or Kazakhstan, and any journey touching Australia with more than one flight leg.
 */

/** One flight leg of a journey, by the ISO 3166-1 alpha-2 countries of its two airports. */
export interface JourneyLeg {
  readonly originCountry: string;
  readonly destinationCountry: string;
}

/** Countries whose journeys to or from Vietnam need documents (requirements §5 "AUS or KAZ"). */
export const DOCUMENT_COUNTRIES_WITH_VIETNAM: readonly string[] = ['AU', 'KZ'];

const VIETNAM = 'VN';
const AUSTRALIA = 'AU';

/**
 * True when a journey (its legs in flying order, one leg for a direct flight) needs documents:
 * - it starts in Vietnam and ends in Australia or Kazakhstan, or the reverse (whether direct or
 *   connecting);
 * - or any of its airports is in Australia and it has more than one leg.
 * An empty journey needs none.
 */
export function journeyRequiresDocuments(legs: readonly JourneyLeg[]): boolean {
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return false;
  const ends = [first.originCountry, last.destinationCountry];
  const betweenVietnamAndListed =
    ends.includes(VIETNAM) && ends.some((country) => DOCUMENT_COUNTRIES_WITH_VIETNAM.includes(country));
  if (betweenVietnamAndListed) return true;
  const touchesAustralia = legs.some(
    (leg) => leg.originCountry === AUSTRALIA || leg.destinationCountry === AUSTRALIA,
  );
  return touchesAustralia && legs.length > 1;
}
