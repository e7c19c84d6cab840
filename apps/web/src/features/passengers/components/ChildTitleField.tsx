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
import { SelectControl } from '../../../components/ui/SelectField';
import { FieldFrame, useErrorText, type DetailsControl } from './fields';

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
      <SelectControl
        ref={ref}
        id={id}
        name={name}
        value={value}
        options={CHILD_TITLES.map((each) => ({ value: each, label: t(`titles.${each}`) }))}
        placeholder={t('choose')}
        isRequired
        autoComplete="off"
        hasHint={false}
        error={error}
        onChange={(choice) => {
          choose(CHILD_TITLES.find((each) => each === choice) ?? '');
        }}
        onBlur={() => {
          leaveTitle();
          leaveGender();
        }}
      />
    </FieldFrame>
  );
}
