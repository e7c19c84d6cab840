import '@skybook/contracts/reservation';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { useBookingCreation } from '../../../stores/booking-creation';
import { useBookingSession } from '../../../stores/booking-session';
import { usePaymentForm } from '../../../stores/payment-form';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import { fetchUrl, reservationFixture } from '../../../test/payment.fixture';
import { BookingCreationGate } from './BookingCreationGate';
import '../../../test/instant-signature';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const TIMEOUT = { errorCode: 'REQUEST_TIMEOUT_AT_API_GATEWAY', message: 'Gateway timeout', requestId: 'r1' };
const PROCESSING = { status: { newBookingProcessing: true, state: 'processing', errorCode: null } };
const DONE = {
  status: { newBookingProcessing: false, state: 'done', errorCode: null },
  reservation: reservationFixture(),
};

describe('booking creation before payment', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let statusAnswers: (() => Promise<Response>)[] = [];
  let createAnswer: () => Promise<Response> = () => json(TIMEOUT, 500);

  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => fetchUrl(input).startsWith(path) && (init?.method ?? 'GET') === method,
    );

  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2099-01-01T00:00:00Z'));
    useBookingSession.getState().openSession(bookingSessionFixture());
    useBookingCreation.getState().clear();
    usePaymentForm.getState().reset();
    statusAnswers = [];
    createAnswer = () => json(TIMEOUT, 500);
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = fetchUrl(input);
      if (url.startsWith('/booking/api/v1/reservations')) return createAnswer();
      if (url.startsWith('/booking/api/v1/session-booking/status'))
        return (statusAnswers.shift() ?? (() => json(PROCESSING)))();
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function renderGate() {
    const router = createMemoryRouter(
      [
        {
          path: '/en/payment-methods',
          element: (
            <BookingCreationGate sessionId={TEST_SESSION_ID} language="en">
              {(booking) => <p>Booked {booking.locator}</p>}
            </BookingCreationGate>
          ),
        },
      ],
      { initialEntries: ['/en/payment-methods'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await settle();
  }

  /** Lets answers, schema imports and React updates through without moving the clock. */
  async function settle() {
    for (let round = 0; round < 5; round += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
  }

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    await settle();
  }

  it('books once with an Idempotency-Key and shows the page when the booking exists', async () => {
    createAnswer = () => json({ reservation: reservationFixture(), foundInGPAY: false }, 201);
    await renderGate();
    expect(screen.getByText('Booked ABC234')).toBeInTheDocument();
    const [post] = calls('POST', '/booking/api/v1/reservations');
    expect(calls('POST', '/booking/api/v1/reservations')).toHaveLength(1);
    const headers = new Headers(post?.[1]?.headers);
    expect(headers.get('idempotency-key')).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(headers.get('x-session-id')).toBe(TEST_SESSION_ID);
  });

  it('after a gateway timeout, polls every 5 s with a progress bar until the booking exists', async () => {
    statusAnswers = [() => json(PROCESSING), () => json(PROCESSING), () => json(DONE)];
    await renderGate();
    expect(screen.getByRole('heading', { name: 'Confirming your booking' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Confirmation progress' });
    expect(progress).toHaveAttribute('value', '0');
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(0);
    await advance(4_999);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(0);
    await advance(1);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(1);
    await advance(5_000);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '8');
    await advance(5_000);
    expect(screen.getByText('Booked ABC234')).toBeInTheDocument();
    // Never a second booking.
    expect(calls('POST', '/booking/api/v1/reservations')).toHaveLength(1);
    await advance(30_000);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(3);
  });

  it('gives up after 24 polls (120 s), says so and offers a way back and another try', async () => {
    await renderGate();
    await advance(119_000);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(23);
    expect(screen.getByRole('heading', { name: 'Confirming your booking' })).toBeInTheDocument();
    await advance(1_000);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(24);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not confirm your booking within two minutes',
    );
    expect(screen.getByRole('link', { name: 'Back to extras' })).toHaveAttribute(
      'href',
      '/en/select-service',
    );
    await advance(60_000);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(24);
    // Another try sends the same key again: the server replays, it does not book twice.
    const firstKey = new Headers(calls('POST', '/booking/api/v1/reservations')[0]?.[1]?.headers).get(
      'idempotency-key',
    );
    statusAnswers = [() => json(DONE)];
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    await settle();
    const posts = calls('POST', '/booking/api/v1/reservations');
    expect(posts).toHaveLength(2);
    expect(new Headers(posts[1]?.[1]?.headers).get('idempotency-key')).toBe(firstKey);
  });

  it('does not poll when the chosen method is PL6 pay later (requirements §4)', async () => {
    usePaymentForm.getState().chooseMethod('PAY_LATER', 'PL6');
    await renderGate();
    expect(screen.getByRole('heading', { name: 'Your booking could not be confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Gateway timeout');
    await advance(30_000);
    expect(calls('GET', '/booking/api/v1/session-booking/status')).toHaveLength(0);
  });

  it('resumes the wait after a reload where it was, without booking again', async () => {
    const store = useBookingCreation.getState();
    store.begin(TEST_SESSION_ID);
    store.startConfirming(Date.now() - 60_000);
    statusAnswers = [() => json(DONE)];
    await renderGate();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    expect(calls('POST', '/booking/api/v1/reservations')).toHaveLength(0);
    await advance(5_000);
    expect(screen.getByText('Booked ABC234')).toBeInTheDocument();
    expect(calls('POST', '/booking/api/v1/reservations')).toHaveLength(0);
  });

  it('says a sold-out fare plainly and sends the traveller to choose other flights', async () => {
    statusAnswers = [
      () => json({ status: { newBookingProcessing: false, state: 'failed', errorCode: 'SOLD_OUT' } }),
    ];
    await renderGate();
    await advance(5_000);
    expect(screen.getByRole('alert')).toHaveTextContent('The fare you chose has just sold out');
    expect(screen.getByRole('link', { name: 'Choose other flights' })).toHaveAttribute(
      'href',
      '/en/select-flight',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
