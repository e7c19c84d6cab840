import type { ReservationDto } from './reservation-model';

/*
 * What each passenger has on each flight of a booking, as the confirmation page and the booking's
 * detail page show it: the seat and the extras, an extra bought for a whole journey (a checked
 * bag) on every flight of that journey, where it is used.
 */

/** An extra as a traveller reads it: its name and how many. */
export interface TripExtra {
  readonly name: string;
  readonly quantity: number;
}

export interface PassengerFlight {
  readonly journeyKey: string;
  /** The segment's key (its flight id). */
  readonly flightKey: string;
  /** `12A`; null when none was chosen. */
  readonly seatCode: string | null;
  readonly extras: readonly TripExtra[];
}

export interface PassengerTrip {
  readonly passengerKey: string;
  /** Every flight of the booking, in journey order. */
  readonly flights: readonly PassengerFlight[];
  /** Extras of the whole trip (travel insurance). */
  readonly tripExtras: readonly TripExtra[];
}

/** What the trips are read from: a ReservationDto is one. */
export interface TripSource {
  readonly passengers: readonly { readonly key: string }[];
  readonly journeys: readonly {
    readonly key: string;
    readonly segments: readonly { readonly key: string }[];
  }[];
  readonly seatSelections: ReservationDto['seatSelections'];
  readonly ancillaryPurchases: ReservationDto['ancillaryPurchases'];
  readonly insurance: ReservationDto['insurance'];
}

/** Each passenger's flights with their seat and extras, in the booking's passenger order. */
export function passengerTrips(reservation: TripSource): PassengerTrip[] {
  return reservation.passengers.map((passenger) => {
    const own = reservation.ancillaryPurchases.filter((extra) => extra.passengerKey === passenger.key);
    const flights = reservation.journeys.flatMap((journey) =>
      journey.segments.map((segment) => ({
        journeyKey: journey.key,
        flightKey: segment.key,
        seatCode:
          reservation.seatSelections.find(
            (seat) => seat.passengerKey === passenger.key && seat.flightKey === segment.key,
          )?.seatCode ?? null,
        extras: own
          .filter(
            (extra) =>
              extra.flightKey === segment.key ||
              (extra.flightKey === null && extra.journeyKey === journey.key),
          )
          .map(({ name, quantity }) => ({ name, quantity })),
      })),
    );
    const tripExtras = [
      ...own.filter((extra) => extra.journeyKey === null).map(({ name, quantity }) => ({ name, quantity })),
      ...reservation.insurance
        .filter((plan) => plan.passengerKey === passenger.key)
        .map((plan) => ({ name: plan.name, quantity: 1 })),
    ];
    return { passengerKey: passenger.key, flights, tripExtras };
  });
}
