import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { sitePath } from '../../../lib/site-path';
import { useManagedReservation } from '../../../lib/managed-reservation';
import { manageGrantStore } from '../../../lib/manage-grant';
import { isGrantRefused } from '../../../lib/manage-request';
import { JourneyChanges } from './JourneyChanges';
import { NameCorrections } from './NameCorrections';
import '../edit-booking.css';

export interface EditBookingPageProps {
  readonly language: Language;
}

/**
 * /my/edit-booking (requirements §2): the booking opened with the tab's manage grant — change a
 * direction's date or flight with a quotation before confirming, and correct a passenger's name.
 * Without a live grant the traveller finds the booking first.
 */
export function EditBookingPage({ language }: EditBookingPageProps) {
  // Read once: the page's requests keep the stored grant fresh from then on.
  const [stored] = useState(() => manageGrantStore.read());
  if (!stored) return <Navigate to={sitePath(language, 'my/search-booking')} replace />;
  return <ManagedBooking reservationKey={stored.reservationKey} language={language} />;
}

function ManagedBooking({ reservationKey, language }: { reservationKey: string; language: Language }) {
  const { t } = useTranslation('editBooking');
  const booking = useManagedReservation(reservationKey, language);
  if (booking.isError && isGrantRefused(booking.error))
    return <Navigate to={sitePath(language, 'my/search-booking')} replace />;
  if (booking.isPending) return <p role="status">{t('loading')}</p>;
  if (booking.isError) {
    return (
      <div className="eb-alert" role="alert">
        <p>{booking.error instanceof ApiError ? booking.error.message : t('loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void booking.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <EditBookingView reservation={booking.data.reservation} language={language} />;
}

function EditBookingView({ reservation, language }: { reservation: ReservationDto; language: Language }) {
  const { t } = useTranslation('editBooking');
  return (
    <div className="eb-page">
      <div className="eb-booking">
        <dl className="eb-booking__facts">
          <div>
            <dt>{t('booking.code')}</dt>
            <dd className="eb-booking__locator">{reservation.locator}</dd>
          </div>
          <div>
            <dt>{t('booking.status')}</dt>
            <dd>{t(`booking.statuses.${reservation.status}`)}</dd>
          </div>
        </dl>
        <Link className="eb-link" to={sitePath(language, `my/booking-detail/${reservation.key}`)}>
          {t('booking.back')}
        </Link>
      </div>
      {reservation.status === 'Cancel' ? (
        <p className="eb-alert" role="alert">
          {t('booking.cancelled')}
        </p>
      ) : (
        <>
          <JourneyChanges reservation={reservation} language={language} />
          <NameCorrections reservation={reservation} language={language} />
        </>
      )}
    </div>
  );
}
