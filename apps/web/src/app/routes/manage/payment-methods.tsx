import { useTranslation } from 'react-i18next';
import { PaymentMethodsPage } from '../../../features/payment/components/PaymentMethodsPage';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ManageGrantPayer } from './ManageGrantPayer';
import '../pages.css';

/**
 * Manage booking's payment methods (requirements §2 /my/payment-methods): what the booking the
 * grant opens still owes — an Unpaid booking before its hold's deadline, or a Paid one's balance
 * due — paid with the booking flow's own page and methods, as the grant.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tPayment } = useTranslation('payment');
  const language = useCurrentLanguage();
  const isHydrated = useHydrated();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.manage')}</p>
          <h1 className="page-title">{t('titles.managePaymentMethods')}</h1>
          <p className="page-banner__lead">{tPayment('manage.lead')}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {isHydrated ? (
          <ManageGrantPayer>
            <PaymentMethodsPage language={language} />
          </ManageGrantPayer>
        ) : null}
      </div>
    </>
  );
}
