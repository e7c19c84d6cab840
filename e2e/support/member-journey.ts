import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { prepareSession, sessionCall } from './booking-session';

/*
 * What the member journeys do over the API beside the pages: read the signed-in member's token
 * from the tab, complete their profile, and book and pay another flight as a guest would (the one
 * they later claim points for).
 */

/** The API's origin for a page on `site`. */
const MEMBER_API = '/member/api/v1/users';
const BOOKING_API = '/booking/api/v1';

/** The access token the site stored for the signed-in member (requirements §3 `token`). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no member signed in on this tab');
  return token;
}

/** The signed-in member's code, from their profile. */
export async function memberCodeOf(request: APIRequestContext, site: string, token: string): Promise<string> {
  const answer = await request.get(`${site}${MEMBER_API}/skyclub/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const { user } = (await answer.json()) as { user: { member: { memberCode: string } } };
  return user.member.memberCode;
}

/** Gives the member the details a passenger needs that sign-up does not ask for. */
export async function completeProfile(
  request: APIRequestContext,
  site: string,
  token: string,
  member: { familyName: string; givenNames: string },
): Promise<void> {
  const answer = await request.put(`${site}${MEMBER_API}/skyclub/update`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      familyName: member.familyName.toUpperCase(),
      middleGivenName: member.givenNames.toUpperCase(),
      title: 'Mr',
      gender: 'male',
      birthDate: '1985-04-12',
      nationality: 'VN',
      address: { country: 'VN', province: null, district: null, address: null, postalCode: null },
      emergencyContact: null,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Books SGN → HAN `daysOut` days ahead for NGUYEN VAN AN as a guest (no member code on the
 * passenger) and pays it from the member's wallet: a flight the member will claim points for.
 * Answers the booking code.
 */
export async function bookAndPayFromWallet(
  request: APIRequestContext,
  site: string,
  token: string,
  pin: string,
  daysOut: number,
): Promise<string> {
  const session = await prepareSession(request, daysOut, 0);
  const booked = await sessionCall(request, session, 'POST', `${site}${BOOKING_API}/reservations`, {
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservation } = (await booked.json()) as { reservation: { locator: string } };
  const methods = await sessionCall(
    request,
    session,
    'GET',
    `${site}${BOOKING_API}/payment/methods-by-bookingKey`,
    {
      params: { reservationKey: reservation.locator, languageId: 'en' },
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const { payments } = (await methods.json()) as {
    payments: { identifier: string; total: { totalAmount: number } }[];
  };
  const total = payments.find((method) => method.identifier === 'WALLET')?.total.totalAmount ?? 0;
  const paid = await sessionCall(request, session, 'POST', `${site}${BOOKING_API}/payment`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      reservationLocator: reservation.locator,
      identifier: 'WALLET',
      amount: { currency: 'VND', totalAmount: total },
      languageId: 'en',
      acceptedTerms: true,
      wallet: { pin },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return reservation.locator;
}
