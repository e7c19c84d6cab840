import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { formatDay, formatLocalTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import {
  bookedFlightNumbers,
  changesOf,
  directionKey,
  searchedFlightNumbers,
  type BookedJourney,
  type ChosenFlight,
} from '../journey-choice';
import { useConfirmChange } from '../hooks/use-confirm-change';
import { ChangeQuote } from './ChangeQuote';
import { CreditIssued } from './CreditIssued';
import { DayFlights } from './DayFlights';

export interface JourneyChangesProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
}

/**
 * The booking's journeys, each with a Change action opening its re-shop; the flights picked are
 * quoted together below, and confirmed in one step.
 */
export function JourneyChanges({ reservation, language }: JourneyChangesProps) {
  const { t } = useTranslation('editBooking');
  const [chosen, setChosen] = useState<ReadonlyMap<string, ChosenFlight>>(new Map());
  const [open, setOpen] = useState<string | null>(null);
  // Each pick moves the focus to the quote it asks for.
  const [picks, setPicks] = useState(0);
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const changes = changesOf(reservation.journeys, chosen);
  const confirmation = useConfirmChange(reservation, changes, language, () => {
    setChosen(new Map());
    setOpen(null);
  });

  useEffect(() => {
    if (picks > 0) quoteHeading.current?.focus();
  }, [picks]);

  return (
    <>
      <section className="eb-card" aria-labelledby="eb-journeys-title">
        <h2 id="eb-journeys-title" className="eb-card__title">
          {t('journeys.title')}
        </h2>
        <p className="eb-note">{t('journeys.intro')}</p>
        <ol className="eb-journeys">
          {reservation.journeys.map((journey) => {
            const panelId = `eb-reshop-${String(journey.index)}`;
            const isOpen = open === journey.key;
            const choice = chosen.get(journey.key);
            const direction = t(directionKey(journey, reservation.journeys.length), {
              number: journey.index + 1,
            });
            // Inside a sentence ("Change departing flight"); scripts without case are unchanged.
            const inSentence = `${direction.charAt(0).toLocaleLowerCase(language)}${direction.slice(1)}`;
            return (
              <li key={journey.key} className="eb-journey">
                <BookedJourneySummary journey={journey} direction={direction} language={language} />
                {choice ? <ChosenSummary choice={choice} language={language} /> : null}
                <div className="eb-journey__actions">
                  <Button
                    variant={isOpen ? 'secondary' : 'primary'}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    onPress={() => {
                      setOpen(isOpen ? null : journey.key);
                    }}
                  >
                    {t('journeys.change', { direction: inSentence })}
                  </Button>
                  {choice ? (
                    <Button
                      variant="ghost"
                      onPress={() => {
                        const next = new Map(chosen);
                        next.delete(journey.key);
                        setChosen(next);
                      }}
                    >
                      {t('journeys.undo', { direction: inSentence })}
                    </Button>
                  ) : null}
                </div>
                {isOpen ? (
                  <DayFlights
                    id={panelId}
                    reservation={reservation}
                    booked={journey}
                    chosen={choice}
                    language={language}
                    onChoose={(pick) => {
                      setChosen(new Map(chosen).set(journey.key, pick));
                      setOpen(null);
                      setPicks((count) => count + 1);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      {changes.length > 0 ? (
        <ChangeQuote
          reservation={reservation}
          changes={changes}
          chosen={chosen}
          language={language}
          headingRef={quoteHeading}
          confirmation={confirmation}
        />
      ) : null}
      {confirmation.credit ? <CreditIssued credit={confirmation.credit} language={language} /> : null}
    </>
  );
}

function BookedJourneySummary({
  journey,
  direction,
  language,
}: {
  journey: BookedJourney;
  direction: string;
  language: Language;
}) {
  const { t } = useTranslation('editBooking');
  const first = journey.segments[0];
  const last = journey.segments.at(-1);
  if (!first || !last) return null;
  return (
    <div className="eb-journey__booked">
      <h3 className="eb-journey__title">
        {direction}
        <span className="eb-journey__date">
          {formatDay(first.departure.scheduledTime.slice(0, 10), language, 'weekday')}
        </span>
      </h3>
      <p className="eb-journey__route">
        {t('journeys.times', {
          departure: formatLocalTime(first.departure.scheduledTime),
          arrival: formatLocalTime(last.arrival.scheduledTime),
          from: first.departure.airport.code,
          to: last.arrival.airport.code,
        })}
      </p>
      <p className="eb-journey__meta">
        <span>{bookedFlightNumbers(journey)}</span>
        <span>{t('journeys.fare', { family: journey.fareFamily.name })}</span>
      </p>
    </div>
  );
}

function ChosenSummary({ choice, language }: { choice: ChosenFlight; language: Language }) {
  const { t } = useTranslation('editBooking');
  const first = choice.journey.segments[0];
  const last = choice.journey.segments.at(-1);
  if (!first || !last) return null;
  return (
    <p className="eb-journey__chosen">
      <strong>{t('journeys.newFlight')}</strong>{' '}
      {t('journeys.chosen', {
        date: formatDay(first.departure.localDateTime.slice(0, 10), language, 'weekday'),
        departure: formatLocalTime(first.departure.localDateTime),
        arrival: formatLocalTime(last.arrival.localDateTime),
        flight: searchedFlightNumbers(choice.journey),
        family: choice.familyName,
      })}
    </p>
  );
}
