import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The two campaign blocks of home (requirements §2 Home, §3 Campaign content). */
export type CampaignBlockKind = 'green' | 'future';

const CAMPAIGN_PATHS: Readonly<Record<CampaignBlockKind, string>> = {
  green: '/content/api/v1/flygreen',
  future: '/content/api/v1/vietjet-future',
};

/**
 * GET /content/api/v1/flygreen or /content/api/v1/vietjet-future: the block's heading and its
 * enabled items in order; future vision also carries a longer text for wide screens.
 */
export function getCampaignBlock(kind: CampaignBlockKind, language: Language, signal?: AbortSignal) {
  return apiGet(
    CAMPAIGN_PATHS[kind],
    () => import('@skybook/contracts/content-store/blocks').then((module) => module.campaignListSchema),
    { query: { languageId: language }, signal },
  );
}

export function campaignBlockQueryOptions(kind: CampaignBlockKind, language: Language) {
  return queryOptions({
    queryKey: ['content', 'campaign', kind, language],
    queryFn: ({ signal }) => getCampaignBlock(kind, language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useCampaignBlock(kind: CampaignBlockKind, language: Language) {
  return useQuery(campaignBlockQueryOptions(kind, language));
}
