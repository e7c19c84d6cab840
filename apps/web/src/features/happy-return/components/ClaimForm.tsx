import type { FoundItemPaxDto } from '@skybook/contracts/happy-returns';
import {
  DESCRIPTION_MAX_LENGTH,
  DETAIL_MAX_LENGTH,
  RETURN_METHODS,
  claimRules,
  type ClaimResponse,
} from '@skybook/contracts/happy-returns-requests';
import type { Language } from '@skybook/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useSubmitClaim } from '../api/submit-requests';
import { contractResolver } from '../../../lib/form-resolver';
import { serverFieldIssues } from '../form-rules';
import { EMPTY_CLAIM, toClaimRequest, type ClaimValues } from '../form-values';
import { ContactFields } from './ContactFields';
import { useFailureText } from './form-messages';
import { RequestConfirmation } from './RequestConfirmation';
import { RadioGroupField, TextAreaField, TextField } from './fields';

const ID_PREFIX = 'hr-claim';
const FIELDS = Object.keys(EMPTY_CLAIM);
const resolver = contractResolver<ClaimValues>({ schema: () => claimRules() });

export interface ClaimFormProps {
  readonly item: FoundItemPaxDto;
  readonly language: Language;
  readonly headingId: string;
  /** Back to the search, after the claim. */
  readonly searchPath: string;
}

/**
 * The claim of a found item (requirements §7 POST request/claim/{itemId}): who claims it, the booking of
 * the flight, why it is theirs and how it comes back; answered with the HR reference.
 */
export function ClaimForm({ item, language, headingId, searchPath }: ClaimFormProps) {
  const { t } = useTranslation('happyReturn');
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const submitClaim = useSubmitClaim(item.id);
  const [receipt, setReceipt] = useState<ClaimResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClaimValues>({
    defaultValues: EMPTY_CLAIM,
    resolver,
    mode: 'onTouched',
  });
  const returnMethod = useWatch({ control, name: 'returnMethod' });

  async function submit(values: ClaimValues): Promise<void> {
    setFailure(null);
    try {
      setReceipt(await submitClaim.mutateAsync(toClaimRequest(values)));
    } catch (error) {
      const issues = serverFieldIssues(error, FIELDS);
      for (const { field, message } of issues)
        setError(field as FieldPath<ClaimValues>, { type: 'server', message }, { shouldFocus: true });
      if (issues.length === 0) setFailure(failureText(error));
    }
    // The item's status moves with a claim (or was returned meanwhile): show it as it is now.
    await queryClient.invalidateQueries({ queryKey: ['happy-returns', 'item', item.id] });
  }

  if (receipt) {
    const outcome = receipt.isRepeat ? 'repeat' : receipt.status === 'queued' ? 'queued' : 'pending';
    return (
      <RequestConfirmation
        heading={t('claim.done.heading')}
        body={t(`claim.done.${outcome}`, { office: item.storage.airportName })}
        reference={receipt.reference}
        submittedAt={receipt.submittedAt}
        language={language}
      >
        <Link to={searchPath} className="text-link">
          {t('claim.done.back')}
        </Link>
      </RequestConfirmation>
    );
  }

  const invalidCount = formState.submitCount > 0 ? Object.keys(formState.errors).length : 0;
  return (
    <form
      className="hr-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        if (submitClaim.isPending) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <p className="hr-muted">{t('requiredNote')}</p>
      <fieldset className="hr-fieldset">
        <legend className="hr-fieldset__legend">{t('claim.contactLegend')}</legend>
        <ContactFields
          control={control}
          idPrefix={ID_PREFIX}
          language={language}
          names={{ name: 'fullName', email: 'email', phoneCode: 'phoneCode', phoneNumber: 'phoneNumber' }}
        />
      </fieldset>
      <fieldset className="hr-fieldset">
        <legend className="hr-fieldset__legend">{t('claim.ownershipLegend')}</legend>
        <div className="hr-grid">
          <TextField
            control={control}
            name="bookingCode"
            idPrefix={ID_PREFIX}
            label={t('search.fields.bookingCode')}
            hint={t('search.hints.bookingCode')}
            isRequired
            maxLength={6}
            filter={(text) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')}
          />
        </div>
        <TextAreaField
          control={control}
          name="proof"
          idPrefix={ID_PREFIX}
          label={t('claim.proof')}
          hint={t('claim.proofHint')}
          isRequired
          maxLength={DESCRIPTION_MAX_LENGTH}
        />
      </fieldset>
      <fieldset className="hr-fieldset">
        <legend className="hr-fieldset__legend">{t('claim.returnLegend')}</legend>
        <RadioGroupField
          control={control}
          name="returnMethod"
          idPrefix={ID_PREFIX}
          label={t('claim.returnMethod')}
          isRequired
          options={RETURN_METHODS.map((method) => ({
            value: method,
            label: t(`claim.returnMethods.${method}`, { office: item.storage.airportName }),
          }))}
        />
        {returnMethod === 'courier' ? (
          <TextAreaField
            control={control}
            name="deliveryAddress"
            idPrefix={ID_PREFIX}
            label={t('claim.deliveryAddress')}
            hint={t('claim.deliveryAddressHint')}
            isRequired
            maxLength={DETAIL_MAX_LENGTH}
            rows={3}
          />
        ) : null}
      </fieldset>
      <div role="alert" className="hr-alert-slot">
        {failure === null ? null : <p className="hr-alert">{failure}</p>}
        {failure === null && invalidCount > 0 ? (
          <p className="hr-alert">{t('invalidCount', { count: invalidCount })}</p>
        ) : null}
      </div>
      <Button type="submit" className="hr-submit" isPending={submitClaim.isPending}>
        {submitClaim.isPending ? t('submitting') : t('claim.submit')}
      </Button>
    </form>
  );
}
