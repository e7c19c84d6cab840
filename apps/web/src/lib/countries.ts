import type { CountryDto, ProvinceDto } from '@skybook/contracts/content';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /content/api/v1/country: the countries the forms offer, named in the page's language. */
export function getCountries(signal?: AbortSignal): Promise<readonly CountryDto[]> {
  return apiGet(
    '/content/api/v1/country',
    () => import('@skybook/contracts/content').then((module) => module.countryListSchema),
    { signal },
  ).then((list) => list.countries);
}

export function countriesQueryOptions(language: Language) {
  return queryOptions({
    // The names come in the request's language (Accept-Language), so each language has its list.
    queryKey: ['countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCountries(language: Language) {
  return useQuery(countriesQueryOptions(language));
}

/** GET /content/api/v1/country/{code}/province: a country's provinces, states or territories. */
export function getProvinces(countryCode: string, signal?: AbortSignal): Promise<readonly ProvinceDto[]> {
  return apiGet(
    `/content/api/v1/country/${encodeURIComponent(countryCode)}/province`,
    () => import('@skybook/contracts/content').then((module) => module.provinceListSchema),
    { signal },
  ).then((list) => list.provinces);
}

export function provincesQueryOptions(language: Language, countryCode: string) {
  return queryOptions({
    queryKey: ['provinces', language, countryCode],
    queryFn: ({ signal }) => getProvinces(countryCode, signal),
    staleTime: 60 * 60_000,
    enabled: countryCode !== '',
  });
}

/** The provinces of `countryCode`; nothing is asked while no country is chosen. */
export function useProvinces(language: Language, countryCode: string) {
  return useQuery(provincesQueryOptions(language, countryCode));
}
