import { passengerTrips, type TripExtra } from '@skybook/contracts/reservation-trip';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon';
import { flightRoutes, passengerName } from './trip-names';
import './itinerary.css';

export interface TripPassengersProps {
  readonly reservation: Pick<
    ReservationDto,
    'passengers' | 'journeys' | 'seatSelections' | 'ancillaryPurchases' | 'insurance'
  >;
}

function extraText(extras: readonly TripExtra[]): string {
  return extras
    .map((extra) => (extra.quantity > 1 ? `${extra.name} × ${String(extra.quantity)}` : extra.name))
    .join(', ');
}

/** Every passenger with, on each flight, the seat and the extras bought for it. */
export function TripPassengers({ reservation }: TripPassengersProps) {
  const { t } = useTranslation('itinerary');
  const routes = flightRoutes(reservation.journeys);
  const trips = new Map(passengerTrips(reservation).map((trip) => [trip.passengerKey, trip]));
  return (
    <section className="itin-card" aria-labelledby="itin-passengers-title">
      <h2 id="itin-passengers-title" className="itin-card__title">
        {t('passengers.title')}
      </h2>
      <ul className="itin-passengers">
        {reservation.passengers.map((passenger) => {
          const trip = trips.get(passenger.key);
          return (
            <li key={passenger.key} className="itin-passenger">
              <h3 className="itin-passenger__name">
                <Icon name="user" className="itin-passenger__icon" />
                <span>{passengerName(passenger, t(`passengers.titles.${passenger.title}`))}</span>
                <span className="itin-passenger__type">{t(`passengers.types.${passenger.type}`)}</span>
              </h3>
              <ul className="itin-passenger__flights">
                {trip?.flights.map((flight) => (
                  <li key={flight.flightKey} className="itin-pflight">
                    <span className="itin-pflight__route">
                      {routes.get(flight.flightKey) ?? flight.flightKey}
                    </span>
                    <span className="itin-pflight__seat">
                      {passenger.type === 'infant'
                        ? t('passengers.onLap')
                        : flight.seatCode
                          ? t('passengers.seat', { seat: flight.seatCode })
                          : t('passengers.noSeat')}
                    </span>
                    <span className="itin-pflight__extras">
                      {flight.extras.length > 0 ? extraText(flight.extras) : t('passengers.noExtras')}
                    </span>
                  </li>
                ))}
                {trip && trip.tripExtras.length > 0 ? (
                  <li className="itin-pflight">
                    <span className="itin-pflight__route">{t('passengers.wholeTrip')}</span>
                    <span className="itin-pflight__seat" />
                    <span className="itin-pflight__extras">{extraText(trip.tripExtras)}</span>
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
