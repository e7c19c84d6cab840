import type { CheckinPassenger, CheckinSeatsResponse } from '@skybook/contracts/checkin';
import type { SeatDto } from '@skybook/contracts/seat-map';
import { toCurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passengerName } from '../../../components/itinerary/trip-names';
import type { BookedSeatMap } from '../../../components/seat-map-slot';
import { Button } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { flightRoute, nameOf, type Segment } from '../journey-format';
import type { CheckinDraft } from '../stores/checkin-draft';

export interface FlightSeatsProps {
  readonly segment: Segment;
  /** The passengers checking in. */
  readonly passengers: readonly CheckinPassenger[];
  /** Each passenger's seat maps, once they have come. */
  readonly maps: ReadonlyMap<string, CheckinSeatsResponse>;
  readonly isLoading: boolean;
  readonly seats: CheckinDraft['seats'];
  readonly onChoose: (passengerKey: string, flightKey: string, seatCode: string | null) => void;
  readonly language: Language;
  readonly SeatMap: BookedSeatMap;
}

/**
 * One flight's seats at check-in: a passenger with a seat keeps it; anyone else gets a free seat
 * unless they choose one their fare includes on the booking flow's seat map (tap, click or
 * keyboard). A seat with a price is bought as an extra first, in manage booking's Change extras.
 */
export function FlightSeats({
  segment,
  passengers,
  maps,
  isLoading,
  seats,
  onChoose,
  language,
  SeatMap,
}: FlightSeatsProps) {
  const { t } = useTranslation('checkin');
  const { t: tItinerary } = useTranslation('itinerary');
  const headingId = useId();
  const mapId = useId();
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const flightKey = segment.key;
  const keptOf = (passenger: CheckinPassenger) =>
    passenger.flights.find((flight) => flight.flightKey === flightKey)?.seatCode ?? null;
  const choosers = passengers.filter((passenger) => keptOf(passenger) === null);
  const activeKey = choosers.find((passenger) => passenger.key === active)?.key ?? choosers[0]?.key;
  const answer = activeKey === undefined ? undefined : maps.get(activeKey);
  const flight = answer?.flights.find((candidate) => String(candidate.flightId) === flightKey);
  const currency = toCurrencyCode(answer?.currency);
  const assignments = new Map(
    passengers.flatMap((passenger) => {
      const code = keptOf(passenger) ?? seats[passenger.key]?.[flightKey];
      return code ? [[passenger.key, code] as const] : [];
    }),
  );
  const mapPassengers = passengers.map((passenger) => ({
    key: passenger.key,
    type: passenger.type === 'child' ? ('child' as const) : ('adult' as const),
    // Without the title: the map draws a passenger's seat with their initials.
    name: passengerName(passenger, ''),
    // Whoever flies with an infant checks in at the counter: nobody here has one on the lap.
    hasInfant: false,
  }));
  const refuseSeat = (seat: SeatDto): string | null =>
    seat.totalAmount > 0 && currency
      ? t('seats.priced', { seat: seat.code, price: formatAmount(seat.totalAmount, currency, language) })
      : null;

  return (
    <section className="ci-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ci-card__title">
        {flightRoute(segment)}
      </h2>
      <ul className="ci-seats">
        {passengers.map((passenger) => {
          const name = nameOf(passenger, tItinerary);
          const kept = keptOf(passenger);
          const chosen = seats[passenger.key]?.[flightKey];
          return (
            <li key={passenger.key} className="ci-seats__row">
              <span className="ci-seats__name">{name}</span>
              {kept ? (
                <span>{t('seats.kept', { seat: kept })}</span>
              ) : chosen ? (
                <span className="ci-seats__chosen">
                  {t('seats.chosen', { seat: chosen })}
                  <Button
                    variant="ghost"
                    aria-label={`${t('seats.remove')}: ${name}`}
                    onPress={() => {
                      onChoose(passenger.key, flightKey, null);
                    }}
                  >
                    {t('seats.remove')}
                  </Button>
                </span>
              ) : (
                <span>{t('seats.free')}</span>
              )}
            </li>
          );
        })}
      </ul>
      {choosers.length === 0 ? null : isLoading ? (
        <p role="status" className="ci-loading">
          {t('loading')}
        </p>
      ) : flight && currency && activeKey ? (
        <>
          <Button
            variant="secondary"
            aria-expanded={isOpen}
            aria-controls={isOpen ? mapId : undefined}
            onPress={() => {
              setOpen(!isOpen);
            }}
          >
            {isOpen ? t('seats.done') : t('seats.choose')}
          </Button>
          {isOpen ? (
            <div id={mapId} className="ci-seat-map">
              {choosers.length > 1 ? (
                <fieldset className="ci-choosers">
                  <legend>{t('seats.choosingFor')}</legend>
                  {choosers.map((passenger) => (
                    <label key={passenger.key} className="ci-choosers__choice">
                      <input
                        type="radio"
                        name={`ci-chooser-${flightKey}`}
                        checked={activeKey === passenger.key}
                        onChange={() => {
                          setActive(passenger.key);
                        }}
                      />
                      {nameOf(passenger, tItinerary)}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <SeatMap
                flight={flight}
                currency={currency}
                minorUnitExponent={answer?.minorUnitExponent ?? 0}
                locale={language}
                passengers={mapPassengers}
                activePassengerKey={activeKey}
                assignments={assignments}
                refuseSeat={refuseSeat}
                onSelect={(passengerKey, seatCode) => {
                  // A seat the passenger already has is theirs: it is not moved here.
                  if (passengers.some((passenger) => passenger.key === passengerKey && keptOf(passenger)))
                    return;
                  onChoose(passengerKey, flightKey, seatCode);
                }}
              />
              <div className="ci-buy">
                <h3 className="ci-buy__title">{t('seats.buyTitle')}</h3>
                <p>{t('seats.buy')}</p>
                <Link to={sitePath(language, 'my/edit-service')}>{t('seats.buyLink')}</Link>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
