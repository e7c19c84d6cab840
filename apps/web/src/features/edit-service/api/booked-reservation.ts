import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { grantHeaders, type StoredGrant } from '../grant-source';

const loadSchema = () =>
  import('@skybook/contracts/manage-booking').then((module) => module.managedReservationResponseSchema);

/** GET /booking/api/v1/reservations with the grant: the booking as it is now. */
export function bookedReservationQueryOptions(grant: StoredGrant) {
  return queryOptions({
    queryKey: ['edit-service', 'reservation', grant.reservationKey],
    queryFn: ({ signal }): Promise<ManagedReservationResponse> =>
      apiGet('/booking/api/v1/reservations', loadSchema, { headers: grantHeaders(grant), signal }),
    retry: false,
  });
}

export function useBookedReservation(grant: StoredGrant) {
  return useQuery(bookedReservationQueryOptions(grant));
}
