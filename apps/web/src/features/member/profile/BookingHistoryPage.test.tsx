import type { MemberBooking } from '@skybook/contracts/member-bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody, fetchUrl } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { API, INACTIVE_WALLET, POINTS, PROFILE, storeLogin } from './profile.fixture';

const HISTORIES = 'GET /member/api/v1/users/booking-histories';
const UPDATE = 'POST /member/api/v1/users/booking-histories/update-status';

function booking(overrides: Partial<MemberBooking> = {}): MemberBooking {
  return {
    reservationKey: 'key-ABC234',
    locator: 'ABC234',
    status: 'Unpaid',
    tab: 'UNPAID',
    routes: [
      {
        origin: 'SGN',
        destination: 'HAN',
        departureTime: '2099-01-10T06:15+07:00',
        departureUtc: '2099-01-09T23:15:00.000Z',
        arrivalTime: '2099-01-10T08:25+07:00',
        arrivalUtc: '2099-01-10T01:25:00.000Z',
        flights: ['VJ120'],
      },
    ],
    departureUtc: '2099-01-09T23:15:00.000Z',
    passengerCount: 2,
    currency: 'VND',
    totalAmount: 3_000_000,
    remaining: 3_000_000,
    createdAt: '2098-12-30T03:00:00.000Z',
    holdExpiresAt: '2098-12-30T09:00:00.000Z',
    actions: ['pay', 'cancel'],
    ...overrides,
  };
}

const COUNTS = { ALL: 2, UNPAID: 1, INCOMING: 1, COMPLETED: 0, CANCELLED: 0 };

function common() {
  return {
    [`GET ${API}/profile`]: () => json({ user: PROFILE }),
    [`GET ${API}/wallet`]: () => json(INACTIVE_WALLET),
    [`GET ${API}/score-histories`]: () => json(POINTS),
  };
}

describe('the booking history page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    storeLogin();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each tab with its count and asks for the tab chosen, from its first page', async () => {
    const fetchMock = stubManageFetch({
      ...common(),
      [HISTORIES]: (_init, url) =>
        json({
          bookingHistories:
            url.searchParams.get('tab') === 'INCOMING'
              ? [
                  booking({
                    locator: 'XYZ987',
                    reservationKey: 'k2',
                    status: 'Paid',
                    tab: 'INCOMING',
                    actions: ['manage'],
                    remaining: 0,
                    holdExpiresAt: null,
                  }),
                ]
              : [booking()],
          page: 1,
          totalPages: 1,
          counts: COUNTS,
        }),
    });
    const { user } = await renderApp('/en/profile/booking-history');
    const card = (await screen.findByRole('heading', { name: /Booking ABC234/ })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText(/SGN → HAN/)).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(/06:15 10\/01\/2099 · VJ120/)).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('₫3,000,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'To pay (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upcoming (1)' }));
    expect(await screen.findByRole('heading', { name: /Booking XYZ987/ })).toBeInTheDocument();
    const tabs = callsTo(fetchMock, HISTORIES).map(([input]) =>
      new URL(fetchUrl(input), 'http://localhost').searchParams.toString(),
    );
    expect(tabs).toEqual(['tab=ALL&page=1', 'tab=INCOMING&page=1']);
  });

  it('cancels an unpaid booking only after the member confirms, then reloads the list', async () => {
    let cancelled = false;
    const fetchMock = stubManageFetch({
      ...common(),
      [HISTORIES]: () =>
        json({
          bookingHistories: [
            cancelled ? booking({ status: 'Cancel', tab: 'CANCELLED', actions: [] }) : booking(),
          ],
          page: 1,
          totalPages: 1,
          counts: COUNTS,
        }),
      [UPDATE]: () => {
        cancelled = true;
        return json({ bookingHistory: booking({ status: 'Cancel', tab: 'CANCELLED', actions: [] }) });
      },
    });
    const { user } = await renderApp('/en/profile/booking-history');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm cancelling ABC234' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    });
    expect(JSON.parse(fetchBody(callsTo(fetchMock, UPDATE)[0]?.[1]))).toEqual({
      locator: 'ABC234',
      status: 'CANCELLED',
    });
  });

  it('opens a booking in manage booking with the grant the member service gives its owner', async () => {
    const grant = {
      grant: 'eyJrIjoia2V5LUFCQzIzNCJ9.c2lnbmF0dXJl',
      expiresAt: '2099-01-01T00:00:00.000Z',
      reservationKey: 'key-ABC234',
    };
    stubManageFetch({
      ...common(),
      [HISTORIES]: () => json({ bookingHistories: [booking()], page: 1, totalPages: 1, counts: COUNTS }),
      'POST /member/api/v1/my/booking/ABC234/grant': () => json(grant),
    });
    const { user, router } = await renderApp('/en/profile/booking-history');
    await user.click(await screen.findByRole('button', { name: 'View and pay' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/booking-detail/key-ABC234');
    });
    expect(manageGrantStore.read()?.grant).toBe(grant.grant);
  });

  it("shows the server's refusal of a cancellation", async () => {
    stubManageFetch({
      ...common(),
      [HISTORIES]: () => json({ bookingHistories: [booking()], page: 1, totalPages: 1, counts: COUNTS }),
      [UPDATE]: () => failure(409, 'RESERVATION_ALREADY_PAID', 'This booking has been paid meanwhile.'),
    });
    const { user } = await renderApp('/en/profile/booking-history');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancelling ABC234' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking has been paid meanwhile.');
  });
});
