import type { FoundItemSummaryDto, SearchByPaxResponse } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { formatDateTime, formatDay } from '@skybook/domain/date-format';

export interface FoundItemResultsProps {
  readonly results: SearchByPaxResponse;
  readonly language: Language;
  readonly claimPath: (itemId: string) => string;
  readonly reportAnchor: string;
  /** Focused when new results arrive. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The found items a search matched, best first, each with the way to claim it. */
export function FoundItemResults({
  results,
  language,
  claimPath,
  reportAnchor,
  headingRef,
}: FoundItemResultsProps) {
  const { t } = useTranslation('happyReturn');
  const { items, total } = results;
  return (
    <section className="hr-results" aria-labelledby="hr-results-heading">
      <h3 id="hr-results-heading" ref={headingRef} tabIndex={-1} className="hr-results__heading">
        {total === 0 ? t('search.results.none') : t('search.results.heading', { count: total })}
      </h3>
      {items.length === 0 ? (
        <div className="hr-results__empty">
          <p>{t('search.results.empty')}</p>
          <a href={reportAnchor} className="text-link">
            {t('search.results.report')}
          </a>
        </div>
      ) : (
        <>
          {total > items.length ? (
            <p className="hr-results__note">{t('search.results.limited', { shown: items.length, total })}</p>
          ) : null}
          <ul className="hr-results__list">
            {items.map((item) => (
              <li key={item.id}>
                <FoundItemCard item={item} language={language} claimPath={claimPath(item.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface FoundItemCardProps {
  readonly item: FoundItemSummaryDto;
  readonly language: Language;
  readonly claimPath: string;
}

function FoundItemCard({ item, language, claimPath }: FoundItemCardProps) {
  const { t } = useTranslation('happyReturn');
  const titleId = `hr-item-${item.id}`;
  return (
    <article className="hr-item" aria-labelledby={titleId}>
      <p className="hr-item__category">{item.category.name}</p>
      <h4 id={titleId} className="hr-item__title">
        {item.title}
      </h4>
      <div className="hr-item__badges">
        {item.matchedOn.includes('bookingCode') ? (
          <span className="hr-badge hr-badge--match">{t('search.results.matchedBooking')}</span>
        ) : null}
        {item.status === 'claimPending' ? (
          <span className="hr-badge">{t('item.status.claimPending')}</span>
        ) : null}
      </div>
      <dl className="hr-item__facts">
        <div>
          <dt>{t('item.flight')}</dt>
          <dd>
            {t('item.flightOn', {
              flight: item.flightDesignator,
              date: formatDay(item.flightDate, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('item.route')}</dt>
          <dd>{t('item.routeCodes', { from: item.originCode, to: item.destinationCode })}</dd>
        </div>
        <div>
          <dt>{t('item.foundLocation')}</dt>
          <dd>{item.foundLocation.label}</dd>
        </div>
        <div>
          <dt>{t('item.foundAt')}</dt>
          <dd>
            <time dateTime={item.foundAt}>{formatDateTime(item.foundAt, language, AIRLINE_TIME_ZONE)}</time>
          </dd>
        </div>
      </dl>
      <Link
        to={claimPath}
        className={buttonClassName('secondary', 'hr-item__claim')}
        aria-describedby={titleId}
      >
        {t('search.results.claim')}
      </Link>
    </article>
  );
}
