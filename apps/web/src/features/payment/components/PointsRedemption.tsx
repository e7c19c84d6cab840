import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextInputField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useChangePoints, usePaymentPoints } from '../api/payment-points';
import type { PaymentPayer } from '../payer';

export interface PointsRedemptionProps {
  readonly payer: PaymentPayer;
  /** The booking's locator; null with a manage grant, which names the booking. */
  readonly locator: string | null;
  readonly language: Language;
}

/** The whole points typed, or null while the text is not one. */
function pointsOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * "Use points" on the payment page (decision 037), for a signed-in member only (the page renders
 * it for nobody else): their balance, a number of points within the booking's bounds with the
 * discount it buys shown before applying, and once applied the discount with a way to take it
 * off. The methods' totals follow from the server's answer.
 */
export function PointsRedemption({ payer, locator, language }: PointsRedemptionProps) {
  const { t } = useTranslation('payment');
  const points = usePaymentPoints(payer, locator, true);
  const change = useChangePoints(payer, locator);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  if (points.isPending || points.isError) return null;
  const { balance, minPoints, maxPoints, pointValue, applied, canRedeem, remaining } = points.data;
  const money = (amount: number) => formatAmount(amount, remaining.currency, language);
  const number = (value: number) => value.toLocaleString(language);
  const chosen = pointsOf(text);
  const inBounds = chosen !== null && chosen >= minPoints && chosen <= maxPoints;
  const refusal =
    change.error instanceof ApiError ? change.error.message : change.error ? t('points.failed') : null;

  return (
    <section className="pay-points" aria-labelledby="pay-points-title">
      <h2 id="pay-points-title" className="pay-points__title">
        {t('points.title')}
      </h2>
      <p>{t('points.balance', { balance: number(balance) })}</p>
      {applied ? (
        <div className="pay-points__applied">
          <p role="status">
            {t('points.applied', {
              points: number(applied.points),
              discount: money(applied.discount.totalAmount),
            })}
          </p>
          <Button
            variant="secondary"
            isPending={change.isPending}
            onPress={() => {
              change.mutate(null);
            }}
          >
            {t('points.remove')}
          </Button>
        </div>
      ) : canRedeem && maxPoints >= minPoints ? (
        <form
          className="pay-points__form"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (inBounds) change.mutate(chosen);
          }}
        >
          <TextInputField
            id="pay-points-input"
            name="points"
            label={t('points.label')}
            inputMode="numeric"
            hint={t('points.bounds', { min: number(minPoints), max: number(maxPoints) })}
            error={
              touched && !inBounds
                ? t('points.outOfBounds', { min: number(minPoints), max: number(maxPoints) })
                : undefined
            }
            value={text}
            onChange={(value) => {
              setText(value);
              setTouched(false);
              change.reset();
            }}
          />
          {inBounds ? (
            <p className="pay-points__preview">
              {t('points.preview', { discount: money(chosen * pointValue) })}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" isPending={change.isPending}>
            {t('points.apply')}
          </Button>
        </form>
      ) : canRedeem ? (
        <p>{t('points.notEnough', { min: number(minPoints) })}</p>
      ) : null}
      {refusal ? <p role="alert">{refusal}</p> : null}
    </section>
  );
}
