import type { CreditShell } from '@skybook/contracts/manage-booking';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { toCurrencyCode } from '@skybook/domain/currency';
import { formatAmount } from '@skybook/domain/money-format';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface CreditIssuedProps {
  readonly credit: CreditShell;
  readonly language: Language;
}

/**
 * The credit shell a paid booking's cheaper change became (never cash): its code, password and
 * PIN as the Voucher payment method asks for them, its balance and expiry. Focused when it appears.
 */
export function CreditIssued({ credit, language }: CreditIssuedProps) {
  const { t } = useTranslation('editBooking');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const currency = toCurrencyCode(credit.currency);
  return (
    <section className="eb-card eb-credit" aria-labelledby="eb-credit-title">
      <h2 id="eb-credit-title" className="eb-card__title" tabIndex={-1} ref={heading}>
        {t('credit.title')}
      </h2>
      <p>{t('credit.intro')}</p>
      <dl className="eb-rows">
        <div>
          <dt>{t('credit.serial')}</dt>
          <dd className="eb-code">{credit.serial}</dd>
        </div>
        <div>
          <dt>{t('credit.password')}</dt>
          <dd className="eb-code">{credit.password}</dd>
        </div>
        <div>
          <dt>{t('credit.pin')}</dt>
          <dd className="eb-code">{credit.pin}</dd>
        </div>
        <div>
          <dt>{t('credit.balance')}</dt>
          <dd>
            {currency
              ? formatAmount(credit.balance, currency, language)
              : `${String(credit.balance)} ${credit.currency}`}
          </dd>
        </div>
        <div>
          <dt>{t('credit.expires')}</dt>
          <dd>{formatDateTime(credit.expiresAt, language, AIRLINE_TIME_ZONE)}</dd>
        </div>
      </dl>
      <p className="eb-note">{t('credit.keep')}</p>
    </section>
  );
}
