import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTENT_API, CONTENT_STALE_TIME_MS } from './content-query';

/** GET /content/api/v1/cms-setting/FAQ_GENERAL_SETTING: the FAQ home's texts, banner and contacts. */
export function getFaqSetting(language: Language, signal?: AbortSignal) {
  return apiGet(
    `${CONTENT_API}/cms-setting/FAQ_GENERAL_SETTING`,
    () => import('@skybook/contracts/content-store/faq').then((module) => module.faqGeneralSettingSchema),
    { query: { languageId: language }, signal },
  );
}

export function faqSettingQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'faq-setting', language],
    queryFn: ({ signal }) => getFaqSetting(language, signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function useFaqSetting(language: Language) {
  return useQuery(faqSettingQueryOptions(language));
}
