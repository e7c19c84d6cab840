import type { AirportDto, AirportGroupDto } from '@skybook/contracts/airports';
import { matchesSearch } from '@skybook/domain/text-search';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Collection,
  ComboBox,
  FieldError,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
} from 'react-aria-components';
import { Icon } from '../../../components/ui/Icon';
import { useHydrated } from '../../../lib/use-hydrated';
import '../search-form-extras.css';

/** What the input shows for a chosen airport, e.g. "Hà Nội (HAN)". */
export function airportLabel(airport: Pick<AirportDto, 'city' | 'code'>): string {
  return `${airport.city} (${airport.code})`;
}

const SPACES = /\s+/g;

/**
 * The domain's accent- and case-insensitive match, also with the spaces left out, so "ha noi"
 * finds Hà Nội as well as "Hanoi".
 */
export function matchesAirport(query: string, fields: readonly string[]): boolean {
  return (
    matchesSearch(query, fields) ||
    matchesSearch(
      query.replace(SPACES, ''),
      fields.map((field) => field.replace(SPACES, '')),
    )
  );
}

/** A remembered search offered in the picker. */
export interface RecentSearchOption {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

/** The "recent searches" section shown above the countries while nothing is typed. */
export interface RecentSearchesSection {
  readonly title: string;
  readonly options: readonly RecentSearchOption[];
  readonly onChoose: (id: string) => void;
}

export interface AirportComboBoxProps {
  readonly label: string;
  readonly groups: readonly AirportGroupDto[];
  readonly selectedCode: string | null;
  readonly onChange: (code: string | null) => void;
  readonly isLoading?: boolean;
  readonly errorMessage?: string | undefined;
  /** Shown while the input is empty; too long for the field, it ends in an ellipsis. */
  readonly placeholder?: string | undefined;
  readonly recentSearches?: RecentSearchesSection | undefined;
}

/** Keys of recent searches, kept apart from airport codes in the one list. */
const RECENT_PREFIX = 'recent:';

/**
 * An airport picker grouped by country; typing matches city, airport name, code and country,
 * ignoring case and accents ("ha noi" finds Hà Nội).
 */
export function AirportComboBox({
  label,
  groups,
  selectedCode,
  onChange,
  isLoading = false,
  errorMessage,
  placeholder,
  recentSearches,
}: AirportComboBoxProps) {
  const { t } = useTranslation();
  // The prerendered form has no airports yet and nothing loading: it says so only once live.
  const hydrated = useHydrated();
  // What the input shows, once the combo box has said so; before that, a chosen airport's name.
  const [inputValue, setInputValue] = useState<string | null>(null);
  const isInputEmpty = inputValue === null ? selectedCode === null : inputValue === '';
  const recentOptions = isInputEmpty ? (recentSearches?.options ?? []) : [];
  // The combo box hands its filter only an item's text, so look the airport up by it.
  const fieldsByLabel = useMemo(() => {
    const map = new Map<string, readonly string[]>();
    for (const group of groups)
      for (const airport of group.airports)
        map.set(airportLabel(airport), [airport.city, airport.name, airport.code, group.name]);
    return map;
  }, [groups]);
  const items = useMemo(
    () => groups.map((group) => ({ id: group.countryCode, name: group.name, airports: group.airports })),
    [groups],
  );

  return (
    <ComboBox
      className="search-field"
      value={selectedCode}
      onChange={(key) => {
        const id = key === null ? null : String(key);
        if (id?.startsWith(RECENT_PREFIX)) recentSearches?.onChoose(id.slice(RECENT_PREFIX.length));
        else onChange(id);
      }}
      onInputChange={setInputValue}
      defaultFilter={(textValue, typed) => matchesAirport(typed, fieldsByLabel.get(textValue) ?? [textValue])}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      menuTrigger="focus"
      // Open even with nothing to list yet, so text typed while the airports load filters them
      // as soon as they arrive instead of leaving the list shut.
      allowsEmptyCollection
    >
      <Label className="search-field__label">{label}</Label>
      <div className="search-field__control search-field__combo">
        <Input
          className="search-field__input airport-input"
          placeholder={placeholder ?? t('flightSearch.airportPlaceholder')}
          title={isInputEmpty ? placeholder : undefined}
        />
        <Button className="search-field__toggle" aria-label={t('flightSearch.showAirports', { label })}>
          <Icon name="chevronDown" />
        </Button>
      </div>
      {isLoading && hydrated ? (
        <Text slot="description" className="search-field__hint">
          {t('flightSearch.loadingAirports')}
        </Text>
      ) : null}
      <FieldError className="search-field__error">{errorMessage}</FieldError>
      <Popover className="search-popover airport-popover" placement="bottom start">
        <ListBox
          className="airport-list"
          renderEmptyState={() => (
            <p className="airport-list__empty">
              {isLoading ? t('flightSearch.loadingAirports') : t('flightSearch.noAirport')}
            </p>
          )}
        >
          {recentSearches && recentOptions.length > 0 ? (
            <ListBoxSection id="recent" className="airport-list__section recent-section">
              <Header className="airport-list__country">{recentSearches.title}</Header>
              <Collection
                items={recentOptions.map((option) => ({ ...option, id: `${RECENT_PREFIX}${option.id}` }))}
              >
                {(option) => (
                  <ListBoxItem
                    id={option.id}
                    textValue={`${option.label}, ${option.description}`}
                    className="airport-option recent-option"
                  >
                    <Text slot="label" className="airport-option__city">
                      {option.label}
                    </Text>
                    <Text slot="description" className="airport-option__name">
                      {option.description}
                    </Text>
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          ) : null}
          <Collection items={items}>
            {(group) => (
              <ListBoxSection id={group.id} className="airport-list__section">
                <Header className="airport-list__country">{group.name}</Header>
                <Collection items={group.airports.map((airport) => ({ ...airport, id: airport.code }))}>
                  {(airport) => (
                    <ListBoxItem
                      id={airport.code}
                      textValue={airportLabel(airport)}
                      className="airport-option"
                    >
                      <Text slot="label" className="airport-option__city">
                        {airportLabel(airport)}
                      </Text>
                      <Text slot="description" className="airport-option__name">
                        {airport.name}
                      </Text>
                    </ListBoxItem>
                  )}
                </Collection>
              </ListBoxSection>
            )}
          </Collection>
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
