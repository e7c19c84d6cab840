import type { PaymentMethod } from '@skybook/contracts/payment-methods';
import { PAY_LATER_HOTLINE } from '@skybook/domain/error-codes';
import { useTranslation } from 'react-i18next';
import { PaymentSelectField, PaymentTextField, type PaymentControl } from './fields';

const digitsOnly = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

/** requirements §3 Voucher: serial number, password and PIN, all required. */
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

/** The member wallet (WALLET): its 6-digit PIN; the member is the signed-in one (decision 033). */
export function WalletFields({ control }: { readonly control: PaymentControl }) {
  const { t } = useTranslation('payment');
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-fieldset__legend">{t('walletPin.title')}</legend>
      <PaymentTextField
        control={control}
        name="wallet.pin"
        label={t('walletPin.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        format={digitsOnly(6)}
        maxLength={6}
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
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-fieldset__legend">{t('instalment.title')}</legend>
      <p className="pay-note">{t('instalment.note')}</p>
      <PaymentSelectField
        control={control}
        name="instalment.tenor"
        label={t('instalment.tenor')}
        placeholder={t('instalment.chooseTenor')}
        options={method.tenors.map((months) => ({
          value: String(months),
          label: t('instalment.months', { count: months }),
        }))}
      />
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
