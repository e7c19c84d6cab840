import type { FindReservationQuery } from '@skybook/contracts/manage-booking';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { contractResolver } from '../../../lib/form-resolver';

type Values = FindReservationQuery;

const EMPTY: Values = { locator: '', lastName: '', firstName: '' };

type LookupError = 'required' | 'tooLong';

/** What the form sends: the fields without the spaces around them (the server ignores case). */
function trimmed(values: Values): Values {
  return {
    locator: values.locator.trim().toUpperCase(),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
  };
}

const resolver = contractResolver<Values, Values, LookupError>({
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
  readonly onSubmit: (values: Values) => void;
}

/**
 * requirements §5 lookup form: the booking code, family name and given names, each required
 * ("Trường này bắt buộc nhập"), checked by the contract's schema; the first field at fault takes
 * the focus and its error is read through its aria-describedby.
 */
export function LookupForm({ headingId, isPending, onSubmit }: LookupFormProps) {
  const { t } = useTranslation('manageBooking');
  const { control, handleSubmit } = useForm<Values>({ defaultValues: EMPTY, resolver, mode: 'onTouched' });
  const errorText = (message: string | undefined) =>
    message === 'tooLong' ? t('search.errors.tooLong') : message ? t('search.errors.required') : undefined;
  return (
    <form
      className="mb-lookup"
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
        id="mb-locator"
        label={t('search.locator')}
        hint={t('search.locatorHint')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="off"
        maxLength={20}
        filter={(text) => text.toUpperCase()}
        className="mb-lookup__locator"
      />
      <TextField
        control={control}
        name="lastName"
        id="mb-lastName"
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
        id="mb-firstName"
        label={t('search.firstName')}
        isRequired
        requiredText={t('required')}
        errorText={errorText}
        autoComplete="given-name"
        maxLength={100}
      />
      <Button type="submit" isPending={isPending} className="mb-lookup__submit">
        {isPending ? t('search.submitting') : t('search.submit')}
      </Button>
    </form>
  );
}
