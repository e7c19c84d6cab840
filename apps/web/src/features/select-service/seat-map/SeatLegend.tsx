import type { CurrencyCode } from '@skybook/domain/currency';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classPrices, type SeatGrid } from './seat-grid';
import { seatClassModifier, seatClassName, seatPrice } from './seat-presentation';

export interface SeatLegendProps {
  readonly grid: SeatGrid;
  readonly currency: CurrencyCode;
  readonly locale: string;
}

/**
 * What the map's colours, glyphs and marks mean: each seat class of the flight with its lowest
 * price (or "Included"), the seat states and the exit and wing marks. The swatches use the map's
 * own classes, so the legend always looks like the seats.
 */
export function SeatLegend({ grid, currency, locale }: SeatLegendProps) {
  const { t } = useTranslation('selectService');
  const titleId = useId();
  const classes = classPrices(grid);
  const hasExit = grid.rows.some((row) => row.isExitRow);
  const hasWing = grid.rows.some((row) => row.isWing);

  return (
    <div className="seat-legend">
      <p id={titleId} className="seat-legend__title">
        {t('seatMap.legend.title')}
      </p>
      <ul className="seat-legend__items" aria-labelledby={titleId}>
        {classes.map(({ seatClass, cheapest, varies }) => {
          const price = seatPrice(t, cheapest.totalAmount, cheapest.includedInFare, currency, locale);
          return (
            <li key={seatClass} className="seat-legend__item">
              <span
                className={`seat-map__seat seat-map__seat--${seatClassModifier(seatClass)} seat-legend__swatch`}
                aria-hidden="true"
              />
              <span className="seat-legend__label">
                <span className="seat-legend__name">{seatClassName(t, seatClass)}</span>{' '}
                <span className="seat-legend__price">
                  {varies && !cheapest.includedInFare ? t('seatMap.from', { price }) : price}
                </span>
              </span>
            </li>
          );
        })}
        <li className="seat-legend__item">
          <span className="seat-map__seat seat-map__seat--selected seat-legend__swatch" aria-hidden="true">
            <span className="seat-map__seat-text">AB</span>
          </span>
          <span className="seat-legend__label">{t('seatMap.legend.selected')}</span>
        </li>
        <li className="seat-legend__item">
          <span className="seat-map__seat seat-map__seat--companion seat-legend__swatch" aria-hidden="true">
            <span className="seat-map__seat-text">CD</span>
          </span>
          <span className="seat-legend__label">{t('seatMap.legend.companion')}</span>
        </li>
        <li className="seat-legend__item">
          <span className="seat-map__seat seat-map__seat--unavailable seat-legend__swatch" aria-hidden="true">
            <span className="seat-map__seat-text">✕</span>
          </span>
          <span className="seat-legend__label">{t('seatMap.legend.unavailable')}</span>
        </li>
        <li className="seat-legend__item">
          <span
            className="seat-map__seat seat-map__seat--standard seat-map__seat--restricted seat-legend__swatch"
            aria-hidden="true"
          >
            <span className="seat-map__seat-flag">⊘</span>
          </span>
          <span className="seat-legend__label">{t('seatMap.legend.restricted')}</span>
        </li>
        {hasExit ? (
          <li className="seat-legend__item">
            <span className="seat-map__exit seat-legend__mark" aria-hidden="true">
              ◀<span className="seat-map__exit-text">{t('seatMap.exitMarker')}</span>
            </span>
            <span className="seat-legend__label">{t('seatMap.legend.exit')}</span>
          </li>
        ) : null}
        {hasWing ? (
          <li className="seat-legend__item">
            <span className="seat-legend__wing" aria-hidden="true" />
            <span className="seat-legend__label">{t('seatMap.legend.wing')}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
