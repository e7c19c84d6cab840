import { useParams } from 'react-router';
import { ContentPageView } from '../../../features/content-pages/components/ContentPageView';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /pages/{slugDetail} (requirements §2 Content): an HTML page, or a menu list's page of links. */
export function Component() {
  const language = useCurrentLanguage();
  const { slugDetail = '' } = useParams();
  return (
    <ContentPageView language={language} slug={slugDetail} section="pages" notFound={<ContentNotFound />} />
  );
}
