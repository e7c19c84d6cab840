import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { manageGrantStore } from '../../../lib/manage-grant';
import { isGrantRefused, MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/manage-booking').then((module) => module.managedReservationResponseSchema);

/** GET reservations with the grant: the booking, its check-in statuses and a fresh grant (kept). */
export async function getManagedReservation(signal?: AbortSignal): Promise<ManagedReservationResponse> {
  const answer = await manageRequest('GET', `${MANAGE_API}/reservations`, loadSchema, { signal });
  manageGrantStore.save(answer.grant);
  return answer;
}

export function managedReservationQueryOptions(reservationKey: string) {
  return queryOptions({
    queryKey: ['managed-reservation', reservationKey],
    queryFn: ({ signal }) => getManagedReservation(signal),
    // The booking changes only by this page's own calls, which write their answers in.
    staleTime: 60_000,
    // A refused grant is final; anything else is worth one more try.
    retry: (failures, error) => !isGrantRefused(error) && failures < 1,
  });
}

export function useManagedReservation(reservationKey: string) {
  return useQuery(managedReservationQueryOptions(reservationKey));
}

/** Writes a booking a manage call answered over the cached one (its summary with it). */
export function storeReservation(queryClient: QueryClient, reservation: ReservationDto): void {
  queryClient.setQueryData<ManagedReservationResponse>(
    managedReservationQueryOptions(reservation.key).queryKey,
    (cached) => cached && { ...cached, reservation, reservationSummary: reservation.reservationSummary },
  );
}
