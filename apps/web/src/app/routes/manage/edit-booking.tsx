import { useTranslation } from 'react-i18next';
import { EditBookingPage } from '../../../features/edit-booking/components/EditBookingPage';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * Edit booking (requirements §2 /my/edit-booking): change a booked flight per direction and correct a
 * passenger's name, on the booking the tab's manage grant opens. Its own lazy module (design §5).
 * The banner is prerendered; the page, which needs the grant in the tab's storage, renders once
 * the app has started, in a frame a screen tall so the footer does not move when it does.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tEdit } = useTranslation('editBooking');
  const language = useCurrentLanguage();
  const isHydrated = useHydrated();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.manage')}</p>
          <h1 className="page-title">{t('titles.editBooking')}</h1>
          <p className="page-banner__lead">{tEdit('intro')}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {isHydrated ? <EditBookingPage language={language} /> : null}
      </div>
    </>
  );
}
