import type { PaymentStatusResponse } from '@skybook/contracts/payment';
import { vikkiLinkResponseSchema } from '@skybook/contracts/reservation';
import { type ReservationDto } from '@skybook/contracts/reservation-model';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight } from '../../../../test/reservation-fixture';
import { formatAmount } from '@skybook/domain/money-format';
import { signedHeaders } from '../../sandbox/signed-message';
import { loadVikkiSecretText } from './vikki-link';

/**
 * Paying an Unpaid booking through the Vikki bank link (PATCH reservations/vikki) end to end over
 * real HTTP: the app listens on a port and is its own merchant, so the sandbox's Vikki bank calls
 * back notifications/vikki as an outside party would.
 */

const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };
const PAYS = '0921111111';
const POOR = '0922222222';
const LOCKED = '0923333333';

describe.each(TEST_ENGINES)('paying through the Vikki bank link on $engine', (engine) => {
  let test: MerchantTestApp;
  let clock: ManualClock;
  let origin: string;
  let skip = 0;

  beforeAll(async () => {
    test = await createMerchantTestApp(engine, { seedDays: 10 });
    ({ clock, origin } = test);
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  const book = async (): Promise<ReservationDto> =>
    (await bookOnDirectFlight(test.app, { skip: skip++ % 3 })).reservation;

  const api = (method: 'PATCH' | 'POST', path: string, json: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/booking/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...headers,
      },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    });

  /** PATCH reservations/vikki: the link and the payment id it carries. */
  const linkFor = async (reservation: ReservationDto) => {
    const response = await api('PATCH', '/reservations/vikki', { locator: reservation.locator, ...NAMES });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const link = vikkiLinkResponseSchema.parse(JSON.parse(text)).data.redirectLink;
    return { link, paymentId: new URL(link).searchParams.get('paymentId') ?? '' };
  };

  const status = async (reservation: ReservationDto, paymentId: string) => {
    const response = await api('PATCH', '/payment/status', { locator: reservation.locator, paymentId });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text) as PaymentStatusResponse;
  };

  const open = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  };

  /** The page's form target: the sandbox payment's own address. */
  const formAction = (html: string) => {
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form in ${html}`);
    return `${origin}${action}`;
  };

  const submit = (action: string, fields: Record<string, string>) =>
    fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ lang: 'en', ...fields }).toString(),
    });

  const sandboxPaymentOf = (paymentId: string) =>
    test.database.db
      .selectFrom('sandbox_payment')
      .selectAll()
      .where('gateway', '=', 'vikki')
      .where('merchant_ref', '=', paymentId)
      .executeTakeFirstOrThrow();

  const notificationsOf = (sandboxPaymentId: string) =>
    test.database.db
      .selectFrom('sandbox_notification')
      .selectAll()
      .where('payment_id', '=', sandboxPaymentId)
      .execute();

  const paymentRow = (paymentId: string) =>
    test.database.db.selectFrom('payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

  const mailFor = (locator: string) => async () => {
    const response = await fetch(`${origin}/dev/mailbox.json`);
    const { messages } = (await response.json()) as { messages: { subject: string }[] };
    return messages.filter((message) => message.subject.includes(locator));
  };

  const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let tries = 0; tries < 100; tries++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition never met');
  };

  const notify = async (payload: string, secret: string) =>
    api(
      'POST',
      '/payment/notifications/vikki',
      payload,
      signedHeaders({ code: 'SKYBOOK', secret }, payload, clock.now()),
    );

  it('pays the booking: page, signed notification, capture once, back to the confirmation page', async () => {
    const reservation = await book();
    const { link, paymentId } = await linkFor(reservation);
    expect((await status(reservation, paymentId)).payment).toMatchObject({
      id: paymentId,
      identifier: 'VIKKI',
      status: 'PENDING',
    });
    const confirmation = `${origin}/en/payment-confirmation?locator=${reservation.locator}&paymentId=${paymentId}`;
    expect(new URL(link).searchParams.get('returnUrl')).toBe(confirmation);

    // The page: the booking and the amount, and a form.
    const page = await open(link);
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain(reservation.locator);
    const amount = formatAmount(reservation.reservationSummary.remaining, 'VND', 'en');
    expect(page.html).toContain(amount);
    const action = formAction(page.html);
    // Opened twice: the same payment at the bank.
    expect(formAction((await open(link)).html)).toBe(action);

    // A phone with no Vikki account: the page again, nothing decided.
    const unknown = await submit(action, { action: 'pay', phone: '0900000001' });
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toContain('No Vikki account');
    expect((await status(reservation, paymentId)).payment?.status).toBe('PENDING');

    const paid = await submit(action, { action: 'pay', phone: PAYS });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(confirmation);
    // The bank notified the merchant before sending the browser back.
    const after = await status(reservation, paymentId);
    expect(after.payment).toMatchObject({ status: 'SUCCESSFUL', outcome: 'success', identifier: 'VIKKI' });
    expect(after.reservation.status).toBe('Paid');
    const atBank = await sandboxPaymentOf(paymentId);
    expect(atBank).toMatchObject({ status: 'SUCCESSFUL', result_code: '00' });
    const [delivered] = await notificationsOf(atBank.id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 1 });
    const captured = await paymentRow(paymentId);
    expect(captured.gateway_ref).toBe(atBank.id);

    // The same notification delivered again (a retry, a replay): applied once.
    const secret = await loadVikkiSecretText(test.database.db, clock.now());
    const again = await notify(delivered?.payload ?? '', secret);
    expect(again.status, await again.text()).toBe(204);
    const still = await paymentRow(paymentId);
    expect(still).toMatchObject({
      status: 'SUCCESSFUL',
      version: captured.version,
      updated_at: captured.updated_at,
    });
    const successes = await test.database.db
      .selectFrom('payment')
      .select('id')
      .where('reservation_id', '=', reservation.key)
      .where('status', '=', 'SUCCESSFUL')
      .execute();
    expect(successes).toHaveLength(1);

    // One confirmation e-mail, sent for the capture and not for the repeat.
    const mails = await eventually(mailFor(reservation.locator), (messages) => messages.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailFor(reservation.locator)()).toHaveLength(mails.length);
    expect(mails).toHaveLength(1);

    // The link after payment: straight back to the merchant; a new link is refused (Paid).
    const reopened = await open(link);
    expect(reopened.status).toBe(303);
    expect(reopened.location).toBe(confirmation);
    const paidLink = await api('PATCH', '/reservations/vikki', { locator: reservation.locator, ...NAMES });
    expect(paidLink.status).toBe(409);
  });

  it('leaves the booking unpaid when the account is refused, and a new link opens a new attempt', async () => {
    const reservation = await book();
    const { link, paymentId } = await linkFor(reservation);
    const action = formAction((await open(link)).html);
    const refused = await submit(action, { action: 'pay', phone: POOR });
    expect(refused.status).toBe(303);
    const after = await status(reservation, paymentId);
    expect(after.payment).toMatchObject({ status: 'REFUSED', outcome: 'refused', gatewayCode: '51' });
    expect(after.reservation.status).toBe('Unpaid');

    const next = await linkFor(reservation);
    expect(next.paymentId).not.toBe(paymentId);
    const locked = await submit(formAction((await open(next.link)).html), { action: 'pay', phone: LOCKED });
    expect(locked.status).toBe(303);
    expect((await status(reservation, next.paymentId)).payment).toMatchObject({
      status: 'REFUSED',
      gatewayCode: '62',
    });

    const last = await linkFor(reservation);
    const cancelled = await submit(formAction((await open(last.link)).html), { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    const final = await status(reservation, last.paymentId);
    expect(final.payment).toMatchObject({ status: 'CANCELLED', outcome: 'cancelled' });
    expect(final.reservation.status).toBe('Unpaid');
  });

  it('refuses a tampered or expired link with an error page, and tells the merchant it expired', async () => {
    const reservation = await book();
    const { link, paymentId } = await linkFor(reservation);
    expect((await open(link)).status).toBe(200);
    const cheaper = new URL(link);
    cheaper.searchParams.set('amount', '1000');
    const tampered = await open(cheaper.toString());
    expect(tampered.status).toBe(400);
    expect(tampered.html).toContain('signature does not match');
    const unsigned = new URL(link);
    unsigned.searchParams.delete('signature');
    expect((await open(unsigned.toString())).status).toBe(400);
    const vi = await fetch(cheaper.toString().replace('returnUrl=', 'lang=vi&returnUrl='), {
      redirect: 'manual',
    });
    expect(vi.status).toBe(400);
    expect(await vi.text()).toContain('chữ ký không đúng');

    clock.advance(BOOKING_HOLD_MS);
    const late = await open(link);
    expect(late.status).toBe(410);
    expect(late.html).toContain('expired');
    // The bank's sweeper ends the payment it opened, and notifies the merchant.
    const ended = await eventually(
      () => status(reservation, paymentId),
      (answer) => answer.payment?.status !== 'PENDING',
    );
    expect(ended.payment).toMatchObject({ status: 'FAILURE', gatewayCode: '54' });
  });

  it('rejects forged notifications and amounts that are not the payment’s', async () => {
    const reservation = await book();
    const { paymentId } = await linkFor(reservation);
    const payload = JSON.stringify({
      gateway: 'vikki',
      paymentId: 'forged-at-bank',
      merchantRef: paymentId,
      status: 'SUCCESSFUL',
      resultCode: '00',
      reason: null,
      amount: reservation.reservationSummary.remaining,
      currency: 'VND',
      occurredAt: clock.now().toISOString(),
    });
    const forged = await notify(payload, 'not-the-shared-secret-not-the-shared-secret');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { errorCode: string }).errorCode).toBe('INVALID_SIGNATURE');

    const secret = await loadVikkiSecretText(test.database.db, clock.now());
    const cheaper = JSON.stringify({ ...(JSON.parse(payload) as object), amount: 1000 });
    expect((await notify(cheaper, secret)).status).toBe(400);
    // Signed for one body, sent with another.
    const swapped = await api(
      'POST',
      '/payment/notifications/vikki',
      payload,
      signedHeaders({ code: 'SKYBOOK', secret }, cheaper, clock.now()),
    );
    expect(swapped.status).toBe(401);

    expect((await status(reservation, paymentId)).payment?.status).toBe('PENDING');
    expect((await status(reservation, paymentId)).reservation.status).toBe('Unpaid');
  });
});
