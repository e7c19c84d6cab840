import { useTranslation } from 'react-i18next';
import { CheckinLookupPage } from '../../../features/checkin/components/CheckinLookupPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * /checkin (requirements §2, §3 check-in lookup): find the booking by its code and a name, or by
 * the three fields home's address passed on. Prerendered whole: the form needs nothing the build
 * does not have.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tCheckin } = useTranslation('checkin');
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.checkin')}</p>
          <h1 className="page-title">{t('titles.checkin')}</h1>
          <p className="page-banner__lead">{tCheckin('leads.checkin')}</p>
        </div>
      </div>
      <div className="container page-section">
        <CheckinLookupPage language={language} />
      </div>
    </>
  );
}
