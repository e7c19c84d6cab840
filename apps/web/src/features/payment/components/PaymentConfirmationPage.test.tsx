import type { PaymentDto } from '@skybook/contracts/payment';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, fetchUrl, paymentFixture, reservationFixture } from '../../../test/payment.fixture';
import { useBookingSession } from '../../../stores/booking-session';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import { renderApp } from '../../../test/render-app';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** A PL6 hold: the booking is held, nothing charged. */
const heldPayment = () =>
  paymentFixture({
    identifier: 'PL6',
    card: null,
    outcome: 'pending',
    status: 'PENDING',
    resultCode: 41,
    fee: { currency: 'VND', totalAmount: 0 },
  });

describe('the payment confirmation page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  function answer(payment: PaymentDto | null, reservation: ReservationDto = reservationFixture()) {
    fetchMock.mockImplementation((input, init) => {
      if (fetchUrl(input) === '/booking/api/v1/payment/status' && init?.method === 'PATCH')
        return json({ payment, reservation });
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
  }

  const statusCalls = () =>
    fetchMock.mock.calls.filter(([input]) => fetchUrl(input) === '/booking/api/v1/payment/status');

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.dataLayer = [];
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('settles the payment of the return URL and shows a success with the code, the card and the PDF', async () => {
    answer(paymentFixture(), reservationFixture({ status: 'Paid' }));
    await renderApp('/en/payment-confirmation?locator=abc234&paymentId=pay-0001');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const [call] = statusCalls();
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({ locator: 'ABC234', paymentId: 'pay-0001' });
    const facts = screen.getByRole('region', { name: 'Payment successful' });
    expect(within(facts).getByText('ABC234')).toBeInTheDocument();
    expect(within(facts).getByText('ending in 1111')).toBeInTheDocument();
    expect(within(facts).queryByText('Held until')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/booking/api/v1/reservations/ABC234/itinerary.pdf?lastName=NGUYEN&firstName=AN&languageId=en',
    );
    // GA4 purchase, once.
    const purchases = (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase');
    expect(purchases).toEqual([
      {
        event: 'purchase',
        ecommerce: { transaction_id: 'ABC234', currency: 'VND', value: 1_530_000, items: [] },
      },
    ]);
  });

  it.each([
    ['refused', 'REFUSED', 'Payment refused', 'Your bank refused the payment'],
    ['cancelled', 'CANCELLED', 'Payment cancelled', 'No money was taken'],
    ['error', 'FAILURE', 'Payment not confirmed', 'could not be confirmed yet'],
  ] as const)('shows the %s view with a way to pay again', async (outcome, status, title, text) => {
    answer(paymentFixture({ outcome, status, resultCode: 42 }));
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      '/en/payment-methods',
    );
    expect((window.dataLayer ?? []).some((entry) => entry.event === 'purchase')).toBe(false);
  });

  it('shows a pending payment and checks it again on request', async () => {
    answer(paymentFixture({ outcome: 'pending', status: 'PENDING', resultCode: 41 }));
    const { user } = await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    answer(paymentFixture(), reservationFixture({ status: 'Paid' }));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(2);
  });

  it('shows a PL6 hold as an Unpaid booking held until its deadline, with a way to pay now', async () => {
    answer(heldPayment());
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    const region = await screen.findByRole('region', { name: 'Booking held – pay later' });
    expect(within(region).getByText('Unpaid')).toBeInTheDocument();
    expect(within(region).getByText('Held until')).toBeInTheDocument();
    // On the departure airport's clock, with its zone's name, whatever the browser's zone (UTC here).
    expect(within(region).getByText('Jan 1, 2099, 13:00 Indochina Time')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Nothing has been charged.');
    expect(within(region).getByText(/Pay before the deadline/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/en/payment-methods',
    );
    expect(within(region).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('shows the deadline of a booking departing abroad on that airport’s clock', async () => {
    const reservation = reservationFixture();
    const [journey] = reservation.journeys;
    const [segment] = journey?.segments ?? [];
    if (!journey || !segment) throw new Error('fixture without a flight');
    answer(
      heldPayment(),
      reservationFixture({
        journeys: [
          {
            ...journey,
            segments: [
              {
                ...segment,
                departure: { ...segment.departure, airport: { code: 'SYD', timeZone: 'Australia/Sydney' } },
              },
            ],
          },
        ],
      }),
    );
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    const region = await screen.findByRole('region', { name: 'Booking held – pay later' });
    expect(
      within(region).getByText('Jan 1, 2099, 17:00 Australian Eastern Daylight Time'),
    ).toBeInTheDocument();
  });

  it('reads a booking with no payment as not confirmed, asking as the session that booked it', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    answer(null);
    await renderApp('/en/payment-confirmation?locator=ABC234');
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed' })).toBeInTheDocument();
    const [, init] = statusCalls()[0] ?? [];
    expect(JSON.parse(fetchBody(init))).toEqual({ locator: 'ABC234' });
    expect(new Headers(init?.headers).get('x-session-id')).toBe(TEST_SESSION_ID);
  });

  it('says when no booking was given, without calling the server', async () => {
    answer(null);
    await renderApp('/en/payment-confirmation');
    expect(await screen.findByText('No booking was given to confirm.')).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
  });

  it('shows the server’s message when the payment cannot be checked', async () => {
    fetchMock.mockImplementation(() =>
      json({ errorCode: 'PAYMENT_NOT_FOUND', message: 'No such payment', requestId: 'r' }, 404),
    );
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such payment');
  });
});
