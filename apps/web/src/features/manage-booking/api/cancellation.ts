import type { CancellationQuote } from '@skybook/contracts/manage-booking';
import type { CancelReservationBody } from '@skybook/contracts/reservation';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { storeReservation } from '../../../lib/managed-reservation';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';
import { asMember } from '../../../lib/member-request';

const loadQuoteSchema = () =>
  import('@skybook/contracts/manage-booking').then((module) => module.cancellationQuoteSchema);
const loadCancelSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.cancelReservationResponseSchema);

/**
 * GET reservations/cancel/quote: what cancelling gives back (credit or refund options, or why it
 * cannot be done online). Null when the server has no such route yet (404 NOT_FOUND): the page
 * then offers cancelling an Unpaid booking alone, which needs no quote.
 */
export async function getCancellationQuote(signal?: AbortSignal): Promise<CancellationQuote | null> {
  try {
    return await manageRequest('GET', `${MANAGE_API}/reservations/cancel/quote`, loadQuoteSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.errorCode === 'NOT_FOUND') return null;
    throw error;
  }
}

export function cancellationQuoteQueryOptions(reservationKey: string, isEnabled: boolean) {
  return queryOptions({
    queryKey: ['cancellation-quote', reservationKey],
    queryFn: ({ signal }) => getCancellationQuote(signal),
    enabled: isEnabled,
    // A quote is asked for each time the dialog opens: fees can change by the hour.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useCancellationQuote(reservationKey: string, isEnabled: boolean) {
  return useQuery(cancellationQuoteQueryOptions(reservationKey, isEnabled));
}

/**
 * POST reservations/cancel { resolution?, amount? }: an Unpaid booking with nothing, a Paid one
 * with the option chosen and its quoted amount (409 PRICE_CHANGED when it no longer is). Answers
 * the cancelled booking with the credit shell or the refund it made. A signed-in member's token
 * goes with it (renewed and sent again once when it has expired, which the server says before it
 * cancels anything), so a credit goes into their active wallet instead of a credit shell
 * (walletCredit, decision 033); a guest's call goes with the grant alone.
 */
export function cancelReservation(body: Pick<CancelReservationBody, 'resolution' | 'amount'>) {
  return asMember(
    (member) =>
      manageRequest('POST', `${MANAGE_API}/reservations/cancel`, loadCancelSchema, { body, headers: member }),
    { guestsToo: true },
  );
}

/**
 * Cancels, then writes the cancelled booking over the cached one of the page's `language`; a
 * credit into the member's wallet makes their cached wallet and profile stale.
 */
export function useCancelReservation(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: ({ reservation, walletCredit }) => {
      storeReservation(queryClient, reservation, language);
      if (walletCredit) void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
}
