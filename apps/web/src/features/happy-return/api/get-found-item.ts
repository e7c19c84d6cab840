import type { FoundItemPaxDto } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

/** GET /happy-returns/v1/items/{id}/pax: a found item as a traveller may see it. */
export function getFoundItem(
  itemId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<FoundItemPaxDto> {
  return apiGet(
    `/happy-returns/v1/items/${encodeURIComponent(itemId)}/pax`,
    () => import('@skybook/contracts/happy-returns').then((module) => module.foundItemPaxSchema),
    { query: { languageId: language }, signal },
  );
}

export function foundItemQueryOptions(itemId: string, language: Language) {
  return queryOptions({
    queryKey: ['happy-returns', 'item', itemId, language],
    queryFn: ({ signal }) => getFoundItem(itemId, language, signal),
    // Its status moves when someone claims it; never show an old one.
    staleTime: 0,
    // An unknown item stays unknown; other failures are worth a second try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

export function useFoundItem(itemId: string, language: Language) {
  return useQuery(foundItemQueryOptions(itemId, language));
}
