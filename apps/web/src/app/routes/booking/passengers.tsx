import { useTranslation } from 'react-i18next';
import { BookingFlowGuard } from '../../../components/BookingFlowGuard';
import { PassengersPage } from '../../../features/passengers/components/PassengersPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** Passengers (requirements §2): the page banner around the passengers feature, inside the booking flow. */
export function Component() {
  const { t } = useTranslation();
  const { t: tPassengers } = useTranslation('passengers');
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.booking')}</p>
          <h1 className="page-title">{t('titles.passengers')}</h1>
          {/* In the prerendered frame, so the page's largest text paints from the HTML (LCP);
              the form refers to it with aria-describedby. */}
          <div id="pax-intro" className="page-banner__lead">
            <p>{tPassengers('intro')}</p>
            <p>{tPassengers('requiredNote')}</p>
          </div>
        </div>
      </div>
      <div className="container page-section booking-frame">
        <BookingFlowGuard>
          {(session) => <PassengersPage session={session} language={language} />}
        </BookingFlowGuard>
      </div>
    </>
  );
}
