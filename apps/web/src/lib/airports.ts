import type { AirportListDto } from '@skybook/contracts/airports';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * GET /content/api/v1/airport: every airport, or those reachable from `departureCode`, by country
 * (the search form's pickers; the confirmation page names a booking's airports with it).
 */
export function getAirports(
  languageId: Language,
  departureCode: string | null,
  signal?: AbortSignal,
): Promise<AirportListDto> {
  return apiGet(
    '/content/api/v1/airport',
    () => import('@skybook/contracts/airports').then((module) => module.airportListSchema),
    {
      query: { languageId, departureCode },
      signal,
    },
  );
}

export function airportsQueryOptions(languageId: Language, departureCode: string | null) {
  return queryOptions({
    queryKey: ['airports', languageId, departureCode ?? ''],
    queryFn: ({ signal }) => getAirports(languageId, departureCode, signal),
    staleTime: 10 * 60_000,
  });
}

export function useAirports(languageId: Language, departureCode: string | null) {
  return useQuery(airportsQueryOptions(languageId, departureCode));
}
