import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { signRequest } from '@skybook/domain/request-signature';
import { expect } from './fixtures';

/*
 * Booking sessions made over the API (search, session, quotation), so a journey starts on the
 * page it is about, with the session and the passengers stored as the web app stores them.
 */

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
export function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

const SESSION_KEY = 'skybook.booking-session';

interface Fare {
  readonly bookingKey: string;
  readonly totalAmount: number;
}
interface SearchAnswer {
  readonly legs: readonly { readonly journeys: readonly { readonly fares: readonly Fare[] }[] }[];
}
interface SessionAnswer {
  readonly sessionId: string;
  /** The key the session's calls are signed with (decision 044). */
  readonly signingKey: string;
  readonly expiry: number;
}

/** A booking session as its calls need it: its id and its signing key. */
export type SigningSession = Pick<SessionAnswer, 'sessionId' | 'signingKey'>;

export interface SessionCallOptions {
  /** Sent as JSON. */
  readonly data?: unknown;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A booking call of `session` (`url` a path or an absolute URL), with its id and signed with its
 * key as the web app signs it: the exact URL and JSON text sent, now.
 */
export async function sessionCall(
  request: APIRequestContext,
  session: SigningSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: SessionCallOptions = {},
): Promise<APIResponse> {
  const params = Object.entries(options.params ?? {}).map(([name, value]): [string, string] => [
    name,
    String(value),
  ]);
  const query = new URLSearchParams(params).toString();
  const target = query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
  const body = options.data === undefined ? undefined : JSON.stringify(options.data);
  const signature = await signRequest({
    key: session.signingKey,
    method,
    url: target,
    body,
    now: new Date(),
  });
  return request.fetch(target, {
    method,
    headers: {
      ...options.headers,
      'x-session-id': session.sessionId,
      ...signature,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { data: body }),
  });
}
/** The fare at `fareIndex` (wrapping round), or the dearest. */
function pickFare(fares: readonly Fare[], fareIndex: number | 'dearest'): Fare | undefined {
  if (fareIndex !== 'dearest') return fares[fareIndex % Math.max(1, fares.length)];
  return fares.reduce<Fare | undefined>(
    (dearest, candidate) => (dearest && dearest.totalAmount >= candidate.totalAmount ? dearest : candidate),
    undefined,
  );
}

export interface PreparedSession extends SessionAnswer {
  /** The passengers and contact the quotation accepted. */
  readonly details: unknown;
}

/**
 * An SGN → HAN booking session with one adult and no extras, quoted: ready to be booked. One way,
 * or a round trip when `returnDaysOut` is given (the same fare index each way).
 */
export async function prepareSession(
  request: APIRequestContext,
  daysOut: number,
  fareIndex: number | 'dearest',
  returnDaysOut?: number,
): Promise<PreparedSession> {
  const tripType = returnDaysOut === undefined ? 'oneway' : 'roundTrip';
  const search = await request.get('/booking/api/v1/search-flight', {
    params: {
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      departDate: daysAhead(daysOut),
      ...(returnDaysOut === undefined ? {} : { returnDate: daysAhead(returnDaysOut) }),
      tripType,
      adultCount: 1,
    },
  });
  expect(search.status()).toBe(200);
  const bookingKeys = ((await search.json()) as SearchAnswer).legs.map((leg) => {
    const fare = pickFare(
      leg.journeys.flatMap((journey) => journey.fares),
      fareIndex,
    );
    if (!fare) throw new Error('no fare to book');
    return fare.bookingKey;
  });
  const opened = await request.post('/booking/api/v1/session-booking', {
    data: { tripType, bookingKeys },
  });
  expect(opened.status()).toBe(201);
  const session = (await opened.json()) as SessionAnswer;
  const provinces = await request.get('/content/api/v1/country/VN/province');
  const province = ((await provinces.json()) as { provinces: { code: string }[] }).provinces[0]?.code ?? '';
  const details = {
    passengers: [
      {
        key: 'ADT1',
        type: 'adult',
        title: 'Mr',
        gender: 'male',
        lastName: 'NGUYEN',
        middleName: 'VAN',
        firstName: 'AN',
        dateOfBirth: '1985-04-12',
        nationality: 'VN',
        country: 'VN',
        documentNumber: '',
        loyaltyNumber: '',
        flyWith: null,
      },
    ],
    contact: {
      title: 'Mr',
      lastName: 'NGUYEN',
      middleName: 'VAN',
      firstName: 'AN',
      phoneCode: '+84',
      phoneNumber: '0912345678',
      email: 'an.nguyen@example.com',
      address: '12 Ly Thuong Kiet',
      country: 'VN',
      province,
      isRepresentative: true,
      messagingApp: 'NO',
    },
    emergencyContact: { fullName: '', phoneCode: '+84', phoneNumber: '', relation: '' },
  };
  const quoted = await sessionCall(request, session, 'POST', '/booking/api/v1/reservations/quotation', {
    data: {
      details,
      services: { seats: [], items: [], insurance: [], flyGreenVnd: null, acceptedTerms: [] },
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  return { ...session, details };
}

/**
 * Stores the session (and the passengers the quotation accepted) as the web app stores them, once
 * per tab: a reload keeps what the app has written since.
 */
export async function storeSession(page: Page, prepared: PreparedSession): Promise<void> {
  const { details, ...session } = prepared;
  const entries: [string, string][] = [
    [
      SESSION_KEY,
      JSON.stringify({
        state: { sessionId: session.sessionId, expiryMs: session.expiry * 1000, session },
        version: 2,
      }),
    ],
    [
      'skybook.passenger-details',
      JSON.stringify({
        state: { sessionId: session.sessionId, draft: details, confirmed: details },
        version: 1,
      }),
    ],
  ];
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e.session-set')) return;
    for (const [key, value] of items) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e.session-set', '1');
  }, entries);
}

/** Opens /payment-methods with the session stored; the page books it. */
export async function openPaymentMethods(page: Page, session: PreparedSession): Promise<void> {
  await storeSession(page, session);
  const booked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/booking/api/v1/reservations') && response.request().method() === 'POST',
  );
  await page.goto('/en/payment-methods');
  expect((await booked).status()).toBe(201);
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
}
