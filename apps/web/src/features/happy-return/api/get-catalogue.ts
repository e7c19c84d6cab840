import type { CategoryListDto, PropertyListDto } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const loadContract = () => import('@skybook/contracts/happy-returns');

/** GET /happy-returns/v1/category: the kinds of item the lost-and-found office keeps, in order. */
export function getCategories(language: Language, signal?: AbortSignal): Promise<CategoryListDto> {
  return apiGet(
    '/happy-returns/v1/category',
    () => loadContract().then((module) => module.categoryListSchema),
    {
      query: { languageId: language },
      signal,
    },
  );
}

export function categoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['happy-returns', 'categories', language],
    queryFn: ({ signal }) => getCategories(language, signal),
    // The server caches them for five minutes too; they change with the catalogue only.
    staleTime: 5 * 60_000,
  });
}

export function useCategories(language: Language) {
  return useQuery(categoriesQueryOptions(language));
}

/** GET /happy-returns/v1/properties: what describes an item of a category, with allowed values. */
export function getProperties(
  language: Language,
  categoryId: string,
  signal?: AbortSignal,
): Promise<PropertyListDto> {
  return apiGet(
    '/happy-returns/v1/properties',
    () => loadContract().then((module) => module.propertyListSchema),
    { query: { languageId: language, categoryId }, signal },
  );
}

export function propertiesQueryOptions(language: Language, categoryId: string) {
  return queryOptions({
    queryKey: ['happy-returns', 'properties', language, categoryId],
    queryFn: ({ signal }) => getProperties(language, categoryId, signal),
    staleTime: 5 * 60_000,
    enabled: categoryId !== '',
  });
}

/** The properties of `categoryId`; nothing is asked while no category is chosen. */
export function useProperties(language: Language, categoryId: string) {
  return useQuery(propertiesQueryOptions(language, categoryId));
}
