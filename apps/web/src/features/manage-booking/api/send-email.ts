import { useMutation } from '@tanstack/react-query';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.sendReservationEmailResponseSchema);

/**
 * GET reservations/sendEmail: e-mails a Paid booking's confirmation to its contact again; answers
 * the address masked. 409 RESERVATION_NOT_PAID for an unpaid one, 503 when the mail server refused.
 */
export function sendReservationEmail() {
  return manageRequest('GET', `${MANAGE_API}/reservations/sendEmail`, loadSchema);
}

export function useSendReservationEmail() {
  return useMutation({ mutationFn: sendReservationEmail });
}
