import type { SearchFlightQuery, SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, checkedInWorker } from '../../../lib/api-client';

/** GET /booking/api/v1/search-flight for one day of a booked route (the re-shop of a change). */
export function searchDayFlights(
  query: SearchFlightQuery,
  signal?: AbortSignal,
): Promise<SearchFlightResponse> {
  return apiGet('/booking/api/v1/search-flight', checkedInWorker('searchFlight'), { query, signal });
}

export function dayFlightsQueryOptions(query: SearchFlightQuery, language: Language) {
  return queryOptions({
    // select-flight's key: one cache for the same search.
    queryKey: ['search-flight', language, query],
    queryFn: ({ signal }) => searchDayFlights(query, signal),
    // Seats and prices move: a search older than a minute is asked again.
    staleTime: 60_000,
    retry: false,
  });
}

export function useDayFlights(query: SearchFlightQuery, language: Language) {
  return useQuery(dayFlightsQueryOptions(query, language));
}
