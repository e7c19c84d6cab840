import type { CurrencyCode } from '@skybook/domain/currency';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SearchableListBox } from '../../../components/ui/SearchableListBox';
import { useCurrentLanguage } from '../../../lib/site-path';
import { useCurrencyOptions } from '../api/get-currencies';
import { currencySearchText, matchesCurrencySearch } from '../currency-search';
import '../currency.css';

export interface CurrencyListProps {
  readonly selected: CurrencyCode;
  readonly onSelect: (currency: CurrencyCode) => void;
}

/** A search box over the currencies (code and description), or why they are not there yet. */
export function CurrencyList({ selected, onSelect }: CurrencyListProps) {
  const { t } = useTranslation('currency');
  const language = useCurrentLanguage();
  const currencies = useCurrencyOptions(language);

  if (currencies.isPending) {
    return (
      <p role="status" className="currency-list__status">
        {t('loading')}
      </p>
    );
  }
  if (currencies.isError) {
    return (
      <div role="alert" className="currency-list__status">
        <p>{t('loadFailed')}</p>
        <Button
          variant="secondary"
          className="currency-list__retry"
          onPress={() => {
            void currencies.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }

  return (
    <SearchableListBox
      items={currencies.data}
      itemKey={(option) => option.code}
      itemText={currencySearchText}
      filter={matchesCurrencySearch}
      selectedKey={selected}
      onSelect={(option) => {
        onSelect(option.code);
      }}
      renderItem={(option) => (
        <>
          <span className="currency-list__code">{option.code}</span>
          <span className="currency-list__description">{option.description}</span>
        </>
      )}
      labels={{
        search: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        clearSearch: t('clearSearch'),
        list: t('listLabel'),
        noData: t('noData'),
      }}
      className="currency-list"
    />
  );
}
