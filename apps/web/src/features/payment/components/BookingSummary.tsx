import type { CurrencyCode } from '@skybook/domain/currency';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';

export interface BookingSummaryProps {
  readonly locator: string;
  readonly holdExpiresAt: string;
  /** The IANA zone the deadline is shown in (the first flight's departure airport's). */
  readonly holdTimeZone: string;
  readonly currency: CurrencyCode;
  /** What is left to pay before any method's fee, minor units (the points' discount taken off). */
  readonly remaining: number;
  /** What the member's points took off (decision 037), minor units; 0 without points. */
  readonly pointsDiscount?: number;
  /** A Paid booking's balance due (a change added charges): no hold, nothing held until a deadline. */
  readonly isBalanceDue?: boolean;
  /** The chosen method's fee, minor units (0 when none chosen or free). */
  readonly fee: number;
  readonly language: Language;
}

/**
 * The booking being paid: its code, how long it is held (or that a balance is due), the points'
 * discount, and the total with the chosen method's fee.
 */
export function BookingSummary({
  locator,
  holdExpiresAt,
  holdTimeZone,
  currency,
  remaining,
  pointsDiscount = 0,
  isBalanceDue = false,
  fee,
  language,
}: BookingSummaryProps) {
  const { t } = useTranslation('payment');
  return (
    <aside className="pay-summary" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="pay-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="pay-summary__list">
        <div>
          <dt>{t('summary.locator')}</dt>
          <dd className="pay-summary__locator">{locator}</dd>
        </div>
        {isBalanceDue ? null : (
          <div>
            <dt>{t('summary.heldUntil')}</dt>
            <dd>{formatDateTime(holdExpiresAt, language, holdTimeZone)}</dd>
          </div>
        )}
        <div>
          <dt>{isBalanceDue ? t('summary.balanceDue') : t('summary.booking')}</dt>
          <dd>{formatAmount(remaining + pointsDiscount, currency, language)}</dd>
        </div>
        {pointsDiscount > 0 ? (
          <div>
            <dt>{t('summary.pointsDiscount')}</dt>
            <dd>{formatAmount(-pointsDiscount, currency, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summary.fee')}</dt>
          <dd>{formatAmount(fee, currency, language)}</dd>
        </div>
        <div className="pay-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatAmount(remaining + fee, currency, language)}</dd>
        </div>
      </dl>
      <p className="pay-summary__note">
        {isBalanceDue ? t('summary.balanceDueNote') : t('summary.holdNote')}
      </p>
    </aside>
  );
}
