import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { CountryDto } from '@skybook/contracts/content';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import { getSiteRoute } from '@skybook/contracts/site-routes';
import { AIRLINE_TIME_ZONE, isIsoDate, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { sitePath } from '../../../lib/site-path';
import { useRevealedInTurn } from '../../../lib/use-revealed-in-turn';
import {
  draftForSession,
  usePassengerDetails,
  type PassengerDetailsDraft,
} from '../../../stores/passenger-details';
import { provincesQueryOptions, useProvinces } from '../../../lib/countries';
import { postQuotation, servicesForQuotation } from '../api/post-quotation';
import { detailsResolver } from '../details-resolver';
import { countFieldErrors, fieldOfIssuePath, fieldOrder, initialDetails, rulesContext } from '../form-model';
import { fitsType } from '../member-prefill';
import { useMemberTravellers, useProfilePrefill } from '../use-member-prefill';
import { ContactCard } from './ContactCard';
import { EmergencyContactCard } from './EmergencyContactCard';
import { isFormError, useErrorText } from './fields';
import { PassengerCard } from './PassengerCard';

export interface PassengerDetailsFormProps {
  readonly session: BookingSessionDto;
  readonly language: Language;
  readonly countries: readonly CountryDto[];
}

/** Today in Vietnam (requirements §9 default country): nobody is born after it. */
function vietnamToday(): IsoDate {
  return toIsoDate(new Date(), AIRLINE_TIME_ZONE);
}

/** requirements §4: a failed save of the typed details is said out loud, with a way to dismiss it. */
function DetailsSaveAlert() {
  const { t } = useTranslation('passengers');
  const { t: tCommon } = useTranslation();
  const saveFailed = usePassengerDetails((state) => state.saveFailed);
  const dismiss = usePassengerDetails((state) => state.dismissSaveError);
  return (
    <div role="alert" className="pax-alert-slot">
      {saveFailed ? (
        <div className="pax-alert">
          <p>{t('saveFailed')}</p>
          <Button variant="secondary" onPress={dismiss}>
            {tCommon('actions.close')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The /passengers form: a card per passenger, the contact and the emergency contact, validated
 * with the contracts' rules as the traveller goes, then by the server's quotation on Continue.
 */
export function PassengerDetailsForm({ session, language, countries }: PassengerDetailsFormProps) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { sessionId } = session;
  const [today] = useState(vietnamToday);
  const referenceDate = isIsoDate(session.ageReferenceDate) ? session.ageReferenceDate : today;
  const [defaultValues] = useState(() =>
    initialDetails(draftForSession(usePassengerDetails.getState(), sessionId), session.passengers),
  );
  const saveDraft = usePassengerDetails((state) => state.saveDraft);
  const confirm = usePassengerDetails((state) => state.confirm);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const queryClient = useQueryClient();
  // The rules run with the countries and the contact country's provinces as loaded by then.
  const resolver = useMemo(
    () =>
      detailsResolver((values) => {
        const countryCode = values.contact.country;
        const provinceList =
          countryCode === ''
            ? undefined
            : queryClient.getQueryData(provincesQueryOptions(language, countryCode).queryKey);
        return rulesContext({
          ageReferenceDate: referenceDate,
          today,
          requiresDocuments: session.requiresDocuments,
          counts: session.passengers,
          countryCodes: new Set(countries.map((country) => country.countryCode)),
          provinces: provinceList
            ? { countryCode, codes: new Set(provinceList.map((province) => province.code)) }
            : null,
        });
      }),
    [queryClient, language, referenceDate, today, session.requiresDocuments, session.passengers, countries],
  );
  const form = useForm<PassengerDetailsDraft, unknown, PassengerDetails>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { control, handleSubmit, setError, setFocus, subscribe, formState } = form;
  // The cards come one after another (a card per passenger, the contact, the emergency contact),
  // then Continue; every field's value is in the form from the start.
  const passengerCount = defaultValues.passengers.length;
  const revealed = useRevealedInTurn(passengerCount + 2);
  // After a first Continue, how many fields still need the traveller, as they fix them.
  const invalidCount = formState.submitCount > 0 ? countFieldErrors(formState.errors) : 0;

  const contactCountry = useWatch({ control, name: 'contact.country' });
  const provinces = useProvinces(language, contactCountry);
  const provinceList = useMemo(
    () => (provinces.data && contactCountry !== '' ? provinces.data : []),
    [provinces.data, contactCountry],
  );

  // requirements §4 persisted state: what is typed survives a reload (saved at most once per 500 ms).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDraft(sessionId, structuredClone(values));
        },
      }),
    [subscribe, saveDraft, sessionId],
  );
  // A signed-in member's profile fills the first adult and the contact (after the draft's saving
  // starts, so what it fills is kept too); each card may be filled from them or their family. A
  // guest's page asks nothing of the member service.
  const { profile, travellers } = useMemberTravellers();
  const dates = useMemo(() => ({ reference: referenceDate, today }), [referenceDate, today]);
  useProfilePrefill(form, profile, { dates, requiresDocuments: session.requiresDocuments });

  const quotation = useMutation({
    mutationFn: (details: PassengerDetails) =>
      postQuotation({ details, services: servicesForQuotation(sessionId) }),
  });

  /** The server found what the form did not: each issue on its field, the first one focused. */
  function showServerIssues(error: ApiError): boolean {
    const issues = (error.envelope?.details?.issues ?? []).flatMap((issue) => {
      const field = fieldOfIssuePath(issue.path);
      if (field === null) return [];
      // The rules' key when the server names one, so the message reads as the form's own.
      return [{ field, message: isFormError(issue.code) ? issue.code : issue.message }];
    });
    if (issues.length === 0) return false;
    issues.sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field));
    for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
    const [first] = issues;
    if (first) setFocus(first.field);
    return true;
  }

  async function submitValid(details: PassengerDetails): Promise<void> {
    setListError(null);
    setSubmitError(null);
    try {
      await quotation.mutateAsync(details);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && showServerIssues(error)) return;
      // A lost session has already sent the traveller home (booking-api); anything else is said here.
      setSubmitError(error instanceof ApiError ? error.message : t('submitFailed'));
      return;
    }
    confirm(sessionId, details);
    await navigate(sitePath(language, getSiteRoute('selectService').path));
  }

  function submitInvalid(errors: FieldErrors<PassengerDetailsDraft>): void {
    setSubmitError(null);
    const passengersError = errors.passengers?.root?.message ?? errors.passengers?.message;
    setListError(errorText(passengersError) ?? null);
  }

  return (
    <FormProvider {...form}>
      <form
        className="pax-form"
        noValidate
        onSubmit={(event) => {
          if (quotation.isPending) event.preventDefault();
          else void handleSubmit(submitValid, submitInvalid)(event);
        }}
        aria-describedby="pax-intro"
      >
        <DetailsSaveAlert />
        {defaultValues.passengers.slice(0, revealed).map((passenger, index) => (
          <PassengerCard
            key={passenger.key}
            control={control}
            index={index}
            passengerKey={passenger.key}
            type={passenger.type}
            countries={countries}
            requiresDocuments={session.requiresDocuments}
            language={language}
            referenceDate={referenceDate}
            today={today}
            fillChoices={travellers.filter((traveller) => fitsType(traveller, passenger.type, dates))}
          />
        ))}
        {revealed > passengerCount ? <ContactCard countries={countries} provinces={provinceList} /> : null}
        {revealed > passengerCount + 1 ? (
          <EmergencyContactCard control={control} countries={countries} />
        ) : null}
        <div className="pax-form__footer" hidden={revealed < passengerCount + 2}>
          <div role="alert" className="pax-alert-slot">
            {submitError === null ? null : <p className="pax-alert">{submitError}</p>}
            {listError === null ? null : <p className="pax-alert">{listError}</p>}
          </div>
          <p role="status" className="pax-form__status">
            {quotation.isPending
              ? t('submitting')
              : invalidCount > 0
                ? t('invalidCount', { count: invalidCount })
                : null}
          </p>
          <Button type="submit" className="pax-form__continue" isPending={quotation.isPending}>
            {t('continue')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
