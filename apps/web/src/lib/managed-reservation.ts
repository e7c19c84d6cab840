import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { manageGrantStore } from './manage-grant';
import { isGrantRefused, MANAGE_API, manageRequest } from './manage-request';

/*
 * The booking the tab's manage grant opens, as every manage page reads it (booking detail, edit
 * booking, edit service): one query, one cache entry, so what one page changed the next one shows.
 */

const loadSchema = () =>
  import('@skybook/contracts/manage-booking').then((module) => module.managedReservationResponseSchema);

/** GET reservations with the grant: the booking, its check-in statuses and a fresh grant (kept). */
export async function getManagedReservation(signal?: AbortSignal): Promise<ManagedReservationResponse> {
  const answer = await manageRequest('GET', `${MANAGE_API}/reservations`, loadSchema, { signal });
  manageGrantStore.save(answer.grant);
  return answer;
}

export function managedReservationQueryOptions(reservationKey: string, language: Language) {
  return queryOptions({
    // The language is in the key: fare family names come translated.
    queryKey: ['managed-reservation', reservationKey, language],
    queryFn: ({ signal }) => getManagedReservation(signal),
    // The manage pages write their own calls' answers in, and a payment marks it old
    // (forgetManagedReservations); a minute covers what else changes it (a hold running out).
    staleTime: 60_000,
    // A refused grant is final; anything else is worth one more try.
    retry: (failures, error) => !isGrantRefused(error) && failures < 1,
  });
}

export function useManagedReservation(reservationKey: string, language: Language) {
  return useQuery(managedReservationQueryOptions(reservationKey, language));
}

/**
 * Writes a booking a manage call answered over the cached one (its summary with it), under the
 * language of the page that made the call.
 */
export function storeReservation(
  queryClient: QueryClient,
  reservation: ReservationDto,
  language: Language,
): void {
  queryClient.setQueryData<ManagedReservationResponse>(
    managedReservationQueryOptions(reservation.key, language).queryKey,
    (cached) => cached && { ...cached, reservation, reservationSummary: reservation.reservationSummary },
  );
}

/**
 * Forgets every cached booking: a payment (made on the payment pages, or through a gateway)
 * changed what the booking owes, so the next page that shows it asks the server again, and never
 * shows the old balance as still due while it does.
 */
export function forgetManagedReservations(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['managed-reservation'] });
}
