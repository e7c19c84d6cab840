import type { CheckinJourney } from '@skybook/contracts/checkin';
import { formatDay, formatLocalTime } from '@skybook/domain/date-format';
import { flightNumber } from '../journey-format';

export interface JourneyFlightsProps {
  readonly journey: CheckinJourney;
  readonly language: string;
}

/** Each flight of a journey: its number, day, and times on each airport's own clock. */
export function JourneyFlights({ journey, language }: JourneyFlightsProps) {
  return (
    <ul className="ci-flights">
      {journey.segments.map((segment) => (
        <li key={segment.key} className="ci-flights__flight">
          <strong>{flightNumber(segment)}</strong>
          <span>{formatDay(segment.departure.scheduledTime.slice(0, 10), language, 'weekday')}</span>
          <span>
            <time dateTime={segment.departure.scheduledTime}>
              {formatLocalTime(segment.departure.scheduledTime)}
            </time>{' '}
            {segment.departure.airport.code} →{' '}
            <time dateTime={segment.arrival.scheduledTime}>
              {formatLocalTime(segment.arrival.scheduledTime)}
            </time>{' '}
            {segment.arrival.airport.code}
          </span>
        </li>
      ))}
    </ul>
  );
}
