import type { SearchFlightQuery, SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, checkedInWorker } from '../../../lib/api-client';

/** GET /booking/api/v1/search-flight (requirements §2 search, §3 Flight). */
export function searchFlights(query: SearchFlightQuery, signal?: AbortSignal): Promise<SearchFlightResponse> {
  // Checked in the answer-check worker: the answer is large, and the page waits on it.
  return apiGet('/booking/api/v1/search-flight', checkedInWorker('searchFlight'), { query, signal });
}

export function searchFlightsQueryOptions(query: SearchFlightQuery, language: Language) {
  return queryOptions({
    // The language is in the key: fare family names and benefits come translated.
    queryKey: ['search-flight', language, query],
    queryFn: ({ signal }) => searchFlights(query, signal),
    // Seats and prices move: a search older than a minute is asked again.
    staleTime: 60_000,
    retry: false,
  });
}

export function useSearchFlights(query: SearchFlightQuery | null, language: Language) {
  return useQuery({
    ...searchFlightsQueryOptions(query ?? {}, language),
    enabled: query !== null,
  });
}
