import {
  CHILD_TITLES,
  childTitleOnWire,
  formTitleOf,
  type ChildTitle,
} from '@skybook/domain/passenger-titles';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { fieldId } from '../form-model';
import { describedBy, FieldFrame, useErrorText, type DetailsControl } from './fields';

export interface ChildTitleFieldProps {
  readonly control: DetailsControl;
  readonly index: number;
  readonly type: PassengerType;
}

/**
 * A child's or an infant's title: Mstr or Miss, which also says the gender, so the card asks no
 * gender. The booking keeps the adult title and the gender (`childTitleOnWire`); the choice is read
 * back from the title (`formTitleOf`), a saved draft's included.
 */
export function ChildTitleField({ control, index, type }: ChildTitleFieldProps) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  const {
    field: { ref, name, value: wireTitle, onChange: setTitle, onBlur: leaveTitle },
    fieldState: titleState,
  } = useController({ control, name: `passengers.${index}.title` });
  const {
    field: { onChange: setGender, onBlur: leaveGender },
    fieldState: genderState,
  } = useController({ control, name: `passengers.${index}.gender` });
  const id = fieldId(name);
  const value = wireTitle === '' ? '' : formTitleOf(type, wireTitle);
  // Nothing chosen is one missing field here, however the rules count it.
  const error = errorText(titleState.error?.message ?? genderState.error?.message);
  const choose = (choice: ChildTitle | '') => {
    const wire = choice === '' ? { title: '' as const, gender: '' as const } : childTitleOnWire(choice);
    setTitle(wire.title);
    setGender(wire.gender);
  };
  return (
    <FieldFrame
      id={id}
      label={t('fields.title')}
      isRequired
      className={undefined}
      hint={undefined}
      error={error}
    >
      <select
        ref={ref}
        id={id}
        name={name}
        className="pax-field__control pax-field__select"
        value={value}
        autoComplete="off"
        aria-required
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, false, error !== undefined)}
        onChange={(event) => {
          const choice = CHILD_TITLES.find((each) => each === event.target.value);
          choose(choice ?? '');
        }}
        onBlur={() => {
          leaveTitle();
          leaveGender();
        }}
      >
        <option value="">{t('choose')}</option>
        {CHILD_TITLES.map((each) => (
          <option key={each} value={each}>
            {t(`titles.${each}`)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
