import { useQuery } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';

const loadSchema = () =>
  import('@skybook/contracts/payment').then((module) => module.paymentStatusResponseSchema);

/**
 * PATCH /booking/api/v1/payment/status: settles the booking's payment (asking the gateway when it
 * is still open) and answers it with the booking. Needs no session: the traveller may come back
 * from a gateway page after the booking session has ended.
 */
export function usePaymentStatus(locator: string, paymentId: string | null) {
  return useQuery({
    queryKey: ['payment-status', locator, paymentId],
    queryFn: ({ signal }) =>
      apiPatch('/booking/api/v1/payment/status', loadSchema, {
        body: paymentId ? { locator, paymentId } : { locator },
        signal,
      }),
    enabled: locator !== '',
    staleTime: Infinity,
    retry: 1,
  });
}

/** The itinerary PDF of a booking (a plain link: the names are checked as a booking lookup). */
export function itineraryPdfUrl(
  locator: string,
  lastName: string,
  firstName: string,
  language: string,
): string {
  const query = new URLSearchParams({ lastName, firstName, languageId: language });
  return `/booking/api/v1/reservations/${encodeURIComponent(locator)}/itinerary.pdf?${query.toString()}`;
}
