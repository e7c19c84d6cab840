// Booking creation under load (design §5 Speed: p99 <= 80 ms and >= 400 bookings/s on
// SQLite). Every booking needs its own quoted session, so sessions are prepared over the API
// first (one adult each, spread over many direct flights so no bucket sells out), then autocannon
// sends each prepared session's POST /reservations exactly once with a fresh Idempotency-Key.
// Usage alone: `node --import tsx scripts/bench/booking-create.ts http://127.0.0.1:8080`, against a
// server started with CAPTCHA_BOOKINGS_PER_WINDOW=1000000 (all bookings come from one client; run.ts
// sets it).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import { signRequest } from '@skybook/domain/request-signature';
import { validDetails } from '../../apps/server/test/passenger-details-fixture';
import { isoDate, json, sessionFetch } from './booking-session';

export interface BookingCreateResult {
  name: string;
  connections: number;
  bookings: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Bookings per flight at most, well inside an Eco bucket's capacity. */
const PER_FLIGHT = 60;
/** Busy direct routes of the seeded network, each way. */
export const ROUTES = [
  ['SGN', 'HAN'],
  ['HAN', 'SGN'],
  ['SGN', 'DAD'],
  ['DAD', 'SGN'],
  ['HAN', 'DAD'],
  ['DAD', 'HAN'],
  ['SGN', 'PQC'],
  ['HAN', 'CXR'],
] as const;

/** One booking key per direct flight with Eco on sale, over the routes and the days given. */
export async function bookingKeys(baseUrl: string, days: readonly number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const [from, to] of ROUTES) {
    for (const day of days) {
      const query = new URLSearchParams({
        departAirport: from,
        arrivalAirport: to,
        departDate: isoDate(day),
        tripType: 'oneway',
        adultCount: '1',
        currency: 'VND',
      });
      const search = await json<SearchFlightResponse>(
        await fetch(`${baseUrl}/booking/api/v1/search-flight?${query.toString()}`),
        'search-flight',
      );
      for (const journey of search.legs[0]?.journeys ?? []) {
        const key =
          journey.stops === 0 ? journey.fares.find((fare) => fare.family === 'Eco')?.bookingKey : null;
        if (key) keys.push(key);
      }
    }
  }
  return keys;
}

export type SigningSession = Pick<BookingSessionDto, 'sessionId' | 'signingKey'>;

/** Opens and quotes one session of one adult on the booking key's flight; answers its id and key. */
export async function quotedSession(baseUrl: string, bookingKey: string): Promise<SigningSession> {
  const session = await json<BookingSessionDto>(
    await fetch(`${baseUrl}/booking/api/v1/session-booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: 'oneway', bookingKeys: [bookingKey] }),
    }),
    'session-booking',
  );
  await json(
    await sessionFetch(session, `${baseUrl}/booking/api/v1/reservations/quotation`, {
      method: 'POST',
      body: JSON.stringify({
        details: validDetails(session),
        services: { seats: [], items: [], insurance: [], flyGreenVnd: null, acceptedTerms: [] },
      }),
    }),
    'quotation',
  );
  return { sessionId: session.sessionId, signingKey: session.signingKey };
}

/**
 * Prepares `bookings` quoted sessions (10 at a time), then books each once with `connections`
 * concurrent connections. A refused booking counts in non2xx.
 */
export async function runBookingCreateLoad(options: {
  baseUrl: string;
  bookings?: number;
  connections?: number;
}): Promise<BookingCreateResult> {
  const bookings = options.bookings ?? 3000;
  const connections = options.connections ?? 20;
  const keys = await bookingKeys(options.baseUrl, [10, 11, 12, 13, 14, 15, 16, 17]);
  if (keys.length * PER_FLIGHT < bookings) {
    throw new Error(`only ${String(keys.length)} flights on sale: too few for ${String(bookings)} bookings`);
  }
  const sessions: SigningSession[] = [];
  for (let start = 0; start < bookings; start += 10) {
    const batch = Array.from({ length: Math.min(10, bookings - start) }, (_, i) => {
      const key = keys[(start + i) % keys.length];
      if (key === undefined) throw new Error('no booking key');
      return quotedSession(options.baseUrl, key);
    });
    sessions.push(...(await Promise.all(batch)));
  }
  // Signed once all are prepared (autocannon's setupRequest cannot wait): the load runs well
  // inside the signatures' five minutes.
  const signed = await Promise.all(
    sessions.map(async (session) => ({
      'x-session-id': session.sessionId,
      ...(await signRequest({
        key: session.signingKey,
        method: 'POST',
        url: '/booking/api/v1/reservations',
        now: new Date(),
      })),
    })),
  );
  let next = 0;
  const result = await autocannon({
    url: options.baseUrl,
    connections,
    amount: sessions.length,
    requests: [
      {
        method: 'POST',
        path: '/booking/api/v1/reservations',
        setupRequest: (request) => {
          const session = signed[next] ?? {};
          next += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'accept-language': 'vi',
              ...session,
              'idempotency-key': randomUUID(),
            },
          };
        },
      },
    ],
  });
  return {
    name: 'POST /booking/api/v1/reservations',
    connections,
    bookings: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
  const bookings = Number(process.argv[3] ?? 3000);
  console.log(JSON.stringify(await runBookingCreateLoad({ baseUrl, bookings }), null, 2));
}
