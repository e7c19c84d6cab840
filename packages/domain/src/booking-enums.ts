/**
 * Vocabularies of booking, seats, services and trips (requirements §3, §4), as const tuples so that
 * `packages/contracts` can build `z.enum(...)` from them and code can switch over the types.
 */

/** Kinds of trip the search form offers; `stopover` is multi-stop. */
export const TRIP_TYPES = ['oneway', 'roundTrip', 'stopover'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
/** A new booking draft is a round trip. */
export const DEFAULT_TRIP_TYPE: TripType = 'roundTrip';

/** The two directions of a round trip, as booking keys, totals and services are split. */
export const DIRECTIONS = ['departure', 'return'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Payment state of a booking in lists and history. */
export const BOOKING_STATUSES = ['Paid', 'Unpaid', 'Cancel'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Tabs of the my-trips list, each shown with a count. */
export const MY_TRIPS_TABS = ['ALL', 'UNPAID', 'INCOMING', 'COMPLETED', 'CANCELLED'] as const;
export type MyTripsTab = (typeof MY_TRIPS_TABS)[number];

/** Whether a passenger has checked in for a journey. */
export const CHECK_IN_STATUSES = ['checkedIn', 'notCheckedIn'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/**
 * How a seat is drawn on the seat map: its class (Business, Premium, Standard, ExitRow,
 * FrontRow) or its state for this passenger (Selected, Unavailable, Empty).
 */
export const SEAT_CLASSES = [
  'Business',
  'Premium',
  'Standard',
  'ExitRow',
  'FrontRow',
  'Selected',
  'Unavailable',
  'Empty',
] as const;
export type SeatClass = (typeof SEAT_CLASSES)[number];

/** Cabin types offered: luxury, standard, extra legroom, front of the cabin. */
export const CABIN_TYPES = ['Luxury', 'Standard', 'ExtraLeg', 'Front'] as const;
export type CabinType = (typeof CABIN_TYPES)[number];

/** Ancillary services sold per passenger and direction (requirements §3 "Service types"). */
export const SERVICE_TYPES = [
  'covidTest',
  'airportShuttle',
  'meal',
  'luggage',
  'priorityCheckIn',
  'travelInsurance',
  'priorityBag',
  'connectingFee',
  'taxi',
  'departureTaxi',
  'returnTaxi',
  'comfortKit',
  'esim',
  'paxService',
  'petService',
  'zaloWhatapp',
  'spiritService',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Everything the extras list can hold: the service types plus seats and arrival taxis. */
export const EXTRA_TYPES = [...SERVICE_TYPES, 'seat', 'arrivalTaxi'] as const;
export type ExtraType = (typeof EXTRA_TYPES)[number];

/** Categories the service catalogue is grouped by (`keyCategory`). */
export const SERVICE_CATEGORIES = ['Meal', 'Baggage', 'Bus', 'Priority', 'Flower'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The kinds of extras the page sells; a superset of requirements §3 service types with the page's own. */
export const ANCILLARY_SERVICE_TYPES = [
  'luggage',
  'oversizeLuggage',
  'meal',
  'priorityCheckIn',
  'airportShuttle',
  'departureTaxi',
  'arrivalTaxi',
  'flower',
  'esim',
  'dutyFree',
  'souvenir',
  'comfortKit',
  'petService',
  'paxService',
] as const;
export type AncillaryServiceType = (typeof ANCILLARY_SERVICE_TYPES)[number];

/** The messaging app a traveller chose for flight updates, if any (`useZaloWhatsApp`). */
export const MESSAGING_APPS = ['NO', 'ZALO', 'WHATSAPP'] as const;
export type MessagingApp = (typeof MESSAGING_APPS)[number];
