import type { PassengerLoyaltiesBody } from '@skybook/contracts/reservation';
import type { Language } from '@skybook/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeReservation } from '../../../lib/managed-reservation';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.reservationResponseSchema);

/**
 * PUT reservations/{key}/passengerLoyalties: each passenger's Skyclub or SkyJoy number (empty
 * removes it). 400 INVALID_FORM with the field issues for a bad number, 409 for a cancelled booking.
 */
export function updatePassengerLoyalties(reservationKey: string, body: PassengerLoyaltiesBody) {
  return manageRequest(
    'PUT',
    `${MANAGE_API}/reservations/${encodeURIComponent(reservationKey)}/passengerLoyalties`,
    loadSchema,
    { body },
  );
}

/** Saves, then writes the booking over the cached one of the page's `language`. */
export function useUpdatePassengerLoyalties(reservationKey: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PassengerLoyaltiesBody) => updatePassengerLoyalties(reservationKey, body),
    onSuccess: ({ reservation }) => {
      storeReservation(queryClient, reservation, language);
    },
  });
}
