import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { PassengerType } from '@skybook/domain/passenger-enums';

/** A passenger as the extras page shows them. */
export interface ServicePassenger {
  readonly key: string;
  readonly type: PassengerType;
  /** Family, middle and given names as entered. */
  readonly name: string;
  readonly dateOfBirth: string;
  /** An adult an infant flies with (one infant per adult): they hold the infant on their seat. */
  readonly hasInfant: boolean;
}

/** The passengers of the confirmed details, in form order. */
export function servicePassengers(details: PassengerDetails): ServicePassenger[] {
  const carried = new Set(
    details.passengers.flatMap((passenger) => (passenger.flyWith === null ? [] : [passenger.flyWith])),
  );
  return details.passengers.map((passenger) => ({
    key: passenger.key,
    type: passenger.type,
    name: [passenger.lastName, passenger.middleName, passenger.firstName]
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' '),
    dateOfBirth: passenger.dateOfBirth,
    hasInfant: passenger.type === 'adult' && carried.has(passenger.key),
  }));
}

/** Passengers who take a seat and buy per-passenger extras: adults and children (infants sit on a lap). */
export function seatedPassengers(passengers: readonly ServicePassenger[]): ServicePassenger[] {
  return passengers.filter((passenger) => passenger.type !== 'infant');
}
