import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/templates/{template}/post: the posts a template page shows, in order. */
export function getTemplatePosts(template: string, language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/templates/${encodeURIComponent(template)}/post`,
    () => import('@skybook/contracts/content-store/posts').then((module) => module.templatePostListSchema),
    { query: { lang: language }, signal },
  );
}

export function templatePostsQueryOptions(template: string, language: Language) {
  return queryOptions({
    queryKey: ['content', 'template-posts', template, language],
    queryFn: ({ signal }) => getTemplatePosts(template, language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useTemplatePosts(template: string, language: Language, enabled = true) {
  return useQuery({ ...templatePostsQueryOptions(template, language), enabled });
}
