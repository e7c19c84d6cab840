import type { NameCorrection } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { useMutation } from '@tanstack/react-query';
import { manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.reservationResponseSchema);

/** PUT /booking/api/v1/reservations { passengers }: passengers' names corrected, free. */
export async function correctNames(passengers: readonly NameCorrection[]): Promise<ReservationDto> {
  const answer = await manageRequest('PUT', '/booking/api/v1/reservations', loadSchema, {
    body: { passengers },
  });
  return answer.reservation;
}

export function useCorrectNames() {
  return useMutation({ mutationFn: correctNames });
}
