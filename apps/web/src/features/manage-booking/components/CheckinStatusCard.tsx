import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { journeyCheckInRefusal, passengerCheckInRefusal } from '@skybook/domain/check-in-rules';
import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { flightRoutes, journeyRoutes, passengerName } from '../../../components/itinerary/trip-names';
import { buttonClassName } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';

export interface CheckinStatusCardProps {
  readonly reservation: ReservationDto;
  readonly checkin: ManagedReservationResponse['checkin'];
  readonly language: Language;
  /** Now, for whether a journey's online check-in is open (tests set it). */
  readonly now?: Date;
}

type Journey = ReservationDto['journeys'][number];

/**
 * Whether `journey` may be checked in online now: the domain's rules for the whole journey (paid,
 * group size, carrier, airports, the window) and someone on it not checked in yet who may check in
 * online (not an infant, nor the adult it flies with). Special assistance, which the booking does
 * not show here, the check-in pages say.
 */
function isCheckInOpen(
  reservation: ReservationDto,
  journey: Journey,
  isCheckedIn: (passengerKey: string, flightKey: string) => boolean,
  now: Date,
): boolean {
  const refusal = journeyCheckInRefusal(
    {
      bookingStatus: reservation.status,
      seatedPassengers: reservation.passengers.filter((passenger) => passenger.type !== 'infant').length,
      flights: journey.segments.map((segment) => ({
        carrierCode: segment.flight.airlineCode.code,
        originCode: segment.departure.airport.code,
        destinationCode: segment.arrival.airport.code,
        departureUtc: new Date(segment.departure.utc),
      })),
    },
    now,
  );
  const withInfant = new Set(reservation.passengers.flatMap((passenger) => passenger.flyWith ?? []));
  const online = reservation.passengers.filter(
    (passenger) =>
      passengerCheckInRefusal({
        withInfant: passenger.type === 'infant' || withInfant.has(passenger.key),
        specialAssistance: false,
      }) === null,
  );
  return (
    refusal === null &&
    online.some((passenger) => journey.segments.some((segment) => !isCheckedIn(passenger.key, segment.key)))
  );
}

/**
 * requirements §4 check-in status: each passenger on each flight, checked in or not yet; and per
 * journey the way to online check-in while it is open (the tab's grant opens it), or to the
 * boarding passes once someone is checked in.
 */
export function CheckinStatusCard({
  reservation,
  checkin,
  language,
  now = new Date(),
}: CheckinStatusCardProps) {
  const { t } = useTranslation('manageBooking');
  const { t: ti } = useTranslation('itinerary');
  const headingId = useId();
  const routes = flightRoutes(reservation.journeys);
  const journeyNames = journeyRoutes(reservation.journeys);
  const statusOf = (passengerKey: string, flightKey: string) =>
    checkin.find((entry) => entry.passengerKey === passengerKey && entry.flightKey === flightKey)?.status ??
    'notYet';
  const isCheckedIn = (passengerKey: string, flightKey: string) =>
    statusOf(passengerKey, flightKey) === 'checkedIn';
  const journeys = reservation.journeys.map((journey) => ({
    journey,
    canCheckIn: isCheckInOpen(reservation, journey, isCheckedIn, now),
    hasPasses: journey.segments.some((segment) =>
      reservation.passengers.some((passenger) => isCheckedIn(passenger.key, segment.key)),
    ),
  }));
  const withActions = journeys.filter(({ canCheckIn, hasPasses }) => canCheckIn || hasPasses);
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
      {withActions.length > 0 ? (
        <ul className="mb-checkin__journeys">
          {withActions.map(({ journey, canCheckIn, hasPasses }) => (
            <li key={journey.key} className="mb-checkin__journey">
              {reservation.journeys.length > 1 ? <span>{journeyNames.get(journey.key)}</span> : null}
              {canCheckIn ? (
                <Link to={sitePath(language, 'checkin/select-flight')} className={buttonClassName('primary')}>
                  {t('checkin.checkInOnline')}
                </Link>
              ) : null}
              {hasPasses ? (
                <Link
                  to={sitePath(language, 'checkin/success')}
                  state={{ departureKey: journey.key }}
                  className={buttonClassName('secondary')}
                >
                  {t('checkin.boardingPasses')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
