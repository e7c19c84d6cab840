import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { bookUnpaid, openGrant, payByCard, readBooking, TEST_NOW_HEADER, type Booked } from './manage';

/*
 * Check-in journeys need a Paid booking inside its check-in window (24 h to 1 h before the
 * flight). The server's clock is moved per request (x-test-now, TEST_CLOCK in e2e) instead of
 * waiting: a booking three days out is checked in "five hours before" it.
 */

const HOUR = 3_600_000;

interface BookedFlight {
  journeys: { key: string; segments: { key: string; departure: { utc: string } }[] }[];
}

export interface CheckinBooking extends Booked {
  /** The first flight's departure, ISO UTC. */
  readonly departureUtc: string;
  readonly journeyKey: string;
}

/** A booking for NGUYEN VAN AN three days out, paid by card (or left Unpaid), with its first flight's departure. */
export async function bookForCheckin(
  request: APIRequestContext,
  options: { paid: boolean; daysOut?: number; fareIndex?: number } = { paid: true },
): Promise<CheckinBooking> {
  const booked = await bookUnpaid(request, {
    daysOut: options.daysOut ?? 3,
    fareIndex: options.fareIndex ?? 0,
  });
  if (options.paid) await payByCard(request, booked);
  const reservation = await readBooking<BookedFlight>(request, await openGrant(request, booked.locator));
  const journey = reservation.journeys[0];
  const departureUtc = journey?.segments[0]?.departure.utc;
  if (!journey || !departureUtc) throw new Error(`no flight on ${booked.locator}`);
  return { ...booked, departureUtc, journeyKey: journey.key };
}

/** The instant `hours` before the booking's first flight (after it when negative). */
export function hoursBefore(booking: CheckinBooking, hours: number): string {
  return new Date(Date.parse(booking.departureUtc) - hours * HOUR).toISOString();
}

const clockInstalled = new WeakSet<Page>();

/**
 * The traveller's time moves to `now`, on both sides: every request the page makes runs at `now`
 * on the server, and the browser's clock (pages compare the window with it) starts from `now`.
 */
export async function pageAt(page: Page, now: string): Promise<void> {
  await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: now });
  if (clockInstalled.has(page)) {
    await page.clock.setSystemTime(new Date(now));
    return;
  }
  clockInstalled.add(page);
  await page.clock.install({ time: new Date(now) });
}

interface CheckinAnswer {
  journeys: {
    key: string;
    passengers: { key: string; flights: { checkedIn: boolean; seatCode: string | null }[] }[];
  }[];
}

/** GET checkin at `now`: the first journey's passengers as the server has them. */
export async function checkinState(request: APIRequestContext, booking: CheckinBooking, now: string) {
  const grant = await openGrant(request, booking.locator, now);
  const answer = await request.get('/booking/api/v1/checkin', {
    headers: { 'x-manage-grant': grant.grant, [TEST_NOW_HEADER]: now },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as CheckinAnswer).journeys[0]?.passengers ?? [];
}

interface MailboxMessage {
  subject: string;
  envelope: { to: string[] };
  attachments: { filename: string; contentType: string }[];
}

/** The messages of the server's mailbox (the embedded SMTP sink) about this booking. */
export async function mailAbout(request: APIRequestContext, locator: string): Promise<MailboxMessage[]> {
  const answer = await request.get('/dev/mailbox.json');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { messages: MailboxMessage[] }).messages.filter((message) =>
    message.subject.includes(locator),
  );
}

interface SeatsAnswer {
  flights: {
    cabins: {
      rows: {
        isExitRow: boolean;
        elements: { seat: { code: string; available: boolean; includedInFare: boolean } | null }[];
      }[];
    }[];
  }[];
}

/** A free seat of the first flight that the booking's fare includes, away from exit rows (GET checkin/seats at `now`). */
export async function includedSeat(
  request: APIRequestContext,
  booking: CheckinBooking,
  now: string,
): Promise<string> {
  const grant = await openGrant(request, booking.locator, now);
  const answer = await request.get('/booking/api/v1/checkin/seats', {
    headers: { 'x-manage-grant': grant.grant, [TEST_NOW_HEADER]: now },
    params: {
      bookingKey: booking.key,
      departureKey: booking.journeyKey,
      departurePassengerJourneyDetailKey: 'ADT1',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const rows = ((await answer.json()) as SeatsAnswer).flights[0]?.cabins.flatMap((cabin) => cabin.rows) ?? [];
  const seat = rows
    .filter((row) => !row.isExitRow)
    .flatMap((row) => row.elements.map((element) => element.seat))
    .find((candidate) => candidate?.available === true && candidate.includedInFare);
  if (!seat) throw new Error(`no included seat on ${booking.locator}`);
  return seat.code;
}
