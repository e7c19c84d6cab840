import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginResponse } from '@skybook/contracts/member';
import type { CreatePaymentResponse, PaymentStatusResponse } from '@skybook/contracts/payment';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { PaymentPointsResponse } from '@skybook/contracts/payment-points';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { MerchantTestApp } from '../../../../../test/app-fixture';
import { bookOnDirectFlight, type BookedOnFlight } from '../../../../../test/reservation-fixture';
import { memberDirectory, PointsService } from '../../../member/public';
import { cardPaymentBody } from '../../../sandbox/sandbox.test-kit';
import { loadPaymentGatewaysConfig } from '../gateways/gateway-config';
import { signVnpayParams } from '../gateways/vnpay';
import { PointsDiscountService } from './points-discount.service';

/** Calls of the points' discount routes and what the tests read of the points and the booking. */

export const POINTS_PATH = '/booking/api/v1/payment/points';

export const memberIdOf = (login: LoginResponse) => login.skypay.profile.userId;
export const bearer = (login: LoginResponse) => ({ authorization: `Bearer ${login.accessToken}` });

let client = 0;

/** A call of the booking API as the booking's payer (its session), with the member's token when given. */
export function pointsCall(
  test: MerchantTestApp,
  booked: BookedOnFlight,
  method: 'GET' | 'PUT' | 'DELETE',
  options: { login?: LoginResponse | undefined; points?: number; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const locator = booked.reservation.locator;
  return test.app.inject({
    method,
    url: method === 'PUT' ? POINTS_PATH : `${POINTS_PATH}?reservationKey=${locator}`,
    headers: {
      'accept-language': 'en',
      ...(options.headers ?? booked.session.headers),
      ...(options.login ? bearer(options.login) : {}),
    },
    remoteAddress: `10.37.0.${String((client++ % 250) + 1)}`,
    ...(method === 'PUT' ? { payload: { reservationKey: locator, points: options.points ?? 0 } } : {}),
  });
}

/** The answer of a points call that must succeed. */
export function answerOf(response: LightMyRequestResponse): PaymentPointsResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentPointsResponse>();
}

export const codeOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  errorCode: response.json<{ errorCode: string }>().errorCode,
});

/**
 * A one-adult Unpaid booking that `login`'s member made while signed in (its `member_id`, as POST
 * reservations with the member's bearer token writes it, decision 032).
 */
export async function memberBooking(
  test: MerchantTestApp,
  login: LoginResponse | null,
  skip: number,
  date = '2026-11-25',
): Promise<BookedOnFlight> {
  const booked = await bookOnDirectFlight(test.app, { skip: skip % 4, date });
  if (login) {
    await test.database.db
      .updateTable('reservation')
      .set({ member_id: memberIdOf(login) })
      .where('id', '=', booked.reservation.key)
      .execute();
  }
  return booked;
}

/** Adds `points` (negative: takes them) to the member as an adjustment: the ledger entry and the balance together. */
export async function givePoints(test: MerchantTestApp, memberId: string, points: number): Promise<void> {
  const now = test.clock.now().toISOString();
  await test.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('points_entry')
      .values({
        id: randomBytes(16).toString('hex'),
        member_id: memberId,
        kind: 'adjust',
        points,
        qualifying_points: 0,
        reservation_id: null,
        passenger_key: null,
        flight_id: null,
        locator: null,
        flight_label: null,
        flown_at: null,
        reference: null,
        created_at: now,
      })
      .execute();
    // An update, else the account's first row (an upsert's insert would check a negative balance first).
    const updated = await trx
      .updateTable('points_account')
      .set((eb) => ({ balance: eb('balance', '+', points), updated_at: now }))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n)
      await trx
        .insertInto('points_account')
        .values({ member_id: memberId, balance: points, updated_at: now })
        .execute();
  });
}

