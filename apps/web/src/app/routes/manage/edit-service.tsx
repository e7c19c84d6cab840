import { useTranslation } from 'react-i18next';
import { EditServicePage } from '../../../features/edit-service/components/EditServicePage';
import { SeatMap } from '../../../features/select-service/seat-map/SeatMap';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * /my/edit-service (requirements §2 manage booking): extras bought after booking. The booking
 * flow's seat map is handed to the page here, where features meet, so both draw seats alike.
 * The banner is prerendered; the page, which needs the grant in the tab's storage, renders once
 * the app has started, in a frame a screen tall so the footer does not move when it does.
 */
export function Component() {
  const { t } = useTranslation('editService');
  const { t: tCommon } = useTranslation();
  const language = useCurrentLanguage();
  const isHydrated = useHydrated();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{tCommon('areas.manage')}</p>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-banner__lead">{t('lead')}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {isHydrated ? <EditServicePage language={language} SeatMap={SeatMap} /> : null}
      </div>
    </>
  );
}
