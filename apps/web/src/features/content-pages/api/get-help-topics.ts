import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/help/{languageId}: the help centre's topics. */
export function getHelpTopics(language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/help/${encodeURIComponent(language)}`,
    () => import('@skybook/contracts/content-store/faq').then((module) => module.helpListSchema),
    { signal },
  );
}

export function helpTopicsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) => getHelpTopics(language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useHelpTopics(language: Language) {
  return useQuery(helpTopicsQueryOptions(language));
}
