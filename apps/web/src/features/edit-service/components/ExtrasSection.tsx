import type { AncillaryOptionsResponse, AncillaryProductDto } from '@skybook/contracts/ancillaries';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { formatAmount } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';
import { addAddition, removeSlot, type Additions } from '../additions';
import { nameOf } from './passenger-name';

export interface ExtrasSectionProps {
  readonly reservation: ReservationDto;
  readonly journeyIndex: number;
  readonly options: AncillaryOptionsResponse;
  readonly additions: Additions;
  readonly onChange: (additions: Additions) => void;
  readonly locale: string;
}

const BAGS = new Set(['luggage', 'oversizeLuggage']);

/**
 * Bags, meals, priority check-in, shuttle and the other extras of the booked journey: what each
 * passenger has is shown locked; what can still be bought (before its cut-off) can be added.
 */
export function ExtrasSection(props: ExtrasSectionProps) {
  const { reservation, journeyIndex, options, additions, onChange, locale } = props;
  const { t } = useTranslation('editService');
  const money = (amount: number) => formatAmount(amount, options.currency, locale);
  const bought = options.edit?.bought.filter((item) => item.kind === 'service') ?? [];
  const passengers = reservation.passengers.filter((passenger) => passenger.type !== 'infant');
  const packs = options.products.filter(
    (p) => p.serviceType === 'luggage' && p.available && !p.includedInFare,
  );
  const others = options.products.filter((p) => !BAGS.has(p.serviceType) && p.available && !p.includedInFare);

  const bagSlot = (passengerKey: string) => `bag|${String(journeyIndex)}|${passengerKey}`;
  const itemSlot = (product: AncillaryProductDto, flightIndex: number | null, passengerKey: string | null) =>
    `item|${String(journeyIndex)}|${String(flightIndex)}|${String(passengerKey)}|${product.code}`;
  const toggle = (
    product: AncillaryProductDto,
    flightIndex: number | null,
    passengerKey: string | null,
    on: boolean,
  ) => {
    onChange(
      on
        ? addAddition(additions, {
            kind: 'item',
            choice: { journeyIndex, flightIndex, passengerKey, productCode: product.code, quantity: 1 },
            amount: product.totalAmount,
            label: product.name,
            isBag: false,
            termsKey: product.termsKey,
          })
        : removeSlot(additions, itemSlot(product, flightIndex, passengerKey)),
    );
  };
  const flightLabel = (index: number) => {
    const segment = reservation.journeys.find((j) => j.index === journeyIndex)?.segments[index];
    return segment ? `${segment.departure.airport.code}→${segment.arrival.airport.code}` : '';
  };

  return (
    <>
      <section className="edit-service__section" aria-labelledby="edit-bags">
        <h2 id="edit-bags">{t('bags.heading')}</h2>
        {passengers.map((passenger) => {
          const has = bought.find(
            (item) => item.passengerKey === passenger.key && BAGS.has(item.serviceType),
          );
          if (has) {
            return (
              <p key={passenger.key} className="edit-service__row edit-service__locked">
                <span>{nameOf(passenger)}</span>
                <span>
                  {has.name} <span className="edit-service__badge">{t('bought')}</span>
                </span>
              </p>
            );
          }
          const current = additions.get(bagSlot(passenger.key));
          const value = current?.kind === 'item' ? current.choice.productCode : '';
          return (
            <fieldset key={passenger.key} className="edit-service__choices">
              <legend>{t('bags.for', { name: nameOf(passenger) })}</legend>
              {packs.length === 0 ? <p>{t('closed')}</p> : null}
              {packs.length > 0 ? (
                <label className="edit-service__choice">
                  <input
                    type="radio"
                    name={`bag-${passenger.key}`}
                    checked={value === ''}
                    onChange={() => {
                      onChange(removeSlot(additions, bagSlot(passenger.key)));
                    }}
                  />
                  {t('bags.none')}
                </label>
              ) : null}
              {packs.map((pack) => (
                <label key={pack.code} className="edit-service__choice">
                  <input
                    type="radio"
                    name={`bag-${passenger.key}`}
                    checked={value === pack.code}
                    onChange={() => {
                      onChange(
                        addAddition(additions, {
                          kind: 'item',
                          choice: {
                            journeyIndex,
                            flightIndex: null,
                            passengerKey: passenger.key,
                            productCode: pack.code,
                            quantity: 1,
                          },
                          amount: pack.totalAmount,
                          label: pack.name,
                          isBag: true,
                          termsKey: pack.termsKey,
                        }),
                      );
                    }}
                  />
                  {t('bags.pack', { name: pack.name, price: money(pack.totalAmount) })}
                </label>
              ))}
            </fieldset>
          );
        })}
      </section>

      <section className="edit-service__section" aria-labelledby="edit-extras">
        <h2 id="edit-extras">{t('extras.heading')}</h2>
        {others.length === 0 ? <p>{t('closed')}</p> : null}
        {others.map((product) => {
          const flights = product.unit === 'passengerFlight' ? product.flightIndexes : [null];
          const owners = product.unit === 'bookingJourney' ? [null] : passengers.map((p) => p.key);
          return (
            <fieldset key={product.code} className="edit-service__choices">
              <legend>
                {t('extras.product', { name: product.name, price: money(product.totalAmount) })}
              </legend>
              {flights.flatMap((flightIndex) =>
                owners.map((passengerKey) => {
                  const passenger = reservation.passengers.find((p) => p.key === passengerKey);
                  const has = bought.some(
                    (item) =>
                      item.code === product.code &&
                      item.passengerKey === passengerKey &&
                      (flightIndex === null || item.flightIndex === flightIndex),
                  );
                  const who = passenger ? nameOf(passenger) : t('extras.wholeBooking');
                  const label = flightIndex === null ? who : `${who} · ${flightLabel(flightIndex)}`;
                  return (
                    <label
                      key={`${String(flightIndex)}|${String(passengerKey)}`}
                      className="edit-service__choice"
                    >
                      <input
                        type="checkbox"
                        checked={has || additions.has(itemSlot(product, flightIndex, passengerKey))}
                        disabled={has}
                        onChange={(event) => {
                          toggle(product, flightIndex, passengerKey, event.target.checked);
                        }}
                      />
                      {label}
                      {has ? <span className="edit-service__badge">{t('bought')}</span> : null}
                    </label>
                  );
                }),
              )}
            </fieldset>
          );
        })}
      </section>
    </>
  );
}
