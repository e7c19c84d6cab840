import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/pages/{slug}: a page or information page by its slug in any language. */
export function getPage(slug: string, language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/pages/${encodeURIComponent(slug)}`,
    () => import('@skybook/contracts/content-store/pages').then((module) => module.pageResponseSchema),
    { query: { languageId: language }, signal },
  );
}

export function pageQueryOptions(slug: string, language: Language) {
  return queryOptions({
    queryKey: ['content', 'page', slug, language],
    queryFn: ({ signal }) => getPage(slug, language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function usePage(slug: string, language: Language) {
  return useQuery(pageQueryOptions(slug, language));
}
