import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import { parseIataAirportCode } from '@skybook/domain/iata';
import type { Language } from '@skybook/domain/languages';
import { parseLocator } from '@skybook/domain/locator';
import { validatePassengerCounts, type PassengerCounts } from '@skybook/domain/passenger-counts';
import { parsePromoCode } from '@skybook/domain/promo-rules';
import { correctPastSearchDates, parseTripType } from '@skybook/domain/search-query';
import { CHECKIN_QUERY } from '../../lib/checkin-query';
import { sitePath } from '../../lib/site-path';
import {
  isMultiStopProblem,
  parseSearchParams,
  toSearchParams,
  type FlightSearch,
  type SearchParamsProblem,
} from './search-params';

/** What is wrong with a search that arrived by query string, one entry per field at fault. */
export type SearchEntryProblem =
  | 'departAirport'
  | 'arrivalAirport'
  | 'sameAirport'
  | 'tripType'
  | 'departDate'
  | 'returnDate'
  | 'returnBeforeDeparture'
  | 'passengers'
  | 'currency'
  | 'promoCode'
  /** A multi-stop search's legs (format, count or order). */
  | 'legs';

/** What is wrong with a check-in lookup that arrived by query string. */
export type CheckinEntryProblem = 'reservationLocator' | 'lastName' | 'firstName';

/** The parts of an invalid search that were valid, to put in the home form. */
export interface SearchPrefill {
  readonly departAirport?: string;
  readonly arrivalAirport?: string;
  readonly tripType?: 'oneway' | 'roundTrip';
  readonly departDate?: IsoDate;
  readonly returnDate?: IsoDate;
  readonly passengers?: PassengerCounts;
  readonly currency?: CurrencyCode;
  readonly promoCode?: string;
}

/** Where a home address with a query string leads (requirements §2 Search from query string). */
export type QueryEntry =
  /** No search and no check-in asked for: the plain home page. */
  | { readonly kind: 'none' }
  /** A valid search (to select-flight) or check-in lookup (to check-in). */
  | { readonly kind: 'redirect'; readonly to: string }
  | {
      readonly kind: 'invalidSearch';
      readonly problems: readonly SearchEntryProblem[];
      readonly prefill: SearchPrefill;
    }
  | { readonly kind: 'invalidCheckin'; readonly problems: readonly CheckinEntryProblem[] };

/** Parameters that say a search is meant. */
const SEARCH_KEYS = [
  'departAirport',
  'arrivalAirport',
  'departDate',
  'returnDate',
  'tripType',
  'adultCount',
  'childCount',
  'infantCount',
  'legs',
] as const;

/** requirements §2's other search parameters, kept on the way to select-flight for what reads them later. */
const PASSED_THROUGH = ['action', 'searchType', 'refCode', 'companyKey'] as const;

/** Each check-in field and the names it may arrive under, the requirements §3 lookup name first. */
const CHECKIN_FIELDS = {
  reservationLocator: [CHECKIN_QUERY.locator, 'bookingCode'],
  contactFamilyName: [CHECKIN_QUERY.lastName, 'lastName'],
  contactMiddleGivenName: [CHECKIN_QUERY.firstName, 'firstName'],
} as const;

function firstValue(params: URLSearchParams, names: readonly string[]): string {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return '';
}

function hasAny(params: URLSearchParams, names: readonly string[]): boolean {
  return names.some((name) => params.has(name));
}

/** Field by field: which parts of the search are valid (prefill) and which are not (problems). */
function inspectSearch(
  params: URLSearchParams,
  today: IsoDate,
): { problems: SearchEntryProblem[]; prefill: SearchPrefill } {
  const problems: SearchEntryProblem[] = [];
  const prefill: {
    -readonly [Key in keyof SearchPrefill]: SearchPrefill[Key];
  } = {};

  const from = parseIataAirportCode(params.get('departAirport') ?? '');
  const to = parseIataAirportCode(params.get('arrivalAirport') ?? '');
  if (from.ok) prefill.departAirport = from.value;
  else problems.push('departAirport');
  if (!to.ok) problems.push('arrivalAirport');
  else if (from.ok && from.value === to.value) problems.push('sameAirport');
  else prefill.arrivalAirport = to.value;

  // As parseSearchParams reads it: without a trip type, a return date makes it a round trip.
  const rawReturn = params.get('returnDate') ?? '';
  const tripType = parseTripType(params.get('tripType') ?? (rawReturn ? 'roundTrip' : 'oneway'));
  if (tripType === 'oneway' || tripType === 'roundTrip') prefill.tripType = tripType;
  else problems.push('tripType');

  const rawDepart = params.get('departDate') ?? '';
  const departDate = isIsoDate(rawDepart) ? rawDepart : undefined;
  if (!departDate) problems.push('departDate');
  const returnDate = isIsoDate(rawReturn) ? rawReturn : undefined;
  if (tripType === 'roundTrip' && !returnDate) problems.push('returnDate');
  const returnMatters = tripType !== 'oneway' && returnDate !== undefined;
  if (returnMatters && departDate && returnDate < departDate) problems.push('returnBeforeDeparture');
  if (departDate) {
    // requirements §4: past dates are corrected, not refused.
    const fixed = correctPastSearchDates({ departDate, returnDate, today });
    prefill.departDate = fixed.departDate;
    if (returnMatters && returnDate >= departDate) prefill.returnDate = fixed.returnDate;
  }

  const counts = validatePassengerCounts({
    adults: params.get('adultCount') ?? undefined,
    children: params.get('childCount') ?? undefined,
    infants: params.get('infantCount') ?? undefined,
  });
  if (counts.ok) prefill.passengers = counts.value;
  else problems.push('passengers');

  const rawCurrency = params.get('currency')?.trim() ?? '';
  if (rawCurrency) {
    const currency = toCurrencyCode(rawCurrency);
    if (currency) prefill.currency = currency;
    else problems.push('currency');
  }

  const rawPromo = params.get('promoCode')?.trim() ?? '';
  if (rawPromo) {
    const promo = parsePromoCode(rawPromo);
    if (promo.ok) prefill.promoCode = promo.value;
    else problems.push('promoCode');
  }
  return { problems, prefill };
}

