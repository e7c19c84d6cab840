import type { JourneyChangeQuote, JourneyChangesBody } from '@skybook/contracts/journey-change';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/journey-change').then((module) => module.journeyChangeQuoteResponseSchema);

/** POST /booking/api/v1/quotation/edit-booking: what the change costs, before it is made. */
export async function quoteChange(
  changes: JourneyChangesBody['changes'],
  signal?: AbortSignal,
): Promise<JourneyChangeQuote> {
  const answer = await manageRequest('POST', '/booking/api/v1/quotation/edit-booking', loadSchema, {
    body: { changes },
    ...(signal ? { signal } : {}),
  });
  return answer.quotation;
}

export function changeQuoteQueryKey(reservationKey: string, changes: JourneyChangesBody['changes']) {
  return ['edit-booking-quote', reservationKey, changes] as const;
}

export function changeQuoteQueryOptions(reservationKey: string, changes: JourneyChangesBody['changes']) {
  return queryOptions({
    queryKey: changeQuoteQueryKey(reservationKey, changes),
    queryFn: ({ signal }) => quoteChange(changes, signal),
    // A quote is the price now: asked again whenever it is shown anew.
    staleTime: 0,
    retry: false,
  });
}

/** The quote of `changes`; nothing is asked while there are none. */
export function useChangeQuote(reservationKey: string, changes: JourneyChangesBody['changes']) {
  return useQuery({
    ...changeQuoteQueryOptions(reservationKey, changes),
    enabled: changes.length > 0,
    refetchOnWindowFocus: false,
  });
}
