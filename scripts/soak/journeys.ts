// What one virtual traveller does over the HTTP API, one journey at a time: mostly searching, then
// quoting and leaving, buying (card through the payment sandbox, sometimes the booking request sent
// twice at once with one Idempotency-Key), buying and adding a seat afterwards (the manage grant,
// the new due paid by card), cancelling (a Paid booking into a credit or a refund, an Unpaid one
// outright), checking in (the server's clock moved inside the window with x-test-now), and racing
// other travellers for the last seats of a small bucket or for one seat. A step the server refuses
// ends the journey: the refusal is in the operations' table, and the invariants judge the rest.
import { randomUUID } from 'node:crypto';
import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { CancellationQuote } from '@skybook/contracts/manage-booking';
import type { CreatePaymentResponse } from '@skybook/contracts/payment';
import type { SeatChoice, ServiceSelection } from '@skybook/contracts/quotation';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import type { ServiceChangeQuotation } from '@skybook/contracts/service-change';
import { validDetails } from '../../apps/server/test/passenger-details-fixture';
import { ROUTES } from '../bench/booking-create';
import { isoDate } from '../bench/booking-session';
import { sandboxCard } from '../bench/sandbox-card';
import { API, TEST_NOW_HEADER, type CallOptions, type SoakClient } from './client';
import type { SoakRecorder } from './report';

export interface TravelContext {
  client: SoakClient;
  recorder: SoakRecorder;
  /** Uniform in [0, 1): which journey, route, day and seat. */
  random: () => number;
  /** Days from today the travellers fly (inside the server's seeded schedule). */
  days: { first: number; last: number };
  /** Flights and families already raced for: each race takes a bucket nobody else books. */
  raced: Set<string>;
  /** A fresh `x-forwarded-for` per booking lookup (decision 019 limits lookups per client). */
  address: () => Record<string, string>;
}

/** The first adult's names, as validDetails writes them and the booking lookup asks for them. */
const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };
const NO_SERVICES: ServiceSelection = {
  seats: [],
  items: [],
  insurance: [],
  flyGreenVnd: null,
  acceptedTerms: [],
};
const HOUR = 3_600_000;
/** How many travellers race at once for a bucket or a seat, and the adults each books in a bucket race. */
const RACERS = 8;
const RACE_ADULTS = 3;

interface Fare {
  bookingKey: string;
  family: string;
  seatsLeft: number;
  /** The journey's flights (search-flight's journey key) and family: what a race claims. */
  bucket: string;
}

