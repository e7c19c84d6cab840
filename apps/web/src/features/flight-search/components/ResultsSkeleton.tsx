import { useTranslation } from 'react-i18next';

const JOURNEYS = 3;
const DAYS = 7;
const FARES = 4;

export interface ResultsSkeletonProps {
  /** The search is known and its answer is on its way (said to screen readers); otherwise not known yet. */
  readonly isSearching: boolean;
}

/**
 * The results' shape while they are not there yet: the page as prerendered (the build knows no
 * search) and while the search's answer is on its way. Plain blocks where the filters, the
 * directions, the day strip and the first journeys will be, each as tall as theirs, so the
 * results take their place without moving what is around them (the footer stays below the fold);
 * nothing here is text, so the largest paint stays the page's heading. The summary beside the
 * results on a wide screen has its block too.
 */
export function ResultsSkeleton({ isSearching }: ResultsSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className="results-skeleton">
      {isSearching ? (
        <p className="visually-hidden" role="status">
          {t('flightSearch.searching')}
        </p>
      ) : null}
      <div className="results-skeleton__blocks" aria-hidden="true">
        <div className="results-skeleton__filters" />
        <div className="results-skeleton__tabs">
          <span className="results-skeleton__bar" />
          <span className="results-skeleton__bar" />
        </div>
        <div className="results-skeleton__days">
          {Array.from({ length: DAYS }, (_, day) => (
            <span key={day} className="results-skeleton__day" />
          ))}
        </div>
        {Array.from({ length: JOURNEYS }, (_, journey) => (
          <div key={journey} className="results-skeleton__journey">
            <span className="results-skeleton__bar results-skeleton__bar--times" />
            <span className="results-skeleton__bar results-skeleton__bar--facts" />
            <div className="results-skeleton__fares">
              {Array.from({ length: FARES }, (_, fare) => (
                <span key={fare} className="results-skeleton__fare" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The summary's block beside the results on a wide screen (on a phone the summary is a bar over the page). */
export function SummarySkeleton() {
  return <div className="summary-skeleton" aria-hidden="true" />;
}
