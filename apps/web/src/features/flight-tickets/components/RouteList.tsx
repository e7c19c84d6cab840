import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { usePublishPageAlternates } from '../../../stores/page-alternates';
import { useTickets } from '../api/get-tickets';
import { landingAlternates, landingPath } from '../landing';
import '../flight-tickets.css';

export interface RouteListProps {
  readonly language: Language;
}

/** /ve-may-bay and /flight-tickets: the popular routes, each opening its landing page. */
export function RouteList({ language }: RouteListProps) {
  const { t } = useTranslation('flightTickets');
  const tickets = useTickets(language);
  usePublishPageAlternates(landingAlternates());

  if (tickets.isPending)
    return (
      <p role="status" className="ft-muted ft-list--loading">
        {t('list.loading')}
      </p>
    );
  if (tickets.isError)
    return (
      <div role="alert" className="ft-panel">
        <p>{t('list.loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void tickets.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  if (tickets.data.length === 0) return <p className="ft-panel">{t('list.empty')}</p>;
  return (
    <section aria-labelledby="ft-list-heading">
      <h2 id="ft-list-heading" className="section-title">
        {t('list.heading')}
      </h2>
      <ul className="ft-routes">
        {tickets.data.map((ticket) => (
          <li key={ticket.id} className="ft-route">
            <img
              className="ft-route__image"
              src={ticket.image}
              alt=""
              width={800}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <div className="ft-route__text">
              <h3 className="ft-route__title">
                <Link to={sitePath(language, landingPath(language, ticket.slug))} className="ft-route__link">
                  {ticket.title}
                </Link>
              </h3>
              <p className="ft-route__summary">{ticket.summary}</p>
              <p className="ft-route__codes" aria-hidden="true">
                {ticket.originCode} → {ticket.destinationCode}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
