import type { AncillaryOptionsResponse, AncillaryProductDto } from '@skybook/contracts/ancillaries';
import { ANCILLARY_SERVICE_TYPES } from '@skybook/domain/booking-enums';
import { BOOKING_MARK_KEY, type SelectionService } from '../../stores/service-selection-model';

/** A content API `opt-ancillary` entry: a service the page offers, in display order. */
export interface OfferedService {
  readonly serviceType: SelectionService;
  readonly enabled: boolean;
  readonly isDefault: boolean;
}

/** Services bought once for the whole trip rather than per direction. */
export const TRIP_SERVICES: readonly SelectionService[] = ['travelInsurance', 'flyGreen'];

/** The order used when the content API cannot say: seat, every extra, then the trip services. */
export const FALLBACK_SERVICES: readonly OfferedService[] = [
  { serviceType: 'seat', enabled: true, isDefault: true },
  ...ANCILLARY_SERVICE_TYPES.map((serviceType) => ({ serviceType, enabled: true, isDefault: false })),
  { serviceType: 'travelInsurance', enabled: true, isDefault: false },
  { serviceType: 'flyGreen', enabled: true, isDefault: false },
];

export interface DirectionService {
  readonly serviceType: SelectionService;
  /** The journey's products of that service (none for seats). */
  readonly products: readonly AncillaryProductDto[];
}

/**
 * The services of one direction's tab, in the content API's order: the seat, and each extra the
 * journey sells. The airport shuttle stays listed where the flight does not support it, to say so
 * (requirements §8).
 */
export function directionServices(
  offered: readonly OfferedService[],
  options: AncillaryOptionsResponse | undefined,
): DirectionService[] {
  return offered.flatMap(({ serviceType, enabled }): DirectionService[] => {
    if (!enabled || TRIP_SERVICES.includes(serviceType)) return [];
    if (serviceType === 'seat') return [{ serviceType, products: [] }];
    if (!options) return [];
    const products = options.products.filter((product) => product.serviceType === serviceType);
    if (products.length === 0 && serviceType !== 'airportShuttle') return [];
    return [{ serviceType, products }];
  });
}

/** Whom a service's marks are kept for: the booking for booking-wide extras, else the passenger. */
export function markSubject(service: DirectionService, passengerKey: string | null): string | null {
  const bookingWide =
    service.products.length > 0 && service.products.every((product) => product.unit === 'bookingJourney');
  return bookingWide ? BOOKING_MARK_KEY : passengerKey;
}
