import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { usePublishPageAlternates } from '../../../stores/page-alternates';
import { useTickets, type TicketPageDto } from '../api/get-tickets';
import {
  findLandingPage,
  landingAlternates,
  landingPath,
  parseLandingSlug,
  type LandingSlug,
} from '../landing';
import { RouteFares, type LandingSearch } from './RouteFares';
import '../flight-tickets.css';

export interface RouteLandingPageProps {
  readonly language: Language;
  /** `{slugDetail}` of the address, as typed. */
  readonly slugDetail: string;
  readonly today: IsoDate;
  readonly toSelectFlightParams: (search: LandingSearch) => URLSearchParams;
}

interface BannerProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead?: string;
}

function Banner({ eyebrow, title, lead }: BannerProps) {
  return (
    <div className="page-banner">
      <div className="container">
        <p className="page-banner__eyebrow">{eyebrow}</p>
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="page-banner__lead">{lead}</p> : null}
      </div>
    </div>
  );
}

/**
 * /ve-may-bay/{slugDetail} and /flight-tickets/{slugDetail}: a route's page from the content store
 * (found by its slug in any language, or by `sgn-han`), its cheapest fares of the coming weeks and
 * the search that opens select-flight. A slug of another language moves to this language's.
 */
export function RouteLandingPage({
  language,
  slugDetail,
  today,
  toSelectFlightParams,
}: RouteLandingPageProps) {
  const { t } = useTranslation('flightTickets');
  const { t: tCommon } = useTranslation();
  const tickets = useTickets(language);
  const slug = parseLandingSlug(slugDetail);
  const eyebrow = tCommon('titles.flightTickets');
  const listPath = sitePath(language, landingPath(language));

  if (!slug) return <Missing eyebrow={eyebrow} listPath={listPath} />;
  if (tickets.isPending)
    return (
      <>
        <Banner eyebrow={eyebrow} title={tCommon('titles.flightTicketsDetail')} />
        <div className="container page-section">
          <p role="status" className="ft-muted ft-landing--loading">
            {t('landing.loading')}
          </p>
        </div>
      </>
    );
  if (tickets.isError)
    return (
      <>
        <Banner eyebrow={eyebrow} title={tCommon('titles.flightTicketsDetail')} />
        <div className="container page-section">
          <div role="alert" className="ft-panel">
            <p>{t('landing.loadFailed')}</p>
            <Button
              variant="secondary"
              onPress={() => {
                void tickets.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        </div>
      </>
    );
  const page = findLandingPage(tickets.data, slug);
  if (page)
    return (
      <ManagedLanding
        page={page}
        slugDetail={slugDetail}
        language={language}
        today={today}
        toSelectFlightParams={toSelectFlightParams}
      />
    );
  if (slug.kind === 'cityPair')
    return (
      <CityPairLanding
        slug={slug}
        language={language}
        today={today}
        toSelectFlightParams={toSelectFlightParams}
      />
    );
  return <Missing eyebrow={eyebrow} listPath={listPath} />;
}

interface ManagedLandingProps extends Omit<RouteLandingPageProps, 'slugDetail'> {
  readonly page: TicketPageDto;
  readonly slugDetail: string;
}

function ManagedLanding({ page, slugDetail, language, today, toSelectFlightParams }: ManagedLandingProps) {
  const { t } = useTranslation('flightTickets');
  const { pathname } = useLocation();
  usePublishPageAlternates(landingAlternates(page.alternates));
  // Another language's slug, or the codes: show this language's address of the same page.
  if (slugDetail !== page.slug) {
    const folder = pathname.split('/')[2] ?? '';
    return <Navigate replace to={sitePath(language, `${folder}/${encodeURIComponent(page.slug)}`)} />;
  }
  return (
    <>
      <Banner
        eyebrow={t('landing.eyebrow', { from: page.originCode, to: page.destinationCode })}
        title={page.title}
        lead={page.summary}
      />
      <div className="container page-section ft-landing">
        <div className="ft-landing__content">
          <img
            className="ft-landing__image"
            src={page.image}
            alt=""
            width={800}
            height={360}
            decoding="async"
          />
          <SafeHtml html={page.body} className="ft-landing__body" />
        </div>
        <RouteFares
          originCode={page.originCode}
          destinationCode={page.destinationCode}
          language={language}
          today={today}
          toSelectFlightParams={toSelectFlightParams}
        />
      </div>
    </>
  );
}

interface CityPairLandingProps extends Omit<RouteLandingPageProps, 'slugDetail'> {
  readonly slug: Extract<LandingSlug, { kind: 'cityPair' }>;
}

/** A route without a managed page, named by its codes: its fares and search only. */
function CityPairLanding({ slug, language, today, toSelectFlightParams }: CityPairLandingProps) {
  const { t } = useTranslation('flightTickets');
  const title = t('landing.cityPairTitle', { from: slug.from, to: slug.to });
  return (
    <>
      <Banner eyebrow={t('landing.eyebrow', { from: slug.from, to: slug.to })} title={title} />
      <div className="container page-section ft-landing">
        <RouteFares
          originCode={slug.from}
          destinationCode={slug.to}
          language={language}
          today={today}
          toSelectFlightParams={toSelectFlightParams}
        />
      </div>
    </>
  );
}

interface MissingProps {
  readonly eyebrow: string;
  readonly listPath: string;
}

/** requirements §2 Error wording: the route's page is missing or changed; the list of routes instead. */
function Missing({ eyebrow, listPath }: MissingProps): ReactNode {
  const { t } = useTranslation('flightTickets');
  return (
    <>
      <Banner eyebrow={eyebrow} title={t('landing.missingTitle')} />
      <div className="container page-section">
        <div className="ft-panel">
          <p>{t('landing.missingBody')}</p>
          <Link to={listPath} className={buttonClassName('primary')}>
            {t('landing.allRoutes')}
          </Link>
        </div>
      </div>
    </>
  );
}
