import type { FindReservationQuery } from '@skybook/contracts/manage-booking';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../lib/form-resolver';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { CaptchaStatus } from './CaptchaStatus';

export type LookupValues = FindReservationQuery;

const EMPTY: LookupValues = { locator: '', lastName: '', firstName: '' };

type LookupError = 'required' | 'tooLong';

/** What the form sends: the fields without the spaces around them (the server ignores case). */
function trimmed(values: LookupValues): LookupValues {
  return {
    locator: values.locator.trim().toUpperCase(),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
  };
}

const resolver = contractResolver<LookupValues, LookupValues, LookupError>({
  schema: () =>
    import('@skybook/contracts/manage-booking').then((module) => module.findReservationQuerySchema),
  toRequest: trimmed,
  issueOf: (issue) => ({
    field: String(issue.path[0] ?? 'root'),
    message: issue.code === 'too_big' ? 'tooLong' : 'required',
  }),
  submits: 'parsed',
});

export interface LookupFormProps {
  readonly headingId: string;
  readonly isPending: boolean;
  readonly onSubmit: (values: LookupValues) => void;
  /** The button's words, and while the lookup runs ("Find booking", "Searching…"). */
  readonly submitLabel: string;
  readonly pendingLabel: string;
  /** What the form starts with (check-in's address may carry the three fields). */
  readonly initialValues?: LookupValues;
}

/**
 * requirements §5 lookup form, for manage booking and online check-in (each page's stylesheet
 * @imports its layout, booking-lookup.css: a stylesheet of its own was one more file name in the
 * start-up code's list of chunks): the booking code, family
 * name and given names, each required ("Trường này bắt buộc nhập"), checked by the contract's
 * schema; the first field at fault takes the focus and its error is read through its
 * aria-describedby.
 */
export function LookupForm({
  headingId,
  isPending,
  onSubmit,
  submitLabel,
  pendingLabel,
  initialValues = EMPTY,
}: LookupFormProps) {
  const { t } = useTranslation('manageBooking');
  const { control, handleSubmit } = useForm<LookupValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onTouched',
  });
  const errorText = (message: string | undefined) =>
    message === 'tooLong' ? t('search.errors.tooLong') : message ? t('search.errors.required') : undefined;
  return (
    <form
      className="lookup-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        if (isPending) event.preventDefault();
        else
          void handleSubmit((values) => {
            onSubmit(trimmed(values));
          })(event);
      }}
    >
      <TextField
        control={control}
        name="locator"
        id="lookup-locator"
        label={t('search.locator')}
        hint={t('search.locatorHint')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="off"
        maxLength={20}
        filter={(text) => text.toUpperCase()}
        className="lookup-form__locator"
      />
      <TextField
        control={control}
        name="lastName"
        id="lookup-lastName"
        label={t('search.lastName')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="family-name"
        maxLength={100}
      />
      <TextField
        control={control}
        name="firstName"
        id="lookup-firstName"
        label={t('search.firstName')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="given-name"
        maxLength={100}
      />
      <Button type="submit" isPending={isPending} className="lookup-form__submit">
        {isPending ? pendingLabel : submitLabel}
      </Button>
      <CaptchaStatus />
    </form>
  );
}
