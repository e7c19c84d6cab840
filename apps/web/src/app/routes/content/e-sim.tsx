import { ESimPage } from '../../../features/content-pages/components/ESimPage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /e-sim (requirements §2): the travel eSIM and the phones that support it. */
export function Component() {
  return <ESimPage language={useCurrentLanguage()} />;
}
