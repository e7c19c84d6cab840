import { useQuery } from '@tanstack/react-query';
import type { SESSION_ID_HEADER as CONTRACT_SESSION_ID_HEADER } from '@skybook/contracts/booking-session';
import { apiPatch } from '../../../lib/api-client';
import { useBookingSession } from '../../../stores/booking-session';

const SESSION_ID_HEADER: typeof CONTRACT_SESSION_ID_HEADER = 'x-session-id';

const loadSchema = () =>
  import('@skybook/contracts/payment').then((module) => module.paymentStatusResponseSchema);

/**
 * PATCH /booking/api/v1/payment/status: settles the booking's payment (asking the gateway when it
 * is still open) and answers it with the booking. The payment's id (the gateways' return URL
 * carries it) is enough: the traveller may come back after the booking session has ended. Without
 * one, the server answers only the session that booked it, so its id goes along, live or not.
 */
export function usePaymentStatus(locator: string, paymentId: string | null) {
  return useQuery({
    queryKey: ['payment-status', locator, paymentId],
    queryFn: ({ signal }) => {
      const { sessionId } = useBookingSession.getState();
      return apiPatch('/booking/api/v1/payment/status', loadSchema, {
        body: paymentId ? { locator, paymentId } : { locator },
        ...(sessionId === null ? {} : { headers: { [SESSION_ID_HEADER]: sessionId } }),
        signal,
      });
    },
    enabled: locator !== '',
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
