import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import { formatAmount } from '@skybook/domain/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { addAddition, removeSlot, type Additions } from '../additions';
import type { BookedSeatMap } from '../../../components/seat-map-slot';
import { nameOf } from './passenger-name';

export interface SeatSectionProps {
  readonly reservation: ReservationDto;
  readonly journeyIndex: number;
  readonly seats: SeatSelectionOptionsResponse;
  readonly additions: Additions;
  readonly onChange: (additions: Additions) => void;
  readonly SeatMap: BookedSeatMap;
  readonly locale: string;
}

/**
 * Seats of the booked journey, flight by flight: a passenger's bought seat is shown locked; one
 * without a seat picks one on the booking flow's seat map (keyboard or tap), until the cut-off.
 */
export function SeatSection(props: SeatSectionProps) {
  const { reservation, journeyIndex, seats, additions, onChange, SeatMap, locale } = props;
  const { t } = useTranslation('editService');
  const [open, setOpen] = useState<number | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const seated = reservation.passengers.filter((passenger) => passenger.type !== 'infant');
  const withInfant = new Set(reservation.passengers.flatMap((p) => (p.flyWith ? [p.flyWith] : [])));
  const mapPassengers = seated.map((passenger) => ({
    key: passenger.key,
    type: passenger.type === 'child' ? ('child' as const) : ('adult' as const),
    name: nameOf(passenger),
    hasInfant: withInfant.has(passenger.key),
  }));
  const money = (amount: number) => formatAmount(amount, seats.currency, locale);

  return (
    <section className="edit-service__section" aria-labelledby="edit-seats">
      <h2 id="edit-seats">{t('seats.heading')}</h2>
      {seats.flights.map((flight) => {
        const cutoff = seats.edit?.cutoffs.find((cut) => cut.flightIndex === flight.flightIndex);
        const isOpen = cutoff?.window === 'open';
        const kept = new Map(
          (seats.edit?.bought ?? [])
            .filter((bought) => bought.flightIndex === flight.flightIndex && bought.passengerKey)
            .map((bought) => [bought.passengerKey ?? '', bought.code]),
        );
        const chosen = new Map<string, { code: string; amount: number }>();
        for (const addition of additions.values()) {
          if (
            addition.kind === 'seat' &&
            addition.choice.journeyIndex === journeyIndex &&
            addition.choice.flightIndex === flight.flightIndex
          )
            chosen.set(addition.choice.passengerKey, {
              code: addition.choice.seatCode,
              amount: addition.amount,
            });
        }
        const choosers = seated.filter((passenger) => !kept.has(passenger.key));
        const activeKey = active && choosers.some((p) => p.key === active) ? active : choosers[0]?.key;
        const assignments = new Map([
          ...kept,
          ...[...chosen].map(([key, seat]) => [key, seat.code] as const),
        ]);
        const priceOf = (code: string) =>
          flight.cabins
            .flatMap((cabin) => cabin.rows.flatMap((row) => row.elements))
            .find((element) => element.seat?.code === code)?.seat?.totalAmount ?? 0;
        const flightLabel = `${flight.carrierCode} ${flight.flightNumber} ${flight.origin}→${flight.destination}`;
        return (
          <div key={flight.flightId} className="edit-service__flight">
            <h3>{t('seats.flight', { flight: flightLabel })}</h3>
            <ul className="edit-service__list">
              {seated.map((passenger) => {
                const bought = kept.get(passenger.key);
                const mine = chosen.get(passenger.key);
                return (
                  <li key={passenger.key} className="edit-service__row">
                    <span>{nameOf(passenger)}</span>
                    {bought ? (
                      <span className="edit-service__locked">
                        {t('seats.kept', { seat: bought })}{' '}
                        <span className="edit-service__badge">{t('bought')}</span>
                      </span>
                    ) : mine ? (
                      <span>
                        {t('seats.chosen', { seat: mine.code, price: money(mine.amount) })}{' '}
                        <Button
                          variant="ghost"
                          onPress={() => {
                            onChange(
                              removeSlot(
                                additions,
                                `seat|${String(journeyIndex)}|${String(flight.flightIndex)}|${passenger.key}`,
                              ),
                            );
                          }}
                        >
                          {t('remove')}
                        </Button>
                      </span>
                    ) : (
                      <span>{isOpen ? t('seats.none') : t('closed')}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            {isOpen && choosers.length > 0 ? (
              <Button
                variant="secondary"
                aria-expanded={open === flight.flightIndex}
                onPress={() => {
                  setOpen(open === flight.flightIndex ? null : flight.flightIndex);
                }}
              >
                {open === flight.flightIndex ? t('seats.done') : t('seats.open')}
              </Button>
            ) : null}
            {open === flight.flightIndex && activeKey ? (
              <div className="edit-service__map">
                {choosers.length > 1 ? (
                  <fieldset className="edit-service__choosers">
                    <legend>{t('seats.choosingFor')}</legend>
                    {choosers.map((passenger) => (
                      <label key={passenger.key} className="edit-service__choice">
                        <input
                          type="radio"
                          name={`chooser-${String(flight.flightIndex)}`}
                          checked={activeKey === passenger.key}
                          onChange={() => {
                            setActive(passenger.key);
                          }}
                        />
                        {nameOf(passenger)}
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                <SeatMap
                  flight={flight}
                  currency={seats.currency}
                  minorUnitExponent={seats.minorUnitExponent}
                  locale={locale}
                  passengers={mapPassengers}
                  activePassengerKey={activeKey}
                  assignments={assignments}
                  onSelect={(passengerKey, seatCode) => {
                    // A bought seat is the booking's: it cannot be given back or moved here.
                    if (kept.has(passengerKey)) return;
                    const slot = `seat|${String(journeyIndex)}|${String(flight.flightIndex)}|${passengerKey}`;
                    onChange(
                      seatCode === null
                        ? removeSlot(additions, slot)
                        : addAddition(additions, {
                            kind: 'seat',
                            choice: { journeyIndex, flightIndex: flight.flightIndex, passengerKey, seatCode },
                            amount: priceOf(seatCode),
                            label: seatCode,
                          }),
                    );
                  }}
                />
              </div>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
