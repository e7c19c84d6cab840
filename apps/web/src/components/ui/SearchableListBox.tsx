import { useState, type ReactNode } from 'react';
import { Autocomplete, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { Icon } from './Icon';
import { SearchField } from './SearchField';
import './ui.css';

export interface SearchableListBoxLabels {
  /** Accessible name of the search box. */
  readonly search: string;
  readonly searchPlaceholder: string;
  readonly clearSearch: string;
  /** Accessible name of the list. */
  readonly list: string;
  /** Shown, as the list's only row, when nothing matches the search. */
  readonly noData: string;
}

export interface SearchableListBoxProps<T extends object> {
  readonly items: readonly T[];
  /** The item's unique key; `selectedKey` is one of these. */
  readonly itemKey: (item: T) => string;
  /** What the search box matches and what typeahead and screen readers read for an item. */
  readonly itemText: (item: T) => string;
  /** React Aria's Autocomplete filter: does an item's `itemText` match what was typed? */
  readonly filter: (text: string, query: string) => boolean;
  readonly selectedKey: string;
  readonly onSelect: (item: T) => void;
  /** The visible content of a row; a check mark is added after it on the selected row. */
  readonly renderItem: (item: T) => ReactNode;
  readonly labels: SearchableListBoxLabels;
  /** Extra class on the list, for its height. */
  readonly className?: string;
}

/**
 * A search box over a single-choice list, as the language and currency selectors show it
 * (requirements §2 Site chrome). The list is its own tab stop (Tab from the search box, arrows to move,
 * Enter or Space to choose) rather than React Aria's virtual focus: a scrolling list must be
 * reachable by keyboard on its own (axe scrollable-region-focusable).
 * The search lives in this component, so it starts empty each time its popover or drawer opens.
 */
export function SearchableListBox<T extends object>({
  items,
  itemKey,
  itemText,
  filter,
  selectedKey,
  onSelect,
  renderItem,
  labels,
  className,
}: SearchableListBoxProps<T>) {
  const [query, setQuery] = useState('');

  function selectFrom(selection: Selection): void {
    if (selection === 'all') return;
    const [key] = selection;
    const item = items.find((candidate) => itemKey(candidate) === key);
    if (item) onSelect(item);
  }

  return (
    <Autocomplete inputValue={query} onInputChange={setQuery} filter={filter} disableVirtualFocus>
      <SearchField
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        clearLabel={labels.clearSearch}
        // The list opens in a popover or drawer the person just asked for; focus belongs inside it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <ListBox
        aria-label={labels.list}
        items={items}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={selectFrom}
        renderEmptyState={() => <p className="ui-choice-list__empty">{labels.noData}</p>}
        className={className ? `ui-choice-list ${className}` : 'ui-choice-list'}
      >
        {(item) => (
          <ListBoxItem id={itemKey(item)} textValue={itemText(item)} className="ui-choice-list__item">
            {({ isSelected }) => (
              <>
                {renderItem(item)}
                <span className="ui-choice-list__check">{isSelected ? <Icon name="check" /> : null}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Autocomplete>
  );
}
