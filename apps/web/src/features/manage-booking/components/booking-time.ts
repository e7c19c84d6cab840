import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';

/** The departure airport's zone: a booking's deadlines are written on its clock. */
export function holdTimeZone(reservation: Pick<ReservationDto, 'journeys'>): string {
  return reservation.journeys[0]?.segments[0]?.departure.airport.timeZone ?? AIRLINE_TIME_ZONE;
}
