import type { CheckinJourney, CheckinPassenger } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useUndoCheckinDialog } from '../hooks/use-undo-checkin-dialog';
import {
  checkableOnes,
  firstAirport,
  flightRoute,
  hasCheckedIn,
  journeyRoute,
  journeyTitle,
  nameOf,
  refusalText,
  windowTime,
} from '../journey-format';
import { JourneyFlights } from './JourneyFlights';
import { UndoCheckinDialog } from './UndoCheckinDialog';

export interface JourneyCardProps {
  readonly journey: CheckinJourney;
  readonly journeyCount: number;
  readonly reservationKey: string;
  readonly language: Language;
  readonly onCheckIn: (journey: CheckinJourney) => void;
  readonly onViewPasses: (journey: CheckinJourney) => void;
  /** Told once the journey's check-in was undone, to say so. */
  readonly onUndone: () => void;
}

/**
 * One journey of the booking (requirements §2 /checkin/select-flight): its flights, the check-in
 * window, why it cannot be checked in online if it cannot, each passenger's state; then check in,
 * or see the boarding passes and undo the check-in.
 */
export function JourneyCard({
  journey,
  journeyCount,
  reservationKey,
  language,
  onCheckIn,
  onViewPasses,
  onUndone,
}: JourneyCardProps) {
  const { t } = useTranslation('checkin');
  const { t: tItinerary } = useTranslation('itinerary');
  const headingId = useId();
  const undo = useUndoCheckinDialog(reservationKey, journey.key, language, onUndone);
  const canCheckIn = checkableOnes(journey).length > 0;
  const isCheckedIn = hasCheckedIn(journey);
  const flights = new Map(journey.segments.map((segment) => [segment.key, flightRoute(segment)]));

  const statusOf = (passenger: CheckinPassenger) => {
    if (passenger.refusal !== null) return <p className="ci-note">{refusalText(t, passenger.refusal)}</p>;
    return (
      <ul className="ci-statuses">
        {passenger.flights.map((flight) => (
          <li key={flight.flightKey} className="ci-statuses__flight">
            {journey.segments.length > 1 ? (
              <span>{flights.get(flight.flightKey) ?? flight.flightKey}</span>
            ) : null}
            <span className={`ci-badge ci-badge--${flight.checkedIn ? 'checkedIn' : 'notYet'}`}>
              {flight.checkedIn ? t('status.checkedIn') : t('status.notYet')}
            </span>
            {flight.seatCode ? <span>{t('status.seat', { seat: flight.seatCode })}</span> : null}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="ci-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ci-card__title">
        {journeyTitle(t, journey, journeyCount)}: {journeyRoute(journey)}
      </h2>
      <JourneyFlights journey={journey} language={language} />
      <p className="ci-note ci-note--small">
        {t('journey.window', {
          opens: windowTime(journey.opensAt, journey, language),
          closes: windowTime(journey.closesAt, journey, language),
          airport: firstAirport(journey).code,
        })}
      </p>
      {journey.refusal !== null ? (
        <p className="ci-refusal">{refusalText(t, journey.refusal, { journey, language })}</p>
      ) : null}
      <h3 className="ci-card__subtitle">{t('journey.passengers')}</h3>
      <ul className="ci-passengers">
        {journey.passengers.map((passenger) => (
          <li key={passenger.key} className="ci-passengers__passenger">
            <span className="ci-passengers__name">{nameOf(passenger, tItinerary)}</span>
            {statusOf(passenger)}
          </li>
        ))}
      </ul>
      {journey.refusal === null && !canCheckIn && isCheckedIn ? (
        <p className="ci-note">{t('journey.allDone')}</p>
      ) : null}
      <div className="ci-actions">
        {canCheckIn ? (
          <Button
            onPress={() => {
              onCheckIn(journey);
            }}
          >
            {t('journey.checkIn')}
          </Button>
        ) : null}
        {isCheckedIn ? (
          <Button
            variant="secondary"
            onPress={() => {
              onViewPasses(journey);
            }}
          >
            {t('journey.viewPasses')}
          </Button>
        ) : null}
        {journey.canUndo ? (
          <Button variant="ghost" className="ci-actions__undo" onPress={undo.open}>
            {t('journey.undo')}
          </Button>
        ) : null}
      </div>
      <UndoCheckinDialog {...undo.dialog} />
    </section>
  );
}
