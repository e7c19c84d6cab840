import type { UpdatableContact } from '@skybook/contracts/reservation';
import type { Language } from '@skybook/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeReservation } from '../../../lib/managed-reservation';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.reservationResponseSchema);

/**
 * PUT reservations { contact }: the booking's new contact details. 400 INVALID_TELEPHONE,
 * INVALID_ADDRESS, INVALID_COUNTRY, INVALID_PROVINCE or INVALID_FORM with every field's issue
 * (path `body.contact.<field>`), 409 CONFLICT for a cancelled booking.
 */
export function updateContact(contact: UpdatableContact) {
  return manageRequest('PUT', `${MANAGE_API}/reservations`, loadSchema, { body: { contact } });
}

/** Saves, then writes the booking over the cached one of the page's `language`. */
export function useUpdateContact(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: ({ reservation }) => {
      storeReservation(queryClient, reservation, language);
    },
  });
}
