import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { flightRoutes, passengerName } from '../../../components/itinerary/trip-names';

export interface CheckinStatusCardProps {
  readonly reservation: ReservationDto;
  readonly checkin: ManagedReservationResponse['checkin'];
}

/** requirements §4 check-in status: each passenger on each flight, checked in or not yet. */
export function CheckinStatusCard({ reservation, checkin }: CheckinStatusCardProps) {
  const { t } = useTranslation('manageBooking');
  const { t: ti } = useTranslation('itinerary');
  const headingId = useId();
  const routes = flightRoutes(reservation.journeys);
  const statusOf = (passengerKey: string, flightKey: string) =>
    checkin.find((entry) => entry.passengerKey === passengerKey && entry.flightKey === flightKey)?.status ??
    'notYet';
  return (
    <section className="mb-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-card__title">
        {t('checkin.title')}
      </h2>
      <ul className="mb-checkin">
        {reservation.passengers.map((passenger) => (
          <li key={passenger.key} className="mb-checkin__passenger">
            <h3 className="mb-checkin__name">
              {passengerName(passenger, ti(`passengers.titles.${passenger.title}`))}
            </h3>
            <ul className="mb-checkin__flights">
              {[...routes].map(([flightKey, route]) => {
                const status = statusOf(passenger.key, flightKey);
                return (
                  <li key={flightKey} className="mb-checkin__flight">
                    <span>{route}</span>
                    <span className={`mb-badge mb-badge--${status}`}>{t(`checkin.${status}`)}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
