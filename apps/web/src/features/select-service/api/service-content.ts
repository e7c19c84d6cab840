import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const loadCatalogueSchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.serviceCatalogueResponseSchema);
const loadOptAncillarySchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.optAncillaryResponseSchema);

/** GET /content/api/v1/service: each service's name, description and icon in the page language. */
export function useServiceCatalogue(language: Language) {
  return useQuery({
    queryKey: ['content-service', language],
    queryFn: ({ signal }) =>
      apiGet('/content/api/v1/service', loadCatalogueSchema, { query: { languageId: language }, signal }),
    staleTime: 30 * 60_000,
  });
}

/** GET /content/api/v1/opt-ancillary: which services the page offers, in order, and which open first. */
export function useOptAncillary(language: Language) {
  return useQuery({
    queryKey: ['content-opt-ancillary', language],
    queryFn: ({ signal }) =>
      apiGet('/content/api/v1/opt-ancillary', loadOptAncillarySchema, {
        query: { languageId: language },
        signal,
      }),
    staleTime: 30 * 60_000,
  });
}
