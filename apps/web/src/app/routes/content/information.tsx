import { useParams } from 'react-router';
import { ContentPageView } from '../../../features/content-pages/components/ContentPageView';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /information/{slugDetail} (requirements §2 Content): an information page (check-in, fare rules …). */
export function Component() {
  const language = useCurrentLanguage();
  const { slugDetail = '' } = useParams();
  return (
    <ContentPageView
      language={language}
      slug={slugDetail}
      section="information"
      notFound={<ContentNotFound />}
    />
  );
}
