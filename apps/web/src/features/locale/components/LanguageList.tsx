import { toLanguage, type Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { Icon } from '../../../components/ui/Icon';
import { SearchField } from '../../../components/ui/SearchField';
import { LANGUAGE_OPTIONS, languageSearchText, matchesLanguageSearch } from '../language-options';
import '../locale.css';

export interface LanguageListProps {
  readonly selected: Language;
  readonly onSelect: (language: Language) => void;
}

function firstLanguage(selection: Selection): Language | undefined {
  if (selection === 'all') return undefined;
  const [key] = selection;
  return typeof key === 'string' ? toLanguage(key) : undefined;
}

/**
 * A search box over the list of languages. The list is its own tab stop (Tab from the search box,
 * arrows to move, Enter or Space to choose) rather than React Aria's virtual focus: a scrolling
 * list must be reachable by keyboard on its own (axe scrollable-region-focusable).
 * The search lives in this component, so it starts empty each time its popover or drawer opens.
 */
export function LanguageList({ selected, onSelect }: LanguageListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');

  return (
    <Autocomplete
      inputValue={query}
      onInputChange={setQuery}
      filter={matchesLanguageSearch}
      disableVirtualFocus
    >
      <SearchField
        label={t('language.searchLabel')}
        placeholder={t('language.searchPlaceholder')}
        clearLabel={t('language.clearSearch')}
        // The list opens in a popover or drawer the person just asked for; focus belongs inside it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <ListBox
        aria-label={t('language.listLabel')}
        items={LANGUAGE_OPTIONS}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(selection) => {
          const language = firstLanguage(selection);
          if (language) onSelect(language);
        }}
        renderEmptyState={() => <p className="language-list__empty">{t('language.noData')}</p>}
        className="language-list"
      >
        {(option) => (
          <ListBoxItem
            id={option.code}
            textValue={languageSearchText(option)}
            className="language-list__item"
          >
            {({ isSelected }) => (
              <>
                <span lang={option.code} className="language-list__name">
                  {option.name}
                </span>
                <span className="language-list__short">{option.shortName}</span>
                <span className="language-list__check">{isSelected ? <Icon name="check" /> : null}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Autocomplete>
  );
}
