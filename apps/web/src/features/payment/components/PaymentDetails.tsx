import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { PaymentMethod } from '@skybook/contracts/payment-methods';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { useBookingSession } from '../../../stores/booking-session';
import { confirmedForSession, usePassengerDetails } from '../../../stores/passenger-details';
import { usePaymentForm } from '../../../stores/payment-form';
import { usePay } from '../hooks/use-pay';
import {
  acceptedNetworks,
  emptyPaymentForm,
  paymentFormResolver,
  startingBilling,
  type PaymentFormValues,
} from '../payment-form-model';
import { CardForm } from './CardForm';
import { InstalmentOtp } from './InstalmentOtp';
import { InstalmentFields, PayLaterFields, VoucherFields, WalletFields } from './MethodFields';
import { TermsCheckbox } from './TermsCheckbox';

export interface PaymentDetailsProps {
  readonly method: PaymentMethod;
  readonly locator: string;
  readonly language: Language;
  /** ISO instant the unpaid booking is held until (what a PL6 hold promises). */
  readonly holdExpiresAt: string;
  /** The IANA zone deadlines are shown in (the first flight's departure airport's). */
  readonly holdTimeZone: string;
  readonly onReadTerms: (termsKey: LegalContentKey) => void;
}

/**
 * The chosen method's panel (requirements §2 payment detail): the card form, the QR / e-banking note, the
 * pay-later phone, the instalment term, the voucher, the hold's deadline; then the terms and Pay
 * with the total (a hold charges nothing: its button holds the booking).
 */
export function PaymentDetails({
  method,
  locator,
  language,
  holdExpiresAt,
  holdTimeZone,
  onReadTerms,
}: PaymentDetailsProps) {
  const { t } = useTranslation('payment');
  const billing = usePaymentForm((state) => state.billing);
  const sessionId = useBookingSession((state) => state.sessionId);
  // The contact the quotation accepted for this booking's session (the passengers page).
  const contact = usePassengerDetails((state) =>
    sessionId === null ? null : (confirmedForSession(state, sessionId)?.contact ?? null),
  );
  const accepted = useMemo(() => acceptedNetworks(method), [method]);
  const { control, handleSubmit } = useForm<PaymentFormValues>({
    defaultValues: emptyPaymentForm(startingBilling(billing, contact)),
    resolver: paymentFormResolver(() => ({ kind: method.kind, accepted, now: new Date() })),
    mode: 'onTouched',
  });
  const { isPaying, error, otpStep, pay } = usePay(locator, language);
  const total = formatAmount(method.total.totalAmount, method.total.currency, language);

  if (otpStep)
    return <InstalmentOtp step={otpStep} locator={locator} language={language} timeZone={holdTimeZone} />;

  return (
    <form
      className="pay-details"
      aria-labelledby="pay-details-title"
      noValidate
      onSubmit={(event) => {
        void handleSubmit((values) => pay(method, values))(event);
      }}
    >
      <h2 id="pay-details-title" className="pay-section-title">
        {t('details.title', { method: method.name })}
      </h2>
      {method.kind === 'card' ? <CardForm control={control} language={language} accepted={accepted} /> : null}
      {method.kind === 'domesticCard' ? <p className="pay-note">{t('details.domesticCard')}</p> : null}
      {method.kind === 'qr' ? <p className="pay-note">{t('details.qr')}</p> : null}
      {method.kind === 'hold' ? (
        <p className="pay-note">
          {t('details.hold', { deadline: formatDateTime(holdExpiresAt, language, holdTimeZone) })}
        </p>
      ) : null}
      {method.kind === 'wallet' ? <p className="pay-note">{t('details.wallet')}</p> : null}
      {method.kind === 'wallet' ? <WalletFields control={control} /> : null}
      {method.kind === 'voucher' ? <VoucherFields control={control} /> : null}
      {method.kind === 'payLater' ? <PayLaterFields control={control} /> : null}
      {method.kind === 'instalment' ? <InstalmentFields control={control} method={method} /> : null}
      <TermsCheckbox control={control} termsKey={method.termsKey} onRead={onReadTerms} />
      {error ? (
        <p className="pay-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="pay-details__actions">
        <p className="pay-details__total">
          {t('details.total')} <strong>{total}</strong>
        </p>
        <Button type="submit" isPending={isPaying} isDisabled={isPaying}>
          {method.kind === 'hold'
            ? t(isPaying ? 'pay.holding' : 'pay.holdButton')
            : isPaying
              ? t('pay.paying')
              : t('pay.button', { amount: total })}
        </Button>
      </div>
    </form>
  );
}
