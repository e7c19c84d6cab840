import { filterNameInput } from '@skybook/domain/text-filters';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useRetroClaim, type RetroClaim } from './profile-api';
import { serverMessage } from './server-issues';

const LOCATOR = /^[A-Z0-9]{5,8}$/;

/**
 * The retro-claim (decision 030): a past flight's booking code and the member's name as booked;
 * the points credited, or the server's reason (in the page's language) why not.
 */
export function RetroClaimForm() {
  const { t } = useTranslation('member');
  const claim = useRetroClaim();
  const [credited, setCredited] = useState<number | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RetroClaim>({
    defaultValues: { reservationLocator: '', familyName: '', givenName: '' },
    mode: 'onTouched',
    resolver: (values) => {
      const errors: Partial<Record<keyof RetroClaim, { type: string; message: string }>> = {};
      if (!LOCATOR.test(values.reservationLocator))
        errors.reservationLocator = { type: 'pattern', message: 'locator' };
      if (values.familyName.trim() === '') errors.familyName = { type: 'required', message: 'required' };
      if (values.givenName.trim() === '') errors.givenName = { type: 'required', message: 'required' };
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const errorText = (message: string | undefined) =>
    message === 'locator'
      ? t('claim.errors.locator')
      : message === 'required'
        ? t('profile.requiredField')
        : message;

  const submit = (values: RetroClaim) => {
    setCredited(null);
    claim.mutate(
      { ...values, familyName: values.familyName.trim(), givenName: values.givenName.trim() },
      {
        onSuccess: (answer) => {
          setCredited(answer.points);
        },
        onError: (error) => {
          setError('root', {
            type: 'server',
            message: serverMessage(error, t('profile.saveFailed')),
          });
        },
      },
    );
  };

  return (
    <section className="member-card" aria-labelledby="claim-title">
      <h2 id="claim-title" className="member-card__title">
        {t('claim.title')}
      </h2>
      <p className="member-note">{t('claim.intro')}</p>
      <form
        className="profile-form"
        noValidate
        onSubmit={(event) => {
          if (claim.isPending) event.preventDefault();
          else void handleSubmit(submit)(event);
        }}
      >
        <TextField
          control={control}
          name="reservationLocator"
          id="claim-locator"
          label={t('claim.locator')}
          isRequired
          requiredText={t('profile.required')}
          errorText={errorText}
          autoComplete="off"
          maxLength={8}
          filter={(text) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')}
          className="profile-form__full"
        />
        <TextField
          control={control}
          name="familyName"
          id="claim-family-name"
          label={t('claim.familyName')}
          isRequired
          requiredText={t('profile.required')}
          errorText={errorText}
          autoComplete="family-name"
          maxLength={40}
          filter={filterNameInput}
        />
        <TextField
          control={control}
          name="givenName"
          id="claim-given-name"
          label={t('claim.givenName')}
          isRequired
          requiredText={t('profile.required')}
          errorText={errorText}
          autoComplete="given-name"
          maxLength={40}
          filter={filterNameInput}
        />
        {formState.errors.root?.message ? (
          <p role="alert" className="member-alert profile-form__full">
            {formState.errors.root.message}
          </p>
        ) : null}
        {credited !== null ? (
          <p role="status" className="profile-success profile-form__full">
            {t('claim.credited', { points: credited })}
          </p>
        ) : null}
        <div className="profile-form__full">
          <Button type="submit" isPending={claim.isPending}>
            {t('claim.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
