import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { isValidLoyaltyNumber } from '@skybook/domain/passenger-rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passengerName } from '../../../components/itinerary/trip-names';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, type FormIssue } from '../../../lib/form-resolver';
import { useUpdatePassengerLoyalties } from '../api/passenger-loyalties';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';

export interface LoyaltyDialogProps {
  readonly reservation: ReservationDto;
  /** The page's language: the saved booking is written over its cached copy in it. */
  readonly language: Language;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onSaved: () => void;
}

interface Values {
  readonly passengers: { passengerKey: string; loyaltyNumber: string }[];
}

/** Membership numbers are capitals and digits; the spaces people copy with them are not part of it. */
function normalizeNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

const resolver = contractResolver<Values, Values, 'invalid'>({
  schema: () =>
    import('@skybook/contracts/reservation').then((module) => module.passengerLoyaltiesBodySchema),
  issueOf: (issue) => ({ field: issue.path.map(String).join('.'), message: 'invalid' }),
  // The server's rule (6–16 capitals or digits), which its schema leaves to the service.
  refine: (values) =>
    values.passengers.flatMap((passenger, index): FormIssue<'invalid'>[] =>
      passenger.loyaltyNumber === '' || isValidLoyaltyNumber(passenger.loyaltyNumber)
        ? []
        : [{ field: `passengers.${String(index)}.loyaltyNumber`, message: 'invalid' }],
    ),
});

/** `body.passengers.0.loyaltyNumber` (a server issue's path) → its passenger's index. */
function passengerIndexOf(path: string): number | null {
  const index = /passengers\.(\d+)/.exec(path)?.[1];
  return index === undefined ? null : Number(index);
}

/** The passengers' Skyclub / SkyJoy numbers (PUT passengerLoyalties), one field each. */
export function LoyaltyDialog({ reservation, language, isOpen, onOpenChange, onSaved }: LoyaltyDialogProps) {
  const { t } = useTranslation('manageBooking');
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('loyalty.dialogTitle')}
      closeLabel={t('cancel.close')}
    >
      {(close) => (
        <LoyaltyForm reservation={reservation} language={language} onCancel={close} onSaved={onSaved} />
      )}
    </ModalDialog>
  );
}

function LoyaltyForm({
  reservation,
  language,
  onCancel,
  onSaved,
}: {
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
}) {
  const { t } = useTranslation('manageBooking');
  const { t: ti } = useTranslation('itinerary');
  const update = useUpdatePassengerLoyalties(reservation.key, language);
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: {
      passengers: reservation.passengers.map(({ key, loyaltyNumber }) => ({
        passengerKey: key,
        loyaltyNumber,
      })),
    },
    resolver,
    mode: 'onTouched',
  });
  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : message === 'invalid' ? t('loyalty.invalid') : message;
  return (
    <form
      className="mb-form"
      noValidate
      onSubmit={(event) => {
        if (update.isPending) {
          event.preventDefault();
          return;
        }
        void handleSubmit((values) => {
          update.mutate(values, {
            onSuccess: onSaved,
            onError: (error) => {
              if (leaveOnRefusedGrant(error)) return;
              const issues = error instanceof ApiError ? (error.envelope?.details?.issues ?? []) : [];
              const indexes = issues.map((issue) => passengerIndexOf(issue.path));
              const index = indexes.find((found) => found !== null) ?? 0;
              const message =
                issues[indexes.indexOf(index)]?.message ??
                (error instanceof ApiError && error.message !== '' ? error.message : t('actions.failed'));
              setError(
                `passengers.${index}.loyaltyNumber`,
                { type: 'server', message },
                { shouldFocus: true },
              );
            },
          });
        })(event);
      }}
    >
      <p className="mb-note mb-form__full">{t('loyalty.intro')}</p>
      {reservation.passengers.map((passenger, index) => (
        <TextField
          key={passenger.key}
          control={control}
          name={`passengers.${index}.loyaltyNumber`}
          id={`mb-loyalty-${passenger.key}`}
          label={t('loyalty.number', {
            name: passengerName(passenger, ti(`passengers.titles.${passenger.title}`)),
          })}
          errorText={errorText}
          autoComplete="off"
          maxLength={40}
          filter={normalizeNumber}
          className="mb-form__full"
        />
      ))}
      <div className="mb-dialog__buttons mb-form__full">
        <Button variant="secondary" onPress={onCancel}>
          {t('loyalty.cancel')}
        </Button>
        <Button type="submit" isPending={update.isPending}>
          {update.isPending ? t('loyalty.saving') : t('loyalty.save')}
        </Button>
      </div>
    </form>
  );
}
