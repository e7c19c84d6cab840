import { randomUUID } from 'node:crypto';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import {
  emptyServiceSelection,
  type QuotationDto,
  type QuotationResponse,
  type ServiceSelection,
} from '@skybook/contracts/quotation';
import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { signSessionCall } from './app-fixture';
import type { Database } from '../src/db/database';
import { openTestSession, type TestSession, type TestSessionOptions } from './booking-session-fixture';
import { inventoryChecks } from './invariants';
import { validDetails } from './passenger-details-fixture';

export const RESERVATIONS = '/booking/api/v1/reservations';
export const BOOKING_STATUS = '/booking/api/v1/session-booking/status';

export interface QuotedSession extends TestSession {
  details: PassengerDetails;
  services: ServiceSelection;
  quotation: QuotationDto;
}

/** Quotes `services` (none by default) for the session with valid passengers; the booking starts from it. */
export async function quoteSession(
  app: FastifyInstance,
  session: TestSession,
  services: ServiceSelection = emptyServiceSelection(),
): Promise<QuotedSession> {
  const details = validDetails(session.session);
  const response = await app.inject({
    method: 'POST',
    url: '/booking/api/v1/reservations/quotation',
    headers: session.headers,
    payload: { details, services },
  });
  if (response.statusCode !== 200) throw new Error(`quotation failed: ${response.body}`);
  const [quotation] = response.json<QuotationResponse>().quotation;
  if (!quotation) throw new Error('no quotation');
  return { ...session, details, services, quotation };
}

/** Opens a session (openTestSession) and quotes it. */
export async function openQuotedSession(
  app: FastifyInstance,
  options: TestSessionOptions,
  services?: (session: TestSession) => Promise<ServiceSelection> | ServiceSelection,
): Promise<QuotedSession> {
  const session = await openTestSession(app, options);
  return quoteSession(app, session, services ? await services(session) : undefined);
}

/** POST reservations for the session with an Idempotency-Key (a fresh one unless given). */
export function createReservation(
  app: FastifyInstance,
  session: TestSession,
  key: string = randomUUID(),
  language = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: RESERVATIONS,
    headers: { ...session.headers, 'idempotency-key': key, 'accept-language': language },
  });
}

/**
 * One booking per session, all sent at the same instant: every call is signed first (decision
 * 044; signing reads the secret and hashes), so the requests reach the app together, as a crowd
 * of travellers does, and race inside it rather than arriving one after another.
 */
