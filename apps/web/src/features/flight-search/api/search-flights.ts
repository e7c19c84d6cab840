import type { SearchFlightQuery, SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /booking/api/v1/search-flight (SPEC §2 search, §3 Flight). */
export function searchFlights(query: SearchFlightQuery, signal?: AbortSignal): Promise<SearchFlightResponse> {
  return apiGet(
    '/booking/api/v1/search-flight',
    () => import('@skybook/contracts/flight-search').then((module) => module.searchFlightResponseSchema),
    { query, signal },
  );
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
