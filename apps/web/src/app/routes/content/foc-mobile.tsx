import { FlightCertificatePage } from '../../../features/content-pages/components/FlightCertificatePage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /foc-mobile (requirements §2): the flight-certificate page for the app's in-app browser. */
export function Component() {
  return <FlightCertificatePage language={useCurrentLanguage()} isInApp />;
}
