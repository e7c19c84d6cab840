import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, checkedInWorker } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/home-page-seo/{languageId}: home's title, description and keywords. */
export function getHomePageSeo(language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/home-page-seo/${encodeURIComponent(language)}`,
    checkedInWorker('homePageSeo'),
    { signal },
  );
}

export function homePageSeoQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'home-page-seo', language],
    queryFn: ({ signal }) => getHomePageSeo(language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useHomePageSeo(language: Language) {
  return useQuery(homePageSeoQueryOptions(language));
}
