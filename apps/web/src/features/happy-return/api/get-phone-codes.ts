import type { CountryDto } from '@skybook/contracts/content';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /content/api/v1/country: the countries, named in the page's language, with their dialling codes. */
export function getCountries(signal?: AbortSignal): Promise<readonly CountryDto[]> {
  return apiGet(
    '/content/api/v1/country',
    () => import('@skybook/contracts/content').then((module) => module.countryListSchema),
    { signal },
  ).then((list) => list.countries);
}

export function countriesQueryOptions(language: Language) {
  return queryOptions({
    // The same key and answer as the passenger forms' list, so a visitor downloads it once.
    queryKey: ['countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCountries(language: Language) {
  return useQuery(countriesQueryOptions(language));
}
