import type { EmenuCatalogueDto, EmenuItemDto } from '@skybook/contracts/content-store/emenu';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/SearchField';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useEmenu } from '../api/get-emenu';
import { ContentEmpty, ContentError, ContentLoading } from './ContentStates';
import '../emenu.css';

/** The server is asked once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/** The pictures are drawn at 240 × 160. */
const PICTURE = { width: 240, height: 160 } as const;

/**
 * The e-menu's dishes, drinks and gifts by category (GET items/{languageId}): each with its
 * picture, its price in the visitor's currency and the dietary conditions it meets, and a search
 * by name the server runs without regard to case or Vietnamese diacritics (`pho` finds "Phở").
 */
export function EmenuCatalogue({ language }: { readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const currency = useBookingDraft((draft) => draft.currencyDefault);
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setName(draft);
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [draft]);
  const menu = useEmenu({ language, currency, name });

  return (
    <section className="emenu-catalogue" aria-labelledby={headingId}>
      <h2 id={headingId} className="template-section__title">
        {t('emenu.catalogue.title')}
      </h2>
      <p className="emenu-catalogue__lead">{t('emenu.catalogue.prices', { currency })}</p>
      <SearchField
        label={t('emenu.catalogue.search')}
        placeholder={t('emenu.catalogue.searchPlaceholder')}
        clearLabel={t('emenu.catalogue.clear')}
        value={draft}
        onChange={setDraft}
        onSubmit={() => {
          setName(draft);
        }}
      />
      {menu.isPending ? <ContentLoading label={t('emenu.catalogue.loading')} lines={8} hasMedia /> : null}
      {menu.isError ? (
        <ContentError
          error={menu.error}
          onRetry={() => {
            void menu.refetch();
          }}
        />
      ) : null}
      {menu.data ? <CatalogueBody menu={menu.data} language={language} /> : null}
    </section>
  );
}

function CatalogueBody({
  menu,
  language,
}: {
  readonly menu: EmenuCatalogueDto;
  readonly language: Language;
}) {
  const { t } = useTranslation('contentPages');
  const legendId = useId();
  const searched = menu.name !== '';
  return (
    <>
      <p className="emenu-catalogue__status" role="status">
        {searched
          ? menu.total === 0
            ? t('emenu.catalogue.noMatch', { name: menu.name })
            : t('emenu.catalogue.found', { count: menu.total })
          : ''}
      </p>
      {menu.total === 0 && searched ? (
        <ContentEmpty>
          <p>{t('emenu.catalogue.noMatchHint')}</p>
        </ContentEmpty>
      ) : null}
      {menu.categories.length > 1 ? (
        <nav className="emenu-catalogue__nav" aria-label={t('emenu.catalogue.categories')}>
          <ul>
            {menu.categories.map((category) => (
              <li key={category.id}>
                <a href={`#emenu-${category.id}`}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {menu.categories.map((category) => (
        <section
          key={category.id}
          id={`emenu-${category.id}`}
          className="emenu-category"
          aria-labelledby={`emenu-${category.id}-title`}
        >
          <h3 id={`emenu-${category.id}-title`} className="emenu-category__title">
            {category.name}
          </h3>
          <ul className="emenu-items">
            {category.items.map((item) => (
              <EmenuItem key={item.id} item={item} language={language} />
            ))}
          </ul>
        </section>
      ))}
      {menu.conditions.length > 0 ? (
        <section className="emenu-legend" aria-labelledby={legendId}>
          <h3 id={legendId} className="emenu-category__title">
            {t('emenu.catalogue.legend')}
          </h3>
          <dl className="emenu-legend__list">
            {menu.conditions.map((condition) => (
              <div key={condition.id}>
                <dt>
                  <span className={`emenu-tag emenu-tag--${condition.id}`}>{condition.name}</span>
                </dt>
                <dd>{condition.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {menu.footnote ? <p className="emenu-note">{menu.footnote}</p> : null}
    </>
  );
}

function EmenuItem({ item, language }: { readonly item: EmenuItemDto; readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  return (
    <li className="emenu-item">
      {/* Decorative: the name says what it is. */}
      <img
        className="emenu-item__picture"
        src={item.image}
        alt=""
        width={PICTURE.width}
        height={PICTURE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="emenu-item__body">
        <h4 className="emenu-item__name">{item.name}</h4>
        <p className="emenu-item__description">{item.description}</p>
        {item.conditions.length > 0 ? (
          <ul className="emenu-item__tags" aria-label={t('emenu.catalogue.conditions')}>
            {item.conditions.map((condition) => (
              <li key={condition.id} className={`emenu-tag emenu-tag--${condition.id}`}>
                {condition.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="emenu-item__price">{formatAmount(item.price.amount, item.price.currency, language)}</p>
      </div>
    </li>
  );
}
