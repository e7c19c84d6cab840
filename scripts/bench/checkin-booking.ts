// Prepares what the check-in pages need before Lighthouse opens them: a Paid one-way booking whose
// flight leaves within the next day (online check-in is open on the real clock: the bench server
// has no test clock), found again with its manage grant, and the check-in draft the pages keep in
// sessionStorage (apps/web/src/features/checkin/stores/checkin-draft.ts).
import { randomUUID } from 'node:crypto';
import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { validDetails } from '../../apps/server/test/passenger-details-fixture';
import { isoDate, json, sessionFetch, travellerAddress } from './booking-session';
import type { BrowserStorage } from './page-speed';
import { sandboxCard } from './sandbox-card';

/** apps/web/src/lib/manage-grant.ts and the check-in draft's sessionStorage keys. */
const MANAGE_GRANT_KEY = 'skybook.manageGrant';
const CHECKIN_DRAFT_KEY = 'skybook.checkin';
const HOUR = 3_600_000;

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The first Eco fare SGN → HAN leaving between 2 and 22 hours from now (today's or tomorrow's flights). */
async function fareInWindow(baseUrl: string): Promise<string> {
  const now = Date.now();
  for (const day of [0, 1]) {
    const query = new URLSearchParams({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      departDate: isoDate(day),
      tripType: 'oneway',
      adultCount: '1',
      childCount: '0',
      infantCount: '0',
      currency: 'VND',
    });
    const search = await json<SearchFlightResponse>(
      await fetch(`${baseUrl}/booking/api/v1/search-flight?${query.toString()}`),
      'search-flight',
    );
    for (const journey of search.legs[0]?.journeys ?? []) {
      const leaves = Date.parse(journey.segments[0]?.departure.utc ?? '');
      const key = journey.fares.find((fare) => fare.bookingKey)?.bookingKey;
      if (key && leaves > now + 2 * HOUR && leaves < now + 22 * HOUR) return key;
    }
  }
  throw new Error('no SGN → HAN flight in the next day to check in');
}

/** Pays the booking with the payment sandbox's frictionless Visa, encrypted as the browser encrypts it. */
async function payByCard(baseUrl: string, session: BookingSessionDto, locator: string): Promise<void> {
  const card = await sandboxCard(baseUrl);
  const { payments } = await json<{ payments: { identifier: string; total: unknown }[] }>(
    await sessionFetch(
      session,
      `${baseUrl}/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${locator}`,
      {
        method: 'GET',
      },
    ),
    'payment methods',
  );
  const visa = payments.find((method) => method.identifier === 'VI');
  if (!visa) throw new Error('no card payment method');
  await json(
    await sessionFetch(session, `${baseUrl}/booking/api/v1/payment`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        reservationLocator: locator,
        identifier: 'VI',
        amount: visa.total,
        languageId: 'vi',
        acceptedTerms: true,
        card,
      }),
    }),
    'payment',
  );
}

/**
 * A Paid booking inside its check-in window, found again (the grant in the tab), with the draft
 * of a traveller at `step`: choosing who checks in, or past it (the notice accepted), or with the
 * journey checked in for the boarding passes.
 */
export async function prepareCheckin(
  baseUrl: string,
  step: (typeof CHECKIN_STEPS)[number],
): Promise<BrowserStorage> {
  const session = await json<BookingSessionDto>(
    await post(`${baseUrl}/booking/api/v1/session-booking`, {
      tripType: 'oneway',
      bookingKeys: [await fareInWindow(baseUrl)],
    }),
    'session-booking',
  );
  const details = validDetails(session);
  const services = { seats: [], items: [], insurance: [], flyGreenVnd: null, acceptedTerms: [] };
  await json(
    await sessionFetch(session, `${baseUrl}/booking/api/v1/reservations/quotation`, {
      method: 'POST',
      body: JSON.stringify({ details, services }),
    }),
    'quotation',
  );
  const { reservation } = await json<{ reservation: ReservationDto }>(
    await sessionFetch(session, `${baseUrl}/booking/api/v1/reservations`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: '{}',
    }),
    'reservations',
  );
  await payByCard(baseUrl, session, reservation.locator);
  const [adult] = details.passengers;
  const grant = await json<{ grant: string }>(
    await post(
      `${baseUrl}/booking/api/v1/reservations/grants`,
      { locator: reservation.locator, lastName: adult?.lastName, firstName: adult?.firstName },
      travellerAddress(),
    ),
    'reservations/grants',
  );
  const departureKey = reservation.journeys[0]?.key ?? '';
  const checkedIn = step === 'success';
  if (checkedIn) {
    await json(
      await post(
        `${baseUrl}/booking/api/v1/checkin`,
        { departureKey, passengers: [{ key: 'ADT1' }], dangerousGoodsAccepted: true },
        { 'x-manage-grant': grant.grant },
      ),
      'checkin',
    );
  }
  const chosen = step !== 'select-flight' && step !== 'select-passengers';
  const draft = {
    reservationKey: reservation.key,
    departureKey,
    passengerKeys: chosen ? ['ADT1'] : [],
    documents: {},
    dangerousGoodsAccepted: chosen,
    seats: {},
    checkedIn,
  };
  return {
    session: {
      [MANAGE_GRANT_KEY]: JSON.stringify(grant),
      ...(step === 'select-flight' ? {} : { [CHECKIN_DRAFT_KEY]: JSON.stringify(draft) }),
    },
  };
}

const CHECKIN_STEPS = ['select-flight', 'select-passengers', 'select-seats', 'summary', 'success'] as const;

/** What a traveller arriving on a check-in step has in the tab, prepared afresh per load; undefined for other pages. */
export function checkinStorageFor(
  path: string,
  baseUrl: string,
): (() => Promise<BrowserStorage>) | undefined {
  const step = CHECKIN_STEPS.find((candidate) => path.endsWith(`/checkin/${candidate}`));
  return step === undefined ? undefined : () => prepareCheckin(baseUrl, step);
}
