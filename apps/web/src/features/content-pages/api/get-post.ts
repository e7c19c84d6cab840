import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/post/{slug}: a news article by its slug in any language, with related posts. */
export function getPost(slug: string, language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/post/${encodeURIComponent(slug)}`,
    () => import('@skybook/contracts/content-store/posts').then((module) => module.postResponseSchema),
    { query: { languageId: language }, signal },
  );
}

export function postQueryOptions(slug: string, language: Language) {
  return queryOptions({
    queryKey: ['content', 'post', slug, language],
    queryFn: ({ signal }) => getPost(slug, language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function usePost(slug: string, language: Language) {
  return useQuery(postQueryOptions(slug, language));
}
