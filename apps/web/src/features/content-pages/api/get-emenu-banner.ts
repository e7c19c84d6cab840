import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/emenu-banner: the e-menu page's banner. */
export function getEmenuBanner(language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/emenu-banner`,
    () => import('@skybook/contracts/content-store/home').then((module) => module.bannerListSchema),
    { query: { languageId: language }, signal },
  );
}

export function emenuBannerQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'emenu-banner', language],
    queryFn: ({ signal }) => getEmenuBanner(language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useEmenuBanner(language: Language) {
  return useQuery(emenuBannerQueryOptions(language));
}

/** Where the e-menu PDF downloads from (Vietnamese or English; other languages get English). */
export function emenuDownloadHref(language: Language): string {
  return `${CONTENT_API}/emenu/download?languageId=${encodeURIComponent(language)}`;
}
