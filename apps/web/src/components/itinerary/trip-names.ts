import type { ReservationDto } from '@skybook/contracts/reservation-model';

/** `VJ 120 SGN → HAN` for each flight of the booking, by segment key. */
export function flightRoutes(journeys: ReservationDto['journeys']): ReadonlyMap<string, string> {
  return new Map(
    journeys.flatMap((journey) =>
      journey.segments.map((segment) => [
        segment.key,
        `${segment.flight.airlineCode.code} ${segment.flight.flightNumber} ${segment.departure.airport.code} → ${segment.arrival.airport.code}`,
      ]),
    ),
  );
}

/** A journey named by its flights: `VJ 120 SGN → HAN`, `VJ 120 SGN → DAD, VJ 503 DAD → HAN`. */
export function journeyRoutes(journeys: ReservationDto['journeys']): ReadonlyMap<string, string> {
  const flights = flightRoutes(journeys);
  return new Map(
    journeys.map((journey) => [
      journey.key,
      journey.segments.map((segment) => flights.get(segment.key) ?? segment.key).join(', '),
    ]),
  );
}

/** `Mr NGUYEN VAN AN`: the title as the page's language writes it, then the names as booked. */
export function passengerName(
  passenger: Pick<ReservationDto['passengers'][number], 'lastName' | 'middleName' | 'firstName'>,
  title: string,
): string {
  return [title, passenger.lastName, passenger.middleName, passenger.firstName]
    .filter((part) => part !== '')
    .join(' ');
}
