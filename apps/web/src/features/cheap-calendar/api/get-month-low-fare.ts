import type { LowFareQuery, LowFareResponse } from '@skybook/contracts/flight-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /booking/api/v1/low-fare for one month of one direction: the cheapest total per day. */
export function getMonthLowFare(query: LowFareQuery, signal?: AbortSignal): Promise<LowFareResponse> {
  return apiGet(
    '/booking/api/v1/low-fare',
    () => import('@skybook/contracts/flight-search').then((module) => module.lowFareResponseSchema),
    { query, signal },
  );
}

export function monthLowFareQueryOptions(query: LowFareQuery) {
  return queryOptions({
    // The flight-search feature asks the same question under the same key: one cache entry.
    queryKey: ['low-fare', query],
    queryFn: ({ signal }) => getMonthLowFare(query, signal),
    // Seats and prices move: a month older than a minute is asked again.
    staleTime: 60_000,
    retry: false,
  });
}

export function useMonthLowFare(query: LowFareQuery) {
  return useQuery(monthLowFareQueryOptions(query));
}
