import { useParams } from 'react-router';
import { NewsArticlePage } from '../../../features/content-pages/components/NewsArticlePage';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /news/{slug}/{slugDetail} (requirements §2 Content): a news article. */
export function Component() {
  const language = useCurrentLanguage();
  const { slugDetail = '' } = useParams();
  return <NewsArticlePage language={language} postSlug={slugDetail} notFound={<ContentNotFound />} />;
}
