import { toLanguage } from '@skybook/domain/languages';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useBookingDraft } from '../../stores/booking-draft';
import { resolveQueryEntry, type QueryEntry, type SearchPrefill } from './query-entry';
import { searchToday } from './search-params';

/** What home's loader hands the page when the query string asked for something it cannot do. */
export interface HomeQueryProblem {
  readonly queryEntry: Extract<QueryEntry, { kind: 'invalidSearch' | 'invalidCheckin' }>;
}

/**
 * Puts what was valid in an invalid query-string search into the home form. The address defines
 * the search: the draft starts from its defaults (keeping the traveller's currency unless the
 * address names one), so nothing from an earlier search is mixed into this one.
 */
export function prefillSearchForm(prefill: SearchPrefill): void {
  const draft = useBookingDraft.getState();
  const { currencyDefault, currencyChosen } = draft;
  draft.reset();
  // The traveller's currency is theirs, not the search's: kept, unless the address names one.
  if (prefill.currency) draft.setCurrency(prefill.currency);
  else useBookingDraft.setState({ currencyDefault, currencyChosen });
  // After a reset, the departure is chosen first: choosing the arrival next keeps both.
  if (prefill.departAirport) draft.setDeparturePlace(prefill.departAirport);
  if (prefill.arrivalAirport) draft.setArrivalPlace(prefill.arrivalAirport);
  if (prefill.tripType) draft.setTripType(prefill.tripType);
  if (prefill.departDate) draft.setDates(prefill.departDate, prefill.returnDate ?? null);
  if (prefill.passengers) draft.setPassengers(prefill.passengers);
  if (prefill.promoCode) draft.setPromoCode(prefill.promoCode);
}

/**
 * Home's route loader (requirements §2 Search from query string): a valid search or check-in lookup in
 * the address goes straight on; an invalid one fills the form with what was valid and tells the
 * page what was wrong.
 */
export function homeLoader({ request, params }: LoaderFunctionArgs): Response | HomeQueryProblem | null {
  const language = toLanguage(params.lang);
  if (!language) return null;
  const entry = resolveQueryEntry(new URL(request.url).searchParams, language, searchToday());
  switch (entry.kind) {
    case 'none':
      return null;
    case 'redirect':
      return redirect(entry.to);
    case 'invalidSearch':
      prefillSearchForm(entry.prefill);
      return { queryEntry: entry };
    case 'invalidCheckin':
      return { queryEntry: entry };
  }
}
