import { getSiteRoute } from '@skybook/contracts/site-routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClaimPage } from '../../../features/happy-return/components/ClaimPage';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** Claim a found item (requirements §2 /happy-return-claim?itemId=…): the banner around the claim page. */
export function Component() {
  const { t } = useTranslation();
  const { t: tHappyReturn } = useTranslation('happyReturn');
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('titles.happyReturn')}</p>
          <h1 className="page-title">{t('titles.happyReturnClaim')}</h1>
          <p className="page-banner__lead">{tHappyReturn('claim.lead')}</p>
        </div>
      </div>
      <div className="container page-section">
        <ClaimPage
          itemId={params.get('itemId')}
          language={language}
          searchPath={sitePath(language, getSiteRoute('happyReturn').path)}
        />
      </div>
    </>
  );
}
