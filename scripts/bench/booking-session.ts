// Prepares what the booking pages need before Lighthouse opens them: a real booking session
// (search, choose fares, open the session, quote valid passengers) made over the API, and the
// browser storage the web app keeps it in. The storage shapes are the web stores' persisted
// slices (apps/web/src/stores/booking-session.ts, passenger-details.ts); page-speed.ts checks
// that the measured page was not redirected home, so a change there fails loudly here.
import { randomUUID } from 'node:crypto';
import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import { signRequest } from '@skybook/domain/request-signature';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { validDetails } from '../../apps/server/test/passenger-details-fixture';
import type { BrowserStorage } from './page-speed';

/**
 * A booking call of `session` (decision 044): its id, JSON content type and the signature of the
 * exact URL and body sent, signed now with the session's key.
 */
export async function sessionFetch(
  session: Pick<BookingSessionDto, 'sessionId' | 'signingKey'>,
  url: string,
  init: { method: string; body?: string; headers?: Record<string, string>; signal?: AbortSignal },
): Promise<Response> {
  const signature = await signRequest({
    key: session.signingKey,
    method: init.method,
    url,
    body: init.body,
    now: new Date(),
  });
  return fetch(url, {
    method: init.method,
    headers: {
      ...init.headers,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-session-id': session.sessionId,
      ...signature,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
    ...(init.signal === undefined ? {} : { signal: init.signal }),
  });
}

/** apps/web/src/stores/booking-session.ts BOOKING_SESSION_STORAGE_KEY / _VERSION. */
const SESSION_KEY = 'skybook.booking-session';
const SESSION_VERSION = 2;
/** apps/web/src/stores/passenger-details.ts PASSENGER_DETAILS_STORAGE_KEY / _VERSION. */
const DETAILS_KEY = 'skybook.passenger-details';
const DETAILS_VERSION = 1;

export interface PreparedBooking {
  session: BookingSessionDto;
  details: PassengerDetails;
  /** localStorage entries that make the web app resume this booking. */
  storage: Record<string, string>;
}

/** The answer's JSON body; a non-2xx answer stops the bench with its status and text. */
export async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A round trip SGN ⇄ HAN for 2 adults, 1 child and 1 infant, three weeks out, passengers quoted. */
export async function prepareBooking(
  baseUrl: string,
  departDate: string,
  returnDate: string,
): Promise<PreparedBooking> {
  const query = new URLSearchParams({
    departAirport: 'SGN',
    arrivalAirport: 'HAN',
    departDate,
    returnDate,
    tripType: 'roundTrip',
    adultCount: '2',
    childCount: '1',
    infantCount: '1',
    currency: 'VND',
  });
  const search = await json<SearchFlightResponse>(
    await fetch(`${baseUrl}/booking/api/v1/search-flight?${query.toString()}`),
    'search-flight',
  );
  const bookingKeys = search.legs.map((leg) => {
    const key = leg.journeys.flatMap((journey) => journey.fares).find((fare) => fare.bookingKey)?.bookingKey;
    if (!key) throw new Error(`no fare on sale on ${leg.cityPair} ${leg.date}`);
    return key;
  });
  const session = await json<BookingSessionDto>(
    await fetch(`${baseUrl}/booking/api/v1/session-booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: 'roundTrip', bookingKeys }),
    }),
    'session-booking',
  );
  const details = validDetails(session);
  await json(
    await sessionFetch(session, `${baseUrl}/booking/api/v1/reservations/quotation`, {
      method: 'POST',
      body: JSON.stringify({
        details,
        services: { seats: [], items: [], insurance: [], flyGreenVnd: null, acceptedTerms: [] },
      }),
    }),
    'quotation',
  );
  return {
    session,
    details,
    storage: {
      [SESSION_KEY]: JSON.stringify({
        state: { sessionId: session.sessionId, expiryMs: session.expiry * 1000, session },
        version: SESSION_VERSION,
      }),
      [DETAILS_KEY]: JSON.stringify({
        state: { sessionId: session.sessionId, draft: null, confirmed: details },
        version: DETAILS_VERSION,
      }),
    },
  };
}

/** apps/web/src/stores/booking-creation.ts BOOKING_CREATION_STORAGE_KEY / _VERSION. */
const CREATION_KEY = 'skybook.booking-creation';
const CREATION_VERSION = 1;

/**
 * A prepared booking already made (POST reservations, as Continue on the extras does), with the
 * storage of a traveller who arrives on /payment-methods once it exists: the page lists the
 * methods without booking again.
 */
export async function prepareReservation(
  baseUrl: string,
  departDate: string,
  returnDate: string,
): Promise<PreparedBooking> {
  const prepared = await prepareBooking(baseUrl, departDate, returnDate);
  const { reservation } = await json<{ reservation: ReservationDto }>(
    await sessionFetch(prepared.session, `${baseUrl}/booking/api/v1/reservations`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({}),
    }),
    'reservations',
  );
  return {
    ...prepared,
    storage: {
      ...prepared.storage,
      [CREATION_KEY]: JSON.stringify({
        state: {
          sessionId: prepared.session.sessionId,
          idempotencyKey: null,
          phase: 'done',
          confirmingSince: null,
          booking: {
            key: reservation.key,
            locator: reservation.locator,
            status: reservation.status,
            holdExpiresAt: reservation.holdExpiresAt,
            currency: reservation.currency,
            minorUnitExponent: reservation.minorUnitExponent,
            totalAmount: reservation.totalAmount,
            remaining: reservation.remaining,
          },
          failure: null,
        },
        version: CREATION_VERSION,
      }),
    },
  };
}

/** The day `offsetDays` from today in Vietnam, as YYYY-MM-DD. */
export function isoDate(offsetDays: number): string {
  return VIETNAM_DAY.format(new Date(Date.now() + offsetDays * 86_400_000));
}

/** Flights are searched by the departure airport's day: Vietnam's, 7 hours ahead of UTC. */
const VIETNAM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });

/** apps/web/src/lib/manage-grant.ts MANAGE_GRANT_STORAGE_KEY (sessionStorage). */
const MANAGE_GRANT_KEY = 'skybook.manageGrant';

let travellers = 0;

/**
 * The `x-forwarded-for` address of one more traveller finding a booking. Each page load stands for
 * another traveller, but they all come from this machine, and the lookup allows 20 per client in
 * ten minutes (decision 019): a full run finds about 30. The bench's server trusts the header
 * (TRUST_PROXY, as behind nginx), so each lookup comes from an address of its own.
 */
export function travellerAddress(): Record<string, string> {
  travellers += 1;
  return {
    'x-forwarded-for': `10.${String(travellers >> 16)}.${String((travellers >> 8) & 255)}.${String(travellers & 255)}`,
  };
}

/**
 * A booking made and then found again as /my/search-booking finds it (its code and the first
 * passenger's names): the manage grant the page keeps in the tab's sessionStorage.
 */
export async function prepareManagedBooking(baseUrl: string, departDate: string, returnDate: string) {
  const prepared = await prepareReservation(baseUrl, departDate, returnDate);
  const booking = JSON.parse(prepared.storage[CREATION_KEY] ?? '{}') as {
    state?: { booking?: { locator?: string } };
  };
  const [adult] = prepared.details.passengers;
  const grant = await json<unknown>(
    await fetch(`${baseUrl}/booking/api/v1/reservations/grants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...travellerAddress() },
      body: JSON.stringify({
        locator: booking.state?.booking?.locator,
        lastName: adult?.lastName,
        firstName: adult?.firstName,
      }),
    }),
    'reservations/grants',
  );
  return { session: { [MANAGE_GRANT_KEY]: JSON.stringify(grant) } };
}

/**
 * What a traveller arriving on a page has in the browser, prepared afresh for each load: a quoted
 * session for /passengers and /select-service, a booking already made for /payment-methods, a
 * booking found again (its manage grant) for the /my pages that show one (three weeks out, back
 * four days later). Undefined for any other page.
 */
export function bookingStorageFor(
  path: string,
  baseUrl: string,
): (() => Promise<BrowserStorage>) | undefined {
  if (/\/my\/(booking-detail|edit-booking|edit-service|payment-methods)(\/|$)/.test(path)) {
    return () => prepareManagedBooking(baseUrl, isoDate(21), isoDate(25));
  }
  const page = path.split('/').at(-1);
  if (page === 'passengers' || page === 'select-service') {
    return async () => ({ local: (await prepareBooking(baseUrl, isoDate(21), isoDate(25))).storage });
  }
  if (page === 'payment-methods') {
    return async () => ({ local: (await prepareReservation(baseUrl, isoDate(21), isoDate(25))).storage });
  }
  return undefined;
}
