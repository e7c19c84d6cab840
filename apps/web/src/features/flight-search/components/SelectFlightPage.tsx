import type { Language } from '@skybook/domain/languages';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DraftSaveAlert } from '../../../components/DraftSaveAlert';
import { buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { toFetchState } from '../../../lib/fetch-state';
import { sitePath } from '../../../lib/site-path';
import { useBuiltOnce } from '../../../lib/use-built-once';
import { useHydrated } from '../../../lib/use-hydrated';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useSearchFlights } from '../api/search-flights';
import {
  isMultiStopProblem,
  parseAnySearchParams,
  searchToday,
  toSearchFlightQuery,
  toSearchParams,
  type AnySearchProblem,
} from '../search-params';
import { ResultsSkeleton, SummarySkeleton } from './ResultsSkeleton';
import { SelectFlightResults } from './SelectFlightResults';
import { SelectionSummary } from './SelectionSummary';
import '../flight-search.css';

export interface SelectFlightPageProps {
  readonly language: Language;
}

/** Why the query string cannot be searched, in the page's language. */
function useProblemMessage(problem: AnySearchProblem | null): string {
  const { t } = useTranslation();
  const { t: tList } = useTranslation('flightList');
  if (problem === null) return '';
  return isMultiStopProblem(problem) ? tList(`invalid.${problem}`) : t(`flightSearch.invalid.${problem}`);
}

/**
 * /select-flight: the search from the query string (one way, round trip or multi-stop), its
 * flights and fares, and the running total. The query string is read once the page runs in the
 * browser: prerendered (the build knows no search), and until the answer is in, the page shows
 * the results' skeleton, never a complaint about a search it has not read yet.
 */
export function SelectFlightPage({ language }: SelectFlightPageProps) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const today = searchToday();
  const parsed = useMemo(
    () => parseAnySearchParams(new URLSearchParams(paramsText), today),
    [paramsText, today],
  );
  const search = parsed.ok ? parsed.search : null;
  const query = useMemo(() => (search ? toSearchFlightQuery(search) : null), [search]);
  const result = useSearchFlights(query, language);
  const state = toFetchState(result);
  // The first answer is built in a transition (in slices, not one long task); later ones at once.
  const isBuilt = useBuiltOnce(state === 'IsSuccess');
  const isWaiting = !isHydrated || state === 'IsFetching' || state === 'NotFetch' || !isBuilt;
  const startSearch = useBookingDraft((draft) => draft.startSearch);
  const homePath = sitePath(language);
  const problem = useProblemMessage(parsed.ok ? null : parsed.problem);

  useEffect(() => {
    if (!search) return;
    // requirements §4: a past date is corrected, and the address bar says what is shown.
    if (search.corrected) {
      void navigate(`?${toSearchParams(search).toString()}`, { replace: true });
      return;
    }
    startSearch({
      searchKey: paramsText,
      tripType: search.tripType,
      departurePlace: search.departAirport,
      arrivalPlace: search.arrivalAirport,
      departureDate: search.departDate,
      returnDate: search.returnDate,
      passengers: search.passengers,
      promoCode: search.promoCode ?? '',
      currency: search.currency,
      ...(search.tripType === 'stopover' ? { legs: search.legs } : {}),
    });
  }, [search, paramsText, navigate, startSearch]);

  if (isHydrated && !parsed.ok) {
    return (
      <div className="search-problem" role="alert">
        <p>{problem}</p>
        <Link to={homePath} className={buttonClassName('secondary')}>
          {t('flightSearch.changeSearch')}
        </Link>
      </div>
    );
  }

  return (
    <div className="select-flight">
      <div className="select-flight__main">
        <p className="select-flight__change">
          <Link to={homePath}>{t('flightSearch.changeSearch')}</Link>
        </p>
        <DraftSaveAlert />
        {isWaiting && state !== 'IsError' ? <ResultsSkeleton isSearching={isHydrated} /> : null}
        {state === 'IsError' ? (
          <div className="search-problem" role="alert">
            <p>{result.error instanceof ApiError ? result.error.message : t('api.network')}</p>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => {
                void result.refetch();
              }}
            >
              {t('flightSearch.retry')}
            </button>
          </div>
        ) : null}
        {!isWaiting && state === 'IsSuccess' && result.data && search ? (
          <SelectFlightResults data={result.data} locale={language} search={search} today={today} />
        ) : null}
      </div>
      {!isWaiting && state === 'IsSuccess' && result.data ? (
        <SelectionSummary
          data={result.data}
          locale={language}
          passengersPath={sitePath(language, 'passengers')}
        />
      ) : state === 'IsError' ? null : (
        <SummarySkeleton />
      )}
    </div>
  );
}
