import { useParams } from 'react-router';
import { ContentPageView } from '../../../features/content-pages/components/ContentPageView';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /pages/{slug}/{slugDetail} (requirements §2 Content): an HTML page under its section. */
export function Component() {
  const language = useCurrentLanguage();
  const { slug = '', slugDetail = '' } = useParams();
  return (
    <ContentPageView
      language={language}
      slug={slugDetail}
      section="pages"
      sectionSlug={slug}
      notFound={<ContentNotFound />}
    />
  );
}
