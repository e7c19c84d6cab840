import type { ReservationDto } from '@skybook/contracts/reservation-model';

/** A passenger's name as booked: family, middle and given names. */
export function nameOf(passenger: ReservationDto['passengers'][number]): string {
  return [passenger.lastName, passenger.middleName, passenger.firstName]
    .filter((part) => part !== '')
    .join(' ');
}
