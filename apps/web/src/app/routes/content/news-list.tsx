import { useParams } from 'react-router';
import { NewsListPage } from '../../../features/content-pages/components/NewsListPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /news/{slug} (requirements §2 Content): a news category's posts with load more. */
export function Component() {
  const language = useCurrentLanguage();
  const { slug = '' } = useParams();
  return <NewsListPage language={language} categorySlug={slug} notFound={<ContentNotFound />} />;
}
