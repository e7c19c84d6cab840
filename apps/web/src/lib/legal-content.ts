import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

const loadSchema = () =>
  import('@skybook/contracts/legal-content').then((module) => module.htmlContentSchema);

/** GET /cms/api/v1/htmls: one legal text (requirements §3 legal-content keys: terms of extras and payment methods), asked for when it is opened. */
export function useLegalContent(name: LegalContentKey | null, language: Language) {
  return useQuery({
    queryKey: ['cms-htmls', language, name],
    queryFn: ({ signal }) =>
      apiGet('/cms/api/v1/htmls', loadSchema, { query: { name, languageId: language }, signal }),
    enabled: name !== null,
    staleTime: 30 * 60_000,
  });
}
