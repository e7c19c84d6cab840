import type { ReactNode, Ref } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { describedBy, FieldFrame } from './FieldFrame';
import type { ErrorText, TextPath } from './TextField';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly isDisabled?: boolean;
  /** The React key when two options share a value; the value otherwise. */
  readonly key?: string;
}

export interface SelectControlProps {
  readonly ref?: Ref<HTMLSelectElement>;
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  /** The first, empty choice ("Choose"); none when the field always has a value. */
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
  autoComplete,
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
      className="field__control field__select"
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
        <option key={option.key ?? option.value} value={option.value} disabled={option.isDisabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface SelectFieldProps<Values extends FieldValues, Transformed> {
  readonly control: Control<Values, unknown, Transformed>;
  readonly name: TextPath<Values>;
  readonly id: string;
  readonly label: string;
  readonly isRequired?: boolean;
  /** "required" in the page's language, for screen readers after the star (see RequiredMark). */
  readonly requiredText?: string;
  readonly hint?: ReactNode;
  readonly className?: string;
  readonly options: readonly SelectOption[];
  /** The first, empty choice ("Choose"); none when the field always has a value. */
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly autoComplete?: string;
  /** Translates the error react-hook-form holds for the field (the form's resolver set it). */
  readonly errorText: ErrorText;
  /** Told of every choice, after the form (a choice that changes what else is asked). */
  readonly onValueChange?: (value: string) => void;
}

/** A labelled native select of a react-hook-form form, with its hint and error. */
export function SelectField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  isRequired = false,
  requiredText,
  hint,
  className,
  options,
  placeholder,
  isDisabled = false,
  autoComplete,
  errorText,
  onValueChange,
}: SelectFieldProps<Values, Transformed>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = errorText(fieldState.error?.message);
  return (
    <FieldFrame
      id={id}
      label={label}
      isRequired={isRequired}
      requiredText={requiredText}
      className={className}
      hint={hint}
      error={error}
    >
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
        onChange={(choice) => {
          onChange(choice);
          onValueChange?.(choice);
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
