import type { PaymentPointsResponse } from '@skybook/contracts/payment-points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRequestOptions } from '../../../lib/booking-api';
import { asMember } from '../../../lib/member-request';
import type { PaymentPayer } from '../payer';
import { paymentMethodsKey } from './payment-methods';

const loadSchema = () =>
  import('@skybook/contracts/payment-points').then((module) => module.paymentPointsResponseSchema);

const PATH = '/booking/api/v1/payment/points';

/** The cached points answer of one payer's booking. */
export const paymentPointsKey = (payer: PaymentPayer, locator: string | null) =>
  ['payment-points', payer.id, locator] as const;

/** A points call as the payer and the signed-in member (never made for a guest: LOGIN_REQUIRED). */
function pointsRequest(
  payer: PaymentPayer,
  method: 'GET' | 'PUT' | 'DELETE',
  options: BookingRequestOptions,
): Promise<PaymentPointsResponse> {
  return asMember((member) =>
    payer.request(method, PATH, loadSchema, { ...options, headers: { ...options.headers, ...member } }),
  );
}

const bookingQuery = (locator: string | null) => (locator === null ? {} : { reservationKey: locator });

/**
 * GET /booking/api/v1/payment/points (decision 037): the signed-in member's balance, the bounds for
 * this booking and the points applied. Asked only while `isSignedIn`.
 */
export function usePaymentPoints(payer: PaymentPayer, locator: string | null, isSignedIn: boolean) {
  return useQuery({
    queryKey: paymentPointsKey(payer, locator),
    queryFn: ({ signal }) => pointsRequest(payer, 'GET', { query: bookingQuery(locator), signal }),
    enabled: isSignedIn,
    staleTime: 30_000,
  });
}

/**
 * PUT (points) or DELETE (null) payment/points: applies the points or takes them off; the answer
 * replaces the cached one and the methods, priced for what remains, are asked again.
 */
export function useChangePoints(payer: PaymentPayer, locator: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (points: number | null) =>
      points === null
        ? pointsRequest(payer, 'DELETE', { query: bookingQuery(locator) })
        : pointsRequest(payer, 'PUT', { body: { ...bookingQuery(locator), points } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paymentPointsKey(payer, locator), answer);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsKey(payer) });
    },
  });
}
