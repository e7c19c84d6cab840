import { MobileAppPage } from '../../../features/content-pages/components/MobileAppPage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /mobile (requirements §2): the Skybook app and its store links. */
export function Component() {
  return <MobileAppPage language={useCurrentLanguage()} />;
}
