import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import type { HdssValidateBody, PartnerValidateResponse } from '@skybook/contracts/payment';
import type { HdssDirectMessageKey } from '@skybook/contracts/payment-methods';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useValidateHdssBooking } from '../api/validate-hdss-booking';
import { contractResolver, issueOnNamedField } from '../../../lib/form-resolver';
import { errorTextOf, TextField } from '../../../components/ui/TextField';
import '../certificate.css';

type Values = HdssValidateBody;

const EMPTY: Values = { reservationLocator: '', phone: '' };
const FIELDS = ['reservationLocator', 'phone'] as const;

/** The reasons the server may answer, each with its sentence in contentPages `hdssDirect.check.hdss.*`. */
const REASONS: Readonly<Record<HdssDirectMessageKey, true>> = {
  'hdss.currency': true,
  'hdss.amount': true,
  'hdss.tooCloseToDeparture': true,
  'hdss.holdEnding': true,
  'hdss.phone': true,
};
const isReason = (key: string | null): key is HdssDirectMessageKey => key !== null && key in REASONS;

/** HD SAISON points are in Vietnam: the deadline is written in Vietnam's time, with its zone. */

const resolver = contractResolver<Values>({
  schema: () => import('@skybook/contracts/payment').then((module) => module.hdssValidateBodySchema),
  issueOf: issueOnNamedField(FIELDS),
  submits: 'parsed',
});

/** The rules' figures the sentences quote, from the contract (loaded with the answer's schema). */
interface Limits {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly hoursBeforeDeparture: number;
  readonly minutesLeft: number;
}

interface Checked {
  readonly locator: string;
  readonly answer: PartnerValidateResponse;
  readonly limits: Limits;
}

export interface HdssBookingCheckProps {
  readonly language: Language;
}

/**
 * "Check your booking" on /hdss-direct: the booking code and a mobile number → whether the held
 * booking can be paid at an HD SAISON point (POST payment/hdss/validate), with the deadline and the
 * amount to bring, or why not; the server's refusals (not found, paid, cancelled) in an alert.
 */
export function HdssBookingCheck({ language }: HdssBookingCheckProps) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const check = useValidateHdssBooking();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<Values>({ defaultValues: EMPTY, resolver, mode: 'onTouched' });

  async function submit(values: Values): Promise<void> {
    setFailure(null);
    setChecked(null);
    try {
      const answer = await check.mutateAsync(values);
      const contract = await import('@skybook/contracts/payment-methods');
      setChecked({
        locator: values.reservationLocator.trim().toUpperCase(),
        answer,
        limits: {
          minAmount: contract.HDSS_DIRECT_MIN_AMOUNT_VND,
          maxAmount: contract.HDSS_DIRECT_MAX_AMOUNT_VND,
          hoursBeforeDeparture: contract.PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE,
          minutesLeft: contract.HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT,
        },
      });
    } catch (error) {
      // The server words its errors in the page's language; a network failure is the client's.
      setFailure(
        error instanceof ApiError && error.message !== '' ? error.message : t('hdssDirect.check.failed'),
      );
    }
  }

  return (
    <section className="certificate" aria-labelledby={headingId}>
      <h2 id={headingId} className="certificate__heading">
        {t('hdssDirect.check.heading')}
      </h2>
      <form
        className="certificate__form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          if (check.isPending) event.preventDefault();
          else void handleSubmit(submit)(event);
        }}
      >
        <p className="certificate__intro">{t('hdssDirect.check.intro')}</p>
        <div className="certificate__fields">
          <TextField
            control={control}
            name="reservationLocator"
            id="hdss-reservationLocator"
            isRequired
            label={t('hdssDirect.check.locator')}
            errorText={errorTextOf(t('hdssDirect.check.errors.reservationLocator'))}
            autoComplete="off"
            maxLength={20}
            filter={(text) => text.toUpperCase()}
          />
          <TextField
            control={control}
            name="phone"
            id="hdss-phone"
            isRequired
            label={t('hdssDirect.check.phone')}
            hint={t('hdssDirect.check.phoneHint')}
            errorText={errorTextOf(t('hdssDirect.check.errors.phone'))}
            autoComplete="tel"
            type="tel"
            inputMode="tel"
            maxLength={16}
            // Spaces, dots and dashes people type between the digits are not part of the number.
            filter={(text) => text.replace(/[\s.-]/g, '')}
          />
        </div>
        {failure ? (
          <p role="alert" className="certificate__failure">
            {failure}
          </p>
        ) : null}
        <Button type="submit" isPending={check.isPending}>
          {check.isPending ? t('hdssDirect.check.submitting') : t('hdssDirect.check.submit')}
        </Button>
      </form>
      <div role="status" className={checked ? 'hdss-check__answer' : undefined}>
        {checked ? <CheckAnswer checked={checked} language={language} /> : null}
      </div>
    </section>
  );
}

function CheckAnswer({ checked, language }: { readonly checked: Checked; readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  const { answer, limits } = checked;
  const vnd = (amount: number) => formatMoney(money(amount, 'VND'), language);
  if (answer.isValid && answer.holdExpiresAt && answer.amount) {
    // The booking is paid at a point in Vietnam: its deadline on Vietnam's clock, with the zone named.
    const deadline = formatDateTime(answer.holdExpiresAt, language, AIRLINE_TIME_ZONE);
    return (
      <p>
        {t('hdssDirect.check.valid', {
          locator: checked.locator,
          deadline,
          amount: formatMoney(money(answer.amount.totalAmount, answer.amount.currency), language),
        })}
      </p>
    );
  }
  const reason = answer.messageKey;
  return (
    <p>
      {isReason(reason)
        ? t(`hdssDirect.check.${reason}`, {
            min: vnd(limits.minAmount),
            max: vnd(limits.maxAmount),
            hours: limits.hoursBeforeDeparture,
            minutes: limits.minutesLeft,
          })
        : t('hdssDirect.check.refused')}
    </p>
  );
}
