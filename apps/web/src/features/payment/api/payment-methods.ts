import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { hasStoredLogin } from '../../../lib/member-session';
import { requestWithMember, type PaymentPayer } from '../payer';

const loadSchema = () =>
  import('@skybook/contracts/payment-methods').then((module) => module.paymentMethodsResponseSchema);

/** The cached methods of one payer's bookings (invalidated when a total changed). */
export const paymentMethodsKey = (payer: PaymentPayer) => ['payment-methods', payer.id] as const;

/**
 * GET /booking/api/v1/payment/methods-by-bookingKey: the methods the booking can be paid with,
 * each with its fee and the total to confirm, in the page's language (requirements §7). The
 * booking flow names it by `locator`; manage booking's grant names it itself (locator null). A
 * signed-in member's token goes too, so their wallet is offered.
 */
export function usePaymentMethods(payer: PaymentPayer, locator: string | null, language: Language) {
  return useQuery({
    queryKey: [...paymentMethodsKey(payer), locator, language, hasStoredLogin()],
    queryFn: ({ signal }) =>
      requestWithMember(payer, 'GET', '/booking/api/v1/payment/methods-by-bookingKey', loadSchema, {
        query: { ...(locator === null ? {} : { reservationKey: locator }), languageId: language },
        signal,
      }),
    staleTime: 60_000,
  });
}
