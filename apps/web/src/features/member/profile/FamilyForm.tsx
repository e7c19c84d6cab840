import { EMERGENCY_RELATIONS, GENDERS, TITLES } from '@skybook/domain/passenger-enums';
import { filterNameInput } from '@skybook/domain/text-filters';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useCountries } from '../../../lib/countries';
import { useCurrentLanguage } from '../../../lib/site-path';
import { useAddFamilyMember } from './family-api';
import {
  EMPTY_FAMILY_MEMBER,
  familyBodyOf,
  familyFieldOf,
  familyResolver,
  type FamilyValues,
} from './family-form';
import { usePersonalErrorText } from './personal-error-text';
import { showServerIssues } from './server-issues';

/** A new family member: the passenger fields, checked with the server's rules as each is left. */
export function FamilyForm({ onAdded }: { readonly onAdded: () => void }) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const add = useAddFamilyMember();
  const errorText = usePersonalErrorText();
  const countries = useCountries(language);
  const { control, handleSubmit, setError, formState } = useForm<FamilyValues, unknown>({
    defaultValues: EMPTY_FAMILY_MEMBER,
    resolver: familyResolver,
    context: countries.data,
    mode: 'onTouched',
  });
  const countryOptions = (countries.data ?? []).map((item) => ({
    value: item.countryCode,
    label: item.name,
  }));
  const choose = t('personal.choose');
  const common = { control, errorText, requiredText: t('profile.required') } as const;

  const submit = (values: FamilyValues) => {
    add.mutate(familyBodyOf(values), {
      onSuccess: onAdded,
      onError: (error) => {
        showServerIssues(error, setError, familyFieldOf, t('profile.saveFailed'));
      },
    });
  };

  return (
    <form
      className="member-card profile-form"
      noValidate
      aria-labelledby="family-add-title"
      onSubmit={(event) => {
        if (add.isPending) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <h3 id="family-add-title" className="member-card__title profile-form__full">
        {t('family.addTitle')}
      </h3>
      <SelectField
        {...common}
        name="title"
        id="family-title"
        label={t('personal.titleField')}
        placeholder={choose}
        isRequired
        options={TITLES.map((value) => ({ value, label: t(`personal.titles.${value}`) }))}
      />
      <SelectField
        {...common}
        name="gender"
        id="family-gender"
        label={t('personal.gender')}
        placeholder={choose}
        isRequired
        options={GENDERS.map((value) => ({ value, label: t(`personal.genders.${value}`) }))}
      />
      <TextField
        {...common}
        name="lastName"
        id="family-lastName"
        label={t('personal.familyName')}
        isRequired
        maxLength={40}
        filter={filterNameInput}
      />
      <TextField
        {...common}
        name="middleName"
        id="family-middleName"
        label={t('family.middleName')}
        maxLength={40}
        filter={filterNameInput}
      />
      <TextField
        {...common}
        name="firstName"
        id="family-firstName"
        label={t('family.firstName')}
        isRequired
        maxLength={40}
        filter={filterNameInput}
      />
      <TextField
        {...common}
        name="dateOfBirth"
        id="family-dateOfBirth"
        label={t('personal.birthDate')}
        type="date"
        isRequired
      />
      <SelectField
        {...common}
        name="nationality"
        id="family-nationality"
        label={t('personal.nationality')}
        placeholder={choose}
        isRequired
        options={countryOptions}
      />
      <SelectField
        {...common}
        name="relation"
        id="family-relation"
        label={t('personal.relation')}
        placeholder={choose}
        isRequired
        options={EMERGENCY_RELATIONS.map((value) => ({ value, label: t(`personal.relations.${value}`) }))}
      />
      <TextField
        {...common}
        name="documentNumber"
        id="family-documentNumber"
        label={t('family.documentNumber')}
        maxLength={15}
        filter={(text) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')}
      />
      <TextField
        {...common}
        name="documentExpiry"
        id="family-documentExpiry"
        label={t('family.documentExpiry')}
        type="date"
      />
      {formState.errors.root?.message ? (
        <p role="alert" className="member-alert profile-form__full">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="profile-form__full">
        <Button type="submit" isDisabled={add.isPending}>
          {t('family.add')}
        </Button>
      </div>
    </form>
  );
}
