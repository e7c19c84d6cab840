import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /content/api/v1/awards: the prizes the airline won (requirements §3 Prize), for the prize carousel. */
export function getAwards(language: Language, signal?: AbortSignal) {
  return apiGet(
    '/content/api/v1/awards',
    () => import('@skybook/contracts/content-store/blocks').then((module) => module.awardListSchema),
    { query: { languageId: language }, signal },
  );
}

export function awardsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'awards', language],
    queryFn: ({ signal }) => getAwards(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useAwards(language: Language) {
  return useQuery(awardsQueryOptions(language));
}
