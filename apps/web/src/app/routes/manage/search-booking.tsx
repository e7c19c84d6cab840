import { useTranslation } from 'react-i18next';
import { SearchBookingPage } from '../../../features/manage-booking/components/SearchBookingPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** /my/search-booking (requirements §2): find a booking by its code and a name, or the e-mail's link. */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.manage')}</p>
          <h1 className="page-title">{t('titles.searchBooking')}</h1>
        </div>
      </div>
      <div className="container page-section">
        <SearchBookingPage language={language} />
      </div>
    </>
  );
}
