import type { Language } from '@skybook/domain/languages';
import { formatDay } from '@skybook/domain/date-format';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useCountries } from '../../../lib/countries';
import type { PassengersValues } from '../passengers-form';

export interface PassportFieldsProps {
  readonly control: Control<PassengersValues>;
  /** The passenger's place in the form. */
  readonly index: number;
  readonly name: string;
  /** The last flight's day: the passport must be valid six months after it. */
  readonly flightDay: string;
  readonly language: Language;
}

/** One passenger's passport on an international journey: number, nationality, expiry date. */
export function PassportFields({ control, index, name, flightDay, language }: PassportFieldsProps) {
  const { t } = useTranslation('checkin');
  const countries = useCountries(language);
  const day = formatDay(flightDay, language, 'medium');
  const errorText = (message: string | undefined) => {
    switch (message) {
      case undefined:
        return undefined;
      case 'tooShort':
        return t('passport.errors.tooShort', { date: day });
      case 'invalidPassport':
      case 'invalidCountry':
      case 'invalidDate':
        return t(`passport.errors.${message}`);
      default:
        return t('passport.errors.required');
    }
  };
  const options = (countries.data ?? []).map((country) => ({
    value: country.countryCode,
    label: country.name,
  }));
  return (
    <fieldset className="ci-passport">
      <legend className="ci-passport__legend">{t('passport.title', { name })}</legend>
      <TextField
        control={control}
        name={`passengers.${index}.number`}
        id={`ci-passport-${String(index)}-number`}
        label={t('passport.number')}
        hint={t('passport.numberHint')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="off"
        maxLength={12}
        filter={(text) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')}
      />
      <SelectField
        control={control}
        name={`passengers.${index}.nationality`}
        id={`ci-passport-${String(index)}-nationality`}
        label={t('passport.nationality')}
        isRequired
        requiredText={t('required')}
        placeholder={t('passport.choose')}
        options={options}
        errorText={errorText}
      />
      <TextField
        control={control}
        name={`passengers.${index}.expiresOn`}
        id={`ci-passport-${String(index)}-expiresOn`}
        type="date"
        label={t('passport.expiresOn')}
        hint={t('passport.expiresOnHint', { date: day })}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
      />
    </fieldset>
  );
}
