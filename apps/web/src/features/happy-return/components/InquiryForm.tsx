import type { HappyReturnCategoryDto } from '@skybook/contracts/happy-returns';
import {
  DESCRIPTION_MAX_LENGTH,
  DETAIL_MAX_LENGTH,
  LOST_PLACES,
  inquiryRules,
  type InquiryResponse,
} from '@skybook/contracts/happy-returns-requests';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { propertiesQueryOptions } from '../api/get-catalogue';
import { useSubmitInquiry } from '../api/submit-requests';
import { contractResolver } from '../../../lib/form-resolver';
import { flightDateBounds, rulesContext, serverFieldIssues } from '../form-rules';
import { EMPTY_INQUIRY, toInquiryRequest, type InquiryValues } from '../form-values';
import { ContactFields } from './ContactFields';
import { useFailureText } from './form-messages';
import { PropertyFields } from './PropertyFields';
import { RequestConfirmation } from './RequestConfirmation';
import { RadioGroupField, SelectField, TextAreaField, TextField } from './fields';

const ID_PREFIX = 'hr-inquiry';
const FIELDS = Object.keys(EMPTY_INQUIRY);

export interface InquiryFormProps {
  readonly language: Language;
  readonly today: IsoDate;
  readonly categories: readonly HappyReturnCategoryDto[];
  /** The id of the heading that names the form. */
  readonly headingId: string;
}

/**
 * The lost-item report (requirements §7 POST request/inquiry): who to contact, the flight, the item with
 * its category's details, where it was lost; validated with the contracts' rules as the traveller
 * goes, and answered with the HR reference to quote.
 */
export function InquiryForm({ language, today, categories, headingId }: InquiryFormProps) {
  const { t } = useTranslation('happyReturn');
  const failureText = useFailureText();
  const submitInquiry = useSubmitInquiry();
  const [receipt, setReceipt] = useState<InquiryResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  // The rules check the chosen category's details with its list as loaded by then (PropertyFields).
  const resolver = useMemo(
    () =>
      contractResolver<InquiryValues, unknown>({
        schema: (values) => {
          const list = queryClient.getQueryData(propertiesQueryOptions(language, values.categoryId).queryKey);
          return inquiryRules(rulesContext(today, categoryIds, list ? [list] : []));
        },
        toRequest: toInquiryRequest,
      }),
    [queryClient, language, today, categoryIds],
  );
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<InquiryValues>({
    defaultValues: EMPTY_INQUIRY,
    resolver,
    mode: 'onTouched',
  });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const bounds = flightDateBounds(today);

  async function submit(values: InquiryValues): Promise<void> {
    setFailure(null);
    try {
      setReceipt(await submitInquiry.mutateAsync(toInquiryRequest(values)));
    } catch (error) {
      const issues = serverFieldIssues(error, FIELDS);
      for (const { field, message } of issues)
        setError(field as FieldPath<InquiryValues>, { type: 'server', message }, { shouldFocus: true });
      if (issues.length === 0) setFailure(failureText(error));
    }
  }

  if (receipt)
    return (
      <RequestConfirmation
        heading={t('inquiry.done.heading')}
        body={t('inquiry.done.body')}
        reference={receipt.reference}
        submittedAt={receipt.submittedAt}
        language={language}
        action={{
          label: t('inquiry.done.another'),
          onPress: () => {
            reset(EMPTY_INQUIRY);
            setReceipt(null);
          },
        }}
      />
    );

  const invalidCount = formState.submitCount > 0 ? Object.keys(formState.errors).length : 0;
  return (
    <form
      className="hr-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        if (submitInquiry.isPending) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <p className="hr-muted">{t('requiredNote')}</p>
      <fieldset className="hr-fieldset">
        <legend className="hr-fieldset__legend">{t('inquiry.contactLegend')}</legend>
        <ContactFields
          control={control}
          idPrefix={ID_PREFIX}
          language={language}
          names={{ name: 'contactName', email: 'email', phoneCode: 'phoneCode', phoneNumber: 'phoneNumber' }}
        />
      </fieldset>
      <fieldset className="hr-fieldset">
        <legend className="hr-fieldset__legend">{t('inquiry.flightLegend')}</legend>
        <div className="hr-grid">
          <TextField
            control={control}
            name="flightNumber"
            idPrefix={ID_PREFIX}
            label={t('search.fields.flightNumber')}
            hint={t('search.hints.flightNumber')}
            isRequired
            maxLength={8}
            filter={(text) => text.toUpperCase()}
          />
          <TextField
            control={control}
            name="flightDate"
            idPrefix={ID_PREFIX}
            type="date"
            label={t('search.fields.flightDate')}
            isRequired
            min={bounds.min}
            max={bounds.max}
          />
        </div>
      </fieldset>
      <fieldset className="hr-fieldset">
        <legend className="hr-fieldset__legend">{t('inquiry.itemLegend')}</legend>
        <div className="hr-grid">
          <SelectField
            control={control}
            name="categoryId"
            idPrefix={ID_PREFIX}
            label={t('inquiry.category')}
            isRequired
            placeholder={t('choose')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            onValueChange={() => {
              // Another category has other details.
              setValue('properties', {});
            }}
          />
        </div>
        <PropertyFields control={control} idPrefix={ID_PREFIX} language={language} categoryId={categoryId} />
        <TextAreaField
          control={control}
          name="description"
          idPrefix={ID_PREFIX}
          label={t('inquiry.description')}
          hint={t('inquiry.descriptionHint')}
          isRequired
          maxLength={DESCRIPTION_MAX_LENGTH}
        />
        <RadioGroupField
          control={control}
          name="lostPlace"
          idPrefix={ID_PREFIX}
          label={t('inquiry.lostPlace')}
          isRequired
          options={LOST_PLACES.map((place) => ({ value: place, label: t(`inquiry.lostPlaces.${place}`) }))}
        />
        <TextField
          control={control}
          name="lostPlaceDetail"
          idPrefix={ID_PREFIX}
          label={t('inquiry.lostPlaceDetail')}
          hint={t('inquiry.lostPlaceDetailHint')}
          maxLength={DETAIL_MAX_LENGTH}
        />
      </fieldset>
      <div role="alert" className="hr-alert-slot">
        {failure === null ? null : <p className="hr-alert">{failure}</p>}
        {failure === null && invalidCount > 0 ? (
          <p className="hr-alert">{t('invalidCount', { count: invalidCount })}</p>
        ) : null}
      </div>
      <Button type="submit" className="hr-submit" isPending={submitInquiry.isPending}>
        {submitInquiry.isPending ? t('submitting') : t('inquiry.submit')}
      </Button>
    </form>
  );
}
