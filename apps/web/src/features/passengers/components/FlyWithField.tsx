import { useTranslation } from 'react-i18next';
import { useController, useWatch } from 'react-hook-form';
import { fieldId, ordinalOf } from '../form-model';
import { describedBy, FieldMessages } from '../../../components/ui/FieldFrame';
import { RequiredMark, useErrorText, type DetailsControl } from './fields';

export interface FlyWithFieldProps {
  readonly control: DetailsControl;
  /** The infant's index in the passengers. */
  readonly index: number;
}

/**
 * The adult an infant flies with (requirements §2: a baby has a fly-with adult). One infant per adult:
 * an adult another infant already flies with is offered but disabled, and says why.
 */
export function FlyWithField({ control, index }: FlyWithFieldProps) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  const name = `passengers.${index}.flyWith` as const;
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const passengers = useWatch({ control, name: 'passengers' });
  const id = fieldId(name);
  const error = errorText(fieldState.error?.message);
  const taken = new Set(
    passengers.flatMap((passenger, other) =>
      other !== index && passenger.type === 'infant' && passenger.flyWith !== null ? [passenger.flyWith] : [],
    ),
  );
  const adults = passengers.filter((passenger) => passenger.type === 'adult');

  return (
    <div className="field pax-field--wide">
      <label htmlFor={id} className="field__label">
        {t('fields.flyWith')}
        <RequiredMark />
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className="field__control field__select"
        value={value ?? ''}
        aria-required
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, false, error !== undefined)}
        onChange={(event) => {
          onChange(event.target.value === '' ? null : event.target.value);
        }}
        onBlur={onBlur}
      >
        <option value="">{t('choose')}</option>
        {adults.map((adult) => {
          const label = t('card.adult', { number: ordinalOf(adult.key) });
          const fullName = [adult.lastName, adult.middleName, adult.firstName]
            .map((part) => part.trim())
            .filter(Boolean)
            .join(' ');
          const isTaken = taken.has(adult.key);
          return (
            <option key={adult.key} value={adult.key} disabled={isTaken}>
              {isTaken
                ? t('flyWithTakenOption', { adult: label })
                : fullName === ''
                  ? label
                  : t('flyWithOption', { adult: label, name: fullName })}
            </option>
          );
        })}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
