import type { BannerDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /content/api/v1/banner: the home carousel's banners showing now, in order. */
export async function getHomeBanners(
  language: Language,
  signal?: AbortSignal,
): Promise<readonly BannerDto[]> {
  const answer = await apiGet(
    '/content/api/v1/banner',
    () => import('@skybook/contracts/content-store/home').then((module) => module.bannerListSchema),
    { query: { languageId: language }, signal },
  );
  return answer.banners;
}

export function homeBannersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'home-banners', language],
    queryFn: ({ signal }) => getHomeBanners(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useHomeBanners(language: Language) {
  return useQuery(homeBannersQueryOptions(language));
}
