import { POST_PAGE_LIMIT_DEFAULT } from '@skybook/contracts/content-store/posts';
import type { Language } from '@skybook/domain/languages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** Posts per "Load more" (requirements §7 post paging: limit default 10). */
export const NEWS_PAGE_SIZE = POST_PAGE_LIMIT_DEFAULT;

/** GET /content/api/v1/post: one page of a news category's posts, newest first. */
export function getPosts(categorySlug: string, language: Language, page: number, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/post`,
    () => import('@skybook/contracts/content-store/posts').then((module) => module.postListSchema),
    { query: { slug: categorySlug, languageId: language, page, limit: NEWS_PAGE_SIZE }, signal },
  );
}

/** The category's posts a page at a time; each "Load more" appends the next page (requirements §4). */
export function postsQueryOptions(categorySlug: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['content', 'posts', categorySlug, language],
    queryFn: ({ pageParam, signal }) => getPosts(categorySlug, language, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function usePosts(categorySlug: string, language: Language) {
  return useInfiniteQuery(postsQueryOptions(categorySlug, language));
}
