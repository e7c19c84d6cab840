import type { ReactNode, Ref } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { describedBy, FieldFrame } from './FieldFrame';

/** What a text input is for: the keyboard and the browser's help follow from it. */
export interface TextInputOptions {
  readonly type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** The browser's autofill token; the attribute is left out when undefined. */
  readonly autoComplete?: string;
  readonly maxLength?: number;
  /** Date inputs: the first and last day that may be picked (`YYYY-MM-DD`). */
  readonly min?: string;
  readonly max?: string;
  readonly isReadOnly?: boolean;
}

export interface TextInputFieldProps extends TextInputOptions {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly isRequired?: boolean;
  /** "required" in the page's language, for screen readers after the star (see RequiredMark). */
  readonly requiredText?: string;
  readonly hint?: ReactNode;
  /** The translated error, shown and announced; undefined when the value is fine. */
  readonly error: string | undefined;
  readonly className?: string;
  /** Shown inside the field beside the input (the card brand's logo). */
  readonly adornment?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onBlur?: () => void;
}

/**
 * A labelled text input, however its value is kept: starred when required, its hint and error
 * read by screen readers through aria-describedby, aria-invalid while wrong.
 */
export function TextInputField({
  id,
  name,
  label,
  isRequired = false,
  requiredText,
  hint,
  error,
  className,
  adornment,
  inputRef,
  value,
  onChange,
  onBlur,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  min,
  max,
  isReadOnly = false,
}: TextInputFieldProps) {
  const input = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      className="field__control"
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      spellCheck={false}
      maxLength={maxLength}
      min={min}
      max={max}
      value={value}
      readOnly={isReadOnly || undefined}
      aria-required={isRequired || undefined}
      aria-invalid={error !== undefined}
      aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onBlur={onBlur}
    />
  );
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
      {adornment === undefined ? (
        input
      ) : (
        <div className="field__row">
          {input}
          {adornment}
        </div>
      )}
    </FieldFrame>
  );
}

/** A field holding text, in a form of `Values`. */
export type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string>;

/** The sentence for a field's error message (a rule's key, translated), or undefined when none. */
export type ErrorText = (message: string | undefined) => string | undefined;

export interface TextFieldProps<Values extends FieldValues, Transformed>
  extends
    TextInputOptions,
    Omit<TextInputFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> {
  readonly control: Control<Values, unknown, Transformed>;
  readonly name: TextPath<Values>;
  /** Translates the error react-hook-form holds for the field (the form's resolver set it). */
  readonly errorText: ErrorText;
  /** Run on every keystroke and paste: the field's requirements §5 filter or formatting. */
  readonly filter?: (text: string) => string;
  /** Run when the field is left (names drop the space kept for the next word). */
  readonly normalize?: (text: string) => string;
}

/** A text field of a react-hook-form form: its value, its error and its focus on error. */
export function TextField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  errorText,
  filter,
  normalize,
  ...props
}: TextFieldProps<Values, Transformed>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const text: string = value;
  return (
    <TextInputField
      {...props}
      name={name}
      inputRef={ref}
      value={text}
      error={errorText(fieldState.error?.message)}
      onChange={(typed) => {
        onChange(filter ? filter(typed) : typed);
      }}
      onBlur={() => {
        if (normalize && normalize(text) !== text) onChange(normalize(text));
        onBlur();
      }}
    />
  );
}

/** A field whose every error reads one sentence (a form whose resolver flags the field alone). */
export function errorTextOf(sentence: string): ErrorText {
  return (message) => (message === undefined ? undefined : sentence);
}
