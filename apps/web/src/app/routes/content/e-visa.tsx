import { TemplatePage } from '../../../features/content-pages/components/TemplatePage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /e-visa (requirements §2): how to get a Vietnam e-visa and who needs none. */
export function Component() {
  return <TemplatePage language={useCurrentLanguage()} pageId="eVisa" template="e-visa" path="/e-visa" />;
}
