import type { AirportDto, AirportGroupDto } from '@skybook/contracts/airports';
import { matchesSearch } from '@skybook/domain/text-search';
import { useMemo } from 'react';
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

export interface AirportComboBoxProps {
  readonly label: string;
  readonly groups: readonly AirportGroupDto[];
  readonly selectedCode: string | null;
  readonly onChange: (code: string | null) => void;
  readonly isLoading?: boolean;
  readonly errorMessage?: string | undefined;
}

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
}: AirportComboBoxProps) {
  const { t } = useTranslation();
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
        onChange(key === null ? null : String(key));
      }}
      defaultFilter={(textValue, inputValue) =>
        matchesAirport(inputValue, fieldsByLabel.get(textValue) ?? [textValue])
      }
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label className="search-field__label">{label}</Label>
      <div className="search-field__control search-field__combo">
        <Input className="search-field__input" placeholder={t('flightSearch.airportPlaceholder')} />
        <Button className="search-field__toggle" aria-label={t('flightSearch.showAirports', { label })}>
          <Icon name="chevronDown" />
        </Button>
      </div>
      {isLoading ? (
        <Text slot="description" className="search-field__hint">
          {t('flightSearch.loadingAirports')}
        </Text>
      ) : null}
      <FieldError className="search-field__error">{errorMessage}</FieldError>
      <Popover className="search-popover airport-popover" placement="bottom start">
        <ListBox
          className="airport-list"
          items={items}
          renderEmptyState={() => <p className="airport-list__empty">{t('flightSearch.noAirport')}</p>}
        >
          {(group) => (
            <ListBoxSection id={group.id} className="airport-list__section">
              <Header className="airport-list__country">{group.name}</Header>
              <Collection items={group.airports.map((airport) => ({ ...airport, id: airport.code }))}>
                {(airport) => (
                  <ListBoxItem id={airport.code} textValue={airportLabel(airport)} className="airport-option">
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
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
