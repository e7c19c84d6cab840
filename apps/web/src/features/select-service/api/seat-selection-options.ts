import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRequest } from '../../../lib/booking-api';

const loadSchema = () =>
  import('@skybook/contracts/seat-map').then((module) => module.seatSelectionOptionsResponseSchema);

/** GET /booking/api/v1/seatSelectionOptions: the seat maps of one journey's flights. */
export function seatSelectionOptionsQueryOptions(bookingKey: string) {
  return queryOptions({
    queryKey: ['seat-selection-options', bookingKey],
    queryFn: ({ signal }): Promise<SeatSelectionOptionsResponse> =>
      bookingRequest('GET', '/booking/api/v1/seatSelectionOptions', loadSchema, {
        query: { bookingKey },
        signal,
      }),
    // Seats are taken by other travellers as time passes: ask again after a minute.
    staleTime: 60_000,
    retry: false,
  });
}

export function useSeatSelectionOptions(bookingKey: string, enabled: boolean) {
  return useQuery({ ...seatSelectionOptionsQueryOptions(bookingKey), enabled });
}
