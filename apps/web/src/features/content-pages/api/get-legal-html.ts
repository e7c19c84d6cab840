import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_STALE_TIME_MS } from './content-query';

/** GET /cms/api/v1/htmls: a legal text by its requirements §3 key (eSIM supported devices …). */
export function getLegalHtml(name: LegalContentKey, language: Language, signal?: AbortSignal) {
  return apiGet(
    '/cms/api/v1/htmls',
    () => import('@skybook/contracts/legal-content').then((module) => module.htmlContentSchema),
    { query: { name, languageId: language }, signal },
  );
}

export function legalHtmlQueryOptions(name: LegalContentKey, language: Language) {
  return queryOptions({
    queryKey: ['cms', 'htmls', name, language],
    queryFn: ({ signal }) => getLegalHtml(name, language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useLegalHtml(name: LegalContentKey, language: Language) {
  return useQuery(legalHtmlQueryOptions(name, language));
}
