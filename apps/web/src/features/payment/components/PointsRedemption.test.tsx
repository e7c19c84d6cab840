import type { PaymentPointsResponse } from '@skybook/contracts/payment-points';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/member-session';
import { useBookingCreation } from '../../../stores/booking-creation';
import { useBookingSession } from '../../../stores/booking-session';
import { usePaymentForm } from '../../../stores/payment-form';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import { loginAnswer } from '../../../test/member.fixture';
import {
  fetchBody,
  fetchUrl,
  paymentMethodsFixture,
  reservationFixture,
} from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

const POINTS = '/booking/api/v1/payment/points';

/** The server's answer for the 1 500 000 VND fixture booking: 2 000 points, up to 2 000 of them usable. */
function pointsAnswer(applied: number | null): PaymentPointsResponse {
  return {
    balance: applied === null ? 2_000 : 2_000 - applied,
    pointValue: 100,
    minPoints: 100,
    maxPoints: 2_000,
    canRedeem: applied === null,
    applied:
      applied === null
        ? null
        : { points: applied, discount: { currency: 'VND', totalAmount: applied * 100 } },
    remaining: { currency: 'VND', totalAmount: 1_500_000 - (applied ?? 0) * 100 },
  };
}

describe('using loyalty points on the payment page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let applied: number | null;
  let putAnswer: () => Promise<Response>;

  const calls = (path: string, method = 'GET') =>
    fetchMock.mock.calls.filter(
      ([input, init]) => fetchUrl(input).startsWith(path) && (init?.method ?? 'GET') === method,
    );

  beforeEach(() => {
    const session = bookingSessionFixture();
    useBookingSession.getState().openSession(session);
    useBookingCreation.getState().begin(TEST_SESSION_ID);
    const reservation = reservationFixture();
    useBookingCreation.getState().succeed({
      key: reservation.key,
      locator: reservation.locator,
      status: reservation.status,
      holdExpiresAt: reservation.holdExpiresAt,
      currency: reservation.currency,
      minorUnitExponent: reservation.minorUnitExponent,
      totalAmount: reservation.totalAmount,
      remaining: reservation.remaining,
    });
    usePaymentForm.getState().reset();
    localStorage.clear();
    applied = null;
    putAnswer = () => {
      applied = 300;
      return json(pointsAnswer(applied));
    };
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      const method = init?.method ?? 'GET';
      if (url === '/booking/api/v1/session-booking')
        return json(session, 200, { 'x-session-expiry': String(session.expiry) });
      if (url.startsWith('/booking/api/v1/payment/methods-by-bookingKey')) {
        const answer = paymentMethodsFixture();
        const discount = (applied ?? 0) * 100;
        return json({
          ...answer,
          reservation: {
            ...answer.reservation,
            remaining: { currency: 'VND', totalAmount: 1_500_000 - discount },
            pointsDiscount: discount,
          },
        });
      }
      if (url.startsWith(POINTS) && method === 'GET') return json(pointsAnswer(applied));
      if (url.startsWith(POINTS) && method === 'PUT') return putAnswer();
      if (url.startsWith(POINTS) && method === 'DELETE') {
        applied = null;
        return json(pointsAnswer(null));
      }
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a guest nothing and asks nothing of the member’s points', async () => {
    await renderApp('/en/payment-methods');
    await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(screen.queryByRole('region', { name: 'Use your points' })).not.toBeInTheDocument();
    expect(calls(POINTS)).toHaveLength(0);
  });

  it('shows the discount before applying, applies the points with the member’s token and lowers the total', async () => {
    saveLogin(loginAnswer('1'));
    const { user } = await renderApp('/en/payment-methods');
    const points = await screen.findByRole('region', { name: 'Use your points' });
    expect(within(points).getByText('You have 2,000 points.')).toBeInTheDocument();
    const input = within(points).getByRole('textbox', { name: 'Points to use' });
    expect(input).toHaveAccessibleDescription('Between 100 and 2,000 points');
    await user.type(input, '300');
    expect(within(points).getByText('Takes ₫30,000 off your booking.')).toBeInTheDocument();
    await user.click(within(points).getByRole('button', { name: 'Use points' }));

    expect(await within(points).findByText('300 points used: ₫30,000 off.')).toBeInTheDocument();
    const [put] = calls(POINTS, 'PUT');
    expect(JSON.parse(fetchBody(put?.[1]))).toEqual({ reservationKey: 'ABC234', points: 300 });
    const headers = new Headers(put?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('x-session-id')).toBe(TEST_SESSION_ID);
    // The methods are asked again, priced for what remains.
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    await waitFor(() => {
      expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₫1,470,000');
    });
    expect(within(summary).getByText('Points discount').nextElementSibling).toHaveTextContent('-₫30,000');
    expect(within(summary).getByText('Booking').nextElementSibling).toHaveTextContent('₫1,500,000');

    await user.click(within(points).getByRole('button', { name: 'Remove points' }));
    expect(await within(points).findByRole('textbox', { name: 'Points to use' })).toBeInTheDocument();
    expect(calls(POINTS, 'DELETE')[0]?.[0]).toBe(`${POINTS}?reservationKey=ABC234`);
    await waitFor(() => {
      expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₫1,500,000');
    });
  });

  it('refuses a number outside the bounds without asking, and says why the server refused one', async () => {
    saveLogin(loginAnswer('1'));
    const { user } = await renderApp('/en/payment-methods');
    const points = await screen.findByRole('region', { name: 'Use your points' });
    const input = within(points).getByRole('textbox', { name: 'Points to use' });
    await user.type(input, '50');
    expect(within(points).queryByText(/off your booking/)).not.toBeInTheDocument();
    await user.click(within(points).getByRole('button', { name: 'Use points' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(points).getByText('Enter a whole number of points between 100 and 2,000.'),
    ).toBeInTheDocument();
    expect(calls(POINTS, 'PUT')).toHaveLength(0);

    putAnswer = () =>
      json(
        { errorCode: 'POINTS_NOT_ENOUGH', message: 'You do not have enough points.', requestId: 'r' },
        409,
      );
    await user.clear(input);
    await user.type(input, '2000');
    await user.click(within(points).getByRole('button', { name: 'Use points' }));
    expect(await within(points).findByRole('alert')).toHaveTextContent('You do not have enough points.');
  });
});
