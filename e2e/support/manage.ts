import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { encryptCardFor, importCardKey } from '@skybook/domain/card-encryption';
import { prepareSession, sessionCall } from './booking-session';
import { expect } from './fixtures';
import { TYPED_CARDS } from './secrets-scan';

/*
 * Bookings made, paid and opened over the API for the manage-booking journeys, so each journey
 * starts on the /my page it is about: an Unpaid booking for NGUYEN VAN AN, paid by the sandbox's
 * frictionless card or held with PL6, and a manage grant kept where /my/search-booking keeps it.
 */

const API = '/booking/api/v1';
/** Where the web app keeps the manage grant (apps/web/src/lib/manage-grant.ts). */
const GRANT_KEY = 'skybook.manageGrant';
/** The server's per-request test clock (apps/server/src/plugins/test-clock.ts; TEST_CLOCK is on in e2e). */
export const TEST_NOW_HEADER = 'x-test-now';

export interface Booked {
  readonly sessionId: string;
  /** The booking session's signing key, for the calls made in it. */
  readonly signingKey: string;
  readonly key: string;
  readonly locator: string;
  /** What is left to pay, in minor units of `currency`. */
  readonly remaining: number;
  readonly currency: string;
}

export interface Grant {
  readonly grant: string;
  readonly expiresAt: string;
  readonly reservationKey: string;
}

export interface BookOptions {
  readonly daysOut: number;
  readonly fareIndex: number | 'dearest';
  /** A round trip, back this many days from today. */
  readonly returnDaysOut?: number;
}

/** An Unpaid SGN → HAN booking for one adult, NGUYEN VAN AN, made as the payment page makes it. */
export async function bookUnpaid(request: APIRequestContext, options: BookOptions): Promise<Booked> {
  const session = await prepareSession(request, options.daysOut, options.fareIndex, options.returnDaysOut);
  const created = await sessionCall(request, session, 'POST', `${API}/reservations`, {
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reservation } = (await created.json()) as {
    reservation: {
      key: string;
      locator: string;
      reservationSummary: { remaining: number; currency: string };
    };
  };
  return {
    sessionId: session.sessionId,
    signingKey: session.signingKey,
    key: reservation.key,
    locator: reservation.locator,
    remaining: reservation.reservationSummary.remaining,
    currency: reservation.reservationSummary.currency,
  };
}

/** Pays (or holds) the booking in its booking session with `identifier`, at the amount the methods list quotes. */
async function payInSession(
  request: APIRequestContext,
  booked: Booked,
  identifier: string,
  extra: object = {},
): Promise<void> {
  const listed = await sessionCall(request, booked, 'GET', `${API}/payment/methods-by-bookingKey`, {
    params: { reservationKey: booked.locator },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const { payments } = (await listed.json()) as {
    payments: { identifier: string; total: { currency: string; totalAmount: number } }[];
  };
  const method = payments.find((candidate) => candidate.identifier === identifier);
  if (!method) throw new Error(`no ${identifier} method for ${booked.locator}`);
  const paid = await sessionCall(request, booked, 'POST', `${API}/payment`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      reservationLocator: booked.locator,
      identifier,
      amount: method.total,
      languageId: 'en',
      acceptedTerms: true,
      ...extra,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Holds the booking to pay later (PL6): it stays Unpaid, and the server e-mails it with its manage link. */
export async function holdToPayLater(request: APIRequestContext, booked: Booked): Promise<void> {
  await payInSession(request, booked, 'PL6');
}

/**
 * Pays the booking by the sandbox's frictionless Visa (no 3-D Secure challenge), the card
 * encrypted with the acquirer's published key as the browser encrypts it.
 */
export async function payByCard(request: APIRequestContext, booked: Booked): Promise<void> {
  const jwks: unknown = await (await request.get('/sandbox/card/jwks')).json();
  const card = { number: TYPED_CARDS[2], expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN AN' };
  const token = await encryptCardFor(await importCardKey(jwks), card, new Date());
  await payInSession(request, booked, 'VI', {
    card: {
      token,
      brand: 'VI',
      billing: {
        address: '1 Le Loi',
        city: 'Ho Chi Minh',
        province: 'HCM',
        country: 'VN',
        postalCode: '700000',
        phone: '0901234567',
      },
    },
  });
}

/**
 * Finds the booking as the search page does (its code and a name) and returns the grant it opens;
 * `now` finds it at another time (the server's test clock, x-test-now), as a check-in journey does.
 */
export async function openGrant(request: APIRequestContext, locator: string, now?: string): Promise<Grant> {
  const opened = await request.post(`${API}/reservations/grants`, {
    data: { locator, lastName: 'NGUYEN', firstName: 'VAN AN' },
    ...(now === undefined ? {} : { headers: { [TEST_NOW_HEADER]: now } }),
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return (await opened.json()) as Grant;
}

/**
 * Keeps the grant in the tab's sessionStorage before any page script runs, as /my/search-booking
 * leaves it; once per tab, so a page that replaces it later keeps its own.
 */
export async function storeGrant(page: Page, grant: Grant): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [GRANT_KEY, JSON.stringify(grant)] as const,
  );
}

/** The booking as the server has it now (GET reservations with the grant), or at `now` (x-test-now). */
export async function readBooking<Reservation>(
  request: APIRequestContext,
  grant: Grant,
  now?: string,
): Promise<Reservation> {
  const answer = await request.get(`${API}/reservations`, {
    headers: { 'x-manage-grant': grant.grant, ...(now === undefined ? {} : { [TEST_NOW_HEADER]: now }) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { reservation: Reservation }).reservation;
}

/** The page fits its viewport: nothing to scroll sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
