import { useTranslation } from 'react-i18next';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { Component as NotFoundPage } from '../error/not-found';

/** The site's not-found view for a content slug that does not exist, kept out of search indexes. */
export function ContentNotFound() {
  const { t } = useTranslation();
  usePageSeo({ title: brandedTitle(t('titles.notFound')), noIndex: true });
  return <NotFoundPage />;
}
