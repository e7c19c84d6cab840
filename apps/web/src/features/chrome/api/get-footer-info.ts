import type { FooterInfoDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /content/api/v1/footer-info: social networks and media, instruction and app links, the
 * address HTML and the hotline (requirements §3 Footer info).
 */
export function getFooterInfo(language: Language, signal?: AbortSignal): Promise<FooterInfoDto> {
  return apiGet(
    '/content/api/v1/footer-info',
    () => import('@skybook/contracts/content-store/footer').then((module) => module.footerInfoSchema),
    { query: { languageId: language }, signal },
  );
}

export function footerInfoQueryOptions(language: Language) {
  // A plain object rather than queryOptions(): this runs at start-up (design §5: initial JavaScript).
  return {
    queryKey: ['footer-info', language] as const,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => getFooterInfo(language, signal),
    staleTime: 10 * 60_000,
  };
}

export function useFooterInfo(language: Language, enabled = true) {
  return useQuery({ ...footerInfoQueryOptions(language), enabled });
}
