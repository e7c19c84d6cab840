import type { CountryDto } from '@skybook/contracts/content';
import { matchesSearch } from '@skybook/domain/text-search';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { Icon } from '../../../components/ui/Icon';
import { RequiredMark, useErrorText, type DetailsControl, type StringFieldPath } from './fields';

export interface CountryComboBoxProps<Name extends StringFieldPath> {
  readonly control: DetailsControl;
  readonly name: Name;
  readonly label: string;
  readonly countries: readonly CountryDto[];
  readonly isRequired?: boolean;
  readonly className?: string;
}

/**
 * A searchable list of the site's countries (content `country`): typing matches the name in the
 * page's language or the ISO code, ignoring case and accents ("viet" finds Việt Nam).
 */
export function CountryComboBox<Name extends StringFieldPath>({
  control,
  name,
  label,
  countries,
  isRequired = false,
  className,
}: CountryComboBoxProps<Name>) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = errorText(fieldState.error?.message);
  // The combo box hands its filter only an item's text, so look the code up by it.
  const codeByName = useMemo(
    () => new Map(countries.map((country) => [country.name, country.countryCode])),
    [countries],
  );
  const items = useMemo(
    () => countries.map((country) => ({ id: country.countryCode, name: country.name })),
    [countries],
  );

  return (
    <ComboBox
      className={className ? `field ${className}` : 'field'}
      defaultItems={items}
      value={value === '' ? null : value}
      onChange={(key) => {
        onChange(key === null ? '' : String(key));
      }}
      onBlur={onBlur}
      defaultFilter={(textValue, typed) => matchesSearch(typed, [textValue, codeByName.get(textValue) ?? ''])}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className="field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      <div className="field__control pax-combo">
        <Input ref={ref} className="pax-combo__input" placeholder={t('country.placeholder')} />
        <Button className="pax-combo__toggle" aria-label={t('country.show', { label })}>
          <Icon name="chevronDown" />
        </Button>
      </div>
      <div aria-live="polite">
        <FieldError className="field__error">{error}</FieldError>
      </div>
      <Popover className="pax-popover" placement="bottom start">
        <ListBox
          className="pax-combo__list"
          renderEmptyState={() => <p className="pax-combo__empty">{t('country.empty')}</p>}
        >
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className="pax-combo__option">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
