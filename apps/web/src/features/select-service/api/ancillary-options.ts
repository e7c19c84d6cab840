import type { AncillaryOptionsResponse } from '@skybook/contracts/ancillaries';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { bookingRequest } from '../../../lib/booking-api';

const loadSchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.ancillaryOptionsResponseSchema);

/** GET /booking/api/v1/ancillaryOptions: one journey's extras, priced in the booking currency. */
export function ancillaryOptionsQueryOptions(bookingKey: string, language: Language) {
  return queryOptions({
    queryKey: ['ancillary-options', language, bookingKey],
    queryFn: ({ signal }): Promise<AncillaryOptionsResponse> =>
      bookingRequest('GET', '/booking/api/v1/ancillaryOptions', loadSchema, {
        query: { bookingKey, languageId: language },
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Every journey's catalogue at once: "same selection on return" needs the other direction's. */
export function useAncillaryOptions(bookingKeys: readonly string[], language: Language) {
  return useQueries({
    queries: bookingKeys.map((bookingKey) => ancillaryOptionsQueryOptions(bookingKey, language)),
  });
}
