import { useTranslation } from 'react-i18next';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { useServiceSelection } from '../../../stores/service-selection';
import type { ServicePassenger } from '../passengers';

export interface PassengerSwitcherProps {
  readonly journeyIndex: number;
  readonly passengers: readonly ServicePassenger[];
  readonly current: ServicePassenger | null;
}

/**
 * requirements §3 current passenger: whose extras the panels below show, each with how many services
 * they have chosen in this direction.
 */
export function PassengerSwitcher({ journeyIndex, passengers, current }: PassengerSwitcherProps) {
  const { t } = useTranslation('selectService');
  const setCurrent = useServiceSelection((state) => state.setCurrentPassenger);
  const completed = useServiceSelection((state) => state.journeys[journeyIndex]?.completed);
  if (!current) return null;
  return (
    <RadioGroup
      className="passenger-switcher"
      value={current.key}
      onChange={setCurrent}
      orientation="horizontal"
    >
      <Label className="passenger-switcher__label">{t('passengers.choosingFor')}</Label>
      <div className="passenger-switcher__list">
        {passengers.map((passenger) => {
          const count = Object.values(completed ?? {}).filter((keys) => keys.includes(passenger.key)).length;
          return (
            <RadioField key={passenger.key} value={passenger.key}>
              <RadioButton className="passenger-chip">
                <span className="passenger-chip__name">{passenger.name}</span>
                <span className="passenger-chip__state">
                  {t(`passengers.type.${passenger.type}`)} ·{' '}
                  {count === 0 ? t('passengers.chosenNone') : t('passengers.chosenCount', { count })}
                </span>
              </RadioButton>
            </RadioField>
          );
        })}
      </div>
    </RadioGroup>
  );
}
