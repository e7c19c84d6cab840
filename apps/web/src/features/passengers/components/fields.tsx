import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { PASSENGER_FORM_ERRORS, type PassengerFormError } from '@skybook/domain/passenger-rules';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPathByValue } from 'react-hook-form';
import {
  describedBy,
  FieldFrame as SharedFieldFrame,
  FieldMessages as SharedFieldMessages,
  RequiredMark as SharedRequiredMark,
  type FieldClasses,
  type FieldFrameProps,
  type FieldMessagesProps,
} from '../../../components/ui/FieldFrame';
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

const PASSENGER_FIELD: FieldClasses = { block: 'pax-field', visuallyHidden: 'pax-visually-hidden' };

/** The star of a required field, and "required" for screen readers, after a label's text. */
export function RequiredMark() {
  const { t } = useTranslation('passengers');
  return <SharedRequiredMark classes={PASSENGER_FIELD} requiredText={t('required')} />;
}

/** A field's hint and error, both referred to by the field's aria-describedby. */
export function FieldMessages(props: Omit<FieldMessagesProps, 'classes'>) {
  return <SharedFieldMessages classes={PASSENGER_FIELD} {...props} />;
}

export { describedBy };

/** A field's controller, its element id and its translated error, as every field here reads them. */
function useDetailsField<Name extends StringFieldPath>(
  control: DetailsControl,
  name: Name,
  errorValues: ErrorValues | undefined,
) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  const id = fieldId(name);
  return { field, id, error: errorText(fieldState.error?.message, errorValues) };
}

/** The label (starred when required), the control, then its hint and error. */
export function FieldFrame(props: Omit<FieldFrameProps, 'classes' | 'requiredText'>) {
  const { t } = useTranslation('passengers');
  return <SharedFieldFrame classes={PASSENGER_FIELD} requiredText={t('required')} {...props} />;
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
  /** SPEC §5 text filter run on every keystroke and paste. */
  readonly filter?: (text: string) => string;
  /** Run when the field is left (names drop the space kept for the next word). */
  readonly normalize?: (text: string) => string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly isReadOnly?: boolean;
}

export function TextField<Name extends StringFieldPath>({
  control,
  name,
  label,
  isRequired = false,
  hint,
  errorValues,
  className,
  filter,
  normalize,
  inputMode,
  type = 'text',
  autoComplete = 'off',
  isReadOnly = false,
}: TextFieldProps<Name>) {
  const {
    field: { ref, value, onChange, onBlur },
    id,
    error,
  } = useDetailsField(control, name, errorValues);
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} className={className} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        name={name}
        className="pax-field__control"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        value={value}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
        onChange={(event) => {
          onChange(filter ? filter(event.target.value) : event.target.value);
        }}
        onBlur={() => {
          if (normalize && normalize(value) !== value) onChange(normalize(value));
          onBlur();
        }}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly isDisabled?: boolean;
}

export interface SelectFieldProps<Name extends StringFieldPath> extends FieldBaseProps<Name> {
  readonly options: readonly SelectOption[];
  /** The first, empty choice ("Choose"); none when the field always has a value. */
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly autoComplete?: string;
}

export function SelectField<Name extends StringFieldPath>({
  control,
  name,
  label,
  isRequired = false,
  hint,
  errorValues,
  className,
  options,
  placeholder,
  isDisabled = false,
  autoComplete = 'off',
}: SelectFieldProps<Name>) {
  const {
    field: { ref, value, onChange, onBlur },
    id,
    error,
  } = useDetailsField(control, name, errorValues);
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} className={className} hint={hint} error={error}>
      <SelectControl
        ref={ref}
        id={id}
        name={name}
        value={value}
        options={options}
        placeholder={placeholder}
        isDisabled={isDisabled}
        isRequired={isRequired}
        autoComplete={autoComplete}
        hasHint={hint !== undefined}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

export interface SelectControlProps {
  readonly ref: Ref<HTMLSelectElement>;
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly placeholder: string | undefined;
  readonly isDisabled?: boolean;
  readonly isRequired: boolean;
  readonly autoComplete?: string;
  readonly hasHint: boolean;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** The native select of a field, described by its hint and error: its frame is the caller's. */
export function SelectControl({
  ref,
  id,
  name,
  value,
  options,
  placeholder,
  isDisabled = false,
  isRequired,
  autoComplete = 'off',
  hasHint,
  error,
  onChange,
  onBlur,
}: SelectControlProps) {
  return (
    <select
      ref={ref}
      id={id}
      name={name}
      className="pax-field__control pax-field__select"
      value={value}
      disabled={isDisabled}
      autoComplete={autoComplete}
      aria-required={isRequired || undefined}
      aria-invalid={error !== undefined}
      aria-describedby={describedBy(id, hasHint, error !== undefined)}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onBlur={onBlur}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.isDisabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