/** parseSearchParams's reason as the field it concerns. */
function fromParseProblem(problem: SearchParamsProblem): SearchEntryProblem {
  if (isMultiStopProblem(problem)) return 'legs';
  return problem === 'airports' ? 'departAirport' : problem;
}

function toSelectFlight(search: FlightSearch, params: URLSearchParams, language: Language): QueryEntry {
  const target = toSearchParams(search);
  for (const name of PASSED_THROUGH) {
    const value = params.get(name)?.trim();
    if (value) target.set(name, value);
  }
  return { kind: 'redirect', to: `${sitePath(language, 'select-flight')}?${target.toString()}` };
}

function searchEntry(params: URLSearchParams, language: Language, today: IsoDate): QueryEntry {
  const parsed = parseSearchParams(params, today);
  if (parsed.ok && parsed.search.tripType === 'stopover') {
    // A multi-stop search is read by its legs; the field checks below are for the other trips.
    const rawPromo = params.get('promoCode')?.trim() ?? '';
    const promo = rawPromo ? parsePromoCode(rawPromo) : undefined;
    if (promo && !promo.ok) return { kind: 'invalidSearch', problems: ['promoCode'], prefill: {} };
    return toSelectFlight({ ...parsed.search, promoCode: promo?.value ?? null }, params, language);
  }
  if (!parsed.ok && isMultiStopProblem(parsed.problem))
    return { kind: 'invalidSearch', problems: ['legs'], prefill: {} };
  const { problems, prefill } = inspectSearch(params, today);
  if (!parsed.ok || problems.length > 0) {
    return {
      kind: 'invalidSearch',
      // The field checks mirror parseSearchParams; its reason is the fallback should they ever differ.
      problems: problems.length > 0 ? problems : [fromParseProblem(parsed.ok ? 'airports' : parsed.problem)],
      prefill,
    };
  }
  return toSelectFlight({ ...parsed.search, promoCode: prefill.promoCode ?? null }, params, language);
}

function checkinEntry(params: URLSearchParams, language: Language): QueryEntry {
  const problems: CheckinEntryProblem[] = [];
  const locator = parseLocator(firstValue(params, CHECKIN_FIELDS.reservationLocator));
  if (!locator.ok) problems.push('reservationLocator');
  const familyName = firstValue(params, CHECKIN_FIELDS.contactFamilyName);
  if (!familyName) problems.push('lastName');
  const givenName = firstValue(params, CHECKIN_FIELDS.contactMiddleGivenName);
  if (!givenName) problems.push('firstName');
  if (!locator.ok || problems.length > 0) return { kind: 'invalidCheckin', problems };
  const target = new URLSearchParams({
    [CHECKIN_QUERY.locator]: locator.value,
    [CHECKIN_QUERY.lastName]: familyName,
    [CHECKIN_QUERY.firstName]: givenName,
  });
  return { kind: 'redirect', to: `${sitePath(language, 'checkin')}?${target.toString()}` };
}

/**
 * Reads the query string of a home address (requirements §2 Search from query string). A valid search
 * goes straight to select-flight (currency, promo code and the other requirements §2 parameters kept;
 * past dates corrected, requirements §4); an invalid one stays home with what was valid and what was not.
 * The check-in set (booking code, last name, first name, under their requirements §3 lookup names or the
 * short ones) goes to check-in with the locator upper-cased. When both sets are present the
 * search wins: home is where searches start.
 */
export function resolveQueryEntry(params: URLSearchParams, language: Language, today: IsoDate): QueryEntry {
  if (hasAny(params, SEARCH_KEYS)) return searchEntry(params, language, today);
  if (hasAny(params, Object.values(CHECKIN_FIELDS).flat())) return checkinEntry(params, language);
  return { kind: 'none' };
}
