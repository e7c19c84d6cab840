import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { PASSENGER_FORM_ERRORS, type PassengerFormError } from '@skybook/domain/passenger-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPathByValue } from 'react-hook-form';
import {
  FieldFrame as SharedFieldFrame,
  RequiredMark as SharedRequiredMark,
  type FieldFrameProps,
} from '../../../components/ui/FieldFrame';
import { SelectField as SharedSelectField, type SelectOption } from '../../../components/ui/SelectField';
import { TextField as SharedTextField } from '../../../components/ui/TextField';
import type { PassengerDetailsDraft } from '../../../stores/passenger-details';
import { fieldId } from '../form-model';

export type DetailsControl = Control<PassengerDetailsDraft, unknown, PassengerDetails>;
export type StringFieldPath = FieldPathByValue<PassengerDetailsDraft, string>;

/** What an error message may need to say: the passenger type (age bands) and the reference day. */
export interface ErrorValues {
  readonly type?: PassengerType;
  readonly date?: string;
}

/** Whether a message is one of the rules' keys (the server may send its own sentence instead). */
export function isFormError(message: string): message is PassengerFormError {
  return (PASSENGER_FORM_ERRORS as readonly string[]).includes(message);
}

/**
 * The sentence for a field's error: the rules and the browser give a {@link PassengerFormError}
 * key, translated here (the age-band ones per passenger type); the server's answer may carry its
 * own translated sentence, shown as is.
 */
export function useErrorText(): (message: string | undefined, values?: ErrorValues) => string | undefined {
  const { t } = useTranslation('passengers');
  return (message, values = {}) => {
    if (message === undefined || message === '') return undefined;
    if (!isFormError(message)) return message;
    const date = values.date ?? '';
    if (message === 'birthDateTooYoung' || message === 'birthDateTooOld')
      return t(`errors.${message}.${values.type ?? 'adult'}`, { date });
    return t(`errors.${message}`);
  };
}

/** The star of a required field, and "required" for screen readers, after a label's text. */
export function RequiredMark() {
  const { t } = useTranslation('passengers');
  return <SharedRequiredMark requiredText={t('required')} />;
}

/** The label (starred when required), the control, then its hint and error. */
export function FieldFrame(props: Omit<FieldFrameProps, 'requiredText'>) {
  const { t } = useTranslation('passengers');
  return <SharedFieldFrame requiredText={t('required')} {...props} />;
}

interface FieldBaseProps<Name extends StringFieldPath> {
  readonly control: DetailsControl;
  readonly name: Name;
  readonly label: string;
  readonly isRequired?: boolean;
  readonly hint?: ReactNode;
  readonly errorValues?: ErrorValues;
  readonly className?: string;
}

export interface TextFieldProps<Name extends StringFieldPath> extends FieldBaseProps<Name> {
  /** requirements §5 text filter run on every keystroke and paste. */
  readonly filter?: (text: string) => string;
  /** Run when the field is left (names drop the space kept for the next word). */
  readonly normalize?: (text: string) => string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly isReadOnly?: boolean;
}

/** A text field of the passenger forms: the site's (components/ui) with this feature's words and ids. */
export function TextField<Name extends StringFieldPath>({
  name,
  errorValues,
  autoComplete = 'off',
  ...props
}: TextFieldProps<Name>) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  return (
    <SharedTextField
      {...props}
      name={name}
      id={fieldId(name)}
      autoComplete={autoComplete}
      requiredText={t('required')}
      errorText={(message) => errorText(message, errorValues)}
    />
  );
}

export interface SelectFieldProps<Name extends StringFieldPath> extends FieldBaseProps<Name> {
  readonly options: readonly SelectOption[];
  /** The first, empty choice ("Choose"); none when the field always has a value. */
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly autoComplete?: string;
}

/** A select of the passenger forms: the site's (components/ui) with this feature's words and ids. */
export function SelectField<Name extends StringFieldPath>({
  name,
  errorValues,
  autoComplete = 'off',
  ...props
}: SelectFieldProps<Name>) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  return (
    <SharedSelectField
      {...props}
      name={name}
      id={fieldId(name)}
      autoComplete={autoComplete}
      requiredText={t('required')}
      errorText={(message) => errorText(message, errorValues)}
    />
  );
}
