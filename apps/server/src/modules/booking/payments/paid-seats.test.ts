import { randomUUID } from 'node:crypto';
import type { CreatePaymentResponse } from '@skybook/contracts/payment';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import type { TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  bookWithSeat,
  inventoryViolations,
  openSessionOnDirectFlight,
  soldByFare,
} from '../../../../test/reservation-fixture';
import { seedVouchers } from '../../../db/seed/vouchers';
import { loadPaymentGatewaysConfig } from './gateways/gateway-config';
import { signVnpayParams } from './gateways/vnpay';
import { HoldSweeper } from '../reservations/hold-sweeper';

/**
 * A paid booking's seats are sold, in the transaction that makes it Paid; a release (expiry,
 * a hold cancelled) touches only held seats (a paid booking gives its seats back only when cancelled
 * into a credit or a refund: manage/cancellation.test.ts); a payment after the hold expired takes the seats again
 * and sells them, or is refunded when they are gone.
 */

const HOUR = 3_600_000;

interface Booked {
  session: TestSession;
  reservation: ReservationDto;
  seat: string;
}

describe.each(TEST_ENGINES)('the seats of paid bookings on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let flightId: number;
  let baseline: Map<string, number>;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    clock = test.app.clock as ManualClock;
    await seedVouchers(test.database.db, { now: TEST_NOW });
    flightId = (await nextSession()).flightId;
    baseline = await soldByFare(test.database.db, [flightId]);
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  const nextSession = () =>
    openSessionOnDirectFlight(test.app, { from: 'SGN', to: 'PQC', date: '2026-11-25' });

  /** Books a fresh session with `seat`, or the first free seat. */
  const book = async (seat?: string): Promise<Booked> => {
    const session = await nextSession();
    return { session, ...(await bookWithSeat(test.app, session, seat)) };
  };

  const pay = async ({ session, reservation }: Booked, identifier: string, extra: object = {}) => {
    const listed = await test.app.inject({
      url: `/booking/api/v1/payment/methods-by-bookingKey?reservationKey=${reservation.locator}&languageId=en`,
      headers: session.headers,
    });
    const method = listed
      .json<PaymentMethodsResponse>()
      .payments.find((candidate) => candidate.identifier === identifier);
    if (!method) throw new Error(`no method ${identifier}`);
    const response = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/payment',
      headers: { ...session.headers, 'idempotency-key': randomUUID() },
      payload: {
        reservationLocator: reservation.locator,
        identifier,
        amount: method.total,
        languageId: 'en',
        acceptedTerms: true,
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatePaymentResponse>();
  };

  /** VNPay's signed IPN saying the payment was paid. */
  const paidAtVnpay = async (payment: CreatePaymentResponse['payment']) => {
    const config = await loadPaymentGatewaysConfig({ config: test.app.config, db: test.database.db, clock });
    const params = {
      vnp_TmnCode: config.vnpay.tmnCode,
      vnp_Amount: String(payment.amount.totalAmount * 100),
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: payment.id,
      vnp_TransactionNo: '12345678',
      vnp_BankCode: 'NCB',
    };
    const query = new URLSearchParams({
      ...params,
      vnp_SecureHash: signVnpayParams(params, config.vnpay.hashSecret),
    });
    const response = await test.app.inject({ url: `/booking/api/v1/payment/vnpay/ipn?${query.toString()}` });
    return response.json<{ RspCode: string }>().RspCode;
  };

  const seatRows = (seat: string) =>
    test.database.db
      .selectFrom('seat_assignment')
      .innerJoin('reservation', 'reservation.id', 'seat_assignment.reservation_id')
      .select(['seat_assignment.status', 'reservation.locator'])
      .where('seat_assignment.flight_id', '=', flightId)
      .where('seat_assignment.seat_code', '=', seat)
      .execute();
  const statusOf = async (reservation: ReservationDto) =>
    (
      await test.database.db
        .selectFrom('reservation')
        .select('status')
        .where('id', '=', reservation.key)
        .executeTakeFirstOrThrow()
    ).status;
  const sweep = () => new HoldSweeper(test.database.db, clock, test.app.log, 60_000).sweep();

  it('sells the seats when the booking is paid, and no expiry or hold release gives them back', async () => {
    const booked = await book();
    expect(await seatRows(booked.seat)).toEqual([{ status: 'held', locator: booked.reservation.locator }]);
    const paid = await pay(booked, 'Voucher', {
      voucher: { serial: 'SKY-VOUCHER-5M', password: 'skybook5m', pin: '1111' },
    });
    expect(paid.payment.status).toBe('SUCCESSFUL');
    expect(await statusOf(booked.reservation)).toBe('Paid');
    expect(await seatRows(booked.seat)).toEqual([{ status: 'sold', locator: booked.reservation.locator }]);

    clock.advance(7 * HOUR);
    await sweep();
    const passenger = booked.reservation.passengers[0];
    const cancel = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/reservations/cancel',
      payload: {
        locator: booked.reservation.locator,
        lastName: passenger?.lastName ?? '',
        firstName: passenger?.firstName ?? '',
      },
    });
    // A cancel without a chosen credit or refund (how an unpaid hold is dropped) changes nothing.
    expect(cancel.json<{ errorCode: string }>().errorCode).toBe('INVALID_REQUEST');
    expect(await seatRows(booked.seat)).toEqual([{ status: 'sold', locator: booked.reservation.locator }]);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });

  it('takes the seat again and sells it for a payment that arrives after the hold expired', async () => {
    const late = await book();
    const started = await pay(late, 'NP');
    clock.advance(7 * HOUR);
    expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
    expect(await seatRows(late.seat)).toEqual([]);

    expect(await paidAtVnpay(started.payment)).toBe('00');
    expect(await statusOf(late.reservation)).toBe('Paid');
    expect(await seatRows(late.seat)).toEqual([{ status: 'sold', locator: late.reservation.locator }]);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });

  it('refunds a late payment whose seat another booking took, leaving that booking’s hold alone', async () => {
    const late = await book();
    const started = await pay(late, 'NP');
    clock.advance(7 * HOUR);
    await sweep();
    const other = await book(late.seat);

    expect(await paidAtVnpay(started.payment)).toBe('00');
    expect(await statusOf(late.reservation)).toBe('Cancel');
    const payment = await test.database.db
      .selectFrom('payment')
      .select(['refunded_at', 'refund_reason'])
      .where('id', '=', started.payment.id)
      .executeTakeFirstOrThrow();
    expect(payment.refunded_at).not.toBeNull();
    expect(await seatRows(late.seat)).toEqual([{ status: 'held', locator: other.reservation.locator }]);
    expect(await inventoryViolations(test.database.db, [flightId], baseline)).toEqual([]);
  });
});
