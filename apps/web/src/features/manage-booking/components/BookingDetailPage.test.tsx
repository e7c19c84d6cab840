import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUrl } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { FRESH_GRANT, GRANT, managedAnswer, paidOverrides } from '../manage-booking.fixture';

const RESERVATION = 'GET /booking/api/v1/reservations';

describe('the booking detail page', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a traveller without a grant to the lookup form, asking the server nothing', async () => {
    const fetchMock = stubManageFetch({ [RESERVATION]: () => json(managedAnswer()) });
    const { router } = await renderApp('/en/my/booking-detail/res-0001');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    expect(callsTo(fetchMock, RESERVATION)).toHaveLength(0);
    expect(screen.queryByText('ABC234')).not.toBeInTheDocument();
  });

  it('does not open another booking than the grant’s', async () => {
    manageGrantStore.save(GRANT);
    const fetchMock = stubManageFetch({ [RESERVATION]: () => json(managedAnswer()) });
    const { router } = await renderApp('/en/my/booking-detail/res-9999');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/search-booking');
    });
    expect(callsTo(fetchMock, RESERVATION)).toHaveLength(0);
  });

  it('shows an unpaid booking held until its deadline on the departure airport’s clock, counting down', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2099-01-01T04:00:00.000Z'));
    manageGrantStore.save(GRANT);
    const fetchMock = stubManageFetch({ [RESERVATION]: () => json(managedAnswer()) });
    await renderApp('/en/my/booking-detail');
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('ABC234')).toBeInTheDocument();
    expect(within(summary).getByText('Unpaid')).toBeInTheDocument();
    expect(within(summary).getByText('Jan 1, 2099, 13:00 Indochina Time')).toBeInTheDocument();
    expect(within(summary).getByRole('timer')).toHaveTextContent(/^(2:00:00|1:59:5\d)$/);
    expect(within(summary).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/en/my/payment-methods',
    );
    // The grant, never the locator or names, names the booking; the fresh one is kept.
    const [call] = callsTo(fetchMock, RESERVATION);
    expect(headerOf(call?.[1], 'x-manage-grant')).toBe(GRANT.grant);
    expect(fetchUrl(call?.[0] ?? '')).not.toContain('ABC234');
    expect(manageGrantStore.read()?.grant).toBe(FRESH_GRANT.grant);
    // No resend for an unpaid booking: the server has no confirmation to send.
    expect(within(summary).queryByRole('button', { name: 'E-mail my confirmation again' })).toBeNull();
  });

  it('shows the trip, the passengers, their check-in and the price with what is left to pay', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({ [RESERVATION]: () => json(managedAnswer()) });
    await renderApp('/en/my/booking-detail/res-0001');
    expect(await screen.findByRole('region', { name: 'Your trip' })).toHaveTextContent('VJ 120');
    const checkin = screen.getByRole('region', { name: 'Check-in status' });
    expect(within(checkin).getByText('VJ 120 SGN → HAN')).toBeInTheDocument();
    expect(within(checkin).getByText('Not yet checked in')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price summary' });
    const row = (label: string) => within(price).getByText(label).closest('div');
    expect(row('Total')).toHaveTextContent('₫1,500,000');
    expect(row('Paid')).toHaveTextContent('₫0');
    expect(row('Still to pay')).toHaveTextContent('₫1,500,000');
  });

  it('leads to online check-in while it is open, then to the boarding passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    // The flight leaves at 23:15 UTC: check-in opened at 23:15 the day before, closes at 22:15.
    vi.setSystemTime(new Date('2099-01-09T12:00:00.000Z'));
    manageGrantStore.save(GRANT);
    let answer = managedAnswer(paidOverrides());
    stubManageFetch({ [RESERVATION]: () => json(answer) });
    const { unmount } = await renderApp('/en/my/booking-detail/res-0001');
    let card = await screen.findByRole('region', { name: 'Check-in status' });
    expect(within(card).getByRole('link', { name: 'Check in online' })).toHaveAttribute(
      'href',
      '/en/checkin/select-flight',
    );
    expect(within(card).queryByRole('link', { name: 'Boarding passes' })).toBeNull();
    unmount();

    answer = { ...answer, checkin: [{ passengerKey: 'ADT1', flightKey: '101', status: 'checkedIn' }] };
    await renderApp('/en/my/booking-detail/res-0001');
    card = await screen.findByRole('region', { name: 'Check-in status' });
    expect(within(card).getByRole('link', { name: 'Boarding passes' })).toHaveAttribute(
      'href',
      '/en/checkin/success',
    );
    expect(within(card).queryByRole('link', { name: 'Check in online' })).toBeNull();
  });

  it('offers no online check-in before it opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2099-01-08T12:00:00.000Z'));
    manageGrantStore.save(GRANT);
    stubManageFetch({ [RESERVATION]: () => json(managedAnswer(paidOverrides())) });
    await renderApp('/en/my/booking-detail/res-0001');
    const card = await screen.findByRole('region', { name: 'Check-in status' });
    expect(within(card).queryByRole('link', { name: 'Check in online' })).toBeNull();
  });

  it('shows a cancelled booking’s reason and no actions but the documents are gone', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({
      [RESERVATION]: () => json(managedAnswer({ status: 'Cancel', cancelledReason: 'holdExpired' })),
    });
    await renderApp('/en/my/booking-detail/res-0001');
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Cancelled')).toBeInTheDocument();
    expect(within(summary).getByText('The hold ended before payment')).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(summary).queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('drops an expired grant and sends the traveller to the lookup with the server’s words', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({
      [RESERVATION]: () => failure(410, 'MANAGE_GRANT_EXPIRED', 'Your session for this booking has ended.'),
    });
    const { router } = await renderApp('/en/my/booking-detail/res-0001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session for this booking has ended.');
    expect(currentUrl(router)).toBe('/en/my/search-booking');
    expect(manageGrantStore.read()).toBeNull();
    expect(screen.getByRole('form', { name: 'Your booking code and name' })).toBeInTheDocument();
  });

  it('drops a grant a later call is refused with, and sends the traveller back to the lookup', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({
      [RESERVATION]: () => json(managedAnswer(paidOverrides())),
      'GET /booking/api/v1/reservations/sendEmail': () =>
        failure(403, 'MANAGE_GRANT_INVALID', 'Please look up your booking again.'),
    });
    const { user, router } = await renderApp('/en/my/booking-detail/res-0001');
    await user.click(await screen.findByRole('button', { name: 'E-mail my confirmation again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please look up your booking again.');
    expect(currentUrl(router)).toBe('/en/my/search-booking');
    expect(manageGrantStore.read()).toBeNull();
  });

  it('e-mails a paid booking’s confirmation again and says where it went', async () => {
    manageGrantStore.save(GRANT);
    const fetchMock = stubManageFetch({
      [RESERVATION]: () => json(managedAnswer(paidOverrides())),
      'GET /booking/api/v1/reservations/sendEmail': () => json({ sent: true, to: 'a***@example.com' }),
    });
    const { user } = await renderApp('/en/my/booking-detail/res-0001');
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Paid')).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Pay now' })).toBeNull();
    await user.click(within(summary).getByRole('button', { name: 'E-mail my confirmation again' }));
    await waitFor(() => {
      expect(within(summary).getByRole('status')).toHaveTextContent(
        'Your confirmation was sent to a***@example.com.',
      );
    });
    const [call] = callsTo(fetchMock, 'GET /booking/api/v1/reservations/sendEmail');
    expect(headerOf(call?.[1], 'x-manage-grant')).toBeTruthy();
    expect(fetchUrl(call?.[0] ?? '')).not.toMatch(/locator|lastName/i);
  });

  it('downloads the itinerary with the grant header, through an object URL', async () => {
    manageGrantStore.save(GRANT);
    const createObjectURL = vi.fn(() => 'blob:itinerary');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = stubManageFetch({
      [RESERVATION]: () => json(managedAnswer()),
      'GET /booking/api/v1/reservations/itinerary.pdf': () =>
        Promise.resolve(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    });
    const { user } = await renderApp('/en/my/booking-detail/res-0001');
    await user.click(await screen.findByRole('button', { name: 'Download itinerary (PDF)' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalled();
    });
    const [call] = callsTo(fetchMock, 'GET /booking/api/v1/reservations/itinerary.pdf');
    expect(fetchUrl(call?.[0] ?? '')).toContain('languageId=en');
    expect(headerOf(call?.[1], 'x-manage-grant')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('stays on the booking when Back would return to the lookup form (requirements §2)', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({ 'GET /booking/api/v1/reservations': () => json(managedAnswer()) });
    const { router } = await renderApp('/en/404');
    await router.navigate('/en/my/search-booking');
    await screen.findByRole('form', { name: 'Your booking code and name' });
    await router.navigate('/en/my/booking-detail/res-0001');
    await screen.findByRole('region', { name: 'Your booking' });
    await router.navigate(-1);
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/my/booking-detail/res-0001');
    });
    expect(await screen.findByRole('region', { name: 'Your booking' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your booking code and name' })).toBeNull();
  });
});
