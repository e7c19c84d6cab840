import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { bookingRequest } from '../../../lib/booking-api';

const loadSchema = () =>
  import('@skybook/contracts/payment-methods').then((module) => module.paymentMethodsResponseSchema);

/**
 * GET /booking/api/v1/payment/methods-by-bookingKey: the methods the booking `locator` can be
 * paid with, each with its fee and the total to confirm, in the page's language (requirements §7).
 */
export function usePaymentMethods(locator: string, language: Language) {
  return useQuery({
    queryKey: ['payment-methods', locator, language],
    queryFn: ({ signal }) =>
      bookingRequest('GET', '/booking/api/v1/payment/methods-by-bookingKey', loadSchema, {
        query: { reservationKey: locator, languageId: language },
        signal,
      }),
    staleTime: 60_000,
  });
}
