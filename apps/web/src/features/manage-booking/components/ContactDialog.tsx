import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { MESSAGING_APPS } from '@skybook/domain/booking-enums';
import type { Language } from '@skybook/domain/languages';
import { filterDigitsInput, filterEmailInput, filterAddressInput } from '@skybook/domain/text-filters';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useFormState, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useCountries, useProvinces } from '../../../lib/countries';
import { contractResolver } from '../../../lib/form-resolver';
import { useUpdateContact } from '../api/update-contact';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import {
  contactFieldOf,
  contactIssues,
  contactValues,
  isContactError,
  isContactLists,
  type ContactError,
  type ContactLists,
  type ContactValues,
} from '../contact-form';

export interface ContactDialogProps {
  readonly contact: ReservationDto['contact'];
  readonly language: Language;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onSaved: () => void;
}

const NO_LISTS: ContactLists = { countries: undefined, provinces: undefined };

/** The contract's schema on the values, then the server's rules against the lists (the form's context). */
const resolver: Resolver<ContactValues, unknown> = (values, lists, options) =>
  contractResolver<ContactValues, ContactValues, ContactError>({
    schema: () => import('@skybook/contracts/reservation').then((module) => module.updatableContactSchema),
    issueOf: (issue) => ({
      field: String(issue.path[0] ?? 'root'),
      message: isContactError(issue.message) ? issue.message : 'required',
    }),
    refine: (checked) => contactIssues(checked, isContactLists(lists) ? lists : NO_LISTS),
  })(values, lists, options);

/** The dialog around the form: the form mounts (from the booking's contact) each time it opens. */
export function ContactDialog({ contact, language, isOpen, onOpenChange, onSaved }: ContactDialogProps) {
  const { t } = useTranslation('manageBooking');
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('contact.dialogTitle')}
      closeLabel={t('cancel.close')}
    >
      {(close) => <ContactForm contact={contact} language={language} onCancel={close} onSaved={onSaved} />}
    </ModalDialog>
  );
}

interface ContactFormProps {
  readonly contact: ReservationDto['contact'];
  readonly language: Language;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
}

/**
 * The contact's e-mail, phone, address, country, province and messaging app, checked as the
 * server checks them (the contract's schema and its rules); what the server still refuses is
 * shown on the field it names, and the first such field takes the focus.
 */
function ContactForm({ contact, language, onCancel, onSaved }: ContactFormProps) {
  const { t } = useTranslation('manageBooking');
  const update = useUpdateContact(language);
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const countries = useCountries(language);
  // The country is mirrored here (the select tells of each choice) so its provinces load before
  // the form is built: the resolver checks the values against both lists, its context.
  const [country, setCountry] = useState(contact.country);
  const provinces = useProvinces(language, country);
  const lists = useMemo<ContactLists>(
    () => ({ countries: countries.data, provinces: provinces.data }),
    [countries.data, provinces.data],
  );
  const { control, handleSubmit, setError, setValue, getValues } = useForm<ContactValues, unknown>({
    defaultValues: contactValues(contact),
    resolver,
    context: lists,
    mode: 'onTouched',
  });
  const provinceOptions = (provinces.data ?? []).map((province) => ({
    value: province.code,
    label: province.name,
  }));

  // A province of another country is forgotten when the country changes.
  useEffect(() => {
    const province = getValues('province');
    if (province !== '' && provinces.data && !provinces.data.some((item) => item.code === province))
      setValue('province', '');
  }, [provinces.data, getValues, setValue]);

  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : isContactError(message) ? t(`contact.errors.${message}`) : message;

  const submit = (values: ContactValues) => {
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (leaveOnRefusedGrant(error)) return;
        const issues = error instanceof ApiError ? (error.envelope?.details?.issues ?? []) : [];
        let isFirst = true;
        for (const issue of issues) {
          const field = contactFieldOf(issue.path);
          if (!field) continue;
          // The server's message is already in the page's language.
          setError(field, { type: 'server', message: issue.message }, { shouldFocus: isFirst });
          isFirst = false;
        }
        if (isFirst)
          setError('root', {
            type: 'server',
            message: error instanceof ApiError && error.message !== '' ? error.message : t('actions.failed'),
          });
      },
    });
  };

  const phoneCodes = [...new Set((countries.data ?? []).map((item) => item.phoneCode))];
  const phoneCodeOptions = (
    phoneCodes.includes(contact.phoneCode) ? phoneCodes : [contact.phoneCode, ...phoneCodes]
  ).map((code) => ({ value: code, label: code }));
  const countryOptions = (countries.data ?? []).map((item) => ({
    value: item.countryCode,
    label: item.name,
  }));
  if (!countryOptions.some((option) => option.value === contact.country))
    countryOptions.unshift({ value: contact.country, label: contact.country });

  return (
    <form
      className="mb-form"
      noValidate
      onSubmit={(event) => {
        if (update.isPending) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <TextField
        control={control}
        name="email"
        id="mb-contact-email"
        label={t('contact.email')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        filter={filterEmailInput}
        className="mb-form__full"
      />
      <SelectField
        control={control}
        name="phoneCode"
        id="mb-contact-phoneCode"
        label={t('contact.phoneCode')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        options={phoneCodeOptions}
        autoComplete="tel-country-code"
      />
      <TextField
        control={control}
        name="phoneNumber"
        id="mb-contact-phoneNumber"
        label={t('contact.phone')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
        filter={filterDigitsInput}
      />
      <TextField
        control={control}
        name="address"
        id="mb-contact-address"
        label={t('contact.address')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="street-address"
        maxLength={50}
        filter={filterAddressInput}
        className="mb-form__full"
      />
      <SelectField
        control={control}
        name="country"
        id="mb-contact-country"
        label={t('contact.country')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        options={countryOptions}
        placeholder={t('contact.choose')}
        autoComplete="country"
        onValueChange={setCountry}
      />
      {provinceOptions.length > 0 || country === 'VN' ? (
        <SelectField
          control={control}
          name="province"
          id="mb-contact-province"
          label={t('contact.province')}
          isRequired={country === 'VN'}
          requiredText={t('required')}
          errorText={errorText}
          options={provinceOptions}
          placeholder={t('contact.choose')}
          autoComplete="address-level1"
        />
      ) : null}
      <SelectField
        control={control}
        name="messagingApp"
        id="mb-contact-messagingApp"
        label={t('contact.messagingApp')}
        errorText={errorText}
        options={MESSAGING_APPS.map((app) => ({ value: app, label: t(`contact.messagingApps.${app}`) }))}
        className="mb-form__full"
      />
      <RootError control={control} />
      <div className="mb-dialog__buttons mb-form__full">
        <Button variant="secondary" onPress={onCancel}>
          {t('contact.cancel')}
        </Button>
        <Button type="submit" isPending={update.isPending}>
          {update.isPending ? t('contact.saving') : t('contact.save')}
        </Button>
      </div>
    </form>
  );
}

/** A failure the server named no field for, read out at once. */
function RootError({ control }: { readonly control: Control<ContactValues, unknown> }) {
  const { errors } = useFormState({ control });
  const message = errors.root?.message;
  return message ? (
    <p role="alert" className="mb-alert mb-form__full">
      {message}
    </p>
  ) : null;
}
