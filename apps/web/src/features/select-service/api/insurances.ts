import type { InsuranceQuoteResponse } from '@skybook/contracts/ancillaries';
import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { bookingRequest } from '../../../lib/booking-api';

const loadSchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.insuranceQuoteResponseSchema);

export interface InsuredPassenger {
  readonly key: string;
  readonly dateOfBirth: string;
}

/** POST /booking/api/v1/insurances: the plans and each passenger's premium for the whole trip. */
export function useInsuranceQuote(passengers: readonly InsuredPassenger[], language: Language) {
  return useQuery({
    queryKey: ['insurances', language, passengers],
    queryFn: ({ signal }): Promise<InsuranceQuoteResponse> =>
      bookingRequest('POST', '/booking/api/v1/insurances', loadSchema, {
        body: { passengers: passengers.map(({ key, dateOfBirth }) => ({ key, dateOfBirth })) },
        signal,
      }),
    enabled: passengers.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
