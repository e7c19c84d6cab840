import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { CertificateRequest } from './CertificateRequest';
import { TemplatePage } from './TemplatePage';

export interface FlightCertificatePageProps {
  readonly language: Language;
  /** /foc-mobile: the same text for the app's in-app browser, without the breadcrumb. */
  readonly isInApp?: boolean;
}

/**
 * /flights-operation-certificate and /foc-mobile (requirements §2): how to get a flight certificate, and
 * under it the form that gets one.
 */
export function FlightCertificatePage({ language, isInApp = false }: FlightCertificatePageProps) {
  const { t } = useTranslation('contentPages');
  return (
    <TemplatePage
      language={language}
      pageId={isInApp ? 'focMobile' : 'flightsOperationCertificate'}
      template="flights-operation-certificate"
      // One text, one address for search engines: the in-app copy points at the site's page.
      path="/flights-operation-certificate"
      isCompact={isInApp}
      actions={
        <Link to={sitePath(language, 'my/search-booking')} className={buttonClassName('primary')}>
          {t('certificate.findBooking')}
        </Link>
      }
    >
      <CertificateRequest language={language} />
    </TemplatePage>
  );
}