export async function createReservationsAtOnce(
  app: FastifyInstance,
  sessions: readonly TestSession[],
): Promise<LightMyRequestResponse[]> {
  const signed = await Promise.all(
    sessions.map((session) =>
      signSessionCall(app, {
        method: 'POST',
        url: RESERVATIONS,
        headers: { ...session.headers, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      }),
    ),
  );
  return Promise.all(signed.map((headers) => app.inject({ method: 'POST', url: RESERVATIONS, headers })));
}

/** The free, chargeable-or-not seats of a journey's first flight, from the seat map. */
export async function freeSeats(
  app: FastifyInstance,
  session: TestSession,
  journeyIndex = 0,
  flightIndex = 0,
): Promise<{ code: string; isExitRow: boolean; seatClass: string }[]> {
  const bookingKey = session.session.journeys[journeyIndex]?.bookingKey ?? '';
  const response = await app.inject({
    url: `/booking/api/v1/seatSelectionOptions?bookingKey=${encodeURIComponent(bookingKey)}`,
    headers: session.headers,
  });
  if (response.statusCode !== 200) throw new Error(`seat map failed: ${response.body}`);
  const map = response.json<SeatSelectionOptionsResponse>();
  return (
    map.flights[flightIndex]?.cabins.flatMap((cabin) =>
      cabin.rows.flatMap((row) =>
        row.elements.flatMap((element) =>
          element.seat?.available
            ? [{ code: element.seat.code, isExitRow: row.isExitRow, seatClass: element.seat.seatClass }]
            : [],
        ),
      ),
    ) ?? []
  );
}

/** `sold` of every fare row of these flights, by `flightId|family`. */
export async function soldByFare(
  db: Kysely<Database>,
  flightIds: readonly number[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('flight_fare')
    .select(['flight_id', 'fare_family_code', 'sold'])
    .where('flight_id', 'in', [...flightIds])
    .execute();
  return new Map(rows.map((row) => [`${String(row.flight_id)}|${row.fare_family_code}`, row.sold]));
}

/**
 * design §5 inventory invariants, by SQL, on the given flights (invariants.ts inventoryChecks):
 * answers the violations (empty when all hold).
 */
export async function inventoryViolations(
  db: Kysely<Database>,
  flightIds: readonly number[],
  baseline: ReadonlyMap<string, number>,
): Promise<string[]> {
  return Object.values(await inventoryChecks(db, flightIds, baseline)).flat();
}

/**
 * `count` one-way sessions of one adult on the same direct flight in `family` (the first direct
 * flight of the day with that family on sale): one search, one booking key, many sessions.
 */
export async function openSessionsOnDirectFlight(
  app: FastifyInstance,
  options: { from: string; to: string; date: string; family?: string; count: number; skip?: number },
): Promise<{ flightId: number; family: string; sessions: TestSession[] }> {
  const family = options.family ?? 'Eco';
  const query = new URLSearchParams({
    departAirport: options.from,
    arrivalAirport: options.to,
    departDate: options.date,
    tripType: 'oneway',
    adultCount: '1',
    childCount: '0',
    infantCount: '0',
    currency: 'VND',
  });
  const searched = await app.inject({ url: `/booking/api/v1/search-flight?${query.toString()}` });
  if (searched.statusCode !== 200) throw new Error(`search failed: ${searched.body}`);
  const search = searched.json<SearchFlightResponse>();
  const direct = (search.legs[0]?.journeys ?? []).filter(
    (journey) =>
      journey.stops === 0 && journey.fares.some((fare) => fare.family === family && fare.bookingKey),
  )[options.skip ?? 0];
  const bookingKey = direct?.fares.find((fare) => fare.family === family)?.bookingKey;
  const flightId = direct?.segments[0]?.flightId;
  if (!bookingKey || flightId === undefined)
    throw new Error(`no direct ${family} flight ${options.from}-${options.to}`);
  const sessions: TestSession[] = [];
  for (let i = 0; i < options.count; i++) {
    const opened = await app.inject({
      method: 'POST',
      url: '/booking/api/v1/session-booking',
      payload: { tripType: 'oneway', bookingKeys: [bookingKey] },
    });
    if (opened.statusCode !== 201) throw new Error(`session failed: ${opened.body}`);
    const session = opened.json<BookingSessionDto>();
    sessions.push({
      sessionId: session.sessionId,
      session,
      headers: { 'x-session-id': session.sessionId },
      search,
    });
  }
  return { flightId, family, sessions };
}

/** One session on the day's first direct flight `from`–`to` (openSessionsOnDirectFlight), with that flight's id. */
export async function openSessionOnDirectFlight(
  app: FastifyInstance,
  options: { from: string; to: string; date: string },
): Promise<TestSession & { flightId: number }> {
  const opened = await openSessionsOnDirectFlight(app, { ...options, count: 1 });
  const [session] = opened.sessions;
  if (!session) throw new Error('no session');
  return { ...session, flightId: opened.flightId };
}

/**
 * Books the session with a seat for ADT1 on its first flight: `seatCode`, or the first free one.
 * Answers the Unpaid reservation and the seat; throws when the booking is refused.
 */
export async function bookWithSeat(
  app: FastifyInstance,
  session: TestSession,
  seatCode?: string,
): Promise<{ reservation: ReservationDto; seat: string }> {
  const seat = seatCode ?? (await freeSeats(app, session))[0]?.code;
  if (!seat) throw new Error('no free seat');
  await quoteSession(app, session, {
    ...emptyServiceSelection(),
    seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat }],
  });
  const response = await createReservation(app, session);
  if (response.statusCode !== 201) throw new Error(`booking refused: ${response.body}`);
  return { reservation: response.json<CreateReservationResponse>().reservation, seat };
}

/** The flight ids of a session's journeys. */
export function flightIdsOf(session: TestSession): number[] {
  return session.session.journeys.flatMap((journey) => journey.segments.map((segment) => segment.flightId));
}

export interface BookedOnFlight {
  session: TestSession;
  reservation: ReservationDto;
}

/**
 * A one-adult Unpaid booking on a direct flight (SGN–PQC on 2026-11-25 by default: four days
 * after TEST_NOW), made over the API: session, quotation, POST reservations. `skip` spreads the
 * bookings of a file over the day's flights.
 */
export async function bookOnDirectFlight(
  app: FastifyInstance,
  options: { skip: number; family?: string; from?: string; to?: string; date?: string },
): Promise<BookedOnFlight> {
  const opened = await openSessionsOnDirectFlight(app, {
    from: options.from ?? 'SGN',
    to: options.to ?? 'PQC',
    date: options.date ?? '2026-11-25',
    ...(options.family ? { family: options.family } : {}),
    count: 1,
    skip: options.skip,
  });
  const [session] = opened.sessions;
  if (!session) throw new Error('no session');
  await quoteSession(app, session);
  const created = await createReservation(app, session);
  if (created.statusCode !== 201) throw new Error(`booking refused: ${created.body}`);
  return { session, reservation: created.json<CreateReservationResponse>().reservation };
}
