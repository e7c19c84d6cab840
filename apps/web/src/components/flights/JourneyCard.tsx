import type { FareFamilyDto, FareOptionDto, JourneyDto } from '@skybook/contracts/flight-search';
import type { CurrencyCode } from '@skybook/domain/currency';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@skybook/domain/money-format';
import { formatLocalTime } from '@skybook/domain/date-format';
import { splitMinutes } from './duration';
import './journey-card.css';

/** What the traveller pays for a fare: after the promotion when one applies (the server's figure). */
export function fareTotal(fare: FareOptionDto): number {
  return fare.promo?.applicable ? fare.promo.totalAfterDiscount : fare.totalAmount;
}

export interface JourneyCardProps {
  readonly journey: JourneyDto;
  readonly families: readonly FareFamilyDto[];
  readonly currency: CurrencyCode;
  readonly locale: string;
  /** The family chosen on this journey, if any. */
  readonly chosenFamily: string | null;
  readonly onChoose: (fare: FareOptionDto) => void;
}

/** One journey: times, duration, stops and connection, flight numbers, aircraft; its fare families side by side. */
export function JourneyCard({
  journey,
  families,
  currency,
  locale,
  chosenFamily,
  onChoose,
}: JourneyCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const first = journey.segments[0];
  const last = journey.segments.at(-1);
  if (!first || !last) return null;
  const flightNumbers = journey.segments
    .map((segment) => `${segment.carrierCode}${segment.flightNumber}`)
    .join(' · ');
  const aircraft = [...new Set(journey.segments.map((segment) => segment.aircraft.name))].join(', ');
  const familyByCode = new Map(families.map((family) => [family.code, family]));

  return (
    <article className="journey" aria-labelledby={headingId}>
      <header className="journey__header">
        <h3 id={headingId} className="journey__times">
          {t('flightSearch.journeyHeading', {
            departure: formatLocalTime(first.departure.localDateTime),
            arrival: formatLocalTime(last.arrival.localDateTime),
            from: first.departure.airport,
            to: last.arrival.airport,
          })}
          {journey.arrivalDayOffset > 0 ? (
            <span className="journey__day-offset">
              {t('flightSearch.dayOffset', { days: journey.arrivalDayOffset })}
            </span>
          ) : null}
        </h3>
        <dl className="journey__facts">
          <div>
            <dt>{t('flightSearch.durationLabel')}</dt>
            <dd>{t('flightSearch.duration', splitMinutes(journey.durationMinutes))}</dd>
          </div>
          <div>
            <dt>{t('flightSearch.stopsLabel')}</dt>
            <dd>
              {journey.stops === 0
                ? t('flightSearch.direct')
                : t('flightSearch.stops', { count: journey.stops })}
              {journey.connectionAirports.map((airport, index) => (
                <span key={airport} className="journey__connection">
                  {' '}
                  {t('flightSearch.connection', {
                    airport,
                    ...splitMinutes(journey.connectingMinutes[index] ?? 0),
                  })}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('flightSearch.flightNumber')}</dt>
            <dd>{flightNumbers}</dd>
          </div>
          <div>
            <dt>{t('flightSearch.aircraft')}</dt>
            <dd>{aircraft}</dd>
          </div>
        </dl>
      </header>
      <ul className="fares" aria-label={t('flightSearch.faresFor', { flight: flightNumbers })}>
        {journey.fares.map((fare) => {
          const family = familyByCode.get(fare.family);
          const name = family?.name ?? fare.family;
          const chosen = chosenFamily === fare.family;
          const unavailable = fare.soldOut || !fare.available || fare.bookingKey === null;
          return (
            <li key={fare.family} className={`fare${chosen ? ' fare--chosen' : ''}`}>
              <p className="fare__name">{name}</p>
              {family ? (
                <ul className="fare__benefits">
                  {family.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              ) : null}
              {unavailable ? (
                <p className="fare__sold-out">{t('flightSearch.soldOut')}</p>
              ) : (
                <>
                  <p className="fare__price">
                    <span className="fare__amount">
                      {formatAmount(fare.prices.adult.total, currency, locale)}
                    </span>
                    <span className="fare__per">{t('flightSearch.perAdult')}</span>
                  </p>
                  {fare.promo && !fare.promo.applicable ? (
                    <p className="fare__note">{t('flightSearch.promoNotApplicable')}</p>
                  ) : null}
                  {chosen ? (
                    // Beside the button, not on it: a toggle's words stay the same when pressed, and
                    // what it shows stays inside its name (WCAG 2.5.3 Label in Name).
                    <p className="fare__chosen">
                      <span aria-hidden="true">✓ </span>
                      {t('flightSearch.chosen')}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    className={`ui-button ${chosen ? 'ui-button--primary' : 'ui-button--secondary'} fare__choose`}
                    aria-pressed={chosen}
                    aria-label={t('flightSearch.chooseFare', {
                      family: name,
                      flight: flightNumbers,
                      time: formatLocalTime(first.departure.localDateTime),
                    })}
                    onClick={() => {
                      onChoose(fare);
                    }}
                  >
                    {t('flightSearch.choose')}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
