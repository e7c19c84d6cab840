import { getSiteRoute } from '@skybook/contracts/site-routes';
import { useTranslation } from 'react-i18next';
import { HappyReturnPage } from '../../../features/happy-return/components/HappyReturnPage';
import { claimSearch } from '../../../features/happy-return/format';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** Lost and found (requirements §2 /happy-return): the page banner around the happy-return feature. */
export function Component() {
  const { t } = useTranslation();
  const { t: tHappyReturn } = useTranslation('happyReturn');
  const language = useCurrentLanguage();
  const claimPage = sitePath(language, getSiteRoute('happyReturnClaim').path);
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.content')}</p>
          <h1 className="page-title">{t('titles.happyReturn')}</h1>
          <p className="page-banner__lead">{tHappyReturn('intro')}</p>
        </div>
      </div>
      <div className="container page-section">
        <HappyReturnPage language={language} claimPath={(itemId) => `${claimPage}${claimSearch(itemId)}`} />
      </div>
    </>
  );
}
