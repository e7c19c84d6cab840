import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { ApiError } from '../../../lib/api-client';
import { sitePath } from '../../../lib/site-path';
import { useDownloadItinerary, type ItineraryFileKind } from '../api/itinerary-file';
import { useSendReservationEmail } from '../api/send-email';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import { CancelDialog } from './CancelDialog';

export interface BookingActionsProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  /** What is left to pay (minor units), never below 0. */
  readonly remaining: number;
  /** Where the focus goes when the cancel dialog closes on a cancelled booking (its button is gone). */
  readonly onCancelDialogClosed: () => void;
}

/** Whether the booking can be paid now: held and not past its deadline, or a balance due. */
export function canPayNow(reservation: ReservationDto, remaining: number, now: number = Date.now()): boolean {
  if (reservation.status === 'Cancel') return false;
  if (reservation.status === 'Unpaid') return Date.parse(reservation.holdExpiresAt) > now;
  return remaining > 0;
}

/**
 * What the traveller can do with the booking: pay it (on /my/payment-methods, which finds it by
 * the grant: no id in the address), have the confirmation e-mailed again, download the itinerary
 * or the calendar file, and cancel it. Each outcome is written in a status line that is read out.
 */
export function BookingActions({
  reservation,
  language,
  remaining,
  onCancelDialogClosed,
}: BookingActionsProps) {
  const { t } = useTranslation('manageBooking');
  const [outcome, setOutcome] = useState<{ readonly text: string; readonly isError: boolean } | null>(null);
  const [isCancelling, setCancelling] = useState(false);
  const email = useSendReservationEmail();
  const download = useDownloadItinerary(language, reservation.locator);
  const isLive = reservation.status !== 'Cancel';
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const failed = (error: unknown) => {
    if (leaveOnRefusedGrant(error)) return;
    setOutcome({
      text: error instanceof ApiError && error.message !== '' ? error.message : t('actions.failed'),
      isError: true,
    });
  };
  const save = (kind: ItineraryFileKind) => {
    setOutcome(null);
    download.mutate(kind, {
      onSuccess: () => {
        setOutcome({ text: t('actions.downloaded'), isError: false });
      },
      onError: failed,
    });
  };
  return (
    <div className="mb-actions">
      <div className="mb-actions__row">
        {canPayNow(reservation, remaining) ? (
          <Link to={sitePath(language, 'my/payment-methods')} className={buttonClassName('primary')}>
            {t('actions.payNow')}
          </Link>
        ) : null}
        {reservation.status === 'Paid' ? (
          <Button
            variant="secondary"
            isPending={email.isPending}
            onPress={() => {
              setOutcome(null);
              email.mutate(undefined, {
                onSuccess: ({ to }) => {
                  setOutcome({ text: t('actions.emailSent', { to }), isError: false });
                },
                onError: failed,
              });
            }}
          >
            {t('actions.resendEmail')}
          </Button>
        ) : null}
        {isLive ? (
          <>
            <Button
              variant="secondary"
              isPending={download.isPending && download.variables === 'pdf'}
              onPress={() => {
                save('pdf');
              }}
            >
              <Icon name="download" />
              {t('actions.downloadPdf')}
            </Button>
            <Button
              variant="secondary"
              isPending={download.isPending && download.variables === 'ics'}
              onPress={() => {
                save('ics');
              }}
            >
              <Icon name="calendar" />
              {t('actions.addToCalendar')}
            </Button>
            <Button
              variant="ghost"
              className="mb-actions__cancel"
              onPress={() => {
                setCancelling(true);
              }}
            >
              {t('actions.cancelBooking')}
            </Button>
          </>
        ) : null}
      </div>
      <p
        role="status"
        className={
          outcome?.isError ? 'mb-actions__outcome mb-actions__outcome--error' : 'mb-actions__outcome'
        }
      >
        {outcome?.text ?? ''}
      </p>
      <CancelDialog
        reservation={reservation}
        language={language}
        isOpen={isCancelling}
        onOpenChange={(isOpen) => {
          setCancelling(isOpen);
          if (!isOpen && reservation.status === 'Cancel') onCancelDialogClosed();
        }}
      />
    </div>
  );
}
