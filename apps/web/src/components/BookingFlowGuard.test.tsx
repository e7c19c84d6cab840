import { IDLE_TIMEOUT_MS } from '@skybook/domain/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { loadLanguage } from '../lib/i18n';
import { useBookingSession } from '../stores/booking-session';
import { bookingSessionFixture, TEST_SESSION_ID } from '../test/booking-session.fixture';
import { BookingFlowGuard } from './BookingFlowGuard';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import '../test/instant-signature';

const MINUTE = 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A site with a home page, a guarded booking-flow page and the dialog, as SiteLayout mounts it. */
function renderSite(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <Outlet />
            <SessionExpiredDialog />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          {
            path: 'passengers',
            element: (
              <BookingFlowGuard>
                {(session) => (
                  <>
                    <h1>Passengers</h1>
                    <p>{`${session.journeys.length} journeys`}</p>
                    <Link to="/en/other">Leave</Link>
                  </>
                )}
              </BookingFlowGuard>
            ),
          },
          { path: 'other', element: <h1>Other</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

const fetchMock = vi.fn<typeof fetch>();

/** The server's GET session-booking: the stored session, its expiry slid to `slideTo` seconds. */
function serverKnowsSession(slideTo: () => number = () => nowSeconds() + 30 * 60) {
  fetchMock.mockImplementation(() => {
    const expiry = slideTo();
    return Promise.resolve(
      new Response(JSON.stringify(bookingSessionFixture({ expiry })), {
        headers: { 'x-session-expiry': String(expiry) },
      }),
    );
  });
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the booking-flow guard and the session-expired dialog', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useBookingSession.getState().endSession('reset');
    useBookingSession.getState().dismissExpiredNotice();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a traveller without a session home, without the dialog', async () => {
    const { router } = renderSite('/en/passengers');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page with a live session, and asks the server for it to keep it alive', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture({ expiry: nowSeconds() + 10 * 60 }));
    serverKnowsSession();
    renderSite('/en/passengers');
    expect(await screen.findByText('2 journeys')).toBeInTheDocument();
    await advance(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/booking/api/v1/session-booking');
    expect(new Headers(init?.headers).get('x-session-id')).toBe(TEST_SESSION_ID);
    expect(useBookingSession.getState().expiryMs).toBeGreaterThan(Date.now() + 29 * MINUTE);
  });

  it('after 25 idle minutes ends the session, goes home and says so until the traveller agrees', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    serverKnowsSession(() => nowSeconds() + 60 * 60);
    const { router, user } = renderSite('/en/passengers');
    await screen.findByRole('heading', { name: 'Passengers' });

    await advance(IDLE_TIMEOUT_MS - 1000);
    expect(screen.getByRole('heading', { name: 'Passengers' })).toBeInTheDocument();
    await advance(1000);

    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Your session has expired. The data may be out of date');
    expect(router.state.location.pathname).toBe('/en');
    expect(useBookingSession.getState()).toMatchObject({ sessionId: null, expiredNotice: true });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useBookingSession.getState().expiredNotice).toBe(false);
  });

  it('starts the 25 minutes again on every activity', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    serverKnowsSession(() => nowSeconds() + 60 * 60);
    renderSite('/en/passengers');
    await screen.findByRole('heading', { name: 'Passengers' });

    await advance(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(20 * MINUTE);
    fireEvent.pointerDown(document.body);
    await advance(20 * MINUTE);
    expect(screen.getByRole('heading', { name: 'Passengers' })).toBeInTheDocument();
    expect(useBookingSession.getState().sessionId).toBe(TEST_SESSION_ID);

    await advance(5 * MINUTE);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('keeps an active traveller’s session alive on the server', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    serverKnowsSession();
    renderSite('/en/passengers');
    await screen.findByRole('heading', { name: 'Passengers' });
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Activity soon after the last slide asks nothing; once minutes have passed, it slides again.
    fireEvent.pointerMove(document.body);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let minute = 0; minute < 40; minute += 1) {
      await advance(MINUTE);
      fireEvent.keyDown(document.body, { key: 'a' });
    }
    await advance(0);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('heading', { name: 'Passengers' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ends the session when the server-given expiry passes on the page', async () => {
    // The server does not slide it (it answers with the same expiry), so it passes in 10 minutes.
    const expiry = nowSeconds() + 10 * 60;
    useBookingSession.getState().openSession(bookingSessionFixture({ expiry }));
    serverKnowsSession(() => expiry);
    const { router } = renderSite('/en/passengers');
    await screen.findByRole('heading', { name: 'Passengers' });
    await advance(10 * MINUTE);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
  });

  it('never shows the page of a stored session already past its expiry', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture({ expiry: nowSeconds() - 5 }));
    renderSite('/en/passengers');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Passengers' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes home with the dialog when the server no longer knows the session', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ errorCode: 'SESSION_ID_INVALID', message: 'Invalid session.', requestId: 'r' }),
          { status: 401 },
        ),
      ),
    );
    const { router } = renderSite('/en/passengers');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
  });

  it('stops the idle timer when the traveller leaves the booking flow', async () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    serverKnowsSession(() => nowSeconds() + 60 * 60);
    const { user } = renderSite('/en/passengers');
    await screen.findByRole('heading', { name: 'Passengers' });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Other' });
    await advance(IDLE_TIMEOUT_MS + MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useBookingSession.getState().sessionId).toBe(TEST_SESSION_ID);
  });
});
