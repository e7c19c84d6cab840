import {
  cardNetworkWhileTyping,
  cvvLength,
  groupCardNumber,
  MAX_CARD_NUMBER_LENGTH,
  MAX_HOLDER_NAME_LENGTH,
  type CardNetwork,
} from '@skybook/domain/card-rules';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { MAX_ADDRESS_LENGTH } from '../payment-form-model';
import { BILLING_COUNTRIES } from '../billing-countries';
import { CardBrandLogo } from './CardBrandLogo';
import { PaymentSelectField, PaymentTextField, type PaymentControl } from './fields';

/** Digits, spaces and dashes stay (requirements §5) and are regrouped; anything else is left for the error. */
export function formatCardNumber(text: string): string {
  if (!/^[\d -]*$/.test(text)) return text;
  const digits = text.replace(/[ -]/g, '').slice(0, MAX_CARD_NUMBER_LENGTH);
  return groupCardNumber(digits, cardNetworkWhileTyping(digits));
}

/** `MM/YY` as the digits arrive: the slash comes by itself after the month. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const digitsOnly = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

export const NETWORK_NAMES: Readonly<Record<CardNetwork, string>> = {
  Visa: 'Visa',
  MasterCard: 'Mastercard',
  JCB: 'JCB',
  Amex: 'American Express',
  UnionPay: 'UnionPay',
  Napas: 'Napas',
};

export interface CardFormProps {
  readonly control: PaymentControl;
  readonly language: Language;
  /** The networks the chosen method takes (its brand codes), to name in the hint. */
  readonly accepted: readonly CardNetwork[];
}

/**
 * requirements §3 Card: number (brand recognised as it is typed, with its logo), expiry, CVV, holder, then
 * the billing address and phone. The values stay in the form's memory only.
 */
export function CardForm({ control, language, accepted }: CardFormProps) {
  const { t } = useTranslation('payment');
  const number = useWatch({ control, name: 'card.number' });
  const network = cardNetworkWhileTyping(number);
  const cvvDigits = network ? cvvLength(network) || 3 : 3;
  const acceptedNames = accepted.map((each) => NETWORK_NAMES[each]).join(', ');
  return (
    <div className="card-form">
      <fieldset className="pay-fieldset">
        <legend className="pay-fieldset__legend">{t('card.cardTitle')}</legend>
        <PaymentTextField
          control={control}
          name="card.number"
          label={t('card.number')}
          hint={acceptedNames === '' ? undefined : t('card.acceptedHint', { brands: acceptedNames })}
          format={formatCardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={MAX_CARD_NUMBER_LENGTH + 6}
          errorValues={{ brands: acceptedNames }}
          className="pay-field--wide"
          adornment={
            <span className="card-form__brand">
              {network ? <CardBrandLogo network={network} /> : null}
              <span className="pay-visually-hidden" aria-live="polite">
                {network ? t('card.brandDetected', { brand: NETWORK_NAMES[network] }) : ''}
              </span>
            </span>
          }
        />
        <PaymentTextField
          control={control}
          name="card.expiry"
          label={t('card.expiry')}
          hint={t('card.expiryHint')}
          format={formatExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
        />
        <PaymentTextField
          control={control}
          name="card.cvv"
          label={t('card.cvv')}
          hint={t('card.cvvHint', { count: cvvDigits })}
          format={digitsOnly(4)}
          inputMode="numeric"
          type="password"
          autoComplete="cc-csc"
          maxLength={4}
        />
        <PaymentTextField
          control={control}
          name="card.holderName"
          label={t('card.holderName')}
          hint={t('card.holderHint')}
          format={(text) => text.toUpperCase()}
          autoComplete="cc-name"
          maxLength={MAX_HOLDER_NAME_LENGTH + 4}
          className="pay-field--wide"
        />
      </fieldset>
      <fieldset className="pay-fieldset">
        <legend className="pay-fieldset__legend">{t('card.billingTitle')}</legend>
        <PaymentTextField
          control={control}
          name="billing.address"
          label={t('card.address')}
          autoComplete="billing street-address"
          maxLength={MAX_ADDRESS_LENGTH + 10}
          className="pay-field--wide"
        />
        <PaymentTextField
          control={control}
          name="billing.city"
          label={t('card.city')}
          autoComplete="billing address-level2"
          maxLength={MAX_ADDRESS_LENGTH + 10}
        />
        <PaymentTextField
          control={control}
          name="billing.province"
          label={t('card.province')}
          autoComplete="billing address-level1"
          maxLength={MAX_ADDRESS_LENGTH + 10}
        />
        <CountrySelect control={control} language={language} />
        <PaymentTextField
          control={control}
          name="billing.postalCode"
          label={t('card.postalCode')}
          format={(text) => text.toUpperCase()}
          autoComplete="billing postal-code"
          maxLength={10}
        />
        <PaymentTextField
          control={control}
          name="billing.phone"
          label={t('card.phone')}
          hint={t('card.phoneHint')}
          format={digitsOnly(11)}
          inputMode="tel"
          type="tel"
          autoComplete="billing tel-national"
        />
      </fieldset>
    </div>
  );
}

function CountrySelect({
  control,
  language,
}: {
  readonly control: PaymentControl;
  readonly language: Language;
}) {
  const { t } = useTranslation('payment');
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const options = BILLING_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
  return (
    <PaymentSelectField
      control={control}
      name="billing.country"
      label={t('card.country')}
      placeholder={t('card.chooseCountry')}
      options={options}
      autoComplete="billing country"
    />
  );
}
