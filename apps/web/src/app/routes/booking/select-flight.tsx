import { useTranslation } from 'react-i18next';
import { SelectFlightPage } from '../../../features/flight-search/components/SelectFlightPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** Select flight (requirements §2 Flight list): the page banner around the flight-search feature. */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.booking')}</p>
          <h1 className="page-title">{t('titles.selectFlight')}</h1>
        </div>
      </div>
      <div className="container page-section">
        <SelectFlightPage language={language} />
      </div>
    </>
  );
}
