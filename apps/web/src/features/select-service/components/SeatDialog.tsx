import type { FlightSeatMapDto } from '@skybook/contracts/seat-map';
import type { CurrencyCode } from '@skybook/domain/currency';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { useServiceSelection } from '../../../stores/service-selection';
import type { ServicePassenger } from '../passengers';
import { SeatMap } from '../seat-map/SeatMap';

export interface SeatDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly journeyIndex: number;
  readonly flightLabel: string;
  /** The flight's map; null while it loads or when it could not be loaded (`problem` says why). */
  readonly flight: FlightSeatMapDto | null;
  readonly problem: string | null;
  readonly currency: CurrencyCode;
  readonly minorUnitExponent: number;
  readonly locale: string;
  /** Adults and children: each picks a seat in turn. */
  readonly passengers: readonly ServicePassenger[];
}

/** Seat codes per passenger key on one flight of one journey. */
function useAssignments(journeyIndex: number, flightIndex: number | null): Map<string, string> {
  const seats = useServiceSelection((state) => state.journeys[journeyIndex]?.seats);
  return new Map(
    (seats ?? [])
      .filter((seat) => seat.flightIndex === flightIndex)
      .map((seat) => [seat.passengerKey, seat.seatCode]),
  );
}

/**
 * The seat map of one flight in a dialog: the passengers choose in turn (the next one without a
 * seat becomes active after each choice), any of them can be picked to change their seat.
 */
export function SeatDialog(props: SeatDialogProps) {
  const { isOpen, onClose, journeyIndex, flightLabel, flight, problem, passengers } = props;
  const { t } = useTranslation('selectService');
  const setSeat = useServiceSelection((state) => state.setSeat);
  const assignments = useAssignments(journeyIndex, flight?.flightIndex ?? null);
  const firstWithoutSeat = passengers.find((passenger) => !assignments.has(passenger.key)) ?? passengers[0];
  const [chosenActive, setActive] = useState<string | null>(null);
  const active = chosenActive ?? firstWithoutSeat?.key ?? null;

  const close = () => {
    setActive(null);
    onClose();
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('seat.dialogTitle', { flight: flightLabel })}
      closeLabel={t('actions.close')}
      size="wide"
      // Done stays on screen below the map, however far the traveller has scrolled.
      footer={flight && active ? <Button onPress={close}>{t('seat.done')}</Button> : undefined}
    >
      {problem ? <p role="alert">{problem}</p> : null}
      {!flight && !problem ? <p role="status">{t('loading')}</p> : null}
      {flight && active ? (
        <div className="seat-dialog">
          <RadioGroup
            className="seat-dialog__passengers"
            value={active}
            onChange={setActive}
            orientation="horizontal"
          >
            <Label className="seat-dialog__label">{t('seat.choosingFor')}</Label>
            <div className="seat-dialog__passenger-list">
              {passengers.map((passenger) => (
                <RadioField key={passenger.key} value={passenger.key}>
                  <RadioButton className="passenger-chip">
                    <span className="passenger-chip__name">{passenger.name}</span>
                    <span className="passenger-chip__state">
                      {assignments.get(passenger.key) ?? t('seat.noSeat')}
                    </span>
                  </RadioButton>
                </RadioField>
              ))}
            </div>
          </RadioGroup>
          <SeatMap
            flight={flight}
            currency={props.currency}
            minorUnitExponent={props.minorUnitExponent}
            locale={props.locale}
            passengers={passengers.flatMap((passenger) =>
              passenger.type === 'infant'
                ? []
                : [
                    {
                      key: passenger.key,
                      type: passenger.type,
                      name: passenger.name,
                      hasInfant: passenger.hasInfant,
                    },
                  ],
            )}
            activePassengerKey={active}
            assignments={assignments}
            onSelect={(passengerKey, seatCode) => {
              setSeat(journeyIndex, flight.flightIndex, passengerKey, seatCode);
              if (seatCode === null) return;
              // The next passenger after this one still without a seat takes their turn.
              const taken = new Set([...assignments.keys(), passengerKey]);
              const index = passengers.findIndex((passenger) => passenger.key === passengerKey);
              const next = [...passengers.slice(index + 1), ...passengers.slice(0, index)].find(
                (passenger) => !taken.has(passenger.key),
              );
              if (next) setActive(next.key);
            }}
          />
        </div>
      ) : null}
    </ModalDialog>
  );
}
