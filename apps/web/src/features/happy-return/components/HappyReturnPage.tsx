import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useCategories } from '../api/get-catalogue';
import { happyReturnsToday } from '../form-rules';
import { FoundItemSearch } from './FoundItemSearch';
import { InquiryForm } from './InquiryForm';
import '../happy-return.css';

export interface HappyReturnPageProps {
  readonly language: Language;
  /** The claim page's path for an item. */
  readonly claimPath: (itemId: string) => string;
}

const NO_CATEGORIES: readonly never[] = [];
const REPORT_ID = 'hr-report';

/**
 * /happy-return (requirements §7 happy-returns API): what the lost-and-found office keeps, the search of
 * found items by passenger, and the report of a lost item.
 */
export function HappyReturnPage({ language, claimPath }: HappyReturnPageProps) {
  const { t } = useTranslation('happyReturn');
  const [today] = useState(() => happyReturnsToday());
  const categories = useCategories(language);
  const categoryList = categories.data?.categories ?? NO_CATEGORIES;

  return (
    <div className="hr-page">
      <section className="hr-section" aria-labelledby="hr-categories-heading">
        <h2 id="hr-categories-heading" className="hr-section__heading">
          {t('categories.heading')}
        </h2>
        <p className="hr-section__intro">{t('categories.intro')}</p>
        {categories.isPending ? (
          <p role="status" className="hr-muted hr-categories--loading">
            {t('categories.loading')}
          </p>
        ) : categories.isError ? (
          <div role="alert" className="hr-panel">
            <p>{t('categories.loadFailed')}</p>
            <Button
              variant="secondary"
              onPress={() => {
                void categories.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        ) : (
          <ul className="hr-categories">
            {categoryList.map((category) => (
              <li key={category.id} className="hr-category">
                <strong className="hr-category__name">{category.name}</strong>
                <span className="hr-category__description">{category.description}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="hr-section" aria-labelledby="hr-search-heading">
        <h2 id="hr-search-heading" className="hr-section__heading">
          {t('search.heading')}
        </h2>
        <p className="hr-section__intro">{t('search.intro')}</p>
        <FoundItemSearch
          language={language}
          today={today}
          categories={categoryList}
          claimPath={claimPath}
          reportAnchor={`#${REPORT_ID}`}
          headingId="hr-search-heading"
        />
      </section>
      <section id={REPORT_ID} className="hr-section" aria-labelledby="hr-report-heading" tabIndex={-1}>
        <h2 id="hr-report-heading" className="hr-section__heading">
          {t('inquiry.heading')}
        </h2>
        <p className="hr-section__intro">{t('inquiry.intro')}</p>
        <InquiryForm
          language={language}
          today={today}
          categories={categoryList}
          headingId="hr-report-heading"
        />
      </section>
    </div>
  );
}
