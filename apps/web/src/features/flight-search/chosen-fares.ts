import type { FareOptionDto, JourneyDto, SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { TripType } from '@skybook/domain/booking-enums';
import type { BookingDraft, DraftDirection } from '../../stores/booking-draft';

type Leg = SearchFlightResponse['legs'][number];

export interface ChosenFare {
  readonly journey: JourneyDto;
  readonly fare: FareOptionDto;
}

/** Round trips have a departure and a return; one way has a single leg, counted as the departure. */
export function draftDirectionOf(leg: Leg): DraftDirection {
  return leg.direction === 'return' ? 'return' : 'departure';
}

/**
 * The fare chosen for a leg of this very answer, read back from the draft. One way and round
 * trip: the direction's booking key must be one this answer offers. Multi-stop: the journey and
 * family chosen for the leg (by its index), still on sale in this answer; its booking key may be
 * a newer one than the draft holds when the search was asked again (see {@link staleLegKeys}).
 */
export function chosenFareOf(
  tripType: TripType,
  leg: Leg,
  draft: Pick<BookingDraft, 'selectedFares' | 'bookingKeys' | 'legSelections'>,
): ChosenFare | null {
  if (tripType === 'stopover') {
    const selection = draft.legSelections[leg.index];
    if (!selection) return null;
    const journey = leg.journeys.find((candidate) => candidate.key === selection.fare.journeyKey);
    const fare = journey?.fares.find((candidate) => candidate.family === selection.fare.family);
    if (!journey || !fare?.bookingKey) return null;
    return { journey, fare };
  }
  const direction = draftDirectionOf(leg);
  const selected = draft.selectedFares[direction];
  const key =
    direction === 'return' ? draft.bookingKeys.returnBookingKey : draft.bookingKeys.departureBookingKey;
  if (!selected || !key) return null;
  const journey = leg.journeys.find((candidate) => candidate.key === selected.journeyKey);
  const fare = journey?.fares.find((candidate) => candidate.family === selected.family);
  if (!journey || fare?.bookingKey !== key) return null;
  return { journey, fare };
}

/**
 * Multi-stop legs whose chosen fare this answer offers under another booking key (a newer answer
 * to the same search keys each fare again): the draft should hold the answer's key.
 */
export function staleLegKeys(
  data: SearchFlightResponse,
  draft: Pick<BookingDraft, 'selectedFares' | 'bookingKeys' | 'legSelections'>,
): { index: number; chosen: ChosenFare }[] {
  if (data.tripType !== 'stopover') return [];
  return data.legs.flatMap((leg) => {
    const chosen = chosenFareOf('stopover', leg, draft);
    const stored = draft.legSelections[leg.index];
    return chosen && stored && chosen.fare.bookingKey !== stored.bookingKey
      ? [{ index: leg.index, chosen }]
      : [];
  });
}
