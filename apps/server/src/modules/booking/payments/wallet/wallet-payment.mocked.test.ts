import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@skybook/contracts/member';
import type { CancellationQuote, ManageGrant } from '@skybook/contracts/manage-booking';
import type { CreatePaymentResponse } from '@skybook/contracts/payment';
import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { CancelReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createMerchantTestApp,
  TEST_NOW,
  type MerchantTestApp,
  httpCallInit,
} from '../../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../../test/engines';
import { loggedInMember, skyclubMember } from '../../../../../test/loyalty-fixture';
import { bookOnDirectFlight, type BookedOnFlight } from '../../../../../test/reservation-fixture';
import { formatAmount } from '../../../../documents/amount-display';
import { CANCELLATION_LABELS } from '../../../mail/booking-cancellation-labels';
import { WalletService } from '../../../member/public';
import { checkLedger, SOUND_LEDGER } from '../../../member/wallet/wallet-ledger.fixture';
import { mustOpen, ticketFor } from '../../../member/channel/channel.fixture';
import { RefundWorker } from '../refund-worker';

/**
 * Paying a booking from the member's wallet, and the wallet paid back (decision 033), over HTTP on
 * both engines: the member signs in at the provider, the booking is paid with the bearer token and
 * the wallet's PIN, and the ledger's invariants are read by SQL after each step.
 */

// A crash between the wallet's spend and the booking's capture, on demand.
const crash = vi.hoisted(() => ({ next: false }));
vi.mock('../payment-capture', async (importOriginal) => {
  const original = await importOriginal<typeof import('../payment-capture')>();
  return {
    ...original,
    recordCapture: (...args: Parameters<typeof original.recordCapture>) => {
      if (crash.next) {
        crash.next = false;
        throw new Error('simulated crash between the spend and the capture');
      }
      return original.recordCapture(...args);
    },
  };
});

const API = '/booking/api/v1';
const PIN = '246810';

