import type { Language } from '@skybook/domain/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

export interface FaqsQuery {
  readonly language: Language;
  /** A category slug in any language; absent: every category. */
  readonly categorySlug?: string;
  /** The server's case- and accent-insensitive search of questions and answers. */
  readonly search?: string;
}

/** GET /content/api/v1/faqs/: the questions of a category, of a search, or both. */
export function getFaqs({ language, categorySlug, search }: FaqsQuery, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/faqs/`,
    () => import('@skybook/contracts/content-store/faq').then((module) => module.faqListSchema),
    {
      query: { languageId: language, faqCategoryLanguageSlug: categorySlug, q: search?.trim() },
      signal,
    },
  );
}

export function faqsQueryOptions(query: FaqsQuery) {
  return queryOptions({
    queryKey: ['content', 'faqs', query.language, query.categorySlug ?? null, query.search?.trim() ?? ''],
    queryFn: ({ signal }) => getFaqs(query, signal),
    staleTime: CONTENT_STALE_TIME_MS,
    // While a new search runs, the last answers stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useFaqs(query: FaqsQuery) {
  return useQuery(faqsQueryOptions(query));
}
