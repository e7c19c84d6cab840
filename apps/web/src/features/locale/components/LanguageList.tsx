import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { SearchableListBox } from '../../../components/ui/SearchableListBox';
import { LANGUAGE_OPTIONS } from '../language-options';
import { languageSearchText, matchesLanguageSearch } from '../language-search';
import '../locale.css';

export interface LanguageListProps {
  readonly selected: Language;
  readonly onSelect: (language: Language) => void;
}

/** A search box over the list of languages, each written in its own language. */
export function LanguageList({ selected, onSelect }: LanguageListProps) {
  const { t } = useTranslation();

  return (
    <SearchableListBox
      items={LANGUAGE_OPTIONS}
      itemKey={(option) => option.code}
      itemText={languageSearchText}
      filter={matchesLanguageSearch}
      selectedKey={selected}
      onSelect={(option) => {
        onSelect(option.code);
      }}
      renderItem={(option) => (
        <>
          <span lang={option.code} className="language-list__name">
            {option.name}
          </span>
          <span className="language-list__short">{option.shortName}</span>
        </>
      )}
      labels={{
        search: t('language.searchLabel'),
        searchPlaceholder: t('language.searchPlaceholder'),
        clearSearch: t('language.clearSearch'),
        list: t('language.listLabel'),
        noData: t('language.noData'),
      }}
      className="language-list"
    />
  );
}