describe.each(TEST_ENGINES)('paying from the wallet on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let wallet: WalletService;
  let skip = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, {
      seedDays: 10,
      env: { TRUST_PROXY: 'true', REFUND_WORKER_INTERVAL_MS: '3600000' },
    });
    // The provider stamps its tokens with the system clock: sign in on it, then book on the seed's.
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    test.clock.set(TEST_NOW);
    wallet = new WalletService(test.app.db, test.app.clock);
    const opened = await memberCall(alice, 'POST', 'skyclub/active-wallet', { pin: PIN });
    expect(opened.status).toBe(200);
  }, 120_000);
  afterAll(() => test.close());

  const memberCall = (login: LoginResponse, method: string, path: string, body?: unknown) =>
    fetch(`${test.origin}/member/api/v1/users/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${login.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const call = async (
    path: string,
    init: { method?: string; headers?: Record<string, string>; json?: unknown },
  ) => {
    const response = await fetch(`${test.origin}${path}`, await httpCallInit(test.app, path, init));
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as unknown };
  };
  const bearer = (login: LoginResponse) => ({ authorization: `Bearer ${login.accessToken}` });
  const mailSaying = async (subject: string) => {
    for (let tries = 0; tries < 200; tries++) {
      const { messages } = (await call('/dev/mailbox.json', {})).json() as {
        messages: { subject?: string; text?: string }[];
      };
      const found = messages.find((message) => message.subject?.includes(subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no e-mail saying ${subject}`);
  };
  const memberIdOf = (login: LoginResponse) => login.skypay.profile.userId;
  const errorOf = (answer: { json: () => unknown }) => (answer.json() as { errorCode: string }).errorCode;

  const book = (family?: string): Promise<BookedOnFlight> =>
    bookOnDirectFlight(test.app, { skip: skip++ % 3, ...(family ? { family } : {}) });
  const methods = async (booked: BookedOnFlight, login?: LoginResponse) => {
    const answer = await call(
      `${API}/payment/methods-by-bookingKey?reservationKey=${booked.reservation.locator}&languageId=en`,
      { headers: { ...booked.session.headers, ...(login ? bearer(login) : {}) } },
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.json() as PaymentMethodsResponse;
  };
  const walletMethod = async (booked: BookedOnFlight, login?: LoginResponse) => {
    const method = (await methods(booked, login)).payments.find(
      (candidate) => candidate.identifier === 'WALLET',
    );
    if (!method) throw new Error('no WALLET method');
    return method;
  };
  const payBody = (booked: BookedOnFlight, total: number, pin = PIN) => ({
    reservationLocator: booked.reservation.locator,
    identifier: 'WALLET',
    amount: { currency: 'VND', totalAmount: total },
    languageId: 'en',
    acceptedTerms: true,
    wallet: { pin },
  });
  const payFromWallet = (booked: BookedOnFlight, total: number, login: LoginResponse | null, pin = PIN) =>
    call(`${API}/payment`, {
      method: 'POST',
      headers: {
        ...booked.session.headers,
        'idempotency-key': randomUUID(),
        ...(login ? bearer(login) : {}),
      },
      json: payBody(booked, total, pin),
    });

  const balanceOf = (login: LoginResponse) => wallet.balance(memberIdOf(login));
  const paymentsOf = (reservationId: string) =>
    test.database.db.selectFrom('payment').selectAll().where('reservation_id', '=', reservationId).execute();
  const walletMovements = (reference: string) =>
    test.database.db
      .selectFrom('wallet_transaction')
      .selectAll()
      .where('reference', '=', reference)
      .execute();
  const statusOf = async (reservationId: string) =>
    (
      await test.database.db
        .selectFrom('reservation')
        .select('status')
        .where('id', '=', reservationId)
        .executeTakeFirstOrThrow()
    ).status;
  const fund = (login: LoginResponse, amount: number) =>
    wallet.promotion(memberIdOf(login), amount, `fund-${randomUUID()}`);

  it('offers the wallet to a signed-in member with an active wallet only', async () => {
    const booked = await book();
    expect(await walletMethod(booked)).toMatchObject({
      isAvailable: false,
      unavailableReason: 'LOGIN_REQUIRED',
    });
    expect(await walletMethod(booked, bob)).toMatchObject({
      isAvailable: false,
      unavailableReason: 'WALLET_NOT_ACTIVE',
    });
    const method = await walletMethod(booked, alice);
    expect(method).toMatchObject({
      isAvailable: true,
      kind: 'wallet',
      accountKind: 'WALLET',
      fee: { totalAmount: 0 },
    });
    expect(method.total.totalAmount).toBe(booked.reservation.reservationSummary.remaining);
  });

  it('pays a booking from the wallet: Paid, the balance down by exactly what was due, one capture', async () => {
    const booked = await book();
    const due = (await walletMethod(booked, alice)).total.totalAmount;
    await fund(alice, due + 1_000);
    const before = await balanceOf(alice);

    const paid = await payFromWallet(booked, due, alice);
    expect(paid.status, paid.text).toBe(200);
    const answer = paid.json() as CreatePaymentResponse;
    expect(answer).toMatchObject({
      redirectUrl: null,
      payment: {
        status: 'SUCCESSFUL',
        outcome: 'success',
        identifier: 'WALLET',
        amount: { totalAmount: due },
      },
    });
    expect(await statusOf(booked.reservation.key)).toBe('Paid');
    expect(await balanceOf(alice)).toBe(before - due);
    expect(await walletMovements(answer.payment.id)).toEqual([
      expect.objectContaining({ kind: 'payment', amount: due, member_id: memberIdOf(alice) }),
    ]);
    expect(
      (await paymentsOf(booked.reservation.key)).filter((row) => row.status === 'SUCCESSFUL'),
    ).toHaveLength(1);
    // The booking as the documents state it: paid in full, nothing remaining.
    const status = await call(`${API}/payment/status`, {
      method: 'PATCH',
      headers: booked.session.headers,
      json: { locator: booked.reservation.locator, paymentId: answer.payment.id },
    });
    const { reservation } = status.json() as { reservation: ReservationDto };
    expect(reservation.reservationSummary).toMatchObject({ paidAmount: due, remaining: 0 });
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  it('tells the booking’s member on the live profile channel once it is paid', async () => {
    const booked = await book();
    // Booked while signed in (decision 032): the booking is Alice's.
    await test.database.db
      .updateTable('reservation')
      .set({ member_id: memberIdOf(alice) })
      .where('id', '=', booked.reservation.key)
      .execute();
    const due = (await walletMethod(booked, alice)).total.totalAmount;
    await fund(alice, due);
    const alices = await mustOpen((await ticketFor(test.origin, alice)).url);
    const bobs = await mustOpen((await ticketFor(test.origin, bob)).url);

    expect((await payFromWallet(booked, due, alice)).status).toBe(200);
    const told = await alices.received(2);
    expect(told.map(({ reason }) => reason).sort()).toEqual(['booking', 'wallet']);
    expect(bobs.messages).toEqual([]);
    alices.socket.close();
    bobs.socket.close();
  });

  it('refuses without a token, with a wrong PIN or a short balance, and writes nothing', async () => {
    const booked = await book();
    const due = (await walletMethod(booked, alice)).total.totalAmount;
    const before = await balanceOf(alice);

    const guest = await payFromWallet(booked, due, null);
    expect([guest.status, errorOf(guest)]).toEqual([401, 'LOGIN_REQUIRED']);
    const wrongPin = await payFromWallet(booked, due, alice, '000000');
    expect([wrongPin.status, errorOf(wrongPin)]).toEqual([403, 'WALLET_PIN_INVALID']);
    const noWallet = await payFromWallet(booked, due, bob);
    expect(noWallet.status).toBe(409);
    expect(['WALLET_NOT_ACTIVE', 'PAYMENT_METHOD_UNAVAILABLE']).toContain(errorOf(noWallet));
    // A balance short of the amount: spend everything but 1 VND less than due first.
    if (before >= due) await wallet.pay(memberIdOf(alice), before - due + 1, `drain-${randomUUID()}`, PIN);
    const short = await payFromWallet(booked, due, alice);
    expect([short.status, errorOf(short)]).toEqual([409, 'WALLET_BALANCE_NOT_ENOUGH']);

    expect(await paymentsOf(booked.reservation.key)).toEqual([]);
    expect(await statusOf(booked.reservation.key)).toBe('Unpaid');
    expect(await balanceOf(alice)).toBe(Math.min(before, due - 1));
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  it('spends once when ten payments of one booking arrive at once', async () => {
    const booked = await book();
    const due = (await walletMethod(booked, alice)).total.totalAmount;
    await fund(alice, due * 10);
    const before = await balanceOf(alice);

    const answers = await Promise.all(Array.from({ length: 10 }, () => payFromWallet(booked, due, alice)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status, answer.text).toBe(409);
      expect(['RESERVATION_ALREADY_PAID', 'RESERVATION_NOT_PAYABLE']).toContain(errorOf(answer));
    }
    expect(await balanceOf(alice)).toBe(before - due);
    expect(await paymentsOf(booked.reservation.key)).toEqual([
      expect.objectContaining({ status: 'SUCCESSFUL' }),
    ]);
    expect(await statusOf(booked.reservation.key)).toBe('Paid');
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  it('undoes the spend of a payment that fails before its capture, and the retry pays once', async () => {
    const booked = await book();
    const due = (await walletMethod(booked, alice)).total.totalAmount;
    await fund(alice, due);
    const before = await balanceOf(alice);

    crash.next = true;
    const crashed = await payFromWallet(booked, due, alice);
    expect(crashed.status).toBe(500);
    expect(crash.next).toBe(false);
    expect(await balanceOf(alice)).toBe(before);
    expect(await paymentsOf(booked.reservation.key)).toEqual([]);

    const retried = await payFromWallet(booked, due, alice);
    expect(retried.status, retried.text).toBe(200);
    expect(await statusOf(booked.reservation.key)).toBe('Paid');
    expect(await balanceOf(alice)).toBe(before - due);
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  const grantOf = async ({ reservation }: BookedOnFlight) => {
    const opened = await call(`${API}/reservations/grants`, {
      method: 'POST',
      json: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'VAN AN' },
    });
    expect(opened.status, opened.text).toBe(200);
    return { 'x-manage-grant': (opened.json() as ManageGrant).grant };
  };
  const quoteOf = async (headers: Record<string, string>) =>
    (await call(`${API}/reservations/cancel/quote`, { headers })).json() as CancellationQuote;
  const cancel = (headers: Record<string, string>, json: object) =>
    call(`${API}/reservations/cancel`, { method: 'POST', headers, json });
  const paidFromWallet = async (family?: string) => {
    const booked = await book(family);
    const due = (await walletMethod(booked, alice)).total.totalAmount;
    await fund(alice, due);
    const paid = await payFromWallet(booked, due, alice);
    expect(paid.status, paid.text).toBe(200);
    return { booked, due, paymentId: (paid.json() as CreatePaymentResponse).payment.id };
  };

  it('gives a cancelled wallet payment’s refund back to the wallet once', async () => {
    const { booked, paymentId } = await paidFromWallet('SkyBoss');
    const headers = await grantOf(booked);
    const option = (await quoteOf(headers)).options.find((candidate) => candidate.resolution === 'refund');
    if (!option) throw new Error('no refund option');
    const before = await balanceOf(alice);
    const answer = await cancel(headers, { resolution: 'refund', amount: option.amount });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.json() as CancelReservationResponse).refund).toMatchObject({ status: 'pending' });

    const worker = new RefundWorker(
      test.database.db,
      test.clock,
      test.app.log,
      () => Promise.reject(new Error('no gateway')),
      {
        intervalMs: 3_600_000,
        maxAttempts: 3,
        claimMs: 60_000,
        wallet,
      },
    );
    expect((await worker.run()).done).toBe(1);
    expect((await worker.run()).done).toBe(0);
    expect(await balanceOf(alice)).toBe(before + option.amount);
    const movements = await walletMovements(paymentId);
    expect(movements).toHaveLength(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'payment' }),
        expect.objectContaining({ kind: 'refund', amount: option.amount }),
      ]),
    );
    const again = await cancel(headers, { resolution: 'refund', amount: option.amount });
    expect((again.json() as CancelReservationResponse).refund).toMatchObject({ status: 'sent' });
    expect(await balanceOf(alice)).toBe(before + option.amount);
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
  });

  it('puts a signed-in member’s credit into the wallet, once, instead of a credit shell', async () => {
    const { booked } = await paidFromWallet();
    const headers = await grantOf(booked);
    const option = (await quoteOf(headers)).options.find((candidate) => candidate.resolution === 'credit');
    if (!option) throw new Error('no credit option');
    const before = await balanceOf(alice);

    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        cancel({ ...headers, ...bearer(alice) }, { resolution: 'credit', amount: option.amount }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json()).toMatchObject({
        reservation: { status: 'Cancel' },
        credit: null,
        walletCredit: { amount: option.amount, currency: 'VND' },
      });
    }
    expect(await balanceOf(alice)).toBe(before + option.amount);
    expect(await walletMovements(`cancellation:${booked.reservation.key}`)).toEqual([
      expect.objectContaining({ kind: 'creditShell', amount: option.amount }),
    ]);
    expect(await checkLedger(test.database.db)).toEqual(SOUND_LEDGER);
    // The e-mail says where the money went, never that nothing was charged.
    const { language, locator } = booked.reservation;
    const labels = CANCELLATION_LABELS[language];
    const notice = await mailSaying(labels.subject(locator));
    expect(notice.text).toContain(labels.walletCredit(formatAmount(option.amount, 'VND', language)));
    expect(notice.text).not.toContain(labels.released);

    // A guest's credit stays a credit shell.
    const guestBooked = await paidFromWallet();
    const guestHeaders = await grantOf(guestBooked.booked);
    const guestOption = (await quoteOf(guestHeaders)).options.find(
      (candidate) => candidate.resolution === 'credit',
    );
    const guest = await cancel(guestHeaders, { resolution: 'credit', amount: guestOption?.amount });
    expect(guest.json()).toMatchObject({
      walletCredit: null,
      credit: { serial: expect.any(String) as string },
    });
  });
});
