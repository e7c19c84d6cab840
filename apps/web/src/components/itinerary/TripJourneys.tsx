import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { formatDay, formatLocalTime } from '@skybook/domain/date-format';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon';
import { daysLater, type AirportName } from './itinerary-format';
import './itinerary.css';

export interface TripJourneysProps {
  readonly journeys: ReservationDto['journeys'];
  readonly language: Language;
  /** Cities and airport names by code; a code alone until they load. */
  readonly airports: ReadonlyMap<string, AirportName>;
}

type Segment = ReservationDto['journeys'][number]['segments'][number];

/** One end of a flight: the local time, the airport code and its city. */
function FlightPoint({
  point,
  label,
  airports,
  later = 0,
}: {
  readonly point: Segment['departure'];
  readonly label: string;
  readonly airports: ReadonlyMap<string, AirportName>;
  readonly later?: number;
}) {
  const { t } = useTranslation('itinerary');
  const airport = airports.get(point.airport.code);
  return (
    <div className="itin-point">
      <span className="itin-visually-hidden">{label}</span>
      <time className="itin-point__time" dateTime={point.scheduledTime}>
        {formatLocalTime(point.scheduledTime)}
      </time>
      {later > 0 ? <span className="itin-point__later">{t('trip.daysLater', { days: later })}</span> : null}
      <span className="itin-point__code">{point.airport.code}</span>
      {airport ? (
        <span className="itin-point__city">
          {airport.city}
          <span className="itin-point__airport">{airport.name}</span>
        </span>
      ) : null}
    </div>
  );
}

/**
 * The booking's journeys: each flight with its departure and arrival in the airports' local
 * times, the duration, the flight number, the aircraft and the fare.
 */
export function TripJourneys({ journeys, language, airports }: TripJourneysProps) {
  const { t } = useTranslation('itinerary');
  return (
    <section className="itin-card" aria-labelledby="itin-trip-title">
      <h2 id="itin-trip-title" className="itin-card__title">
        {t('trip.title')}
      </h2>
      <p className="itin-note">{t('trip.localTimes')}</p>
      <ol className="itin-journeys">
        {journeys.map((journey) => {
          const first = journey.segments[0];
          const title =
            journey.direction === 'leg' && journeys.length > 1
              ? t('trip.leg', { number: journey.index + 1 })
              : t(journey.direction === 'return' ? 'trip.return' : 'trip.departure');
          return (
            <li key={journey.key} className="itin-journey">
              <h3 className="itin-journey__title">
                <Icon name="plane" className="itin-journey__icon" />
                <span>{title}</span>
                {first ? (
                  <span className="itin-journey__date">
                    {formatDay(first.departure.scheduledTime.slice(0, 10), language, 'weekday')}
                  </span>
                ) : null}
              </h3>
              <ol className="itin-segments">
                {journey.segments.map((segment) => (
                  <li key={segment.key} className="itin-segment">
                    <FlightPoint point={segment.departure} label={t('trip.departs')} airports={airports} />
                    <div className="itin-segment__line">
                      <span className="itin-segment__duration">
                        {t('trip.duration', {
                          hours: Math.floor(segment.durationMinutes / 60),
                          minutes: segment.durationMinutes % 60,
                        })}
                      </span>
                    </div>
                    <FlightPoint
                      point={segment.arrival}
                      label={t('trip.arrives')}
                      airports={airports}
                      later={daysLater(segment.departure.scheduledTime, segment.arrival.scheduledTime)}
                    />
                    <p className="itin-segment__flight">
                      <strong>
                        {segment.flight.airlineCode.code} {segment.flight.flightNumber}
                      </strong>
                      <span>{segment.flight.aircraft.name}</span>
                      <span>{t('trip.fare', { family: journey.fareFamily.name })}</span>
                    </p>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
