import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { GRANT, managedAnswer } from '../manage-booking.fixture';

const GRANTS = 'POST /booking/api/v1/reservations/grants';
const RESERVATION = 'GET /booking/api/v1/reservations';

describe('the find-your-booking page', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the three fields in Vietnamese, on each field, and focuses the first one missing', async () => {
    const fetchMock = stubManageFetch({});
    const { user } = await renderApp('/vi/my/search-booking');
    const locator = await screen.findByRole('textbox', { name: /^Mã đặt chỗ/ });
    const lastName = screen.getByRole('textbox', { name: /^Họ/ });
    const firstName = screen.getByRole('textbox', { name: /^Tên đệm và tên/ });
    expect(locator).toHaveAttribute('aria-required', 'true');

    await user.type(lastName, 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Tìm đặt chỗ' }));

    await waitFor(() => {
      expect(locator).toHaveFocus();
    });
    expect(locator).toHaveAttribute('aria-invalid', 'true');
    expect(locator).toHaveAccessibleDescription(/Trường này bắt buộc nhập/);
    expect(firstName).toHaveAccessibleDescription('Trường này bắt buộc nhập');
    expect(lastName).toHaveAttribute('aria-invalid', 'false');
    expect(callsTo(fetchMock, GRANTS)).toHaveLength(0);
  });

  it('exchanges the code and names for a grant, keeps it, and opens the booking by its key alone', async () => {
    const fetchMock = stubManageFetch({
      [GRANTS]: () => json(GRANT),
      [RESERVATION]: () => json(managedAnswer()),
    });
    const { user, router } = await renderApp('/en/my/search-booking');
    await user.type(await screen.findByRole('textbox', { name: /^Booking code/ }), ' abc234 ');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'Nguyen');
    await user.type(screen.getByRole('textbox', { name: /^Given names/ }), 'Van An');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/booking-detail/res-0001');
    });
    expect(JSON.parse(fetchBody(callsTo(fetchMock, GRANTS)[0]?.[1]))).toEqual({
      locator: 'ABC234',
      lastName: 'Nguyen',
      firstName: 'Van An',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(manageGrantStore.read()?.reservationKey).toBe('res-0001');
    expect(await screen.findByText('ABC234')).toBeInTheDocument();
  });

  it('says the server’s words when no booking matches', async () => {
    stubManageFetch({
      [GRANTS]: () => failure(404, 'BOOKING_NOT_FOUND', 'We could not find a booking with these details.'),
    });
    const { user } = await renderApp('/en/my/search-booking');
    await user.type(await screen.findByRole('textbox', { name: /^Booking code/ }), 'ZZZ999');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'Tran');
    await user.type(screen.getByRole('textbox', { name: /^Given names/ }), 'Binh');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with these details.',
    );
    expect(manageGrantStore.read()).toBeNull();
  });

  it('says when to try again after too many lookups', async () => {
    stubManageFetch({
      [GRANTS]: () => failure(429, 'RATE_LIMITED', 'Too many requests', { headers: { 'retry-after': '90' } }),
    });
    const { user } = await renderApp('/en/my/search-booking');
    await user.type(await screen.findByRole('textbox', { name: /^Booking code/ }), 'ABC234');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'Nguyen');
    await user.type(screen.getByRole('textbox', { name: /^Given names/ }), 'An');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 2 minutes.');
  });

  it('opens the e-mail’s link at once, takes it out of the address, then shows the booking', async () => {
    let answerGrant: (response: Response) => void = () => undefined;
    const fetchMock = stubManageFetch({
      [GRANTS]: () =>
        new Promise<Response>((resolve) => {
          answerGrant = resolve;
        }),
      [RESERVATION]: () => json(managedAnswer()),
    });
    const { router } = await renderApp('/en/my/search-booking?link=TOKEN-123');
    expect(await screen.findByRole('status')).toHaveTextContent('Opening your booking from the e-mail link');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    expect(JSON.parse(fetchBody(callsTo(fetchMock, GRANTS)[0]?.[1]))).toEqual({ link: 'TOKEN-123' });
    answerGrant(new Response(JSON.stringify(GRANT), { headers: { 'content-type': 'application/json' } }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/booking-detail/res-0001');
    });
    expect(callsTo(fetchMock, GRANTS)).toHaveLength(1);
  });

  it('shows a failed link’s reason above the form', async () => {
    stubManageFetch({
      [GRANTS]: () =>
        failure(400, 'BOOKING_LINK_EXPIRED', 'This link has expired. Please look up your booking.'),
    });
    const { router } = await renderApp('/en/my/search-booking?link=OLD');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired.');
    const form = screen.getByRole('form', { name: 'Your booking code and name' });
    expect(within(form).getByRole('textbox', { name: /^Booking code/ })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/my/search-booking');
  });
});
