import type { SessionJourneyDto } from '@skybook/contracts/booking-session';
import type { CurrencyCode } from '@skybook/domain/currency';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useServiceSelection } from '../../../stores/service-selection';
import { useSeatSelectionOptions } from '../api/seat-selection-options';
import { formatAmount } from '@skybook/domain/money-format';
import { flightLabels } from '../journey-labels';
import type { ServicePassenger } from '../passengers';
import { SeatDialog } from './SeatDialog';

export interface SeatSectionProps {
  readonly journey: SessionJourneyDto;
  readonly passengers: readonly ServicePassenger[];
  readonly currency: CurrencyCode;
  readonly minorUnitExponent: number;
  readonly locale: string;
  /** The panel is open: the seat maps are loaded (for the seats' listed prices). */
  readonly isActive: boolean;
}

/** Each flight of the journey with every passenger's seat, and the seat map to choose them. */
export function SeatSection({
  journey,
  passengers,
  currency,
  minorUnitExponent,
  locale,
  isActive,
}: SeatSectionProps) {
  const { t } = useTranslation('selectService');
  const [openFlight, setOpenFlight] = useState<number | null>(null);
  const seatMaps = useSeatSelectionOptions(journey.bookingKey, isActive || openFlight !== null);
  const seats = useServiceSelection((state) => state.journeys[journey.index]?.seats);
  const problem = seatMaps.isError
    ? seatMaps.error instanceof ApiError
      ? seatMaps.error.message
      : t('loadFailed')
    : null;
  const labels = flightLabels(journey);

  return (
    <div className="seat-section">
      {labels.map(({ flightIndex, label }) => {
        const map = seatMaps.data?.flights.find((flight) => flight.flightIndex === flightIndex) ?? null;
        const priceOf = (code: string) =>
          map?.cabins
            .flatMap((cabin) => cabin.rows)
            .flatMap((row) => row.elements)
            .find((element) => element.seat?.code === code)?.seat ?? null;
        return (
          <section key={flightIndex} className="seat-section__flight" aria-label={label}>
            <h4 className="product-list__flight-title">{label}</h4>
            <ul className="seat-section__list">
              {passengers.map((passenger) => {
                const code = seats?.find(
                  (seat) => seat.flightIndex === flightIndex && seat.passengerKey === passenger.key,
                )?.seatCode;
                const seat = code ? priceOf(code) : null;
                return (
                  <li key={passenger.key} className="seat-section__row">
                    <span className="seat-section__name">{passenger.name}</span>
                    <span className="seat-section__seat">
                      {code
                        ? seat
                          ? t('seat.chosenWithPrice', {
                              seat: code,
                              price: seat.includedInFare
                                ? t('product.included')
                                : formatAmount(seat.totalAmount, currency, locale),
                            })
                          : t('seat.chosen', { seat: code })
                        : t('seat.noSeat')}
                    </span>
                  </li>
                );
              })}
            </ul>
            <Button
              variant="secondary"
              onPress={() => {
                setOpenFlight(flightIndex);
              }}
            >
              {t('seat.open', { flight: label })}
            </Button>
          </section>
        );
      })}
      <SeatDialog
        isOpen={openFlight !== null}
        onClose={() => {
          setOpenFlight(null);
        }}
        journeyIndex={journey.index}
        flightLabel={labels.find((flight) => flight.flightIndex === openFlight)?.label ?? ''}
        flight={seatMaps.data?.flights.find((flight) => flight.flightIndex === openFlight) ?? null}
        problem={problem}
        currency={currency}
        minorUnitExponent={minorUnitExponent}
        locale={locale}
        passengers={passengers}
      />
    </div>
  );
}
