import { useParams } from 'react-router';
import { SkyclubPage } from '../../../features/content-pages/components/SkyclubPage';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ContentNotFound } from './content-not-found';

/** /skyclub/{alias}/{lang} (requirements §2): a page of the Skyclub loyalty programme. */
export function Component() {
  const language = useCurrentLanguage();
  const { alias = '', contentLang = '' } = useParams();
  return (
    <SkyclubPage language={language} alias={alias} contentLang={contentLang} notFound={<ContentNotFound />} />
  );
}
