import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPathByValue } from 'react-hook-form';
import { isPaymentFormError, type PaymentFormValues } from '../payment-form-model';

export type PaymentControl = Control<PaymentFormValues>;
export type PaymentTextPath = FieldPathByValue<PaymentFormValues, string>;

/** The element id of a field: `card.number` → `pay-card-number`. */
export function paymentFieldId(name: string): string {
  return `pay-${name.replace(/\./g, '-')}`;
}

/** A field's error message key, translated (a key of the rules) or as the server said it. */
export function useFieldErrorText(): (
  message: string | undefined,
  values?: ErrorValues,
) => string | undefined {
  const { t } = useTranslation('payment');
  return (message, values = {}) => {
    if (message === undefined || message === '') return undefined;
    return isPaymentFormError(message)
      ? t(`form.errors.${message}`, { brands: values.brands ?? '' })
      : message;
  };
}

/** What an error message may need to say: the card brands the method takes. */
export interface ErrorValues {
  readonly brands?: string;
}

export interface PaymentTextFieldProps {
  readonly control: PaymentControl;
  readonly name: PaymentTextPath;
  readonly label: string;
  readonly isRequired?: boolean;
  readonly hint?: string;
  /** Run on every keystroke and paste: the field's SPEC §5 filter or formatting. */
  readonly format?: (text: string) => string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly autoComplete?: string;
  readonly maxLength?: number;
  /** Shown inside the field's frame after the input (the card brand's logo). */
  readonly adornment?: ReactNode;
  /** Values for the error message (the card brands the method takes). */
  readonly errorValues?: ErrorValues;
  readonly className?: string;
}

/**
 * A labelled text input of the payment form: starred when required, its hint and error read by
 * screen readers through aria-describedby, aria-invalid while wrong.
 */
export function PaymentTextField({
  control,
  name,
  label,
  isRequired = true,
  hint,
  format,
  inputMode,
  type = 'text',
  autoComplete,
  maxLength,
  adornment,
  errorValues,
  className,
}: PaymentTextFieldProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <PaymentInput
      id={paymentFieldId(name)}
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={errorText(fieldState.error?.message, errorValues)}
      adornment={adornment}
      className={className}
      inputRef={ref}
      name={fieldName}
      value={value}
      onChange={(text) => {
        onChange(format ? format(text) : text);
      }}
      onBlur={onBlur}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );
}

export interface PaymentInputProps {
  readonly id: string;
  readonly label: string;
  readonly isRequired: boolean;
  readonly hint?: string | undefined;
  /** The translated error, shown and announced; undefined when the value is fine. */
  readonly error: string | undefined;
  readonly adornment?: ReactNode;
  readonly className?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly name: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onBlur?: () => void;
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel' | undefined;
  readonly autoComplete?: string | undefined;
  readonly maxLength?: number | undefined;
}

/**
 * The payment pages' labelled input, however its value is kept: starred when required, its hint
 * and error read by screen readers through aria-describedby, aria-invalid while wrong.
 */
export function PaymentInput({
  id,
  label,
  isRequired,
  hint,
  error,
  adornment,
  className,
  inputRef,
  name,
  value,
  onChange,
  onBlur,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
}: PaymentInputProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['pay-field', className].filter(Boolean).join(' ')}>
      <PaymentFieldLabel id={id} label={label} isRequired={isRequired} />
      <div className="pay-field__control">
        <input
          id={id}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          className="pay-field__input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described === '' ? undefined : described}
        />
        {adornment}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="pay-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="pay-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** A payment field's label: starred and said "required" to screen readers when it is. */
function PaymentFieldLabel({ id, label, isRequired }: { id: string; label: string; isRequired: boolean }) {
  const { t } = useTranslation('payment');
  return (
    <label htmlFor={id} className="pay-field__label">
      {label}
      {isRequired ? (
        <>
          <span className="pay-field__star" aria-hidden="true">
            *
          </span>
          <span className="pay-visually-hidden"> ({t('form.required')})</span>
        </>
      ) : null}
    </label>
  );
}

export interface PaymentSelectFieldProps {
  readonly control: PaymentControl;
  readonly name: PaymentTextPath;
  readonly label: string;
  /** The first, empty option ("Choose …"). */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly autoComplete?: string;
}

/** A required select of the payment form (the billing country, the instalment term). */
export function PaymentSelectField({
  control,
  name,
  label,
  placeholder,
  options,
  autoComplete,
}: PaymentSelectFieldProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error?.message);
  const id = paymentFieldId(name);
  return (
    <div className="pay-field">
      <PaymentFieldLabel id={id} label={label} isRequired />
      <select
        id={id}
        ref={ref}
        name={fieldName}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
        className="pay-field__input"
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="pay-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
