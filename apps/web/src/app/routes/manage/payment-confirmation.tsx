import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentConfirmationPage } from '../../../features/payment/components/PaymentConfirmationPage';
import { forgetManagedReservations } from '../../../lib/managed-reservation';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ManageGrantPayer } from './ManageGrantPayer';
import '../pages.css';

/**
 * Manage booking's payment confirmation (requirements §2 /my/payment-confirmation?paymentId=…):
 * where the gateways send the traveller back after paying from manage booking. The grant names
 * the booking; the page shows the payment's outcome and leads back to the booking, which is read
 * again there (what this tab had cached was from before the payment).
 */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const isHydrated = useHydrated();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    forgetManagedReservations(queryClient);
  }, [queryClient]);
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.manage')}</p>
          <h1 className="page-title">{t('titles.managePaymentConfirmation')}</h1>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {isHydrated ? (
          <ManageGrantPayer>
            <PaymentConfirmationPage locator="" paymentId={params.get('paymentId')} language={language} />
          </ManageGrantPayer>
        ) : null}
      </div>
    </>
  );
}
