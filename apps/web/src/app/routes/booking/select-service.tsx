import { useTranslation } from 'react-i18next';
import { BookingFlowGuard } from '../../../components/BookingFlowGuard';
import { SelectServicePage } from '../../../features/select-service/components/SelectServicePage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** Extras (requirements §2 Services): the page banner around the select-service feature, inside the booking flow. */
export function Component() {
  const { t } = useTranslation();
  const { t: tServices } = useTranslation('selectService');
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.booking')}</p>
          <h1 className="page-title">{t('titles.selectService')}</h1>
          {/* In the prerendered frame, so the page's largest text paints from the HTML (LCP). */}
          <p className="page-banner__lead">{tServices('lead')}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        <BookingFlowGuard>
          {(session) => <SelectServicePage session={session} language={language} />}
        </BookingFlowGuard>
      </div>
    </>
  );
}
