import type { SessionJourneyDto } from '@skybook/contracts/booking-session';

/** One flight of a journey as the page names it: "VJ123 SGN → HAN". */
export interface FlightLabel {
  readonly flightIndex: number;
  readonly label: string;
}

export function flightLabels(journey: SessionJourneyDto): FlightLabel[] {
  return journey.segments.map((segment, flightIndex) => ({
    flightIndex,
    label: `${segment.carrierCode}${segment.flightNumber} ${segment.departure.airport} → ${segment.arrival.airport}`,
  }));
}

/** "SGN → HAN", first departure to last arrival. */
export function journeyRoute(journey: SessionJourneyDto): string {
  const first = journey.segments[0];
  const last = journey.segments.at(-1);
  return first && last ? `${first.departure.airport} → ${last.arrival.airport}` : '';
}

/**
 * Which `directions.*` title a journey takes: departure and return for a round trip, the journey
 * of a one-way trip is the departure, each journey of a multi-stop trip a numbered leg.
 */
export function directionKey(
  journey: SessionJourneyDto,
  journeyCount: number,
): 'departure' | 'return' | 'leg' {
  return journey.direction === 'leg' && journeyCount === 1 ? 'departure' : journey.direction;
}
