import type { FlyGreenResponse } from '@skybook/contracts/ancillaries';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const loadSchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.flyGreenResponseSchema);

/** GET /booking/api/v1/banner-service/isFlyGreen: whether the FlyGreen donation is offered, and its amounts. */
export function useFlyGreen(currency: CurrencyCode, language: Language) {
  return useQuery({
    queryKey: ['is-fly-green', language, currency],
    queryFn: ({ signal }): Promise<FlyGreenResponse> =>
      apiGet('/booking/api/v1/banner-service/isFlyGreen', loadSchema, {
        query: { currency, languageId: language },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
