import type { JourneyChangeQuote } from '@skybook/contracts/journey-change';
import { formatAmount } from '@skybook/domain/money-format';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, fetchUrl, reservationFixture } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { MANAGE_GRANT_STORAGE_KEY } from '../../../lib/manage-grant';
import {
  dayFixture,
  managedFixture,
  movedTo,
  quoteFixture,
  storeTestGrant,
  TEST_GRANT,
} from './edit-booking.fixture';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const vnd = (amount: number) => formatAmount(amount, 'VND', 'en');
const API = '/booking/api/v1';

describe('the edit booking page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let applyAnswers: (() => Promise<Response>)[] = [];
  let quote: JourneyChangeQuote = quoteFixture();
  let reservation = reservationFixture();

  const calls = (path: string, method = 'GET') =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(fetchUrl(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    );

  beforeEach(() => {
    sessionStorage.clear();
    window.dataLayer = [];
    applyAnswers = [];
    quote = quoteFixture();
    reservation = reservationFixture();
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(fetchUrl(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === `${API}/reservations` && method === 'GET')
        return json(managedFixture(reservation));
      if (url.pathname === `${API}/search-flight`)
        return json(dayFixture(url.searchParams.get('departDate') ?? ''));
      if (url.pathname === `${API}/quotation/edit-booking`) return json({ quotation: quote });
      if (url.pathname === `${API}/reservations/edit-booking`) {
        const next = applyAnswers.shift();
        if (next) return next();
      }
      if (url.pathname === '/content/api/v1/airport') return json({ airportGroups: [] });
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Opens the page, the departure's re-shop, moves to the next day and picks VJ 140 in Eco. */
  async function pickNextDayEco() {
    storeTestGrant();
    const app = await renderApp('/en/my/edit-booking');
    await app.user.click(await screen.findByRole('button', { name: 'Change departing flight' }));
    await app.user.click(await screen.findByRole('button', { name: 'Next day' }));
    await screen.findByText('2 flights on Sun, Jan 11, 2099');
    await app.user.click(screen.getByRole('button', { name: /^Choose Eco.*VJ120/ }));
    return app;
  }

  it('sends a traveller without a manage grant to find the booking', async () => {
    const { router } = await renderApp('/en/my/edit-booking');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    expect(calls(`${API}/reservations`)).toHaveLength(0);
  });

  it('forgets a grant the server no longer accepts and sends the traveller to find the booking', async () => {
    storeTestGrant();
    fetchMock.mockImplementation(() =>
      json({ errorCode: 'MANAGE_GRANT_EXPIRED', message: 'Expired', requestId: 'r' }, 410),
    );
    const { router } = await renderApp('/en/my/edit-booking');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    expect(sessionStorage.getItem(MANAGE_GRANT_STORAGE_KEY)).toBeNull();
  });

  it('re-shops a direction on the booked route for the booking’s passengers and currency, without the booked flight', async () => {
    storeTestGrant();
    const { user } = await renderApp('/en/my/edit-booking');
    expect(await screen.findByText('ABC234')).toBeInTheDocument();
    const [read] = calls(`${API}/reservations`);
    expect(new Headers(read?.[1]?.headers).get('x-manage-grant')).toBe(TEST_GRANT);
    // The fresh grant of the answer is kept for the tab.
    expect(sessionStorage.getItem(MANAGE_GRANT_STORAGE_KEY)).toContain(`${TEST_GRANT}x`);

    const change = screen.getByRole('button', { name: 'Change departing flight' });
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Choose a new day and flight' });
    expect(await within(panel).findByText('1 flight on Sat, Jan 10, 2099')).toBeInTheDocument();
    expect(within(panel).getByText('Your current flight is not listed.')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: /06:15/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: /10:30/ })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Next day' }));
    expect(await within(panel).findByText('2 flights on Sun, Jan 11, 2099')).toBeInTheDocument();
    const searches = calls(`${API}/search-flight`).map(([input]) =>
      Object.fromEntries(new URL(fetchUrl(input), 'http://localhost').searchParams),
    );
    expect(searches.at(-1)).toEqual({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      departDate: '2099-01-11',
      tripType: 'oneway',
      adultCount: '1',
      childCount: '0',
      infantCount: '0',
      currency: 'VND',
    });
  });

  it('quotes the flight picked: old and new flight, fare difference, change fee, seats and the total', async () => {
    await pickNextDayEco();
    const quoteRegion = await screen.findByRole('region', { name: 'Quotation for your change' });
    await within(quoteRegion).findByText('Change fee (Eco fare)');
    expect(JSON.parse(fetchBody(calls(`${API}/quotation/edit-booking`, 'POST')[0]?.[1]))).toEqual({
      changes: [{ journeyKey: '101', bookingKey: 'booking-key-201-Eco-0123456789' }],
    });
    const row = (label: string) => within(quoteRegion).getByText(label).closest('div');
    expect(row('Current flight')).toHaveTextContent('Sat, Jan 10, 2099 06:15, VJ120, Eco');
    expect(row('New flight')).toHaveTextContent('Sun, Jan 11, 2099 06:15, VJ120, Eco');
    expect(row('Fare difference')).toHaveTextContent(`+${vnd(100_000)}`);
    expect(row('Change fee (Eco fare)')).toHaveTextContent(vnd(378_000));
    expect(row('Booking total goes up by')).toHaveTextContent(vnd(478_000));
    expect(
      within(quoteRegion).getByText('NGUYEN VAN AN: seat 12A kept on the new flight'),
    ).toBeInTheDocument();
    expect(within(quoteRegion).getByRole('status')).toHaveTextContent(
      `New booking total: ${vnd(1_978_000)}.`,
    );
    // The focus follows the pick to the quote.
    expect(screen.getByRole('heading', { name: 'Quotation for your change' })).toHaveFocus();
  });

  it('shows the server’s newer quote on PRICE_CHANGED and confirms it again under a new key', async () => {
    const newer = quoteFixture({ newTotal: 1_700_000, amountDue: 578_000 });
    applyAnswers.push(() =>
      json(
        {
          errorCode: 'PRICE_CHANGED',
          message: 'The price has changed.',
          requestId: 'r',
          details: { quotation: newer, amount: 578_000 },
        },
        409,
      ),
    );
    const applied = movedTo(reservation, '201');
    applyAnswers.push(() => json({ reservation: applied, quotation: newer, credit: null }));
    const { user, router } = await pickNextDayEco();
    await user.click(await screen.findByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText(/The price has changed\. Please check/)).toBeInTheDocument();
    expect(screen.getByText('Booking total goes up by').closest('div')).toHaveTextContent(vnd(578_000));

    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/booking-detail/res-0001');
    });
    const [first, second] = calls(`${API}/reservations/edit-booking`, 'POST');
    const amount = (call: typeof first) => (JSON.parse(fetchBody(call?.[1])) as { amount: number }).amount;
    expect(amount(first)).toBe(478_000);
    expect(amount(second)).toBe(578_000);
    const key = (call: typeof first) => new Headers(call?.[1]?.headers).get('idempotency-key');
    expect(key(first)).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(key(second)).not.toBe(key(first));
    expect(router.state.location.state).toEqual({ manageNotice: 'journeyChanged' });
  });

  it('applies the change once however many presses, then reports it as a refund', async () => {
    const applied = movedTo(reservation, '201');
    let release: () => void = () => undefined;
    applyAnswers.push(
      () =>
        new Promise((resolve) => {
          release = () => {
            resolve(
              new Response(JSON.stringify({ reservation: applied, quotation: quote, credit: null }), {
                headers: { 'content-type': 'application/json' },
              }),
            );
          };
        }),
    );
    const { user, router } = await pickNextDayEco();
    const confirm = await screen.findByRole('button', { name: 'Confirm change' });
    await user.click(confirm);
    await user.click(confirm);
    await user.click(confirm);
    release();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/booking-detail/res-0001');
    });
    expect(calls(`${API}/reservations/edit-booking`, 'POST')).toHaveLength(1);
    const events = (window.dataLayer ?? []).filter((entry) => typeof entry.event === 'string');
    expect(events.map((entry) => entry.event)).toEqual(['refund']);
    expect(events[0]?.ecommerce).toMatchObject({ transaction_id: 'ABC234', currency: 'VND', value: 478_000 });
  });

  it('sends a paid booking with a balance to pay it', async () => {
    reservation = reservationFixture({ status: 'Paid' });
    const applied = movedTo(reservation, '201');
    applyAnswers.push(() => json({ reservation: applied, quotation: quote, credit: null }));
    const { user, router } = await pickNextDayEco();
    expect(await screen.findByText('To pay')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/payment-methods');
    });
  });

  it('shows the credit shell of a paid booking’s cheaper change, never cash', async () => {
    reservation = reservationFixture({ status: 'Paid' });
    quote = quoteFixture({ newTotal: 1_000_000, amountDue: 0, credit: 122_000 });
    const applied = movedTo(reservation, '201');
    applyAnswers.push(() =>
      json({
        reservation: applied,
        quotation: quote,
        credit: {
          serial: 'CS12345678',
          password: 'PW9876',
          pin: '4321',
          balance: 122_000,
          currency: 'VND',
          expiresAt: '2100-01-10T00:00:00.000Z',
        },
      }),
    );
    const { user } = await pickNextDayEco();
    expect(await screen.findByText('Becomes a credit')).toBeInTheDocument();
    expect(screen.getByText(/never paid back in cash/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    const credit = await screen.findByRole('region', { name: 'Flight changed: your credit' });
    expect(within(credit).getByText('CS12345678')).toBeInTheDocument();
    expect(within(credit).getByText('PW9876')).toBeInTheDocument();
    expect(within(credit).getByText('4321')).toBeInTheDocument();
    expect(within(credit).getByText(vnd(122_000))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flight changed: your credit' })).toHaveFocus();
  });
});
