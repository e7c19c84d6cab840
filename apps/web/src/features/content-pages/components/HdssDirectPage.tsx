import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { HdssBookingCheck } from './HdssBookingCheck';
import { TemplatePage } from './TemplatePage';

export interface HdssDirectPageProps {
  readonly language: Language;
}

/**
 * /hdss-direct (requirements §2): paying a ticket in instalments through HD SAISON at one of its points,
 * after holding the booking online (PL6). The booking starts on the site, so the page leads there
 * and to the booking lookup where a held booking is found again; under the text, a held booking is
 * checked for the programme before the trip to the point.
 */
export function HdssDirectPage({ language }: HdssDirectPageProps) {
  const { t } = useTranslation('contentPages');
  return (
    <TemplatePage
      language={language}
      pageId="hdssDirect"
      template="hdss-direct"
      path="/hdss-direct"
      actions={
        <>
          <Link to={sitePath(language)} className={buttonClassName('primary')}>
            {t('hdssDirect.findFlights')}
          </Link>
          <Link to={sitePath(language, 'my/search-booking')} className={buttonClassName('secondary')}>
            {t('hdssDirect.manageBooking')}
          </Link>
        </>
      }
    >
      <HdssBookingCheck language={language} />
    </TemplatePage>
  );
}
