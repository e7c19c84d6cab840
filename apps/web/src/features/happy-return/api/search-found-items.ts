import type { SearchByPaxRequest, SearchByPaxResponse } from '@skybook/contracts/happy-returns';
import { useMutation } from '@tanstack/react-query';
import { postHappyReturns } from './rate-limit';

/**
 * POST /happy-returns/v1/items/search-by-pax: found items matching a booking (code and family
 * name), a flight number, a date and a category. Answers are per person and rate limited, so a
 * search is a mutation the traveller starts, not a cached query.
 */
export function searchFoundItems(request: SearchByPaxRequest): Promise<SearchByPaxResponse> {
  return postHappyReturns(
    '/happy-returns/v1/items/search-by-pax',
    () => import('@skybook/contracts/happy-returns').then((module) => module.searchByPaxResponseSchema),
    request,
  );
}

export function useSearchFoundItems() {
  return useMutation({ mutationFn: searchFoundItems });
}
