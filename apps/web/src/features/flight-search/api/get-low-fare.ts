import type { LowFareQuery, LowFareResponse } from '@skybook/contracts/flight-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /booking/api/v1/low-fare: the cheapest total per day for one direction. */
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
