import { HdssDirectPage } from '../../../features/content-pages/components/HdssDirectPage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /hdss-direct (requirements §2): paying a ticket in instalments at an HD SAISON point. */
export function Component() {
  return <HdssDirectPage language={useCurrentLanguage()} />;
}
