import type { HdssValidateBody } from '@skybook/contracts/payment';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () =>
  import('@skybook/contracts/payment').then((module) => module.partnerValidateResponseSchema);

/**
 * POST /booking/payment/hdss/validate (the requirements' path without /api/v1): whether a held booking can be
 * paid at an HD SAISON point, with its deadline and what remains to pay when it can; the reason's
 * key when not. Unknown, paid or cancelled bookings are the server's errors, worded in the page's
 * language.
 */
export function validateHdssBooking(body: HdssValidateBody) {
  return apiPost('/booking/payment/hdss/validate', loadSchema, { body });
}

export function useValidateHdssBooking() {
  return useMutation({ mutationFn: validateHdssBooking });
}
