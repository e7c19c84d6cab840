import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import {
  describedBy,
  FieldFrame,
  FieldMessages,
  fieldClassName,
  RequiredMark as SharedRequiredMark,
} from '../../../components/ui/FieldFrame';
import { SelectField as SharedSelectField, type SelectOption } from '../../../components/ui/SelectField';
import {
  TextField as SharedTextField,
  type TextInputOptions,
  type TextPath,
} from '../../../components/ui/TextField';
import { useErrorText } from './form-messages';

/*
 * The lost-and-found forms' fields: the site's fields (components/ui) with this feature's words,
 * ids (`hr-claim-phoneNumber`) and `autocomplete="off"` unless told, and the two kinds only these
 * forms have (a text area with a counter, a group of radio buttons).
 */

export type { TextPath };

/** The element id of a field: its form's prefix and its name (`hr-claim-phoneNumber`). */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/\./g, '-')}`;
}

/** The star of a required field, and "required" for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation('happyReturn');
  return <SharedRequiredMark requiredText={t('required')} />;
}

interface FieldBaseProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly name: TextPath<Values>;
  readonly idPrefix: string;
  readonly label: string;
  readonly isRequired?: boolean;
  readonly hint?: ReactNode;
  readonly className?: string;
}

/** A field's controller, element id and translated error, as the two kinds of field here read them. */
function useField<Values extends FieldValues>(
  control: Control<Values>,
  name: TextPath<Values>,
  idPrefix: string,
) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return { field, id: fieldId(idPrefix, name), error: errorText(fieldState.error?.message) };
}

export interface TextFieldProps<Values extends FieldValues>
  extends FieldBaseProps<Values>, Omit<TextInputOptions, 'isReadOnly'> {
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  /** Run on every keystroke and paste (booking codes in capitals). */
  readonly filter?: (text: string) => string;
}

export function TextField<Values extends FieldValues>({
  idPrefix,
  autoComplete = 'off',
  ...props
}: TextFieldProps<Values>) {
  const { t } = useTranslation('happyReturn');
  const errorText = useErrorText();
  return (
    <SharedTextField
      {...props}
      id={fieldId(idPrefix, props.name)}
      autoComplete={autoComplete}
      requiredText={t('required')}
      errorText={errorText}
    />
  );
}

export interface TextAreaFieldProps<Values extends FieldValues> extends Omit<FieldBaseProps<Values>, 'hint'> {
  readonly hint?: string;
  /** Shown as "{count}/{max}" under the field. */
  readonly maxLength: number;
  readonly rows?: number;
}

export function TextAreaField<Values extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  isRequired = false,
  hint,
  className,
  maxLength,
  rows = 4,
}: TextAreaFieldProps<Values>) {
  const { t } = useTranslation('happyReturn');
  const {
    field: { ref, value, onChange, onBlur },
    id,
    error,
  } = useField(control, name, idPrefix);
  const text = typeof value === 'string' ? value : '';
  const counter = t('characterCount', { count: text.trim().length, max: maxLength });
  return (
    <FieldFrame
      requiredText={t('required')}
      id={id}
      label={label}
      isRequired={isRequired}
      className={className}
      hint={hint === undefined ? counter : `${hint} ${counter}`}
      error={error}
    >
      <textarea
        ref={ref}
        id={id}
        name={name}
        className="field__control field__textarea"
        rows={rows}
        value={text}
        aria-required={isRequired || undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, true, error !== undefined)}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps<Values extends FieldValues> extends FieldBaseProps<Values> {
  readonly options: readonly SelectOption[];
  /** The first, empty choice; none when the field always has a value. */
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly autoComplete?: string;
  readonly onValueChange?: (value: string) => void;
}

export function SelectField<Values extends FieldValues>({
  idPrefix,
  autoComplete = 'off',
  ...props
}: SelectFieldProps<Values>) {
  const { t } = useTranslation('happyReturn');
  const errorText = useErrorText();
  return (
    <SharedSelectField
      {...props}
      id={fieldId(idPrefix, props.name)}
      autoComplete={autoComplete}
      requiredText={t('required')}
      errorText={errorText}
    />
  );
}

export interface RadioGroupFieldProps<Values extends FieldValues> extends FieldBaseProps<Values> {
  readonly options: readonly Choice[];
}

/** A choice among a few options, all visible: a fieldset of radio buttons. */
export function RadioGroupField<Values extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  isRequired = false,
  hint,
  className,
  options,
}: RadioGroupFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
    id,
    error,
  } = useField(control, name, idPrefix);
  return (
    <fieldset
      className={fieldClassName(className ? `hr-choices ${className}` : 'hr-choices')}
      aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
    >
      <legend className="field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="hr-choice">
          <input
            ref={index === 0 ? ref : undefined}
            id={index === 0 ? id : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => {
              onChange(option.value);
            }}
            onBlur={onBlur}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
