import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { CountryDto, ProvinceDto } from '@skybook/contracts/content';
import { MESSAGING_APPS } from '@skybook/domain/booking-enums';
import { ADDRESS_MAX_LENGTH } from '@skybook/domain/booking-constants';
import { TITLES } from '@skybook/domain/passenger-enums';
import {
  filterAddressInput,
  filterDigitsInput,
  filterEmailInput,
  filterNameInput,
  normalizeName,
} from '@skybook/domain/text-filters';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { PassengerDetailsDraft } from '../../../stores/passenger-details';
import { fieldId } from '../form-model';
import { CountryComboBox } from './CountryComboBox';
import type { SelectOption } from '../../../components/ui/SelectField';
import { SelectField, TextField, type DetailsControl } from './fields';

export interface ContactCardProps {
  readonly countries: readonly CountryDto[];
  /** The provinces of the chosen country; empty when it has none or none are loaded. */
  readonly provinces: readonly ProvinceDto[];
}

/** One option per dialling prefix, named after the first country that uses it. */
export function phoneCodeOptions(
  countries: readonly CountryDto[],
  current: string,
  label: (country: string, code: string) => string,
): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const country of countries) {
    if (seen.has(country.phoneCode)) continue;
    seen.add(country.phoneCode);
    options.push({ value: country.phoneCode, label: label(country.name, country.phoneCode) });
  }
  // The list may still be loading: the current code is always one of the choices.
  if (!seen.has(current)) options.unshift({ value: current, label: current });
  return options;
}

const REPRESENTATIVE_FIELDS = ['title', 'lastName', 'middleName', 'firstName'] as const;

/** Copies the first adult's title and names into the contact while the contact is that adult. */
function useRepresentativeSync(): void {
  const { control, getValues, setValue, formState } = useFormContext<
    PassengerDetailsDraft,
    unknown,
    PassengerDetails
  >();
  const [isRepresentative, title, lastName, middleName, firstName] = useWatch({
    control,
    name: [
      'contact.isRepresentative',
      'passengers.0.title',
      'passengers.0.lastName',
      'passengers.0.middleName',
      'passengers.0.firstName',
    ],
  });
  const { isSubmitted } = formState;
  useEffect(() => {
    if (!isRepresentative) return;
    const first = { title, lastName, middleName, firstName };
    for (const field of REPRESENTATIVE_FIELDS) {
      if (getValues(`contact.${field}`) !== first[field])
        setValue(`contact.${field}`, first[field], { shouldValidate: isSubmitted });
    }
  }, [isRepresentative, title, lastName, middleName, firstName, getValues, setValue, isSubmitted]);
}

/** Forgets a province that is not one of the chosen country's. */
function useProvinceOfCountry(provinces: readonly ProvinceDto[]): void {
  const { control, getValues, setValue } = useFormContext<PassengerDetailsDraft, unknown, PassengerDetails>();
  const country = useWatch({ control, name: 'contact.country' });
  useEffect(() => {
    const province = getValues('contact.province');
    if (province === '') return;
    if (country === '' || (provinces.length > 0 && !provinces.some((item) => item.code === province)))
      setValue('contact.province', '');
  }, [country, provinces, getValues, setValue]);
}

function RepresentativeCheckbox({ control }: { readonly control: DetailsControl }) {
  const { t } = useTranslation('passengers');
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name: 'contact.isRepresentative' });
  const id = fieldId('contact.isRepresentative');
  return (
    <div className="pax-check pax-field--full">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="pax-check__box"
        checked={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        onBlur={onBlur}
      />
      <label htmlFor={id} className="pax-check__label">
        {t('fields.isRepresentative')}
      </label>
      <p id={`${id}-hint`} className="field__hint pax-check__hint">
        {t('hints.representative')}
      </p>
    </div>
  );
}

