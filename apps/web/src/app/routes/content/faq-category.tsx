import { useParams } from 'react-router';
import { FaqPage } from '../../../features/content-pages/components/FaqPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /FAQ/{slug} (requirements §2 Content): one FAQ topic's questions and the search. */
export function Component() {
  const language = useCurrentLanguage();
  const { slug = '' } = useParams();
  // A new topic starts with an empty search box.
  return <FaqPage key={slug} language={language} categorySlug={slug} notFound={<ContentNotFound />} />;
}
