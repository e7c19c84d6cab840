import { useTranslation } from 'react-i18next';
import { CheapCalendarPage } from '../../../features/cheap-calendar/components/CheapCalendarPage';
import { searchToday, toSearchParams } from '../../../features/flight-search/search-params';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * Cheapest fares by day (requirements §2 Screens: low-fare calendar): the page banner around the
 * cheap-calendar feature, which hands the chosen days to select-flight in the flight-search
 * feature's query string (features never import each other; the page composes them).
 */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.booking')}</p>
          <h1 className="page-title">{t('titles.selectFlightCheap')}</h1>
        </div>
      </div>
      <div className="container page-section">
        <CheapCalendarPage language={language} today={searchToday()} toSelectFlightParams={toSearchParams} />
      </div>
    </>
  );
}
