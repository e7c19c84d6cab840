import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { manageGrantStore } from '../../../lib/manage-grant';
import { isGrantRefused, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/manage-booking').then((module) => module.managedReservationResponseSchema);

/** GET /booking/api/v1/reservations with the grant: the booking, and a fresh grant kept for the tab. */
export async function getManagedReservation(signal?: AbortSignal): Promise<ManagedReservationResponse> {
  const answer = await manageRequest('GET', '/booking/api/v1/reservations', loadSchema, {
    ...(signal ? { signal } : {}),
  });
  manageGrantStore.save(answer.grant);
  return answer;
}

export function managedReservationQueryOptions(reservationKey: string, language: Language) {
  return queryOptions({
    // The language is in the key: fare family names come translated.
    queryKey: ['managed-reservation', reservationKey, language],
    queryFn: ({ signal }) => getManagedReservation(signal),
    staleTime: 30_000,
    retry: (failures, error) => !isGrantRefused(error) && failures < 1,
  });
}

export function useManagedReservation(reservationKey: string, language: Language) {
  return useQuery(managedReservationQueryOptions(reservationKey, language));
}
