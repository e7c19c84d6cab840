import { useQuery } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';
import { onServerClock } from '../../../lib/booking-api';
import type { PaymentPayer } from '../payer';

const loadSchema = () =>
  import('@skybook/contracts/payment').then((module) => module.paymentStatusResponseSchema);

/**
 * PATCH /booking/api/v1/payment/status: settles the booking's payment (asking the gateway when it
 * is still open) and answers it with the booking. The payment's id (the gateways' return URL
 * carries it) is enough with the locator: the traveller may come back after the booking session
 * has ended. Without one, the server answers only the session that booked it, so its id goes
 * along, live or not. Manage booking's grant names the booking itself (no locator).
 */
export function usePaymentStatus(payer: PaymentPayer, locator: string, paymentId: string | null) {
  return useQuery({
    queryKey: ['payment-status', payer.id, locator, paymentId],
    queryFn: ({ signal }) =>
      onServerClock(() =>
        apiPatch('/booking/api/v1/payment/status', loadSchema, {
          body: {
            ...(locator === '' ? {} : { locator }),
            ...(paymentId ? { paymentId } : {}),
          },
          ...payer.statusCredentials(),
          signal,
        }),
      ),
    enabled: locator !== '' || payer.kind === 'manage',
    staleTime: Infinity,
    retry: 1,
  });
}

/**
 * A booking's itinerary file (`pdf`, or the `ics` calendar): a plain link, the names checked as a
 * booking lookup.
 */
export function itineraryFileUrl(
  file: 'pdf' | 'ics',
  locator: string,
  lastName: string,
  firstName: string,
  language: string,
): string {
  const query = new URLSearchParams({ lastName, firstName, languageId: language });
  return `/booking/api/v1/reservations/${encodeURIComponent(locator)}/itinerary.${file}?${query.toString()}`;
}
