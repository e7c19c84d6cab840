import type { CheckinSeatsResponse } from '@skybook/contracts/checkin';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { EarlyAnswers } from '../../../lib/early-answer';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/checkin').then((module) => module.checkinSeatsResponseSchema);

/** Whose seat map: the booking, the journey and the passenger. */
export interface SeatMapOwner {
  readonly reservationKey: string;
  readonly departureKey: string;
  readonly passengerKey: string;
}

/** GET checkin/seats with the grant: the journey's seat maps as `passengerKey` may choose on them. */
export function getCheckinSeats(owner: SeatMapOwner, signal?: AbortSignal): Promise<CheckinSeatsResponse> {
  return manageRequest('GET', `${MANAGE_API}/checkin/seats`, loadSchema, {
    query: {
      bookingKey: owner.reservationKey,
      departureKey: owner.departureKey,
      departurePassengerJourneyDetailKey: owner.passengerKey,
    },
    signal,
  });
}

const earlySeats = new EarlyAnswers<CheckinSeatsResponse>();
const seatsKey = (owner: SeatMapOwner) =>
  `${owner.reservationKey} ${owner.departureKey} ${owner.passengerKey}`;

/** Starts GET checkin/seats while the app starts (the seats page's route loader). */
export function startCheckinSeats(owner: SeatMapOwner): void {
  earlySeats.start(seatsKey(owner), () => getCheckinSeats(owner));
}

export function checkinSeatsQueryOptions(owner: SeatMapOwner) {
  return queryOptions({
    queryKey: ['checkin', 'seats', owner.reservationKey, owner.departureKey, owner.passengerKey],
    queryFn: ({ signal }) => earlySeats.take(seatsKey(owner)) ?? getCheckinSeats(owner, signal),
    // Other travellers take seats as time passes.
    staleTime: 60_000,
    retry: false,
  });
}

/** The seat maps of each passenger in `passengerKeys`, in that order. */
export function useCheckinSeats(
  reservationKey: string,
  departureKey: string,
  passengerKeys: readonly string[],
) {
  return useQueries({
    queries: passengerKeys.map((passengerKey) =>
      checkinSeatsQueryOptions({ reservationKey, departureKey, passengerKey }),
    ),
  });
}
