import type { LowFareQuery, LowFareResponse } from '@skybook/contracts/flight-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * GET /booking/api/v1/low-fare: the cheapest total per day for one direction. Shared by the
 * search form, select-flight and the cheapest-fare calendars, so one question is one cache entry.
 */
export function getLowFare(query: LowFareQuery, signal?: AbortSignal): Promise<LowFareResponse> {
  return apiGet(
    '/booking/api/v1/low-fare',
    () => import('@skybook/contracts/flight-search').then((module) => module.lowFareResponseSchema),
    { query, signal },
  );
}

export function lowFareQueryOptions(query: LowFareQuery) {
  return queryOptions({
    queryKey: ['low-fare', query],
    queryFn: ({ signal }) => getLowFare(query, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useLowFare(query: LowFareQuery) {
  return useQuery(lowFareQueryOptions(query));
}
