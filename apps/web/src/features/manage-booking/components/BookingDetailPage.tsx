import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { airportNames } from '../../../components/itinerary/itinerary-format';
import { PriceStatement } from '../../../components/itinerary/PriceStatement';
import { TripJourneys } from '../../../components/itinerary/TripJourneys';
import { TripPassengers } from '../../../components/itinerary/TripPassengers';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useAirports } from '../../../lib/airports';
import { useManagedReservation } from '../../../lib/managed-reservation';
import { isGrantRefused } from '../../../lib/manage-request';
import { manageGrantStore } from '../../../lib/manage-grant';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import { searchBookingPath } from '../manage-navigation';
import { BookingSummary } from './BookingSummary';
import { CheckinStatusCard } from './CheckinStatusCard';
import { ContactCard } from './ContactCard';
import { LoyaltyCard } from './LoyaltyCard';
import '../manage-booking.css';

export interface BookingDetailPageProps {
  readonly language: Language;
  /** The `{id}` of /my/booking-detail/{id}; undefined on /my/booking-detail (the grant's booking). */
  readonly reservationKey: string | undefined;
}

/**
 * /my/booking-detail[/{id}] (requirements §2, §3, §4): the booking the stored manage grant opens.
 * Without a grant, or with one for another booking, nothing is asked or shown: the traveller is
 * sent to the lookup form. A grant the server refuses (expired, not ours) is dropped and the
 * traveller is sent there with the server's message.
 */
export function BookingDetailPage({ language, reservationKey }: BookingDetailPageProps) {
  const [grant] = useState(() => manageGrantStore.read());
  if (!grant || (reservationKey !== undefined && grant.reservationKey !== reservationKey))
    return <Navigate to={searchBookingPath(language)} replace />;
  return <ManagedBooking language={language} reservationKey={grant.reservationKey} />;
}

function ManagedBooking({
  language,
  reservationKey,
}: {
  readonly language: Language;
  readonly reservationKey: string;
}) {
  const { t } = useTranslation('manageBooking');
  const booking = useManagedReservation(reservationKey, language);
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const refused = isGrantRefused(booking.error) ? booking.error : null;

  useEffect(() => {
    if (refused) leaveOnRefusedGrant(refused);
  }, [refused, leaveOnRefusedGrant]);

  if (booking.isPending || refused) {
    return (
      <p role="status" className="mb-loading">
        {t('detail.loading')}
      </p>
    );
  }
  if (booking.isError) {
    return (
      <div role="alert" className="mb-alert mb-alert--block">
        <p>{booking.error instanceof ApiError ? booking.error.message : t('detail.loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void booking.refetch();
          }}
        >
          {t('detail.retry')}
        </Button>
      </div>
    );
  }
  return (
    <BookingView
      answer={booking.data}
      language={language}
      onHoldEnded={() => {
        void booking.refetch();
      }}
    />
  );
}

interface BookingViewProps {
  readonly answer: ManagedReservationResponse;
  readonly language: Language;
  readonly onHoldEnded: () => void;
}

function BookingView({ answer, language, onHoldEnded }: BookingViewProps) {
  const { reservation, checkin } = answer;
  const airports = airportNames(useAirports(language, null).data);
  const isLive = reservation.status !== 'Cancel';
  return (
    <div className="mb-detail">
      <BookingSummary reservation={reservation} language={language} onHoldEnded={onHoldEnded} />
      <div className="mb-detail__body">
        <div className="mb-detail__main">
          <TripJourneys journeys={reservation.journeys} language={language} airports={airports} />
          <TripPassengers reservation={reservation} />
          {isLive ? (
            <CheckinStatusCard reservation={reservation} checkin={checkin} language={language} />
          ) : null}
          <ContactCard reservation={reservation} language={language} isEditable={isLive} />
          <LoyaltyCard reservation={reservation} language={language} isEditable={isLive} />
        </div>
        <PriceStatement reservation={reservation} language={language} />
      </div>
    </div>
  );
}
