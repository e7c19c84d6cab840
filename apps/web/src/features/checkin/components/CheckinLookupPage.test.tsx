import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { API, checkinView, GRANT } from '../checkin.fixture';

const GRANTS = `POST ${API}/reservations/grants`;
const CHECKIN = `GET ${API}/checkin`;

describe('the check-in lookup', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds the booking home’s address named, at once, and shows its flights in place of the lookup', async () => {
    const fetchMock = stubManageFetch({
      [GRANTS]: () => json(GRANT),
      [CHECKIN]: () => json(checkinView()),
    });
    const { router } = await renderApp(
      '/en/checkin?reservationLocator=abc234&contactFamilyName=Nguyen&contactMiddleGivenName=Van%20An',
    );
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-flight');
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(JSON.parse(fetchBody(callsTo(fetchMock, GRANTS)[0]?.[1]))).toEqual({
      locator: 'ABC234',
      lastName: 'Nguyen',
      firstName: 'Van An',
    });
    expect(manageGrantStore.read()?.reservationKey).toBe('res-0001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check-in: choose flight' }),
    ).toBeInTheDocument();
  });

  it('exchanges the typed code and names for a grant and goes on to the flights', async () => {
    const fetchMock = stubManageFetch({
      [GRANTS]: () => json(GRANT),
      [CHECKIN]: () => json(checkinView()),
    });
    const { user, router } = await renderApp('/en/checkin');
    expect(screen.getByRole('heading', { level: 1, name: 'Online check-in' })).toBeInTheDocument();
    expect(document.title).toBe('Online check-in | Skybook');
    const form = screen.getByRole('form', { name: 'Find your booking' });
    expect(form).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Booking code/ }), 'abc234');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'Nguyen');
    await user.type(screen.getByRole('textbox', { name: /^Given names/ }), 'Van An');
    await user.click(screen.getByRole('button', { name: 'Find my flights' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-flight');
    });
    expect(callsTo(fetchMock, GRANTS)).toHaveLength(1);
  });

  it('asks for each field in Vietnamese before asking the server', async () => {
    const fetchMock = stubManageFetch({});
    const { user } = await renderApp('/vi/checkin');
    await user.click(screen.getByRole('button', { name: 'Tìm chuyến bay' }));
    const locator = screen.getByRole('textbox', { name: /^Mã đặt chỗ/ });
    await waitFor(() => {
      expect(locator).toHaveFocus();
    });
    expect(locator).toHaveAccessibleDescription(/Trường này bắt buộc nhập/);
    expect(callsTo(fetchMock, GRANTS)).toHaveLength(0);
  });

  it('says no booking was found in check-in’s words, and keeps what was typed', async () => {
    stubManageFetch({ [GRANTS]: () => failure(404, 'BOOKING_NOT_FOUND', 'Booking not found.') });
    const { router } = await renderApp(
      '/en/checkin?reservationLocator=ABC234&contactFamilyName=Tran&contactMiddleGivenName=Thi',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking to check in with this code and name.',
    );
    expect(screen.getByRole('textbox', { name: /^Family name/ })).toHaveValue('Tran');
    expect(currentUrl(router)).toMatch(/^\/en\/checkin\?/);
  });

  it('says when to try again after too many tries', async () => {
    stubManageFetch({
      [GRANTS]: () =>
        failure(429, 'RATE_LIMITED', 'Too many requests.', { headers: { 'retry-after': '90' } }),
    });
    await renderApp(
      '/en/checkin?reservationLocator=ABC234&contactFamilyName=Tran&contactMiddleGivenName=Thi',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });
});
