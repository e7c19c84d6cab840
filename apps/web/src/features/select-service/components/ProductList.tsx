import type { AncillaryProductDto } from '@skybook/contracts/ancillaries';
import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { CurrencyCode } from '@skybook/domain/currency';
import { useTranslation } from 'react-i18next';
import { useServiceSelection } from '../../../stores/service-selection';
import { type ItemTarget } from '../../../stores/service-selection-model';
import { formatAmount } from '@skybook/domain/money-format';
import type { FlightLabel } from '../journey-labels';
import type { ServicePassenger } from '../passengers';
import { QuantityControl } from './QuantityControl';
import { TermsAcceptance } from './TermsAcceptance';
import { UnavailableNote } from './UnavailableNote';

export interface ProductListProps {
  readonly journeyIndex: number;
  /** The products of one service on this journey. */
  readonly products: readonly AncillaryProductDto[];
  readonly flights: readonly FlightLabel[];
  /** Whose extras are chosen (per-passenger products); booking-wide products ignore it. */
  readonly passenger: ServicePassenger | null;
  readonly currency: CurrencyCode;
  readonly locale: string;
  readonly onReadTerms: (termsKey: LegalContentKey) => void;
}

function targetOf(
  product: AncillaryProductDto,
  passenger: ServicePassenger | null,
  flightIndex: number | null,
): ItemTarget {
  return {
    passengerKey: product.unit === 'bookingJourney' ? null : (passenger?.key ?? null),
    flightIndex: product.unit === 'passengerFlight' ? flightIndex : null,
  };
}

interface ProductCardProps {
  readonly journeyIndex: number;
  readonly product: AncillaryProductDto;
  readonly target: ItemTarget;
  readonly isLocked: boolean;
  readonly currency: CurrencyCode;
  readonly locale: string;
}

/** One product: picture, name, what it is, its listed unit price and the control to take it. */
function ProductCard({ journeyIndex, product, target, isLocked, currency, locale }: ProductCardProps) {
  const { t } = useTranslation('selectService');
  const quantity = useServiceSelection(
    (state) =>
      state.journeys[journeyIndex]?.items.find(
        (item) =>
          item.productCode === product.code &&
          item.passengerKey === target.passengerKey &&
          item.flightIndex === target.flightIndex,
      )?.quantity ?? 0,
  );
  const setQuantity = useServiceSelection((state) => state.setQuantity);
  return (
    <li className={quantity > 0 ? 'product-card product-card--chosen' : 'product-card'}>
      {product.imageUrl ? (
        <img
          className="product-card__image"
          src={product.imageUrl}
          alt=""
          width="96"
          height="72"
          loading="lazy"
        />
      ) : null}
      <div className="product-card__text">
        {product.description ? <p className="product-card__description">{product.description}</p> : null}
        <p className="product-card__price">
          {product.includedInFare
            ? t('product.included')
            : t('product.unitPrice', { price: formatAmount(product.totalAmount, currency, locale) })}
        </p>
      </div>
      <div className="product-card__control">
        {!product.available ? (
          <UnavailableNote reason={product.unavailableReason} label={product.name} />
        ) : product.includedInFare ? (
          <p className="product-card__name">{product.name}</p>
        ) : (
          <QuantityControl
            label={product.name}
            quantity={quantity}
            maxQuantity={product.maxQuantity}
            isDisabled={isLocked}
            onChange={(next) => {
              setQuantity(journeyIndex, target, product, next);
            }}
          />
        )}
      </div>
    </li>
  );
}

/**
 * The products of one service (meals, taxi, eSIM, souvenirs …): per flight for per-flight
 * products, for the passenger or for the whole booking; locked until their terms are accepted.
 */
export function ProductList({
  journeyIndex,
  products,
  flights,
  passenger,
  currency,
  locale,
  onReadTerms,
}: ProductListProps) {
  const { t } = useTranslation('selectService');
  const termsKey = products.find((product) => product.termsKey !== null)?.termsKey ?? null;
  const accepted = useServiceSelection(
    (state) => termsKey === null || state.acceptedTerms.includes(termsKey),
  );
  const first = products[0];
  if (!first) return null;
  if (products.every((product) => !product.available)) {
    return <UnavailableNote reason={first.unavailableReason} label={null} />;
  }
  const needsPassenger = products.some((product) => product.unit !== 'bookingJourney');
  const perFlight = products.filter((product) => product.unit === 'passengerFlight');
  const whole = products.filter((product) => product.unit !== 'passengerFlight');
  const cards = (list: readonly AncillaryProductDto[], flightIndex: number | null) =>
    list.map((product) => (
      <ProductCard
        key={product.code}
        journeyIndex={journeyIndex}
        product={product}
        target={targetOf(product, passenger, flightIndex)}
        isLocked={!accepted || (product.unit !== 'bookingJourney' && passenger === null)}
        currency={currency}
        locale={locale}
      />
    ));
  return (
    <div className="product-list">
      {termsKey ? <TermsAcceptance termsKey={termsKey} onRead={onReadTerms} /> : null}
      {needsPassenger && passenger === null ? (
        <p className="service-note">{t('product.choosePassenger')}</p>
      ) : null}
      {whole.length > 0 ? <ul className="product-list__items">{cards(whole, null)}</ul> : null}
      {perFlight.length > 0
        ? flights.map((flight) => {
            const offered = perFlight.filter((product) => product.flightIndexes.includes(flight.flightIndex));
            if (offered.length === 0) return null;
            return (
              <section key={flight.flightIndex} className="product-list__flight" aria-label={flight.label}>
                <h4 className="product-list__flight-title">{flight.label}</h4>
                <ul className="product-list__items">{cards(offered, flight.flightIndex)}</ul>
              </section>
            );
          })
        : null}
    </div>
  );
}
