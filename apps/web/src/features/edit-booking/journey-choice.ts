import type { FareOptionDto, JourneyDto } from '@skybook/contracts/flight-search';
import type { JourneyChangesBody } from '@skybook/contracts/journey-change';
import type { ReservationDto } from '@skybook/contracts/reservation-model';

/** The flight and fare a traveller picked to replace a booked journey. */
export interface ChosenFlight {
  /** The journey as search-flight answered it. */
  readonly journey: JourneyDto;
  readonly fare: FareOptionDto;
  /** The fare's booking key (a fare without one cannot be picked). */
  readonly bookingKey: string;
  /** The fare family's name in the page's language. */
  readonly familyName: string;
}

export type BookedJourney = ReservationDto['journeys'][number];

/** The changes to quote and apply, in the booking's journey order (the contract's `changes`). */
export function changesOf(
  journeys: readonly BookedJourney[],
  chosen: ReadonlyMap<string, ChosenFlight>,
): JourneyChangesBody['changes'] {
  return journeys.flatMap((journey) => {
    const choice = chosen.get(journey.key);
    return choice ? [{ journeyKey: journey.key, bookingKey: choice.bookingKey }] : [];
  });
}

/** The key of a journey's direction title in the editBooking namespace. */
export function directionKey(
  journey: BookedJourney,
  journeyCount: number,
): 'journeys.departure' | 'journeys.return' | 'journeys.leg' {
  if (journey.direction === 'leg' && journeyCount > 1) return 'journeys.leg';
  return journey.direction === 'return' ? 'journeys.return' : 'journeys.departure';
}

/** `VJ120 · VJ503`: the flight numbers of a booked journey. */
export function bookedFlightNumbers(journey: BookedJourney): string {
  return journey.segments
    .map((segment) => `${segment.flight.airlineCode.code}${segment.flight.flightNumber}`)
    .join(' · ');
}

/** `VJ120 · VJ503`: the flight numbers of a searched journey. */
export function searchedFlightNumbers(journey: JourneyDto): string {
  return journey.segments.map((segment) => `${segment.carrierCode}${segment.flightNumber}`).join(' · ');
}

/** The passengers' counts by type, as search-flight asks for them. */
export function passengerCounts(passengers: ReservationDto['passengers']): {
  adultCount: string;
  childCount: string;
  infantCount: string;
} {
  const count = (type: string) => String(passengers.filter((passenger) => passenger.type === type).length);
  return { adultCount: count('adult'), childCount: count('child'), infantCount: count('infant') };
}
