import { useTranslation } from 'react-i18next';
import { BookingFlowGuard } from '../../../components/BookingFlowGuard';
import { BookingCreationGate } from '../../../features/booking-confirm/components/BookingCreationGate';
import { PaymentMethodsPage } from '../../../features/payment/components/PaymentMethodsPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * Payment methods (requirements §2): inside the booking flow, the session's booking is made first
 * (booking-confirm: creation, or the "confirming your booking" wait), then paid (payment).
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tPayment } = useTranslation('payment');
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.booking')}</p>
          <h1 className="page-title">{t('titles.paymentMethods')}</h1>
          <p className="page-banner__lead">{tPayment('lead')}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        <BookingFlowGuard>
          {(session) => (
            <BookingCreationGate sessionId={session.sessionId} language={language}>
              {(booking) => <PaymentMethodsPage booking={booking} language={language} />}
            </BookingCreationGate>
          )}
        </BookingFlowGuard>
      </div>
    </>
  );
}
