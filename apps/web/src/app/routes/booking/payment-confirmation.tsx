import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentConfirmationPage } from '../../../features/payment/components/PaymentConfirmationPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * Payment confirmation (requirements §2): where the gateways send the traveller back
 * (`?locator=…&paymentId=…`). Open without a booking session: a gateway page may outlast it.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.booking')}</p>
          <h1 className="page-title">{t('titles.paymentConfirmation')}</h1>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {import.meta.env.SSR ? null : (
          <PaymentConfirmationPage
            locator={(params.get('locator') ?? '').trim().toUpperCase()}
            paymentId={params.get('paymentId')}
            language={language}
          />
        )}
      </div>
    </>
  );
}
