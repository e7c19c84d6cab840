import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  CABIN_TYPES,
  CHECK_IN_STATUSES,
  DEFAULT_TRIP_TYPE,
  DIRECTIONS,
  EXTRA_TYPES,
  MESSAGING_APPS,
  MY_TRIPS_TABS,
  SEAT_CLASSES,
  SERVICE_CATEGORIES,
  SERVICE_TYPES,
  TRIP_TYPES,
} from './booking-enums';

describe('booking vocabularies', () => {
  it.each(
    Object.entries({
      TRIP_TYPES,
      DIRECTIONS,
      BOOKING_STATUSES,
      MY_TRIPS_TABS,
      CHECK_IN_STATUSES,
      SEAT_CLASSES,
      CABIN_TYPES,
      SERVICE_TYPES,
      EXTRA_TYPES,
      SERVICE_CATEGORIES,
      MESSAGING_APPS,
    }),
  )('%s has no duplicate values', (_, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('offers one way, round trip and multi-stop, round trip by default', () => {
    expect(TRIP_TYPES).toEqual(['oneway', 'roundTrip', 'stopover']);
    expect(DEFAULT_TRIP_TYPE).toBe('roundTrip');
  });

  it('names the booking statuses and my-trips tabs of requirements §4', () => {
    expect(BOOKING_STATUSES).toEqual(['Paid', 'Unpaid', 'Cancel']);
    expect(MY_TRIPS_TABS).toEqual(['ALL', 'UNPAID', 'INCOMING', 'COMPLETED', 'CANCELLED']);
  });

  it('draws the eight seat classes of requirements §3', () => {
    expect(SEAT_CLASSES).toHaveLength(8);
  });

  it('lists 17 service types and adds seats and arrival taxis to the extras', () => {
    expect(SERVICE_TYPES).toHaveLength(17);
    expect(EXTRA_TYPES).toEqual([...SERVICE_TYPES, 'seat', 'arrivalTaxi']);
  });

  it('groups services into the five catalogue categories', () => {
    expect(SERVICE_CATEGORIES).toEqual(['Meal', 'Baggage', 'Bus', 'Priority', 'Flower']);
    expect(MESSAGING_APPS).toEqual(['NO', 'ZALO', 'WHATSAPP']);
  });
});
