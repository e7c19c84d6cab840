import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { useHomePageSeo } from '../api/get-home-page-seo';

/**
 * Home's title and description from the content store (GET home-page-seo), with its canonical
 * link and hreflang alternates. Renders nothing; the request goes out after the page is up, so the
 * prerendered home paints without waiting for it.
 */
export function HomePageSeo({ language }: { readonly language: Language }) {
  const { t } = useTranslation();
  const seo = useHomePageSeo(language);
  usePageSeo({
    title: seo.data?.title ?? brandedTitle(t('titles.home')),
    ...(seo.data ? { description: seo.data.description } : {}),
    path: '/',
  });
  return null;
}
