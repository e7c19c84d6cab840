import type { ApplyServiceChangeResponse, ServiceChangeQuotation } from '@skybook/contracts/service-change';
import type { ServiceSelection } from '@skybook/contracts/quotation';
import type { Language } from '@skybook/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { storeReservation } from '../../../lib/managed-reservation';
import { grantHeaders, type StoredGrant } from '../grant-source';

const loadQuotationSchema = () =>
  import('@skybook/contracts/service-change').then((module) => module.serviceChangeQuotationResponseSchema);
const loadApplySchema = () =>
  import('@skybook/contracts/service-change').then((module) => module.applyServiceChangeResponseSchema);

/** POST reservations/services/quotation: what the addition costs, priced by the server. */
export async function quoteServiceChange(
  grant: StoredGrant,
  services: ServiceSelection,
): Promise<ServiceChangeQuotation> {
  const { quotation } = await apiPost(
    '/booking/api/v1/reservations/services/quotation',
    loadQuotationSchema,
    {
      body: { reservationKey: grant.reservationKey, services },
      headers: grantHeaders(grant),
    },
  );
  return quotation;
}

/**
 * POST reservations/services: adds the quoted extras for `amount`. `idempotencyKey` is drawn once
 * per quotation reviewed, so a retried press never adds twice.
 */
export function applyServiceChange(
  grant: StoredGrant,
  services: ServiceSelection,
  amount: number,
  idempotencyKey: string,
): Promise<ApplyServiceChangeResponse> {
  return apiPost('/booking/api/v1/reservations/services', loadApplySchema, {
    body: { reservationKey: grant.reservationKey, services, amount },
    headers: { ...grantHeaders(grant), 'idempotency-key': idempotencyKey },
  });
}

export const useQuoteServiceChange = (grant: StoredGrant) =>
  useMutation({ mutationFn: (services: ServiceSelection) => quoteServiceChange(grant, services) });

/**
 * Applies the change, then writes the changed booking over the one the manage pages share (in the
 * page's `language`), so the booking's page shows what was added without asking again.
 */
export function useApplyServiceChange(grant: StoredGrant, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { services: ServiceSelection; amount: number; idempotencyKey: string }) =>
      applyServiceChange(grant, input.services, input.amount, input.idempotencyKey),
    onSuccess: ({ reservation }) => {
      storeReservation(queryClient, reservation, language);
    },
  });
}
