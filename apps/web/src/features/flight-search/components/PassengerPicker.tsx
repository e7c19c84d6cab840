import { validatePassengerCounts, type PassengerCounts } from '@skybook/domain/passenger-counts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';

type PassengerType = 'adults' | 'children' | 'infants';

const TYPES: readonly PassengerType[] = ['adults', 'children', 'infants'];

/** The counts after one more (+1) or one fewer (−1) of `type`; fewer adults never leave an infant without a lap. */
export function stepPassengers(counts: PassengerCounts, type: PassengerType, step: 1 | -1): PassengerCounts {
  const next = { ...counts, [type]: counts[type] + step };
  if (type === 'adults' && next.infants > next.adults) next.infants = next.adults;
  return next;
}

/** True when the step keeps the counts within requirements §5 (the domain's rule decides). */
export function canStepPassengers(counts: PassengerCounts, type: PassengerType, step: 1 | -1): boolean {
  if (counts[type] + step < 0) return false;
  return validatePassengerCounts(stepPassengers(counts, type, step)).ok;
}

export interface PassengerPickerProps {
  readonly value: PassengerCounts;
  readonly onChange: (value: PassengerCounts) => void;
}

interface CounterRowProps extends PassengerPickerProps {
  readonly type: PassengerType;
}

function CounterRow({ type, value, onChange }: CounterRowProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  const name = t(`flightSearch.passengers.${type}`);
  return (
    <li className="passenger-row">
      <div className="passenger-row__text">
        <span id={labelId} className="passenger-row__label">
          {name}
        </span>
        <span id={descriptionId} className="passenger-row__age">
          {t(`flightSearch.passengers.${type}Age`)}
        </span>
      </div>
      <div
        className="passenger-row__controls"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
      >
        <Button
          className="counter-button"
          aria-label={t('flightSearch.passengers.decrease', { type: name })}
          isDisabled={!canStepPassengers(value, type, -1)}
          onPress={() => {
            onChange(stepPassengers(value, type, -1));
          }}
        >
          −
        </Button>
        <output className="passenger-row__count" aria-live="polite" aria-label={`${name}: ${value[type]}`}>
          {value[type]}
        </output>
        <Button
          className="counter-button"
          aria-label={t('flightSearch.passengers.increase', { type: name })}
          isDisabled={!canStepPassengers(value, type, 1)}
          onPress={() => {
            onChange(stepPassengers(value, type, 1));
          }}
        >
          +
        </Button>
      </div>
    </li>
  );
}

/** Adults, children and infants within requirements §5's limits, with the age bands explained. */
export function PassengerPicker({ value, onChange }: PassengerPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const summary = t('flightSearch.passengers.summary', {
    adults: value.adults,
    children: value.children,
    infants: value.infants,
  });
  return (
    <div className="search-field">
      <span id={labelId} className="search-field__label">
        {t('flightSearch.passengers.label')}
      </span>
      <DialogTrigger>
        <Button
          className="search-field__control search-field__button"
          aria-labelledby={`${labelId} ${labelId}-value`}
        >
          <span id={`${labelId}-value`}>{summary}</span>
        </Button>
        <Popover className="search-popover" placement="bottom start">
          <Dialog className="passenger-dialog" aria-labelledby={`${labelId}-title`}>
            {({ close }) => (
              <>
                <Heading slot="title" id={`${labelId}-title`} className="passenger-dialog__title">
                  {t('flightSearch.passengers.title')}
                </Heading>
                <ul className="passenger-rows">
                  {TYPES.map((type) => (
                    <CounterRow key={type} type={type} value={value} onChange={onChange} />
                  ))}
                </ul>
                <p className="passenger-dialog__note">{t('flightSearch.passengers.note')}</p>
                <Button className="ui-button ui-button--primary" onPress={close}>
                  {t('flightSearch.passengers.done')}
                </Button>
              </>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
