import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookingDetailPage } from '../../../features/manage-booking/components/BookingDetailPage';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * /my/booking-detail and /my/booking-detail/{id} (requirements §2): the booking the tab's manage
 * grant opens. Nothing of it is in the address but its opaque key. The banner is prerendered; the
 * booking, which needs the grant in the tab's storage, renders once the app has started, in a
 * frame a screen tall so the footer does not move when it does.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tManage } = useTranslation('manageBooking');
  const language = useCurrentLanguage();
  const { id } = useParams();
  const isHydrated = useHydrated();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.manage')}</p>
          <h1 className="page-title">{t('titles.bookingDetail')}</h1>
          {/* In the prerendered banner, so the page's largest text paints from the HTML (LCP). */}
          <p className="page-banner__lead">{tManage('detail.lead')}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {isHydrated ? <BookingDetailPage language={language} reservationKey={id} /> : null}
      </div>
    </>
  );
}
