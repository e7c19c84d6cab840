import type { MemberProfile } from '@skybook/contracts/member';
import { EMERGENCY_RELATIONS, GENDERS, TITLES } from '@skybook/domain/passenger-enums';
import { filterAddressInput, filterDigitsInput, filterNameInput } from '@skybook/domain/text-filters';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useCountries, useProvinces } from '../../../lib/countries';
import { useCurrentLanguage } from '../../../lib/site-path';
import { usePersonalErrorText } from './personal-error-text';
import { showServerIssues } from './server-issues';
import { useUpdateProfile } from './profile-api';
import {
  personalFieldOf,
  personalResolver,
  personalValues,
  updateOf,
  type PersonalLists,
  type PersonalValues,
} from './personal-form';

/**
 * The personal info and the emergency contact, checked with the server's rules as the member
 * leaves each field; what the server still refuses is shown on its field (the first one takes the
 * focus); saved, a notice says so and the header's name follows.
 */
export function PersonalForm({ user }: { readonly user: MemberProfile }) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const update = useUpdateProfile();
  const errorText = usePersonalErrorText();
  const countries = useCountries(language);
  const [country, setCountry] = useState(user.address.country ?? '');
  const provinces = useProvinces(language, country);
  const lists = useMemo<PersonalLists>(
    () => ({ countries: countries.data, provinces: provinces.data }),
    [countries.data, provinces.data],
  );
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<PersonalValues, unknown>({
    defaultValues: personalValues(user),
    resolver: personalResolver,
    context: lists,
    mode: 'onTouched',
  });
  const countryOptions = (countries.data ?? []).map((item) => ({
    value: item.countryCode,
    label: item.name,
  }));
  const provinceOptions = (provinces.data ?? []).map((item) => ({ value: item.code, label: item.name }));
  const choose = t('personal.choose');
  const common = { control, errorText, requiredText: t('profile.required') } as const;

  const submit = (values: PersonalValues) => {
    setSaved(false);
    update.mutate(updateOf(values), {
      onSuccess: () => {
        setSaved(true);
      },
      onError: (error) => {
        showServerIssues(error, setError, personalFieldOf, t('profile.saveFailed'));
      },
    });
  };

  return (
    <form
      className="member-card profile-form"
      noValidate
      aria-labelledby="personal-title"
      onSubmit={(event) => {
        if (update.isPending) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <h2 id="personal-title" className="member-card__title profile-form__full">
        {t('personal.title')}
      </h2>
      <TextField
        {...common}
        name="familyName"
        id="personal-familyName"
        label={t('personal.familyName')}
        isRequired
        autoComplete="family-name"
        maxLength={40}
        filter={filterNameInput}
      />
      <TextField
        {...common}
        name="middleGivenName"
        id="personal-middleGivenName"
        label={t('personal.middleGivenName')}
        isRequired
        autoComplete="given-name"
        maxLength={40}
        filter={filterNameInput}
      />
      <SelectField
        {...common}
        name="title"
        id="personal-title-field"
        label={t('personal.titleField')}
        placeholder={choose}
        options={TITLES.map((value) => ({ value, label: t(`personal.titles.${value}`) }))}
        autoComplete="honorific-prefix"
      />
      <SelectField
        {...common}
        name="gender"
        id="personal-gender"
        label={t('personal.gender')}
        placeholder={choose}
        options={GENDERS.map((value) => ({ value, label: t(`personal.genders.${value}`) }))}
        autoComplete="sex"
      />
      <TextField
        {...common}
        name="birthDate"
        id="personal-birthDate"
        label={t('personal.birthDate')}
        type="date"
        autoComplete="bday"
      />
      <SelectField
        {...common}
        name="nationality"
        id="personal-nationality"
        label={t('personal.nationality')}
        placeholder={choose}
        options={countryOptions}
      />
      <h3 className="profile-form__full profile-form__heading">{t('personal.addressTitle')}</h3>
      <SelectField
        {...common}
        name="country"
        id="personal-country"
        label={t('personal.country')}
        placeholder={choose}
        options={countryOptions}
        autoComplete="country"
        onValueChange={setCountry}
      />
      {provinceOptions.length > 0 ? (
        <SelectField
          {...common}
          name="province"
          id="personal-province"
          label={t('personal.province')}
          placeholder={choose}
          options={provinceOptions}
          autoComplete="address-level1"
        />
      ) : null}
      <TextField
        {...common}
        name="district"
        id="personal-district"
        label={t('personal.district')}
        autoComplete="address-level2"
        maxLength={50}
        filter={filterAddressInput}
      />
      <TextField
        {...common}
        name="address"
        id="personal-address"
        label={t('personal.address')}
        autoComplete="street-address"
        maxLength={50}
        filter={filterAddressInput}
      />
      <TextField
        {...common}
        name="postalCode"
        id="personal-postalCode"
        label={t('personal.postalCode')}
        autoComplete="postal-code"
        maxLength={10}
        filter={(text) => text.toUpperCase()}
      />
      <h3 className="profile-form__full profile-form__heading">{t('personal.contactTitle')}</h3>
      <p className="member-note profile-form__full">{t('personal.contactIntro')}</p>
      <TextField
        {...common}
        name="contactName"
        id="personal-contactName"
        label={t('personal.contactName')}
        autoComplete="off"
        maxLength={40}
        filter={filterNameInput}
      />
      <TextField
        {...common}
        name="contactPhone"
        id="personal-contactPhone"
        label={t('personal.contactPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={11}
        filter={filterDigitsInput}
      />
      <SelectField
        {...common}
        name="contactRelation"
        id="personal-contactRelation"
        label={t('personal.relation')}
        placeholder={choose}
        options={EMERGENCY_RELATIONS.map((value) => ({ value, label: t(`personal.relations.${value}`) }))}
      />
      {formState.errors.root?.message ? (
        <p role="alert" className="member-alert profile-form__full">
          {formState.errors.root.message}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="profile-success profile-form__full">
          {t('personal.saved')}
        </p>
      ) : null}
      <div className="profile-form__full">
        <Button type="submit" isPending={update.isPending}>
          {t('personal.save')}
        </Button>
      </div>
    </form>
  );
}
