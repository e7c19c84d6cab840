import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import { useCountries } from '../../../lib/countries';
import { DEFAULT_PHONE_CODE } from '../form-values';
import { SelectField, TextField, type TextPath } from './fields';

/** The form's names of the contact fields both requests share (contracts `contactShape`). */
export interface ContactFieldNames<Values extends FieldValues> {
  /** `contactName` in an inquiry, `fullName` in a claim. */
  readonly name: TextPath<Values>;
  readonly email: TextPath<Values>;
  readonly phoneCode: TextPath<Values>;
  readonly phoneNumber: TextPath<Values>;
}

export interface ContactFieldsProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly idPrefix: string;
  readonly language: Language;
  readonly names: ContactFieldNames<Values>;
}

/** Name, e-mail and phone (dialling code and number), each required. */
export function ContactFields<Values extends FieldValues>({
  control,
  idPrefix,
  language,
  names,
}: ContactFieldsProps<Values>) {
  const { t } = useTranslation('happyReturn');
  const countries = useCountries(language);
  const phoneCodes = countries.data
    ? countries.data.map((country) => ({
        key: country.countryCode,
        value: country.phoneCode,
        label: t('contact.phoneCodeOption', { country: country.name, code: country.phoneCode }),
      }))
    : [{ value: DEFAULT_PHONE_CODE, label: DEFAULT_PHONE_CODE }];
  return (
    <div className="hr-grid">
      <TextField
        control={control}
        name={names.name}
        idPrefix={idPrefix}
        label={t('contact.fullName')}
        isRequired
        autoComplete="name"
        maxLength={100}
        className="hr-grid__wide"
      />
      <TextField
        control={control}
        name={names.email}
        idPrefix={idPrefix}
        label={t('contact.email')}
        isRequired
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={320}
      />
      <div className="hr-phone">
        <SelectField
          control={control}
          name={names.phoneCode}
          idPrefix={idPrefix}
          label={t('contact.phoneCode')}
          isRequired
          autoComplete="tel-country-code"
          options={phoneCodes}
        />
        <TextField
          control={control}
          name={names.phoneNumber}
          idPrefix={idPrefix}
          label={t('contact.phoneNumber')}
          hint={t('contact.phoneHint')}
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={15}
          filter={(text) => text.replace(/\D/g, '')}
        />
      </div>
    </div>
  );
}
