import type { FlightSeatMapDto, SeatDto } from '@skybook/contracts/seat-map';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { ComponentType } from 'react';

/**
 * The booking flow's seat map (features/select-service/seat-map), handed by a route to the pages
 * of a booking that exists (app/routes/manage/edit-service.tsx, the check-in seat page): the same
 * component and seat rules, fed from the booked journey's map. A feature never imports a sibling
 * feature, so this names only the props those pages pass.
 */
export interface BookedSeatMapProps {
  readonly flight: FlightSeatMapDto;
  readonly currency: CurrencyCode;
  readonly minorUnitExponent: number;
  readonly locale: string;
  readonly passengers: readonly { key: string; type: 'adult' | 'child'; name: string; hasInfant: boolean }[];
  readonly activePassengerKey: string;
  readonly assignments: ReadonlyMap<string, string>;
  readonly onSelect: (passengerKey: string, seatCode: string | null) => void;
  /**
   * Why the active passenger cannot take `seat` on this page (check-in takes only seats the fare
   * includes), said instead of choosing it; null when it may be chosen.
   */
  readonly refuseSeat?: (seat: SeatDto) => string | null;
}

export type BookedSeatMap = ComponentType<BookedSeatMapProps>;
