import { FOUND_ITEM_ID_PATTERN } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useFoundItem } from '../api/get-found-item';
import { ClaimForm } from './ClaimForm';
import { FoundItemDetails } from './FoundItemDetails';
import '../happy-return.css';

export interface ClaimPageProps {
  /** The `itemId` of the query string, as typed. */
  readonly itemId: string | null;
  readonly language: Language;
  /** The lost-and-found search, to pick an item from. */
  readonly searchPath: string;
}

/** /happy-return-claim?itemId=…: the found item, then the claim form while it can be claimed. */
export function ClaimPage({ itemId, language, searchPath }: ClaimPageProps) {
  const { t } = useTranslation('happyReturn');
  const id = itemId?.trim().toUpperCase() ?? '';
  if (!FOUND_ITEM_ID_PATTERN.test(id))
    return (
      <Notice heading={t('claim.noItem.heading')} body={t('claim.noItem.body')}>
        <Link to={searchPath} className={buttonClassName('primary')}>
          {t('claim.searchLink')}
        </Link>
      </Notice>
    );
  return <ClaimableItem itemId={id} language={language} searchPath={searchPath} />;
}

interface ClaimableItemProps {
  readonly itemId: string;
  readonly language: Language;
  readonly searchPath: string;
}

function ClaimableItem({ itemId, language, searchPath }: ClaimableItemProps) {
  const { t } = useTranslation('happyReturn');
  const item = useFoundItem(itemId, language);
  if (item.isPending)
    return (
      <p role="status" className="hr-muted hr-loading">
        {t('claim.loading')}
      </p>
    );
  if (item.isError) {
    if (item.error instanceof ApiError && item.error.status === 404)
      return (
        <Notice heading={t('claim.notFound.heading')} body={t('claim.notFound.body')}>
          <Link to={searchPath} className={buttonClassName('primary')}>
            {t('claim.searchLink')}
          </Link>
        </Notice>
      );
    return (
      <div role="alert" className="hr-panel">
        <p>{t('claim.loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void item.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="hr-claim">
      <FoundItemDetails item={item.data} language={language} headingId="hr-claim-item" />
      <section className="hr-section" aria-labelledby="hr-claim-heading">
        <h2 id="hr-claim-heading" className="hr-section__heading">
          {t('claim.heading')}
        </h2>
        {item.data.canClaim ? (
          <>
            <p className="hr-section__intro">{t('claim.intro')}</p>
            <ClaimForm
              item={item.data}
              language={language}
              headingId="hr-claim-heading"
              searchPath={searchPath}
            />
          </>
        ) : (
          <p className="hr-panel">{t('claim.returned')}</p>
        )}
      </section>
    </div>
  );
}

interface NoticeProps {
  readonly heading: string;
  readonly body: string;
  readonly children: ReactNode;
}

function Notice({ heading, body, children }: NoticeProps) {
  return (
    <section className="hr-panel" aria-labelledby="hr-notice-heading">
      <h2 id="hr-notice-heading" className="hr-section__heading">
        {heading}
      </h2>
      <p>{body}</p>
      {children}
    </section>
  );
}
