import type { FlightSeatMapDto } from '@skybook/contracts/seat-map';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { ComponentType } from 'react';

/**
 * The booking flow's seat map, handed in by the route (app/routes/manage/edit-service.tsx): the
 * same component and seat rules, fed from the booked journey's map. A feature never imports a
 * sibling feature, so this names only the props the page passes.
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
}

export type BookedSeatMap = ComponentType<BookedSeatMapProps>;
