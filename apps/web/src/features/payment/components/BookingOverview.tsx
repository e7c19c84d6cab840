import type { PaymentDto } from '@skybook/contracts/payment';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { airportNames } from '../../../components/itinerary/itinerary-format';
import { PriceStatement } from '../../../components/itinerary/PriceStatement';
import { TripJourneys } from '../../../components/itinerary/TripJourneys';
import { TripPassengers } from '../../../components/itinerary/TripPassengers';
import { useAirports } from '../../../lib/airports';
import { NextSteps } from './NextSteps';

export interface BookingOverviewProps {
  readonly reservation: ReservationDto;
  /** The payment the page settled: its card names the fee line. */
  readonly payment: PaymentDto | null;
  readonly language: Language;
}

/**
 * The booking under its payment's outcome: the next steps once it is paid, then its journeys and
 * passengers beside the price with what was charged. Airports read as codes until their names load.
 */
export function BookingOverview({ reservation, payment, language }: BookingOverviewProps) {
  const { t } = useTranslation('payment');
  const airports = airportNames(useAirports(language, null).data);
  const last4 = payment?.outcome === 'success' ? payment.card?.last4 : null;
  return (
    <>
      {reservation.status === 'Paid' ? (
        <NextSteps reservation={reservation} language={language} airports={airports} />
      ) : null}
      <div className="pay-confirmation__body">
        <div className="pay-confirmation__main">
          <TripJourneys journeys={reservation.journeys} language={language} airports={airports} />
          <TripPassengers reservation={reservation} />
        </div>
        <PriceStatement
          reservation={reservation}
          language={language}
          feeLabel={last4 ? t('confirmation.cardFee', { last4 }) : undefined}
        />
      </div>
    </>
  );
}
