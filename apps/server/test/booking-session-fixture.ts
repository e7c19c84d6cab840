import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { FastifyInstance } from 'fastify';

export interface TestSessionOptions {
  from: string;
  to: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Round trip when given. */
  returnDate?: string;
  adults?: number;
  children?: number;
  infants?: number;
  currency?: string;
  /** The fare family to choose (default: the first available one of each journey). */
  family?: string;
  promoCode?: string;
}

export interface TestSession {
  sessionId: string;
  session: BookingSessionDto;
  headers: { 'x-session-id': string };
  /** The search the fares were chosen from. */
  search: SearchFlightResponse;
}

/**
 * Opens a real booking session the way the web does: searches, takes the first journey of each
 * leg with an available fare (of `family` when given), and POSTs their booking keys.
 */
export async function openTestSession(
  app: FastifyInstance,
  options: TestSessionOptions,
): Promise<TestSession> {
  const query = new URLSearchParams({
    departAirport: options.from,
    arrivalAirport: options.to,
    departDate: options.date,
    tripType: options.returnDate ? 'roundTrip' : 'oneway',
    adultCount: String(options.adults ?? 1),
    childCount: String(options.children ?? 0),
    infantCount: String(options.infants ?? 0),
    currency: options.currency ?? 'VND',
  });
  if (options.returnDate) query.set('returnDate', options.returnDate);
  if (options.promoCode) query.set('promoCode', options.promoCode);
  const searched = await app.inject({ url: `/booking/api/v1/search-flight?${query.toString()}` });
  if (searched.statusCode !== 200) throw new Error(`search failed: ${searched.body}`);
  const search = searched.json<SearchFlightResponse>();
  const bookingKeys = search.legs.map((leg) => {
    for (const journey of leg.journeys) {
      const fare = journey.fares.find(
        (candidate) =>
          candidate.bookingKey !== null &&
          (options.family === undefined || candidate.family === options.family),
      );
      if (fare?.bookingKey) return fare.bookingKey;
    }
    throw new Error(`no available fare on ${leg.cityPair} ${leg.date}`);
  });
  const opened = await app.inject({
    method: 'POST',
    url: '/booking/api/v1/session-booking',
    payload: { tripType: search.tripType, bookingKeys },
  });
  if (opened.statusCode !== 201) throw new Error(`session failed: ${opened.body}`);
  const session = opened.json<BookingSessionDto>();
  return { sessionId: session.sessionId, session, headers: { 'x-session-id': session.sessionId }, search };
}
