import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { reservationStatement } from '@skybook/contracts/reservation-statement';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon';
import { journeyRoutes, passengerName } from './trip-names';
import './itinerary.css';

export interface PriceStatementProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  /** What the payment fee line says (`Card fee (ending in 1111)`); the plain words by default. */
  readonly feeLabel?: string;
}

/**
 * What the traveller is charged, as the contracts' statement says (the e-mail and the PDF print
 * the same): each passenger's price per flight, its lines one tap away, the booking's own lines,
 * the loyalty points' discount and the payment fee on lines of their own, the total, what was paid and what is left to pay.
 */
export function PriceStatement({ reservation, language, feeLabel }: PriceStatementProps) {
  const { t } = useTranslation('itinerary');
  const statement = reservationStatement(reservation);
  const routes = journeyRoutes(reservation.journeys);
  const passengers = new Map(reservation.passengers.map((passenger) => [passenger.key, passenger]));
  const amount = (minor: number) => formatAmount(minor, statement.currency, language);
  return (
    <section className="itin-card itin-price" aria-labelledby="itin-price-title">
      <h2 id="itin-price-title" className="itin-card__title">
        {t('price.title')}
      </h2>
      {statement.groups.map((group) => {
        const passenger = group.passengerKey === null ? undefined : passengers.get(group.passengerKey);
        return (
          <div key={group.passengerKey ?? 'booking'} className="itin-price__group">
            <h3 className="itin-price__who">
              {passenger
                ? passengerName(passenger, t(`passengers.titles.${passenger.title}`))
                : t('price.booking')}
            </h3>
            <ul className="itin-price__flights">
              {group.journeys.map((lines) => (
                <li key={lines.journeyKey ?? 'trip'}>
                  <details className="itin-price__flight">
                    <summary className="itin-price__row">
                      <Icon name="chevronRight" className="itin-price__chevron" />
                      <span className="itin-price__label">
                        {lines.journeyKey === null
                          ? t('price.wholeTrip')
                          : (routes.get(lines.journeyKey) ?? lines.journeyKey)}
                      </span>
                      <span className="itin-price__amount">{amount(lines.totalAmount)}</span>
                    </summary>
                    <ul className="itin-price__lines">
                      {lines.charges.map((charge, index) => (
                        <li
                          key={`${charge.code}-${String(index)}`}
                          className="itin-price__row itin-price__line"
                        >
                          <span className="itin-price__label">{charge.description}</span>
                          <span className="itin-price__amount">
                            {amount(charge.currencyAmounts[0]?.totalAmount ?? 0)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <dl className="itin-price__totals">
        {statement.pointsDiscount > 0 ? (
          <div className="itin-price__row">
            <dt className="itin-price__label">
              {t('price.pointsDiscount', { points: statement.pointsRedeemed.toLocaleString(language) })}
            </dt>
            <dd className="itin-price__amount">{amount(-statement.pointsDiscount)}</dd>
          </div>
        ) : null}
        {statement.feeAmount > 0 ? (
          <div className="itin-price__row">
            <dt className="itin-price__label">{feeLabel ?? t('price.fee')}</dt>
            <dd className="itin-price__amount">{amount(statement.feeAmount)}</dd>
          </div>
        ) : null}
        <div className="itin-price__row itin-price__total">
          <dt className="itin-price__label">{t('price.total')}</dt>
          <dd className="itin-price__amount">{amount(statement.totalAmount)}</dd>
        </div>
        <div className="itin-price__row">
          <dt className="itin-price__label">{t('price.paid')}</dt>
          <dd className="itin-price__amount">{amount(statement.paidAmount)}</dd>
        </div>
        <div className="itin-price__row itin-price__remaining">
          <dt className="itin-price__label">{t('price.remaining')}</dt>
          <dd className="itin-price__amount">{amount(Math.max(0, statement.remaining))}</dd>
        </div>
      </dl>
    </section>
  );
}
