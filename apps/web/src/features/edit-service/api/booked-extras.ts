import type { AncillaryOptionsResponse, InsuranceQuoteResponse } from '@skybook/contracts/ancillaries';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { grantHeaders, type StoredGrant } from '../grant-source';

const loadOptionsSchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.ancillaryOptionsResponseSchema);
const loadInsuranceSchema = () =>
  import('@skybook/contracts/ancillaries').then((module) => module.insuranceQuoteResponseSchema);
const loadSeatSchema = () =>
  import('@skybook/contracts/seat-map').then((module) => module.seatSelectionOptionsResponseSchema);

/** GET /booking/api/v1/ancillaryOptions with the grant: a booked journey's extras and cut-offs. */
export function bookedExtrasQueryOptions(grant: StoredGrant, journeyKey: string, language: Language) {
  return queryOptions({
    queryKey: ['edit-service', 'extras', grant.reservationKey, journeyKey, language],
    queryFn: ({ signal }): Promise<AncillaryOptionsResponse> =>
      apiGet('/booking/api/v1/ancillaryOptions', loadOptionsSchema, {
        query: { journeyKey, reservationKey: grant.reservationKey, languageId: language },
        headers: grantHeaders(grant),
        signal,
      }),
    retry: false,
  });
}

/** GET /booking/api/v1/seatSelectionOptions with the grant: a booked journey's seat maps. */
export function bookedSeatsQueryOptions(grant: StoredGrant, journeyKey: string) {
  return queryOptions({
    queryKey: ['edit-service', 'seats', grant.reservationKey, journeyKey],
    queryFn: ({ signal }): Promise<SeatSelectionOptionsResponse> =>
      apiGet('/booking/api/v1/seatSelectionOptions', loadSeatSchema, {
        query: { journeyKey, reservationKey: grant.reservationKey },
        headers: grantHeaders(grant),
        signal,
      }),
    // Other travellers take seats as time passes.
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /booking/api/v1/insurances with the grant: plans priced for the booking's passengers. */
export function bookedInsuranceQueryOptions(grant: StoredGrant, passengerKeys: readonly string[]) {
  return queryOptions({
    queryKey: ['edit-service', 'insurance', grant.reservationKey],
    queryFn: ({ signal }): Promise<InsuranceQuoteResponse> =>
      apiPost('/booking/api/v1/insurances', loadInsuranceSchema, {
        body: { passengers: passengerKeys.map((key) => ({ key, dateOfBirth: '' })) },
        headers: grantHeaders(grant),
        signal,
      }),
    retry: false,
  });
}

// Each waits for the booking: its journey keys and passengers name what to ask for.
export const useBookedExtras = (grant: StoredGrant, journeyKey: string, language: Language) =>
  useQuery({ ...bookedExtrasQueryOptions(grant, journeyKey, language), enabled: journeyKey !== '' });
export const useBookedSeats = (grant: StoredGrant, journeyKey: string) =>
  useQuery({ ...bookedSeatsQueryOptions(grant, journeyKey), enabled: journeyKey !== '' });
export const useBookedInsurance = (grant: StoredGrant, passengerKeys: readonly string[]) =>
  useQuery({ ...bookedInsuranceQueryOptions(grant, passengerKeys), enabled: passengerKeys.length > 0 });
