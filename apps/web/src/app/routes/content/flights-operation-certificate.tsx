import { FlightCertificatePage } from '../../../features/content-pages/components/FlightCertificatePage';
import { useCurrentLanguage } from '../../../lib/site-path';

/** /flights-operation-certificate (requirements §2): how to get a certificate of a flight's operation. */
export function Component() {
  return <FlightCertificatePage language={useCurrentLanguage()} />;
}
