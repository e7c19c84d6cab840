import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookingDetailPage } from '../../../features/manage-booking/components/BookingDetailPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * /my/booking-detail and /my/booking-detail/{id} (requirements §2): the booking the tab's manage
 * grant opens. Nothing of it is in the address but its opaque key.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { id } = useParams();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.manage')}</p>
          <h1 className="page-title">{t('titles.bookingDetail')}</h1>
        </div>
      </div>
      <div className="container page-section">
        <BookingDetailPage language={language} reservationKey={id} />
      </div>
    </>
  );
}
