import type { SessionJourneyDto } from '@skybook/contracts/booking-session';
import type { QuotationDto } from '@skybook/contracts/quotation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@skybook/domain/money-format';
import { directionKey, journeyRoute } from '../journey-labels';

export interface QuotationBreakdownProps {
  readonly quotation: QuotationDto;
  readonly journeys: readonly SessionJourneyDto[];
  readonly locale: string;
}

const EXTRA_KINDS = new Set(['seat', 'service', 'insurance', 'donation']);

/**
 * The server's quotation as it answered it: per journey and per passenger (fare, taxes, extras),
 * the extras bought and the charges by code with their VAT ({@link QuotationTotals} has the
 * totals). Nothing here is computed in the browser.
 */
export function QuotationBreakdown({ quotation, journeys, locale }: QuotationBreakdownProps) {
  const { t } = useTranslation('selectService');
  const id = useId();
  const amount = (value: number) => formatAmount(value, quotation.currency, locale);
  const journeyName = (index: number | null) => {
    if (index === null) return t('breakdown.wholeTrip');
    const journey = journeys.find((each) => each.index === index);
    return journey
      ? t(`directions.${directionKey(journey, journeys.length)}`, {
          number: index + 1,
          route: journeyRoute(journey),
        })
      : '';
  };
  const passengerName = (key: string | null) =>
    key === null
      ? t('breakdown.booking')
      : (quotation.passengers.find((each) => each.passengerKey === key)?.name ?? key);
  const extras = quotation.lines.filter((line) => EXTRA_KINDS.has(line.kind));

  return (
    <div className="breakdown">
      <section aria-labelledby={`${id}-journeys`}>
        <h3 id={`${id}-journeys`} className="breakdown__title">
          {t('breakdown.perJourney')}
        </h3>
        {quotation.journeys.map((journey) => (
          <dl key={journey.journeyIndex} className="breakdown__amounts">
            <dt className="breakdown__subtitle">{journeyName(journey.journeyIndex)}</dt>
            <dd className="breakdown__row breakdown__row--strong">{amount(journey.totalAmount)}</dd>
            <dt>{t('breakdown.fare')}</dt>
            <dd>{amount(journey.fareAmount)}</dd>
            <dt>{t('breakdown.taxes')}</dt>
            <dd>{amount(journey.taxAmount)}</dd>
            <dt>{t('breakdown.extras')}</dt>
            <dd data-testid={`journey-extras-${journey.journeyIndex}`}>{amount(journey.ancillaryAmount)}</dd>
          </dl>
        ))}
      </section>

      <section aria-labelledby={`${id}-passengers`}>
        <h3 id={`${id}-passengers`} className="breakdown__title">
          {t('breakdown.perPassenger')}
        </h3>
        {quotation.passengers.map((passenger) => (
          <details key={passenger.passengerKey} className="breakdown__passenger">
            <summary>
              <span>
                {passenger.name || passenger.passengerKey} ({t(`passengers.type.${passenger.type}`)})
              </span>
              <span>{amount(passenger.totalAmount)}</span>
            </summary>
            {passenger.journeys.map((journey) => (
              <dl key={journey.journeyIndex} className="breakdown__amounts">
                <dt className="breakdown__subtitle">{journeyName(journey.journeyIndex)}</dt>
                <dd className="breakdown__row breakdown__row--strong">{amount(journey.totalAmount)}</dd>
                <dt>{t('breakdown.fare')}</dt>
                <dd>{amount(journey.fareAmount)}</dd>
                <dt>{t('breakdown.taxes')}</dt>
                <dd>{amount(journey.taxAmount)}</dd>
                <dt>{t('breakdown.extras')}</dt>
                <dd>{amount(journey.ancillaryAmount)}</dd>
              </dl>
            ))}
          </details>
        ))}
      </section>

      {extras.length > 0 ? (
        <section aria-labelledby={`${id}-extras`}>
          <h3 id={`${id}-extras`} className="breakdown__title">
            {t('breakdown.extrasChosen')}
          </h3>
          <ul className="breakdown__lines">
            {extras.map((line, index) => (
              <li key={`${line.code}-${line.productCode ?? ''}-${line.passengerKey ?? ''}-${String(index)}`}>
                <span>
                  {line.quantity > 1 ? `${line.label} × ${String(line.quantity)}` : line.label}
                  <span className="breakdown__meta">
                    {passengerName(line.passengerKey)} · {journeyName(line.journeyIndex)}
                  </span>
                </span>
                <span>{amount(line.totalAmount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-charges`}>
        <h3 id={`${id}-charges`} className="breakdown__title">
          {t('breakdown.charges')}
        </h3>
        <ul className="breakdown__lines">
          {quotation.charges.map((charge) => (
            <li key={charge.code}>
              <span>
                {charge.label} ({charge.code})
                <span className="breakdown__meta">
                  {t('breakdown.vatSplit', { amount: amount(charge.amount), vat: amount(charge.vatAmount) })}
                </span>
              </span>
              <span>{amount(charge.totalAmount)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export interface QuotationTotalsProps {
  readonly quotation: QuotationDto;
  readonly locale: string;
}

/**
 * The totals of the quotation, the grand total last: shown apart from the breakdown, where they
 * stay in sight however far the breakdown is scrolled.
 */
export function QuotationTotals({ quotation, locale }: QuotationTotalsProps) {
  const { t } = useTranslation('selectService');
  const amount = (value: number) => formatAmount(value, quotation.currency, locale);
  return (
    <dl className="breakdown__amounts breakdown__totals">
      <dt>{t('breakdown.fareTotal')}</dt>
      <dd>{amount(quotation.fareTotal)}</dd>
      <dt>{t('breakdown.taxTotal')}</dt>
      <dd>{amount(quotation.taxTotal)}</dd>
      <dt>{t('breakdown.ancillaryTotal')}</dt>
      <dd data-testid="quotation-ancillary-total">{amount(quotation.ancillaryTotal)}</dd>
      {quotation.discountTotal > 0 ? (
        <>
          <dt>
            {quotation.promoCode
              ? t('breakdown.discountCode', { code: quotation.promoCode })
              : t('breakdown.discount')}
          </dt>
          <dd>−{amount(quotation.discountTotal)}</dd>
        </>
      ) : null}
      <dt className="breakdown__grand">{t('breakdown.total')}</dt>
      <dd className="breakdown__grand" data-testid="quotation-total">
        {amount(quotation.totalAmount)}
      </dd>
    </dl>
  );
}
