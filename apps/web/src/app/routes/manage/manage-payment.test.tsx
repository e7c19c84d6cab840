import type { PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingSession } from '../../../stores/booking-session';
import { usePaymentForm } from '../../../stores/payment-form';
import {
  fetchBody,
  fetchUrl,
  paymentFixture,
  paymentMethodsFixture,
  reservationFixture,
} from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';

const GRANT = 'Z3JhbnQ.c2lnbmF0dXJlLW9mLXRoZS1ncmFudC10aGF0LWlzLWxvbmctZW5vdWdo';
const METHODS = '/booking/api/v1/payment/methods-by-bookingKey';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function storeGrant(expiresAt = '2099-01-01T00:00:00.000Z') {
  sessionStorage.setItem(
    'skybook.manageGrant',
    JSON.stringify({ grant: GRANT, expiresAt, reservationKey: 'res-0001' }),
  );
}

/** The fixture's methods as manage booking gets them: no second hold of a held booking. */
function manageMethods(
  overrides: Partial<PaymentMethodsResponse['reservation']> = {},
): PaymentMethodsResponse {
  const fixture = paymentMethodsFixture();
  return {
    ...fixture,
    payments: fixture.payments.map((method) =>
      method.identifier === 'PL6'
        ? {
            ...method,
            isAvailable: false,
            unavailableReason: overrides.balanceDue ? 'BALANCE_DUE' : 'ALREADY_HELD',
          }
        : method,
    ),
    reservation: { ...fixture.reservation, ...overrides },
  };
}

describe('paying from manage booking', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let methods: () => Promise<Response>;

  const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);
  const calls = (path: string, method = 'GET') =>
    fetchMock.mock.calls.filter(
      ([input, init]) => fetchUrl(input).startsWith(path) && (init?.method ?? 'GET') === method,
    );

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    // The booking session that made the booking has long ended.
    useBookingSession.getState().endSession('expired');
    usePaymentForm.getState().reset();
    methods = () => json(manageMethods());
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      if (url.startsWith(METHODS)) return methods();
      if (url === '/booking/api/v1/payment' && init?.method === 'POST')
        return json({ payment: paymentFixture({ identifier: 'Voucher' }), redirectUrl: null, otp: null });
      if (url === '/booking/api/v1/payment/status' && init?.method === 'PATCH')
        return json({
          payment: paymentFixture(),
          reservation: reservationFixture({ status: 'Paid' }),
        });
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a traveller without a grant to find the booking first', async () => {
    const { router } = await renderApp('/en/my/payment-methods');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    expect(calls(METHODS)).toHaveLength(0);
  });

  it('treats an expired grant as none', async () => {
    storeGrant('2000-01-01T00:00:00.000Z');
    const { router } = await renderApp('/en/my/payment-methods');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
  });

  it('pays a held booking as the grant, with the booking flow’s methods, and lands on manage booking’s confirmation', async () => {
    storeGrant();
    const { user, router } = await renderApp('/en/my/payment-methods');
    const list = await screen.findByRole('radiogroup', { name: 'Payment method' });
    // The grant names the booking: no locator, no booking session.
    const [methodsCall] = calls(METHODS);
    expect(fetchUrl(methodsCall?.[0] ?? '')).toBe(`${METHODS}?languageId=en`);
    expect(headersOf(methodsCall?.[1]).get('x-manage-grant')).toBe(GRANT);
    expect(headersOf(methodsCall?.[1]).has('x-session-id')).toBe(false);
    const hold = within(list).getByRole('radio', { name: /^Hold my booking/ });
    expect(hold).toBeDisabled();
    expect(hold.closest('label')).toHaveTextContent('already held until its payment deadline');
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText('Held until')).toBeInTheDocument();
    expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₫1,500,000');
    expect(screen.getByRole('link', { name: 'Back to my booking' })).toHaveAttribute(
      'href',
      '/en/my/booking-detail/res-0001',
    );

    await user.click(within(list).getByRole('radio', { name: /^Voucher/ }));
    await user.type(screen.getByRole('textbox', { name: /^Serial number/ }), 'SKY-VOUCHER-5M');
    await user.type(screen.getByLabelText(/^Password/), 'skybook5m');
    await user.type(screen.getByLabelText(/^PIN/), '1111');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/payment-confirmation?paymentId=pay-0001');
    });
    const [payCall] = calls('/booking/api/v1/payment', 'POST');
    expect(headersOf(payCall?.[1]).get('x-manage-grant')).toBe(GRANT);
    expect(headersOf(payCall?.[1]).get('idempotency-key')).toMatch(/\S/);
    expect(JSON.parse(fetchBody(payCall?.[1]))).toMatchObject({
      reservationLocator: 'ABC234',
      identifier: 'Voucher',
    });
  });

  it('shows a balance due as what is paid, with no hold deadline', async () => {
    storeGrant();
    methods = () =>
      json(
        manageMethods({
          status: 'Paid',
          balanceDue: true,
          remaining: { currency: 'VND', totalAmount: 450_000 },
        }),
      );
    await renderApp('/en/my/payment-methods');
    const summary = await screen.findByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText('Balance due').nextElementSibling).toHaveTextContent('₫450,000');
    expect(within(summary).queryByText('Held until')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Hold my booking/ }).closest('label')).toHaveTextContent(
      'Not for a balance due',
    );
  });

  it('asks the traveller to find the booking again when the server refuses the grant', async () => {
    storeGrant();
    methods = () => json({ errorCode: 'MANAGE_GRANT_EXPIRED', message: 'Expired', requestId: 'r' }, 410);
    await renderApp('/en/my/payment-methods');
    expect(await screen.findByRole('link', { name: 'Find my booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
  });

  it('shows the outcome of a payment made from manage booking, and leads back to the booking', async () => {
    storeGrant();
    await renderApp('/en/my/payment-confirmation?paymentId=pay-0001');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const [statusCall] = calls('/booking/api/v1/payment/status', 'PATCH');
    expect(JSON.parse(fetchBody(statusCall?.[1]))).toEqual({ paymentId: 'pay-0001' });
    expect(headersOf(statusCall?.[1]).get('x-manage-grant')).toBe(GRANT);
    expect(screen.getByRole('link', { name: 'Back to my booking' })).toHaveAttribute(
      'href',
      '/en/my/booking-detail/res-0001',
    );
  });
});