function MessagingAppChoice({ control }: { readonly control: DetailsControl }) {
  const { t } = useTranslation('passengers');
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name: 'contact.messagingApp' });
  const id = fieldId('contact.messagingApp');
  return (
    <fieldset className="field pax-field--full pax-radios">
      <legend className="field__label">{t('messaging.legend')}</legend>
      <div className="pax-radios__options">
        {MESSAGING_APPS.map((app, position) => (
          <div key={app} className="pax-radios__option">
            <input
              ref={position === 0 ? ref : undefined}
              id={`${id}-${app}`}
              type="radio"
              name="contact.messagingApp"
              value={app}
              checked={value === app}
              onChange={() => {
                onChange(app);
              }}
              onBlur={onBlur}
            />
            <label htmlFor={`${id}-${app}`}>{t(`messaging.${app}`)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The contact person (requirements §3 Passenger contact fields, §5 phone, e-mail and address rules). */
export function ContactCard({ countries, provinces }: ContactCardProps) {
  const { t } = useTranslation('passengers');
  const { control } = useFormContext<PassengerDetailsDraft, unknown, PassengerDetails>();
  const [isRepresentative, phoneCode, address, country] = useWatch({
    control,
    name: ['contact.isRepresentative', 'contact.phoneCode', 'contact.address', 'contact.country'],
  });
  useRepresentativeSync();
  useProvinceOfCountry(provinces);

  return (
    <section className="pax-card" aria-labelledby="pax-heading-contact">
      <header className="pax-card__header">
        <h2 id="pax-heading-contact" className="pax-card__title">
          {t('contact.heading')}
        </h2>
        <p className="pax-card__band">{t('contact.intro')}</p>
      </header>
      <div className="pax-card__grid">
        <RepresentativeCheckbox control={control} />
        <SelectField
          control={control}
          name="contact.title"
          label={t('fields.title')}
          isRequired
          placeholder={t('choose')}
          isDisabled={isRepresentative}
          autoComplete="honorific-prefix"
          options={TITLES.map((title) => ({ value: title, label: t(`titles.${title}`) }))}
        />
        <TextField
          control={control}
          name="contact.lastName"
          label={t('fields.lastName')}
          isRequired
          isReadOnly={isRepresentative}
          filter={filterNameInput}
          normalize={normalizeName}
          autoComplete="family-name"
          className="pax-field--wide"
        />
        <TextField
          control={control}
          name="contact.middleName"
          label={t('fields.middleName')}
          isReadOnly={isRepresentative}
          filter={filterNameInput}
          normalize={normalizeName}
          autoComplete="additional-name"
        />
        <TextField
          control={control}
          name="contact.firstName"
          label={t('fields.firstName')}
          isRequired
          isReadOnly={isRepresentative}
          filter={filterNameInput}
          normalize={normalizeName}
          autoComplete="given-name"
        />
        <SelectField
          control={control}
          name="contact.phoneCode"
          label={t('fields.phoneCode')}
          isRequired
          autoComplete="tel-country-code"
          options={phoneCodeOptions(countries, phoneCode, (name, code) =>
            t('phoneCodeOption', { country: name, code }),
          )}
        />
        <TextField
          control={control}
          name="contact.phoneNumber"
          label={t('fields.phoneNumber')}
          isRequired
          hint={t('hints.phoneNumber')}
          filter={filterDigitsInput}
          inputMode="numeric"
          type="tel"
          autoComplete="tel-national"
          className="pax-field--wide"
        />
        <TextField
          control={control}
          name="contact.email"
          label={t('fields.email')}
          isRequired
          filter={filterEmailInput}
          inputMode="email"
          type="email"
          autoComplete="email"
          className="pax-field--wide"
        />
        <TextField
          control={control}
          name="contact.address"
          label={t('fields.address')}
          isRequired
          hint={t('hints.address', { count: address.length, max: ADDRESS_MAX_LENGTH })}
          filter={filterAddressInput}
          normalize={(text) => text.trim()}
          autoComplete="street-address"
          className="pax-field--full"
        />
        <CountryComboBox
          control={control}
          name="contact.country"
          label={t('fields.contactCountry')}
          countries={countries}
          isRequired
        />
        {provinces.length > 0 ? (
          <SelectField
            control={control}
            name="contact.province"
            label={t('fields.province')}
            isRequired={country === 'VN'}
            placeholder={t('choose')}
            autoComplete="address-level1"
            options={provinces.map((province) => ({ value: province.code, label: province.name }))}
          />
        ) : null}
        <MessagingAppChoice control={control} />
      </div>
    </section>
  );
}
