import {
  searchFlightResponseSchema,
  type JourneyDto,
  type SearchFlightResponse,
} from '@skybook/contracts/flight-search';
import type { JourneyChangeQuote } from '@skybook/contracts/journey-change';
import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { reservationFixture } from '../../../test/payment.fixture';
import { MANAGE_GRANT_STORAGE_KEY } from '../../../lib/manage-grant';

/** A grant valid for a day, as the search-booking page stores it. */
export const TEST_GRANT = 'eyJyIjoicmVzLTAwMDEifQ.c2lnbmF0dXJlLW9mLXRoZS1ncmFudA';

export function storeTestGrant(): void {
  sessionStorage.setItem(
    MANAGE_GRANT_STORAGE_KEY,
    JSON.stringify({
      grant: TEST_GRANT,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      reservationKey: 'res-0001',
    }),
  );
}

/** GET reservations' answer for the fixture booking (SGN → HAN on 2099-01-10, VJ120, Eco). */
export function managedFixture(
  reservation: ReservationDto = reservationFixture(),
): ManagedReservationResponse {
  return {
    reservation,
    reservationSummary: reservation.reservationSummary,
    grant: {
      grant: `${TEST_GRANT}x`,
      expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
      reservationKey: reservation.key,
    },
    checkin: [],
  };
}

function journey(flightId: number, flightNumber: string, day: string, time: string): JourneyDto {
  const fare = (family: string, total: number) => ({
    family,
    available: true,
    soldOut: false,
    seatsLeft: 20,
    buckets: ['E1'],
    prices: {
      adult: { count: 1, baseFare: total - 200_000, charges: [], taxTotal: 200_000, total },
      child: null,
      infant: null,
    },
    totalAmount: total,
    taxTotalAmount: 200_000,
    promo: null,
    bookingKey: `booking-key-${String(flightId)}-${family}-0123456789`,
  });
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const arrival = `${String(hours + 2).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return {
    key: String(flightId),
    stops: 0,
    segments: [
      {
        flightId,
        carrierCode: 'VJ',
        flightNumber,
        cityPair: 'SGN-HAN',
        aircraft: { code: '321', name: 'Airbus A321' },
        departure: { airport: 'SGN', localDateTime: `${day}T${time}+07:00`, utc: `${day}T00:00:00.000Z` },
        arrival: { airport: 'HAN', localDateTime: `${day}T${arrival}+07:00`, utc: `${day}T02:00:00.000Z` },
        durationMinutes: 120,
      },
    ],
    durationMinutes: 120,
    connectingMinutes: [],
    connectionAirports: [],
    arrivalDayOffset: 0,
    fares: [fare('Eco', 1_600_000), fare('SkyBoss', 3_900_000)],
    lowestTotalAmount: 1_600_000,
  };
}

/** search-flight for SGN → HAN on `day`: the booked flight (101) and VJ 130 (201 on later days). */
export function dayFixture(day: string): SearchFlightResponse {
  const family = (code: string, changeFee: number) => ({
    code,
    name: code,
    includes: {
      cabinBaggageKg: 7,
      checkedBaggageKg: 0,
      golfBag: false,
      priorityCheckIn: false,
      meal: false,
      drinks: false,
      lounge: false,
      freeSeatClasses: [],
      canChange: true,
      changeFee,
      canRefund: false,
    },
    benefits: [`${code} benefits`],
  });
  const later = day === '2099-01-10' ? 0 : 100;
  return searchFlightResponseSchema.parse({
    tripType: 'oneway',
    currency: 'VND',
    minorUnitExponent: 0,
    passengers: { adult: 1, child: 0, infant: 0 },
    promo: null,
    fareFamilies: [family('Eco', 378_000), family('SkyBoss', 0)],
    legs: [
      {
        index: 0,
        direction: 'departure',
        departAirport: 'SGN',
        arrivalAirport: 'HAN',
        cityPair: 'SGN-HAN',
        date: day,
        routeExists: true,
        journeys: [
          journey(101 + later, '120', day, '06:15'),
          journey(201 + later, later ? '140' : '130', day, '10:30'),
        ],
      },
    ],
  });
}

/** The quote of moving the fixture booking to `newJourneyKey` in Eco. */
export function quoteFixture(overrides: Partial<JourneyChangeQuote> = {}): JourneyChangeQuote {
  return {
    currency: 'VND',
    journeys: [
      {
        journeyKey: '101',
        newJourneyKey: '201',
        fareFamily: { code: 'Eco', name: 'Eco' },
        oldAmount: 1_500_000,
        newAmount: 1_600_000,
        changeFee: 378_000,
        carriedSeats: [{ passengerKey: 'ADT1', seatCode: '12A' }],
        dropped: [],
      },
    ],
    oldTotal: 1_500_000,
    newTotal: 1_600_000,
    changeFee: 378_000,
    amountDue: 478_000,
    credit: 0,
    ...overrides,
  };
}

/** The booking after its departure moved to the journey `key`. */
export function movedTo(reservation: ReservationDto, key: string): ReservationDto {
  return { ...reservation, journeys: reservation.journeys.map((journey) => ({ ...journey, key })) };
}
