import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { sitePath } from '../../../lib/site-path';
import { useHydrated } from '../../../lib/use-hydrated';
import type { HomeQueryProblem } from '../home-query-loader';
import '../search-form-extras.css';

export interface QueryEntryNoticeProps {
  readonly language: Language;
}

/**
 * Says why a search or check-in in the home address did not start (requirements §2 Search from query
 * string), field by field; what was valid is already in the form (home's loader put it there).
 */
export function QueryEntryNotice({ language }: QueryEntryNoticeProps) {
  const { t } = useTranslation('searchForm');
  // Written by homeLoader, the only loader of the home route.
  const data = useRouteLoaderData<HomeQueryProblem | null>('home');
  const entry = data?.queryEntry;
  // The prerendered form had no address to judge: the notice shows once the form is live.
  const hydrated = useHydrated();
  if (!entry || !hydrated) return null;
  const isSearch = entry.kind === 'invalidSearch';
  return (
    <div className="query-entry-notice" role="alert">
      <p className="query-entry-notice__title">
        {isSearch ? t('queryEntry.searchTitle') : t('queryEntry.checkinTitle')}
      </p>
      <ul className="query-entry-notice__problems">
        {entry.problems.map((problem) => (
          <li key={problem}>{t(`queryEntry.problems.${problem}`)}</li>
        ))}
      </ul>
      {isSearch ? (
        <p>{t('queryEntry.searchHelp')}</p>
      ) : (
        <p>
          {t('queryEntry.checkinHelp')}{' '}
          <Link to={sitePath(language, 'checkin')}>{t('queryEntry.checkinLink')}</Link>
        </p>
      )}
    </div>
  );
}
