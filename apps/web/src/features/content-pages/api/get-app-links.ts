import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/footer-info: read here for its app-store links (the /mobile page). */
export function getFooterInfo(language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/footer-info`,
    () => import('@skybook/contracts/content-store/footer').then((module) => module.footerInfoSchema),
    { query: { languageId: language }, signal },
  );
}

export function footerInfoQueryOptions(language: Language) {
  return queryOptions({
    // The site footer's key (features/chrome), so the footer and /mobile share one answer.
    queryKey: ['footer-info', language],
    queryFn: ({ signal }) => getFooterInfo(language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** The mobile apps' store links (App Store, Google Play, AppGallery) with their badges. */
export function useAppLinks(language: Language) {
  return useQuery({ ...footerInfoQueryOptions(language), select: (info) => info.appLinks });
}
