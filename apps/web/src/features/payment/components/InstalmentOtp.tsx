import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { verifyInstalment } from '../api/verify-instalment';
import { isGatewayMessageKey } from '../gateway-messages';
import { usePaymentPayer } from '../payer';
import { confirmationPath, type InstalmentOtpStep } from '../hooks/use-pay';
import { PaymentInput } from './fields';

export interface InstalmentOtpProps {
  readonly step: InstalmentOtpStep;
  readonly locator: string;
  readonly language: Language;
  /** The IANA zone the code's expiry is shown in (the booking's deadline zone). */
  readonly timeZone: string;
}

const OTP_PATTERN = /^\d{6}$/;

/**
 * The code HDBank sent for an instalment plan, entered on this page (requirements §7 POST
 * payment/hdbank/verify): a wrong code says so with the tries left; a new code can be asked for; a
 * final answer (paid, refused, locked) goes to the confirmation page, which shows it.
 */
export function InstalmentOtp({ step, locator, language, timeZone }: InstalmentOtpProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const payer = usePaymentPayer();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(step.otp.attemptsLeft);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const send = async (resend: boolean) => {
    if (busy !== null) return;
    if (!resend && !OTP_PATTERN.test(code)) {
      setError(t('otp.invalid'));
      return;
    }
    setBusy(resend ? 'resend' : 'verify');
    setError(undefined);
    setNotice(null);
    try {
      const answer = await verifyInstalment(payer, {
        locator,
        paymentId: step.paymentId,
        otp: resend ? '000000' : code,
        ...(resend ? { resend: true } : {}),
      });
      if (answer.payment.outcome !== 'pending') {
        void navigate(confirmationPath(payer, language, locator, step.paymentId));
        return;
      }
      setAttemptsLeft(answer.attemptsLeft);
      if (answer.resultCode === '00') {
        setNotice(t('otp.resent'));
        setCode('');
      } else {
        setError(isGatewayMessageKey(answer.messageKey) ? t(answer.messageKey) : t('otp.failed'));
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('otp.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="pay-details"
      aria-labelledby="pay-otp-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <h2 id="pay-otp-title" className="pay-section-title">
        {t('otp.title')}
      </h2>
      <p className="pay-note">
        {t('otp.sent')}
        {step.otp.expiresAt
          ? ` ${t('otp.validUntil', { time: formatDateTime(step.otp.expiresAt, language, timeZone) })}`
          : null}
      </p>
      <PaymentInput
        id="pay-instalment-otp"
        label={t('otp.code')}
        isRequired
        hint={attemptsLeft === null ? undefined : t('otp.attemptsLeft', { count: attemptsLeft })}
        error={error}
        name="otp"
        value={code}
        onChange={(text) => {
          setCode(text.replace(/\D/g, '').slice(0, 6));
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      {notice ? (
        <p className="pay-note" role="status">
          {notice}
        </p>
      ) : null}
      <div className="pay-details__actions">
        <Button
          variant="secondary"
          isPending={busy === 'resend'}
          isDisabled={busy !== null}
          onPress={() => {
            void send(true);
          }}
        >
          {t('otp.resend')}
        </Button>
        <Button type="submit" isPending={busy === 'verify'} isDisabled={busy !== null}>
          {busy === 'verify' ? t('otp.confirming') : t('otp.confirm')}
        </Button>
      </div>
      {step.bankUrl ? (
        <a href={step.bankUrl} className="text-link">
          {t('otp.bankPage')}
        </a>
      ) : null}
    </form>
  );
}
