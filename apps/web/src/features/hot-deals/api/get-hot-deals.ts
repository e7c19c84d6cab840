import type { HotDealListDto, HotDealQueryInput } from '@skybook/contracts/hotdeal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, checkedInWorker } from '../../../lib/api-client';

/** GET /hotdeal/api-home-hotdeal/: the airline's hot deals at their cheapest real fares. */
export function getHotDeals(query: HotDealQueryInput, signal?: AbortSignal): Promise<HotDealListDto> {
  return apiGet('/hotdeal/api-home-hotdeal/', checkedInWorker('hotDealList'), { query, signal });
}

export function hotDealsQueryOptions(query: HotDealQueryInput) {
  return queryOptions({
    queryKey: ['hot-deals', query],
    queryFn: ({ signal }) => getHotDeals(query, signal),
    // The server reprices at most once a minute.
    staleTime: 60_000,
  });
}

export function useHotDeals(query: HotDealQueryInput) {
  return useQuery(hotDealsQueryOptions(query));
}
