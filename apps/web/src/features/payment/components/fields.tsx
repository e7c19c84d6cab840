import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField, TextInputField, type TextInputFieldProps } from '../../../components/ui/TextField';
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
  /** Run on every keystroke and paste: the field's requirements §5 filter or formatting. */
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
 * A text field of the payment form (the site's, components/ui): required unless told, its error
 * one of the rules' keys translated with the card brands the method takes.
 */
export function PaymentTextField({
  name,
  isRequired = true,
  hint,
  format,
  errorValues,
  className,
  ...props
}: PaymentTextFieldProps) {
  const { t } = useTranslation('payment');
  const errorText = useFieldErrorText();
  return (
    <TextField
      {...props}
      name={name}
      id={paymentFieldId(name)}
      isRequired={isRequired}
      requiredText={t('form.required')}
      hint={hint === '' ? undefined : hint}
      filter={format}
      errorText={(message) => errorText(message, errorValues)}
      className={className}
    />
  );
}

export type PaymentInputProps = Omit<TextInputFieldProps, 'requiredText' | 'isRequired'> & {
  readonly isRequired: boolean;
};

/** A payment page's labelled input whose value the page keeps itself (the instalment OTP). */
export function PaymentInput({ hint, error, ...props }: PaymentInputProps) {
  const { t } = useTranslation('payment');
  return (
    <TextInputField
      {...props}
      hint={hint === '' ? undefined : hint}
      error={error === '' ? undefined : error}
      requiredText={t('form.required')}
    />
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
export function PaymentSelectField({ name, ...props }: PaymentSelectFieldProps) {
  const { t } = useTranslation('payment');
  const errorText = useFieldErrorText();
  return (
    <SelectField
      {...props}
      name={name}
      id={paymentFieldId(name)}
      isRequired
      requiredText={t('form.required')}
      errorText={(message) => errorText(message)}
    />
  );
}
