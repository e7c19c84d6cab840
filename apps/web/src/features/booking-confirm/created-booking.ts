import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { CreatedBooking } from '../../stores/booking-creation';

/** What the payment pages keep of a reservation: no passenger or contact details. */
export function toCreatedBooking(reservation: ReservationDto): CreatedBooking {
  return {
    key: reservation.key,
    locator: reservation.locator,
    status: reservation.status,
    holdExpiresAt: reservation.holdExpiresAt,
    currency: reservation.currency,
    minorUnitExponent: reservation.minorUnitExponent,
    totalAmount: reservation.totalAmount,
    remaining: reservation.remaining,
  };
}
