import type {
  CancellationQuote,
  ManageGrant,
  ManagedReservationResponse,
} from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { vi } from 'vitest';
import { fetchUrl, reservationFixture } from '../../test/payment.fixture';

/*
 * What the manage-booking tests answer: a fetch that routes by method and path to the test's
 * handlers (each may answer JSON or an error envelope), and the booking's answers.
 */

export const GRANT: ManageGrant = {
  grant: 'eyJrIjoicmVzLTAwMDEifQ.c2lnbmF0dXJlLW9mLXRoZS1ncmFudA',
  expiresAt: '2099-12-31T00:00:00.000Z',
  reservationKey: 'res-0001',
};

export const FRESH_GRANT: ManageGrant = {
  ...GRANT,
  grant: 'eyJrIjoicmVzLTAwMDEiLCJuIjoyfQ.ZnJlc2gtc2lnbmF0dXJl',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

export function failure(
  status: number,
  errorCode: string,
  message: string,
  extra: { readonly details?: unknown; readonly headers?: Record<string, string> } = {},
): Promise<Response> {
  return json(
    { errorCode, message, requestId: 'req-1', ...(extra.details ? { details: extra.details } : {}) },
    status,
    extra.headers,
  );
}

export function managedAnswer(overrides: Partial<ReservationDto> = {}): ManagedReservationResponse {
  const reservation = reservationFixture(overrides);
  return {
    reservation,
    reservationSummary: reservation.reservationSummary,
    grant: FRESH_GRANT,
    checkin: [{ passengerKey: 'ADT1', flightKey: '101', status: 'notYet' }],
  };
}

/** A paid booking: everything captured, nothing left to pay. */
export function paidOverrides(): Partial<ReservationDto> {
  const unpaid = reservationFixture();
  return {
    status: 'Paid',
    reservationSummary: { ...unpaid.reservationSummary, paidAmount: 1_500_000, remaining: 0 },
    remaining: 0,
  };
}

export function creditQuote(): CancellationQuote {
  return {
    reservationKey: 'res-0001',
    currency: 'VND',
    paidAmount: 1_500_000,
    options: [
      { resolution: 'credit', fee: 0, amount: 1_500_000 },
      { resolution: 'refund', fee: 300_000, amount: 1_200_000 },
    ],
    blockedBy: null,
    creditValidityDays: 365,
  };
}

export const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'SG', name: 'Singapore', phoneCode: '+65', defaultCurrency: 'SGD', languages: ['en'] },
  ],
};

export const PROVINCES = {
  countryCode: 'VN',
  provinces: [
    { code: 'VN-HN', name: 'Hanoi', kind: 'city' },
    { code: 'VN-SG', name: 'Ho Chi Minh City', kind: 'city' },
  ],
};

type Handler = (init: RequestInit | undefined, url: URL) => Promise<Response>;

/** `METHOD /path` → handler; anything else answers 404 NOT_FOUND, as the server does. */
export function stubManageFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(fetchUrl(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init, url) : failure(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof stubManageFetch>, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(fetchUrl(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === route;
  });
}

/** A header a call sent. */
export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  const headers = new Headers(init?.headers);
  return headers.get(name) ?? undefined;
}
