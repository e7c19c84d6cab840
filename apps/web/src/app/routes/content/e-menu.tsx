import { EMenuPage } from '../../../features/content-pages/components/EMenuPage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /e-menu (requirements §2 Content): the in-flight menu with its PDF download. */
export function Component() {
  return <EMenuPage language={useCurrentLanguage()} />;
}
