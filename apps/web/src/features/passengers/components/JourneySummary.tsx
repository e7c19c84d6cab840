import type { BookingSessionDto, SessionJourneyDto } from '@skybook/contracts/booking-session';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';
import { formatDay, formatLocalTime } from '@skybook/domain/date-format';

export interface JourneySummaryProps {
  readonly session: BookingSessionDto;
  readonly language: string;
}

function useJourneyTitle(): (journey: SessionJourneyDto) => string {
  const { t } = useTranslation('passengers');
  return (journey) =>
    journey.direction === 'leg'
      ? t('summary.leg', { number: journey.index + 1 })
      : t(`summary.${journey.direction}`);
}

/**
 * The flights of the booking session and the fare total: the sum of each journey's total as the
 * server quoted it for every passenger (the browser adds the server's figures, never prices).
 */
export function JourneySummary({ session, language }: JourneySummaryProps) {
  const { t } = useTranslation('passengers');
  const journeyTitle = useJourneyTitle();
  const total = session.journeys.reduce((sum, journey) => sum + journey.quotedTotal, 0);

  return (
    <aside className="pax-summary" aria-labelledby="pax-summary-title">
      <h2 id="pax-summary-title" className="pax-summary__title">
        {t('summary.heading')}
      </h2>
      <p className="pax-summary__passengers">
        {t('summary.passengers', {
          adults: session.passengers.adult,
          children: session.passengers.child,
          infants: session.passengers.infant,
        })}
      </p>
      <ol className="pax-summary__journeys">
        {session.journeys.map((journey) => {
          const first = journey.segments[0];
          return (
            <li key={journey.index} className="pax-summary__journey">
              <h3 className="pax-summary__journey-title">
                {journeyTitle(journey)}
                {first ? (
                  <span className="pax-summary__date">
                    {' '}
                    {t('summary.date', {
                      date: formatDay(first.departure.localDateTime.slice(0, 10), language, 'long'),
                    })}
                  </span>
                ) : null}
              </h3>
              <ul className="pax-summary__segments">
                {journey.segments.map((segment) => (
                  <li key={segment.flightId} className="pax-summary__segment">
                    <span className="pax-summary__flight">
                      {t('summary.flight', { flight: `${segment.carrierCode}${segment.flightNumber}` })}
                    </span>
                    <span>
                      {t('summary.times', {
                        from: segment.departure.airport,
                        departure: formatLocalTime(segment.departure.localDateTime),
                        to: segment.arrival.airport,
                        arrival: formatLocalTime(segment.arrival.localDateTime),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="pax-summary__family">
                {t('summary.fareFamily', { family: journey.fareFamily.name })}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="pax-summary__total">
        <span>{t('summary.total')}</span>{' '}
        <strong data-testid="pax-fare-total">{formatMoney(money(total, session.currency), language)}</strong>
      </p>
      <p className="pax-summary__note">{t('summary.note')}</p>
    </aside>
  );
}
