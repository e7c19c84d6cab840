import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import {
  describedBy,
  FieldFrame as SharedFieldFrame,
  FieldMessages as SharedFieldMessages,
  RequiredMark as SharedRequiredMark,
  type FieldClasses,
  type FieldFrameProps,
  type FieldMessagesProps,
} from '../../../components/ui/FieldFrame';
import { useErrorText } from './form-messages';

/*
 * The lost-and-found forms' fields: a native control with its label (starred when required), a
 * hint and the error, both named by the control's aria-describedby, under react-hook-form.
 */

/** A field holding text, in a form of `Values`. */
export type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string>;

/** The element id of a field: its form's prefix and its name (`hr-claim-phoneNumber`). */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/\./g, '-')}`;
}

const LOST_AND_FOUND_FIELD: FieldClasses = { block: 'hr-field', visuallyHidden: 'hr-visually-hidden' };

/** The star of a required field, and "required" for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation('happyReturn');
  return <SharedRequiredMark classes={LOST_AND_FOUND_FIELD} requiredText={t('required')} />;
}

function FieldMessages(props: Omit<FieldMessagesProps, 'classes'>) {
  return <SharedFieldMessages classes={LOST_AND_FOUND_FIELD} {...props} />;
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

/** A field's controller, element id and translated error, as every field here reads them. */
function useField<Values extends FieldValues>(
  control: Control<Values>,
  name: TextPath<Values>,
  idPrefix: string,
) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return { field, id: fieldId(idPrefix, name), error: errorText(fieldState.error?.message) };
}

function FieldFrame(props: Omit<FieldFrameProps, 'classes' | 'requiredText'>) {
  const { t } = useTranslation('happyReturn');
  return <SharedFieldFrame classes={LOST_AND_FOUND_FIELD} requiredText={t('required')} {...props} />;
}

export interface TextFieldProps<Values extends FieldValues> extends FieldBaseProps<Values> {
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly autoComplete?: string;
  /** Run on every keystroke and paste (booking codes in capitals). */
  readonly filter?: (text: string) => string;
  readonly maxLength?: number;
  readonly min?: string;
  readonly max?: string;
}

export function TextField<Values extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  isRequired = false,
  hint,
  className,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  filter,
  maxLength,
  min,
  max,
}: TextFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
    id,
    error,
  } = useField(control, name, idPrefix);
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} className={className} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        name={name}
        className="hr-field__control"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        maxLength={maxLength}
        min={min}
        max={max}
        value={value}
        aria-required={isRequired || undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
        onChange={(event) => {
          onChange(filter ? filter(event.target.value) : event.target.value);
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
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
        className="hr-field__control hr-field__textarea"
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
  readonly options: readonly (Choice & { readonly key?: string })[];
  /** The first, empty choice; none when the field always has a value. */
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly autoComplete?: string;
  readonly onValueChange?: (value: string) => void;
}

export function SelectField<Values extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  isRequired = false,
  hint,
  className,
  options,
  placeholder,
  isDisabled = false,
  autoComplete = 'off',
  onValueChange,
}: SelectFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
    id,
    error,
  } = useField(control, name, idPrefix);
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} className={className} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        name={name}
        className="hr-field__control hr-field__select"
        value={value}
        disabled={isDisabled}
        autoComplete={autoComplete}
        aria-required={isRequired || undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
        onChange={(event) => {
          onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        onBlur={onBlur}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
      className={className ? `hr-field hr-choices ${className}` : 'hr-field hr-choices'}
      aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
    >
      <legend className="hr-field__label">
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
