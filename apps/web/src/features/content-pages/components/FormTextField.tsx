import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import '../content-field.css';

export interface FormTextFieldProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly name: FieldPath<Values>;
  /** Prefixes the input's id (`<idPrefix>-<name>`), unique on the page. */
  readonly idPrefix: string;
  readonly label: string;
  readonly hint?: string;
  /** The translated sentence shown when the field is invalid (the form's resolver decides). */
  readonly errorText: string;
  readonly autoComplete: string;
  readonly maxLength: number;
  readonly inputMode?: 'text' | 'tel';
  /** Run on every keystroke and paste (the booking code in capitals). */
  readonly filter?: (text: string) => string;
}

/**
 * A required text field of a content page's form (the certificate request, the HD SAISON check)
 * with its label, hint and error, both named by aria-describedby.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  hint,
  errorText,
  autoComplete,
  maxLength,
  inputMode,
  filter,
}: FormTextFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const id = `${idPrefix}-${name}`;
  const error = fieldState.error ? errorText : undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="content-field">
      <label htmlFor={id} className="content-field__label">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        className="content-field__control"
        type={inputMode === 'tel' ? 'tel' : 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        required
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          onChange(filter ? filter(event.target.value) : event.target.value);
        }}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={`${id}-hint`} className="content-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="content-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
