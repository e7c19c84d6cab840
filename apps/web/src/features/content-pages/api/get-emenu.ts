import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

export interface EmenuQuery {
  readonly language: Language;
  readonly currency: CurrencyCode;
  /** The server's case- and accent-insensitive search of item names; blank: every item. */
  readonly name: string;
}

/** GET /content/api/v1/items/{languageId}: the e-menu by category, priced in `currency`. */
export function getEmenu({ language, currency, name }: EmenuQuery, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/items/${encodeURIComponent(language)}`,
    () => import('@skybook/contracts/content-store/emenu').then((module) => module.emenuCatalogueSchema),
    { query: { currency, name: name.trim() === '' ? undefined : name.trim() }, signal },
  );
}

export function emenuQueryOptions(query: EmenuQuery) {
  return queryOptions({
    queryKey: ['content', 'emenu', query.language, query.currency, query.name.trim()],
    queryFn: ({ signal }) => getEmenu(query, signal),
    staleTime: CONTENT_STALE_TIME_MS,
    // While a new search runs, the last answer stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useEmenu(query: EmenuQuery) {
  return useQuery(emenuQueryOptions(query));
}
