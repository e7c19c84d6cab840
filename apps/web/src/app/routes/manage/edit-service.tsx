import { useTranslation } from 'react-i18next';
import { EditServicePage } from '../../../features/edit-service/components/EditServicePage';
import { SeatMap } from '../../../features/select-service/seat-map/SeatMap';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * /my/edit-service (requirements §2 manage booking): extras bought after booking. The booking
 * flow's seat map is handed to the page here, where features meet, so both draw seats alike.
 */
export function Component() {
  const { t } = useTranslation('editService');
  const { t: tCommon } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{tCommon('areas.manage')}</p>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-banner__lead">{t('lead')}</p>
        </div>
      </div>
      <div className="container page-section">
        <EditServicePage language={language} SeatMap={SeatMap} />
      </div>
    </>
  );
}
