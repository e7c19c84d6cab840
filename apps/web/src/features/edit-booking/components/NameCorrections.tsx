import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { NAME_CORRECTION_MAX_EDITS } from '@skybook/domain/name-correction';
import type { Language } from '@skybook/domain/languages';
import { filterNameInput, normalizeName } from '@skybook/domain/text-filters';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Control, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField, type ErrorText } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { storeReservation } from '../../../lib/managed-reservation';
import { useCorrectNames } from '../api/correct-names';
import {
  nameEditKind,
  nameFormValues,
  nameIssues,
  normalizedCorrection,
  type NameFormValues,
} from '../name-form';

const loadSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.updateContactBodySchema);

/** Server messages are shown as written; the form's own are keys. */
const SERVER_PREFIX = 'server:';

export interface NameCorrectionsProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
}

/**
 * "Correct a name" (requirements §2 edit booking): each passenger's name prefilled and filtered as it
 * is typed, as the passengers form does; a warning as soon as an edit is more than a correction
 * (domain name-correction: at most 3 letters over the whole name); only the names edited are sent
 * (PUT reservations), and the server's refusals land on the fields they concern.
 */
export function NameCorrections({ reservation, language }: NameCorrectionsProps) {
  const { t } = useTranslation('editBooking');
  const queryClient = useQueryClient();
  const correct = useCorrectNames();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, setFocus } = useForm<NameFormValues>({
    defaultValues: nameFormValues(reservation),
    resolver: contractResolver<NameFormValues, { passengers: NameFormValues['passengers'] }>({
      schema: loadSchema,
      toRequest: (values) => ({ passengers: values.passengers }),
      issueOf: (issue) => ({ field: issue.path.map(String).join('.'), message: 'invalid' }),
      refine: (values) => nameIssues(values),
    }),
  });
  const booked = new Map(reservation.passengers.map((passenger) => [passenger.key, passenger]));
  const errorText: ErrorText = (message) => {
    if (message === undefined) return undefined;
    if (message.startsWith(SERVER_PREFIX)) return message.slice(SERVER_PREFIX.length);
    return message === 'required' ? t('names.errors.required') : t('names.errors.invalid');
  };

  const submit = handleSubmit((values) => {
    setFormError(null);
    setSaved(false);
    const edited = values.passengers.flatMap((passenger, index) => {
      const kind = nameEditKind(booked.get(passenger.passengerKey), passenger);
      return kind === 'unchanged' ? [] : [{ index, kind, correction: normalizedCorrection(passenger) }];
    });
    const tooBig = edited.find((entry) => entry.kind === 'tooBig');
    if (tooBig) {
      setFocus(`passengers.${tooBig.index}.lastName`);
      return;
    }
    if (edited.length === 0) {
      setFormError(t('names.nothing'));
      return;
    }
    correct.mutate(
      edited.map((entry) => entry.correction),
      {
        onSuccess: (updated) => {
          storeReservation(queryClient, updated, language);
          reset(nameFormValues(updated));
          setSaved(true);
        },
        onError: (error) => {
          showServerError(error, edited, setError, setFocus, setFormError, t('names.failed'));
        },
      },
    );
  });

  return (
    <section className="eb-card" aria-labelledby="eb-names-title">
      <h2 id="eb-names-title" className="eb-card__title">
        {t('names.title')}
      </h2>
      <p className="eb-note">{t('names.intro', { max: NAME_CORRECTION_MAX_EDITS })}</p>
      <form
        className="eb-names"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        {reservation.passengers.map((passenger, index) => (
          <PassengerName
            key={passenger.key}
            index={index}
            control={control}
            booked={booked.get(passenger.key)}
            errorText={errorText}
          />
        ))}
        {formError ? (
          <p className="eb-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <p className="eb-success" role="status">
          {saved ? t('names.saved') : ''}
        </p>
        <Button type="submit" isPending={correct.isPending} className="eb-names__submit">
          {t('names.save')}
        </Button>
      </form>
    </section>
  );
}

interface PassengerNameProps {
  readonly index: number;
  readonly control: Control<NameFormValues>;
  readonly booked: ReservationDto['passengers'][number] | undefined;
  readonly errorText: ErrorText;
}

function PassengerName({ index, control, booked, errorText }: PassengerNameProps) {
  const { t } = useTranslation('editBooking');
  const path = `passengers.${index}` as const;
  const edited = useWatch({ control, name: path });
  const kind = nameEditKind(booked, edited);
  const warningId = `eb-name-warning-${String(index)}`;
  const bookedName = booked
    ? [booked.lastName, booked.middleName, booked.firstName].filter(Boolean).join(' ')
    : '';
  return (
    <fieldset className="eb-name" aria-describedby={warningId}>
      <legend className="eb-name__legend">
        {t('names.passenger', { number: index + 1, name: bookedName })}
      </legend>
      <div className="eb-name__fields">
        <TextField
          control={control}
          id={`eb-name-${String(index)}-last`}
          name={`${path}.lastName`}
          label={t('names.lastName')}
          isRequired
          requiredText={t('names.requiredText')}
          autoComplete="off"
          maxLength={40}
          errorText={errorText}
          filter={filterNameInput}
          normalize={normalizeName}
        />
        <TextField
          control={control}
          id={`eb-name-${String(index)}-middle`}
          name={`${path}.middleName`}
          label={t('names.middleName')}
          autoComplete="off"
          maxLength={40}
          errorText={errorText}
          filter={filterNameInput}
          normalize={normalizeName}
        />
        <TextField
          control={control}
          id={`eb-name-${String(index)}-first`}
          name={`${path}.firstName`}
          label={t('names.firstName')}
          isRequired
          requiredText={t('names.requiredText')}
          autoComplete="off"
          maxLength={40}
          errorText={errorText}
          filter={filterNameInput}
          normalize={normalizeName}
        />
      </div>
      <p id={warningId} className={kind === 'tooBig' ? 'eb-name__warning' : 'eb-note'} aria-live="polite">
        {kind === 'tooBig'
          ? t('names.tooBig', { max: NAME_CORRECTION_MAX_EDITS })
          : kind === 'correction'
            ? t('names.edited')
            : t('names.hint')}
      </p>
    </fieldset>
  );
}

/** The server's refusal on the fields it names, or above the button. */
function showServerError(
  error: unknown,
  sent: readonly { readonly index: number; readonly correction: { readonly passengerKey: string } }[],
  setError: UseFormSetError<NameFormValues>,
  setFocus: (name: `passengers.${number}.lastName`) => void,
  setFormError: (message: string) => void,
  fallback: string,
): void {
  if (!(error instanceof ApiError)) {
    setFormError(fallback);
    return;
  }
  const details = error.envelope?.details;
  let placed = false;
  for (const issue of details?.issues ?? []) {
    const match = /^body\.passengers\.(\d+)\.(lastName|middleName|firstName)$/.exec(issue.path);
    const entry = sent[Number(match?.[1] ?? -1)];
    const field = match?.[2];
    if (!entry || (field !== 'lastName' && field !== 'middleName' && field !== 'firstName')) continue;
    setError(
      `passengers.${entry.index}.${field}`,
      { type: 'server', message: `${SERVER_PREFIX}${issue.message}` },
      { shouldFocus: !placed },
    );
    placed = true;
  }
  if (error.errorCode === 'NAME_CORRECTION_NOT_ALLOWED' && details?.reason === 'notACorrection') {
    const entry = sent.find((candidate) => candidate.correction.passengerKey === details.passengerKey);
    if (entry) {
      setError(`passengers.${entry.index}.lastName`, {
        type: 'server',
        message: `${SERVER_PREFIX}${error.message}`,
      });
      setFocus(`passengers.${entry.index}.lastName`);
      placed = true;
    }
  }
  if (!placed) setFormError(error.message);
}