/** The member's points as the member module keeps them. */
export function pointsOf(test: MerchantTestApp): PointsService {
  return new PointsService({
    db: test.database.db,
    clock: test.clock,
    rateLimits: test.app.rateLimits,
    members: memberDirectory(test.database.db),
  });
}

/** The discount's service over the app's database, for the sweeper's and cancellation's give-back. */
export function discountsOf(test: MerchantTestApp): PointsDiscountService {
  return new PointsDiscountService({
    db: test.database.db,
    clock: test.clock,
    points: pointsOf(test),
    payable: () => Promise.reject(new Error('not used by the give-back')),
  });
}

/** The booking's row: its money and its record of the points. */
export function reservationRow(test: MerchantTestApp, reservationId: string) {
  return test.database.db
    .selectFrom('reservation')
    .select([
      'status',
      'total_amount',
      'paid_amount',
      'fee_amount',
      'points_redeemed',
      'points_discount',
      'points_reference',
      'points_returned_at',
      'due_sequence',
    ])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
}

/** The ledger entries of a booking's redemptions, oldest first. */
export function ledgerOf(test: MerchantTestApp, reservationId: string) {
  return (
    test.database.db
      .selectFrom('points_entry')
      .select(['kind', 'points', 'reference'])
      .where('reference', 'like', `booking:${reservationId}:%`)
      // One clock instant for all: the due in the reference orders them, a redemption before its return.
      .orderBy('created_at')
      .orderBy('reference')
      .orderBy('kind', 'desc')
      .execute()
  );
}

/** VNPay's signed IPN saying the payment was paid `amount` VND. */
export async function paidAtVnpay(test: MerchantTestApp, paymentId: string, amount: number): Promise<void> {
  const config = await loadPaymentGatewaysConfig({
    config: test.app.config,
    db: test.database.db,
    clock: test.clock,
  });
  const params = {
    vnp_TmnCode: config.vnpay.tmnCode,
    vnp_Amount: String(amount * 100),
    vnp_ResponseCode: '00',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: paymentId,
    vnp_TransactionNo: '87654321',
    vnp_BankCode: 'NCB',
  };
  const query = new URLSearchParams({
    ...params,
    vnp_SecureHash: signVnpayParams(params, config.vnpay.hashSecret),
  });
  const answer = await test.app.inject({ url: `/booking/api/v1/payment/vnpay/ipn?${query.toString()}` });
  expect(answer.statusCode, answer.body).toBe(200);
}

/**
 * Pays what the booking owes by card with `headers` (its session, or a manage grant), as the
 * methods price it, and reads the payment back; `remoteAddress` keeps a file's calls under the
 * per-client limits.
 */
export async function payByCard(
  test: MerchantTestApp,
  headers: Record<string, string>,
  locator: string,
  remoteAddress?: string,
) {
  const call = (init: { method?: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object; key?: string }) =>
    test.app.inject({
      method: init.method ?? 'GET',
      url: init.url,
      headers: { 'accept-language': 'en', ...headers, ...(init.key ? { 'idempotency-key': init.key } : {}) },
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(init.payload ? { payload: init.payload } : {}),
    });
  const listed = await call({
    url: `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${locator}&languageId=en`,
  });
  const method = listed.json<PaymentMethodsResponse>().payments.find((each) => each.identifier === 'VI');
  if (!method) throw new Error('no card method');
  const paid = await call({
    method: 'POST',
    url: '/booking/api/v1/payment',
    key: randomUUID(),
    payload: {
      reservationLocator: locator,
      identifier: 'VI',
      amount: method.total,
      languageId: 'en',
      acceptedTerms: true,
      card: await cardPaymentBody(test.app, test.clock.now()),
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const { payment } = paid.json<CreatePaymentResponse>();
  const status = await call({
    method: 'PATCH',
    url: '/booking/api/v1/payment/status',
    payload: { locator, paymentId: payment.id },
  });
  return { method, status: status.json<PaymentStatusResponse>() };
}
