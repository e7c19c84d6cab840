import { FaqPage } from '../../../features/content-pages/components/FaqPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /FAQ (requirements §2 Content): the FAQ's topics, top questions and search. */
export function Component() {
  const language = useCurrentLanguage();
  return <FaqPage language={language} notFound={<ContentNotFound />} />;
}
