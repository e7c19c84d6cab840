import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/faq/categories/{languageId}: the FAQ categories with their question counts. */
export function getFaqCategories(language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/faq/categories/${encodeURIComponent(language)}`,
    () => import('@skybook/contracts/content-store/faq').then((module) => module.faqCategoryListSchema),
    { signal },
  );
}

export function faqCategoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'faq-categories', language],
    queryFn: ({ signal }) => getFaqCategories(language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useFaqCategories(language: Language) {
  return useQuery(faqCategoriesQueryOptions(language));
}
