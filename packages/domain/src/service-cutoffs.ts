import type { AncillaryServiceType } from './booking-enums';

/**
 * How late an extra may be bought after booking (manage booking, /my/edit-service): the hours
 * before the departure of the flight it is used on — the journey's first flight for an extra of
 * the whole journey (a bag), the flight itself for one of a flight (a meal, a seat), the trip's
 * first flight for travel insurance. Past its cut-off an extra is shown but not sold; once the
 * flight has left nothing is sold for it. The reasons are in docs/decisions/024.
 */
export type ChangeableService = AncillaryServiceType | 'seat' | 'travelInsurance';

export const SERVICE_CUTOFF_HOURS: Readonly<Record<ChangeableService, number>> = {
  // Seats, bags, priority check-in and eSIM: until online check-in and bag drop close.
  seat: 3,
  luggage: 3,
  oversizeLuggage: 3,
  priorityCheckIn: 3,
  esim: 3,
  // Loaded or booked with a supplier the day before: meals, on-board sales, shuttles and taxis.
  meal: 24,
  dutyFree: 24,
  souvenir: 24,
  comfortKit: 24,
  airportShuttle: 24,
  departureTaxi: 24,
  arrivalTaxi: 24,
  travelInsurance: 24,
  // Needs the station's approval and space planned: flowers (cargo), pets, special assistance.
  flower: 48,
  petService: 48,
  paxService: 48,
};

const HOUR_MS = 60 * 60 * 1000;

/** The last instant `service` may be bought for a flight leaving at `departure`. */
export function serviceCutoff(service: ChangeableService, departure: Date): Date {
  return new Date(departure.getTime() - SERVICE_CUTOFF_HOURS[service] * HOUR_MS);
}

/** Whether `service` can still be bought at `now` for a flight leaving at `departure`, and why not. */
export type ServiceWindow = 'open' | 'pastCutoff' | 'departed';

/**
 * Open while `now` is before the cut-off (the cut-off instant itself is closed); `departed` from
 * the departure on, `pastCutoff` between the two.
 */
export function serviceWindow(service: ChangeableService, departure: Date, now: Date): ServiceWindow {
  if (now.getTime() >= departure.getTime()) return 'departed';
  if (now.getTime() >= serviceCutoff(service, departure).getTime()) return 'pastCutoff';
  return 'open';
}

/** How long a Paid booking's addition waits for its payment before it is reverted. */
export const SERVICE_CHANGE_PAYMENT_MS = 30 * 60 * 1000;
