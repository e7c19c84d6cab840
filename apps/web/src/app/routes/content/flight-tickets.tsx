import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { searchToday, toSearchParams } from '../../../features/flight-search/search-params';
import { RouteLandingPage } from '../../../features/flight-tickets/components/RouteLandingPage';
import { RouteList } from '../../../features/flight-tickets/components/RouteList';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/**
 * Flight tickets (requirements §2 /ve-may-bay and /flight-tickets, optionally /{slugDetail}, in every
 * language): the popular routes, or one route's page with its fares. The search it starts is
 * written by the flight-search feature (features never import each other; the page composes them).
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tTickets } = useTranslation('flightTickets');
  const language = useCurrentLanguage();
  const { slugDetail } = useParams();
  if (slugDetail !== undefined)
    return (
      <RouteLandingPage
        language={language}
        slugDetail={slugDetail}
        today={searchToday()}
        toSelectFlightParams={toSearchParams}
      />
    );
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.content')}</p>
          <h1 className="page-title">{t('titles.flightTickets')}</h1>
          <p className="page-banner__lead">{tTickets('list.intro')}</p>
        </div>
      </div>
      <div className="container page-section">
        <RouteList language={language} />
      </div>
    </>
  );
}