const pick = <T>(context: TravelContext, items: readonly T[]): T => {
  const item = items[Math.floor(context.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

const day = (context: TravelContext, first = context.days.first, last = context.days.last): number =>
  first + Math.floor(context.random() * (last - first + 1));

/** Direct fares on sale for `adults` on a random busy route `daysOut` days from today. */
async function search(context: TravelContext, daysOut: number, adults: number): Promise<Fare[]> {
  const [from, to] = pick(context, ROUTES);
  const query = new URLSearchParams({
    departAirport: from,
    arrivalAirport: to,
    departDate: isoDate(daysOut),
    tripType: 'oneway',
    adultCount: String(adults),
    currency: 'VND',
  });
  const answer = await context.client.call<SearchFlightResponse>(
    'GET search-flight',
    'GET',
    `${API}/search-flight?${query.toString()}`,
  );
  return (answer.body?.legs[0]?.journeys ?? [])
    .filter((journey) => journey.stops === 0)
    .flatMap((journey) =>
      journey.fares.flatMap((fare) =>
        fare.bookingKey && fare.available
          ? [
              {
                bookingKey: fare.bookingKey,
                family: fare.family,
                seatsLeft: fare.seatsLeft,
                bucket: `${journey.key}|${fare.family}`,
              },
            ]
          : [],
      ),
    );
}

/** An Eco or Deluxe fare for `adults`, some day ahead (after `first` days), or undefined when none. */
async function everydayFare(context: TravelContext, adults = 1, first?: number, last?: number) {
  const fares = (await search(context, day(context, first, last), adults)).filter(
    (fare) => fare.family === 'Eco' || fare.family === 'Deluxe',
  );
  return fares.length === 0 ? undefined : pick(context, fares);
}

async function openSession(context: TravelContext, fare: Fare): Promise<BookingSessionDto | undefined> {
  const answer = await context.client.call<BookingSessionDto>(
    'POST session-booking',
    'POST',
    `${API}/session-booking`,
    {
      body: { tripType: 'oneway', bookingKeys: [fare.bookingKey] },
    },
  );
  return answer.body;
}

/** The free seats of the session's first flight. */
async function freeSeats(context: TravelContext, session: BookingSessionDto, fare: Fare): Promise<string[]> {
  const answer = await context.client.call<SeatSelectionOptionsResponse>(
    'GET seatSelectionOptions',
    'GET',
    `${API}/seatSelectionOptions?bookingKey=${encodeURIComponent(fare.bookingKey)}`,
    { session },
  );
  return seatCodes(answer.body);
}

function seatCodes(map: SeatSelectionOptionsResponse | undefined): string[] {
  return (map?.flights[0]?.cabins ?? []).flatMap((cabin) =>
    cabin.rows.flatMap((row) =>
      row.elements.flatMap((element) => (element.seat?.available ? [element.seat.code] : [])),
    ),
  );
}

const seatFor = (seatCode: string): SeatChoice => ({
  journeyIndex: 0,
  flightIndex: 0,
  passengerKey: 'ADT1',
  seatCode,
});

/** Valid passengers quoted for the session, with `seat` for the first adult when given; false when refused. */
async function quote(context: TravelContext, session: BookingSessionDto, seat?: string): Promise<boolean> {
  const answer = await context.client.call('POST quotation', 'POST', `${API}/reservations/quotation`, {
    session,
    body: {
      details: validDetails(session),
      services: { ...NO_SERVICES, seats: seat === undefined ? [] : [seatFor(seat)] },
    },
  });
  return answer.status === 200;
}

/** A quoted session on a fare, a random free seat chosen one time in three; undefined when a step was refused. */
async function quotedSession(context: TravelContext, fare: Fare): Promise<BookingSessionDto | undefined> {
  const session = await openSession(context, fare);
  if (!session) return undefined;
  let seat: string | undefined;
  if (context.random() < 1 / 3) {
    const free = await freeSeats(context, session, fare);
    seat = free.length > 0 ? pick(context, free) : undefined;
  }
  return (await quote(context, session, seat)) ? session : undefined;
}

/** POST reservations once with a fresh Idempotency-Key; the booking when 201. */
async function book(
  context: TravelContext,
  session: BookingSessionDto,
  op = 'POST reservations',
  key: string = randomUUID(),
): Promise<ReservationDto | undefined> {
  const answer = await context.client.call<CreateReservationResponse>(op, 'POST', `${API}/reservations`, {
    session,
    headers: { 'idempotency-key': key },
    body: {},
  });
  const reservation = answer.status === 201 ? answer.body?.reservation : undefined;
  if (reservation) context.recorder.booked({ locator: reservation.locator, key: reservation.key });
  return reservation;
}

/**
 * Books the session, one time in ten sending the request twice at once with the same key: both
 * may answer 201 only with the same booking (a replay), else one waits its turn (409).
 */
async function bookOnce(
  context: TravelContext,
  session: BookingSessionDto,
): Promise<ReservationDto | undefined> {
  if (context.random() >= 0.1) return book(context, session);
  const key = randomUUID();
  const answers = await Promise.all([
    book(context, session, 'POST reservations (one key twice)', key),
    book(context, session, 'POST reservations (one key twice)', key),
  ]);
  const made = answers.filter((answer) => answer !== undefined);
  if (new Set(made.map((answer) => answer.locator)).size > 1) {
    context.recorder.violation(
      `one Idempotency-Key made two bookings: ${made.map((answer) => answer.locator).join(', ')}`,
    );
  }
  return made[0];
}

/** Pays what the booking owes by the sandbox's frictionless Visa, as its session or grant (`payer`); true when captured. */
async function payByCard(
  context: TravelContext,
  payer: Pick<CallOptions, 'headers' | 'session'>,
  locator: string,
): Promise<boolean> {
  const methods = await context.client.call<{ payments: { identifier: string; total: unknown }[] }>(
    'GET payment/methods-by-bookingKey',
    'GET',
    `${API}/payment/methods-by-bookingKey?reservationKey=${locator}`,
    payer,
  );
  const visa = methods.body?.payments.find((method) => method.identifier === 'VI');
  if (!visa) return false;
  const paid = await context.client.call<CreatePaymentResponse>('POST payment', 'POST', `${API}/payment`, {
    ...payer,
    headers: { ...payer.headers, 'idempotency-key': randomUUID() },
    body: {
      reservationLocator: locator,
      identifier: 'VI',
      amount: visa.total,
      languageId: 'en',
      acceptedTerms: true,
      card: await sandboxCard(context.client.baseUrl),
    },
  });
  const payment = paid.body?.payment;
  if (payment?.status !== 'SUCCESSFUL') return false;
  context.recorder.captured(payment.id);
  return true;
}

/** A Paid booking on an everyday fare (days from `first` to `last` ahead), or undefined when a step was refused. */
async function buy(
  context: TravelContext,
  first?: number,
  last?: number,
): Promise<ReservationDto | undefined> {
  const fare = await everydayFare(context, 1, first, last);
  const session = fare && (await quotedSession(context, fare));
  const reservation = session && (await bookOnce(context, session));
  if (!session || !reservation) return undefined;
  return (await payByCard(context, { session }, reservation.locator)) ? reservation : undefined;
}

/** The manage grant of the booking (found by its code and a name), at `now` when given (x-test-now). */
async function grantFor(context: TravelContext, locator: string, now?: string): Promise<string | undefined> {
  const answer = await context.client.call<{ grant: string }>(
    'POST reservations/grants',
    'POST',
    `${API}/reservations/grants`,
    {
      headers: { ...context.address(), ...(now === undefined ? {} : { [TEST_NOW_HEADER]: now }) },
      body: { locator, ...NAMES },
    },
  );
  return answer.body?.grant;
}

/** After booking: a free seat added through manage booking, and the new due paid by card. */
async function addSeat(context: TravelContext, reservation: ReservationDto): Promise<void> {
  const grant = await grantFor(context, reservation.locator);
  if (!grant) return;
  const headers = { 'x-manage-grant': grant };
  const map = await context.client.call<SeatSelectionOptionsResponse>(
    'GET seatSelectionOptions (manage)',
    'GET',
    `${API}/seatSelectionOptions?journeyKey=${reservation.journeys[0]?.key ?? ''}&reservationKey=${reservation.key}`,
    { headers },
  );
  const free = seatCodes(map.body);
  if (free.length === 0) return;
  const services = { ...NO_SERVICES, seats: [seatFor(pick(context, free))] };
  const quoted = await context.client.call<{ quotation: ServiceChangeQuotation }>(
    'POST services/quotation',
    'POST',
    `${API}/reservations/services/quotation`,
    { headers, body: { reservationKey: reservation.key, services } },
  );
  if (!quoted.body) return;
  const applied = await context.client.call<{ reservationSummary: { remaining: number } }>(
    'POST reservations/services',
    'POST',
    `${API}/reservations/services`,
    {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: { reservationKey: reservation.key, services, amount: quoted.body.quotation.totalAmount },
    },
  );
  if ((applied.body?.reservationSummary.remaining ?? 0) > 0)
    await payByCard(context, { headers }, reservation.locator);
}

/** Cancels through manage booking: a Paid booking into a credit or a refund (as quoted), an Unpaid one outright. */
async function cancel(context: TravelContext, locator: string, paid: boolean): Promise<void> {
  const grant = await grantFor(context, locator);
  if (!grant) return;
  const headers = { 'x-manage-grant': grant };
  let choice = {};
  if (paid) {
    const names = new URLSearchParams(NAMES);
    const quoted = await context.client.call<CancellationQuote>(
      'GET reservations/cancel/quote',
      'GET',
      `${API}/reservations/cancel/quote?${names.toString()}`,
      { headers },
    );
    const options = quoted.body?.options ?? [];
    if (options.length === 0) return;
    const option = pick(context, options);
    choice = { resolution: option.resolution, amount: option.amount };
  }
  await context.client.call('POST reservations/cancel', 'POST', `${API}/reservations/cancel`, {
    headers,
    body: { ...NAMES, ...choice },
  });
}

/** A Paid booking two to four days out, checked in five hours before its flight (the server's clock moved there). */
async function checkIn(context: TravelContext): Promise<void> {
  const reservation = await buy(context, 2, Math.min(4, context.days.last));
  const journey = reservation?.journeys[0];
  const departure = journey?.segments[0]?.departure.utc;
  if (!reservation || !journey || !departure) return;
  const now = new Date(Date.parse(departure) - 5 * HOUR).toISOString();
  const grant = await grantFor(context, reservation.locator, now);
  if (!grant) return;
  const headers = { 'x-manage-grant': grant, [TEST_NOW_HEADER]: now };
  const view = await context.client.call('GET checkin', 'GET', `${API}/checkin`, { headers });
  if (view.status !== 200) return;
  await context.client.call('POST checkin', 'POST', `${API}/checkin`, {
    headers,
    body: { departureKey: journey.key, passengers: [{ key: 'ADT1' }], dangerousGoodsAccepted: true },
  });
}

/**
 * RACERS travellers book RACE_ADULTS adults each at the same instant on a Business bucket (12
 * seats; SkyBoss when the route has none) that no other journey books: the winners' passengers
 * never outnumber the seats the search said were left.
 */
async function bucketRace(context: TravelContext): Promise<void> {
  const fares = await search(context, day(context), RACE_ADULTS);
  const fare =
    fares.find((candidate) => candidate.family === 'Business' && !context.raced.has(candidate.bucket)) ??
    fares.find((candidate) => candidate.family === 'SkyBoss' && !context.raced.has(candidate.bucket));
  if (!fare) return;
  context.raced.add(fare.bucket);
  const sessions = await Promise.all(
    Array.from({ length: RACERS }, async () => {
      const session = await openSession(context, fare);
      return session && (await quote(context, session)) ? session : undefined;
    }),
  );
  const ready = sessions.filter((session) => session !== undefined);
  const won = (
    await Promise.all(ready.map((session) => book(context, session, 'POST reservations (bucket race)')))
  ).filter((reservation) => reservation !== undefined);
  if (won.length * RACE_ADULTS > fare.seatsLeft) {
    context.recorder.violation(
      `bucket race on ${fare.bucket}: ${String(won.length)} bookings of ${String(RACE_ADULTS)} with ${String(fare.seatsLeft)} seats left`,
    );
  }
}

/** RACERS travellers quote the same free seat on one flight and book at the same instant: one wins at most. */
async function seatRace(context: TravelContext): Promise<void> {
  const fare = await everydayFare(context);
  if (!fare) return;
  const sessions = (
    await Promise.all(Array.from({ length: RACERS }, () => openSession(context, fare)))
  ).filter((session) => session !== undefined);
  const [first] = sessions;
  if (!first) return;
  const free = await freeSeats(context, first, fare);
  if (free.length === 0) return;
  const seat = pick(context, free);
  const quoted = await Promise.all(
    sessions.map(async (session) => ((await quote(context, session, seat)) ? session : undefined)),
  );
  const ready = quoted.filter((session) => session !== undefined);
  const won = (
    await Promise.all(ready.map((session) => book(context, session, 'POST reservations (seat race)')))
  ).filter((reservation) => reservation !== undefined);
  if (won.length > 1) {
    context.recorder.violation(
      `seat race for ${seat} on ${fare.bucket}: ${String(won.length)} bookings hold it`,
    );
  }
}

/** One journey, drawn by the traffic's mix. */
export async function travel(context: TravelContext): Promise<void> {
  const draw = context.random();
  if (draw < 0.45) {
    // Browsing: a few searches, nothing booked.
    for (let searches = 1 + Math.floor(context.random() * 3); searches > 0; searches -= 1) {
      await search(context, day(context), 1 + Math.floor(context.random() * 3));
    }
  } else if (draw < 0.55) {
    const fare = await everydayFare(context);
    if (fare) await quotedSession(context, fare);
  } else if (draw < 0.75) {
    const reservation = await buy(context);
    if (reservation && context.random() < 0.3) await addSeat(context, reservation);
  } else if (draw < 0.83) {
    const reservation = await buy(context);
    if (reservation) await cancel(context, reservation.locator, true);
  } else if (draw < 0.88) {
    const fare = await everydayFare(context);
    const session = fare && (await quotedSession(context, fare));
    const reservation = session && (await bookOnce(context, session));
    if (reservation) await cancel(context, reservation.locator, false);
  } else if (draw < 0.95) {
    await checkIn(context);
  } else if (context.random() < 0.5) {
    await bucketRace(context);
  } else {
    await seatRace(context);
  }
}
