import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/menu/{slug}: a menu by its slug in any language, with its sub-menus and parent. */
export function getMenu(slug: string, language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/menu/${encodeURIComponent(slug)}`,
    () => import('@skybook/contracts/content-store/menus').then((module) => module.menuDetailSchema),
    { query: { languageId: language }, signal },
  );
}

export function menuQueryOptions(slug: string, language: Language) {
  return queryOptions({
    queryKey: ['content', 'menu', slug, language],
    queryFn: ({ signal }) => getMenu(slug, language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** The menu named `slug`; null: none to ask for (the query stays idle). */
export function useMenu(slug: string | null, language: Language) {
  return useQuery({ ...menuQueryOptions(slug ?? '', language), enabled: slug !== null });
}
