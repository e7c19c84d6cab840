import type { PaymentMethod } from '@skybook/contracts/payment';
import { PAY_LATER_HOTLINE } from '@skybook/domain/error-codes';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { PaymentTextField, paymentFieldId, useFieldErrorText, type PaymentControl } from './fields';

const digitsOnly = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

/** SPEC §3 Voucher: serial number, password and PIN, all required. */
export function VoucherFields({ control }: { readonly control: PaymentControl }) {
  const { t } = useTranslation('payment');
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-fieldset__legend">{t('voucher.title')}</legend>
      <PaymentTextField
        control={control}
        name="voucher.serial"
        label={t('voucher.serial')}
        format={(text) => text.toUpperCase().replace(/\s/g, '')}
        autoComplete="off"
        maxLength={40}
      />
      <PaymentTextField
        control={control}
        name="voucher.password"
        label={t('voucher.password')}
        type="password"
        autoComplete="off"
        maxLength={64}
      />
      <PaymentTextField
        control={control}
        name="voucher.pin"
        label={t('voucher.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
      />
    </fieldset>
  );
}

/** Pay later (PL6): the partner account's phone; the partner confirms by SMS on its own page. */
export function PayLaterFields({ control }: { readonly control: PaymentControl }) {
  const { t } = useTranslation('payment');
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-fieldset__legend">{t('payLater.title')}</legend>
      <p className="pay-note">{t('payLater.note', { hotline: PAY_LATER_HOTLINE })}</p>
      <PaymentTextField
        control={control}
        name="payLaterPhone"
        label={t('payLater.phone')}
        hint={t('card.phoneHint')}
        format={digitsOnly(11)}
        inputMode="tel"
        type="tel"
        autoComplete="tel-national"
      />
      <PaymentTextField
        control={control}
        name="payLaterName"
        label={t('payLater.fullName')}
        hint={t('payLater.fullNameHint')}
        isRequired={false}
        autoComplete="name"
        maxLength={100}
      />
    </fieldset>
  );
}

/** Instalments through the bank: the term, and the phone and e-mail the bank confirms with. */
export function InstalmentFields({
  control,
  method,
}: {
  readonly control: PaymentControl;
  readonly method: PaymentMethod;
}) {
  const { t } = useTranslation('payment');
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'instalment.tenor' });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error?.message);
  const id = paymentFieldId('instalment.tenor');
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-fieldset__legend">{t('instalment.title')}</legend>
      <p className="pay-note">{t('instalment.note')}</p>
      <div className="pay-field">
        <label htmlFor={id} className="pay-field__label">
          {t('instalment.tenor')}
          <span className="pay-field__star" aria-hidden="true">
            *
          </span>
          <span className="pay-visually-hidden"> ({t('form.required')})</span>
        </label>
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
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{t('instalment.chooseTenor')}</option>
          {method.tenors.map((months) => (
            <option key={months} value={String(months)}>
              {t('instalment.months', { count: months })}
            </option>
          ))}
        </select>
        <p id={`${id}-error`} className="pay-field__error" aria-live="polite">
          {error}
        </p>
      </div>
      <PaymentTextField
        control={control}
        name="instalment.phone"
        label={t('instalment.phone')}
        hint={t('card.phoneHint')}
        format={digitsOnly(11)}
        inputMode="tel"
        type="tel"
        autoComplete="tel-national"
      />
      <PaymentTextField
        control={control}
        name="instalment.email"
        label={t('instalment.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
      />
    </fieldset>
  );
}
