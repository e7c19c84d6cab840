import { bookingSessionSchema, type BookingSessionDto } from '@skybook/contracts/booking-session';
import fixture from '../features/flight-search/components/search-flight.fixture.json';

/** A session id as the server makes them (32 lowercase hex digits). */
export const TEST_SESSION_ID = '0123456789abcdef0123456789abcdef';

/** The session's signing key as the server hands it over (base64url of 32 bytes). */
export const TEST_SIGNING_KEY = 'c2lnbmluZy1rZXktb2YtdGhlLXRlc3Qtc2Vzc2lvbiE';

/**
 * A round-trip session SGN → HAN → SGN for 2 adults, 1 child and 1 infant, built from the
 * search-flight fixture's first journey and fare each way and checked against the contract.
 * `expiry` is Unix seconds, as the server sends it.
 */
export function bookingSessionFixture(overrides: Partial<BookingSessionDto> = {}): BookingSessionDto {
  const family = fixture.fareFamilies[0];
  const journeys = fixture.legs.map((leg, index) => {
    const journey = leg.journeys[0];
    const fare = journey?.fares[0];
    if (!journey || !fare || !family) throw new Error('the search-flight fixture has no fare');
    return {
      index,
      direction: index === 0 ? 'departure' : 'return',
      bookingKey: fare.bookingKey,
      key: journey.key,
      fareFamily: family,
      segments: journey.segments,
      isDomestic: true,
      quotedTotal: fare.totalAmount,
    };
  });
  return bookingSessionSchema.parse({
    sessionId: TEST_SESSION_ID,
    signingKey: TEST_SIGNING_KEY,
    expiry: Math.floor(Date.now() / 1000) + 30 * 60,
    tripType: 'roundTrip',
    currency: 'VND',
    minorUnitExponent: 0,
    passengers: { adult: 2, child: 1, infant: 1 },
    promoCode: null,
    journeys,
    requiresDocuments: false,
    ageReferenceDate: fixture.legs[1]?.date ?? '2099-01-12',
    hasPassengers: false,
    ...overrides,
  });
}
