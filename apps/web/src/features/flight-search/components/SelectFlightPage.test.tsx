import { searchFlightResponseSchema } from '@skybook/contracts/flight-search';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { isClientRequestId } from '@skybook/domain/request-id';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useBookingSession } from '../../../stores/booking-session';
import { bookingSessionFixture } from '../../../test/booking-session.fixture';
import { renderApp, type RenderedApp } from '../../../test/render-app';
import fixture from './search-flight.fixture.json';

// The mocked answer goes through the same contract the app parses with.
const response = searchFlightResponseSchema.parse(fixture);
const [departureLeg, returnLeg] = response.legs;

const SEARCH =
  '/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2099-01-10&returnDate=2099-01-12&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1&currency=VND';

/** The element at `index`, failing the test when there is none. */
function only(element: HTMLElement | undefined): HTMLElement {
  if (!element) throw new Error('element missing');
  return element;
}

describe('the select-flight page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    useBookingDraft.getState().reset();
    useBookingSession.getState().endSession('reset');
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(fixture), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks search-flight for the query-string search, in the page language with a request id', async () => {
    await renderApp(SEARCH);
    await screen.findAllByRole('article');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const requested = new URL(typeof url === 'string' ? url : '', 'http://localhost');
    expect(requested.pathname).toBe('/booking/api/v1/search-flight');
    expect(Object.fromEntries(requested.searchParams)).toMatchObject({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      departDate: '2099-01-10',
      returnDate: '2099-01-12',
      tripType: 'roundTrip',
      adultCount: '2',
      childCount: '1',
      infantCount: '1',
      currency: 'VND',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(isClientRequestId(headers.get('requestId') ?? '')).toBe(true);
  });

  it('shows each journey with times, flight number and aircraft, and the fares side by side', async () => {
    await renderApp(SEARCH);
    const journey = departureLeg?.journeys[0];
    const segment = journey?.segments[0];
    if (!journey || !segment) throw new Error('fixture has no journey');
    const articles = await screen.findAllByRole('article');
    const first = only(articles[0]);
    expect(within(first).getByText(`${segment.carrierCode}${segment.flightNumber}`)).toBeInTheDocument();
    expect(within(first).getByText(segment.aircraft.name)).toBeInTheDocument();
    expect(within(first).getByText('Direct')).toBeInTheDocument();
    expect(within(first).getByText('Sold out')).toBeInTheDocument();
    expect(within(first).getAllByRole('button', { name: /^Choose / })).toHaveLength(
      journey.fares.filter((fare) => fare.bookingKey !== null).length,
    );
  });

  /** Chooses the first fare on sale each way; returns the two fares. */
  async function chooseBothFares(user: RenderedApp['user']) {
    const departureFare = departureLeg?.journeys[0]?.fares[0];
    const returnFare = returnLeg?.journeys[0]?.fares[0];
    if (!departureFare || !returnFare) throw new Error('fixture has no fares');
    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    await user.click(screen.getByRole('tab', { name: /Return/ }));
    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    return { departureFare, returnFare };
  }

  /** search-flight as the fixture; session-booking answers with `session` (or the error given). */
  function answerSessionWith(status: number, body: unknown) {
    fetchMock.mockImplementation((url) => {
      const requested = new URL(typeof url === 'string' ? url : '', 'http://localhost');
      const answer = requested.pathname === '/booking/api/v1/session-booking' ? body : fixture;
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: answer === body ? status : 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
  }

  it('adds up the chosen fares of both directions and then lets the traveller continue', async () => {
    const { user } = await renderApp(SEARCH);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    const departureFare = departureLeg?.journeys[0]?.fares[0];
    const returnFare = returnLeg?.journeys[0]?.fares[0];
    if (!departureFare || !returnFare) throw new Error('fixture has no fares');

    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    expect(useBookingDraft.getState().bookingKeys.departureBookingKey).toBe(departureFare.bookingKey);
    expect(screen.getByTestId('selection-total')).toHaveTextContent(
      formatMoney(money(departureFare.totalAmount, 'VND'), 'en'),
    );
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: /Return/ }));
    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    expect(useBookingDraft.getState().bookingKeys.returnBookingKey).toBe(returnFare.bookingKey);
    expect(screen.getByTestId('selection-total')).toHaveTextContent(
      formatMoney(money(departureFare.totalAmount + returnFare.totalAmount, 'VND'), 'en'),
    );
    expect(continueButton).toBeEnabled();
  });

  it('opens the booking session for the chosen fares on Continue, then goes to the passengers', async () => {
    const session = bookingSessionFixture();
    answerSessionWith(201, session);
    const { user, router } = await renderApp(SEARCH);
    await screen.findByRole('button', { name: 'Continue' });
    const { departureFare, returnFare } = await chooseBothFares(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Where the router is going (the passengers page's code may still be loading).
    await vi.waitFor(() => {
      expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/en/passengers');
    });
    const opened = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(opened?.[0]).toBe('/booking/api/v1/session-booking');
    const body = opened?.[1]?.body;
    expect(typeof body === 'string' ? (JSON.parse(body) as unknown) : body).toEqual({
      tripType: 'roundTrip',
      bookingKeys: [departureFare.bookingKey, returnFare.bookingKey],
    });
    expect(useBookingSession.getState()).toMatchObject({
      sessionId: session.sessionId,
      expiryMs: session.expiry * 1000,
    });
  });

  it('shows the Continue button as pending while the session opens', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = await renderApp(SEARCH);
    await screen.findByRole('button', { name: 'Continue' });
    await chooseBothFares(user);
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pending = await screen.findByRole('button', { name: 'Preparing your booking…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    release(new Response(JSON.stringify(bookingSessionFixture()), { status: 201 }));
    await vi.waitFor(() => {
      expect(useBookingSession.getState().sessionId).not.toBeNull();
    });
  });

  it('says why the session could not be opened and stays on the flights', async () => {
    answerSessionWith(409, {
      errorCode: 'CONFLICT',
      message: 'This fare is no longer on sale.',
      requestId: 'abc',
    });
    const { user, router } = await renderApp(SEARCH);
    await screen.findByRole('button', { name: 'Continue' });
    await chooseBothFares(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const message = await screen.findByText('This fare is no longer on sale.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/en/select-flight');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(useBookingSession.getState().sessionId).toBeNull();
  });

  it('writes each direction’s day in the page’s language, not as an ISO date', async () => {
    await renderApp(SEARCH);
    expect(await screen.findByRole('tab', { name: /Departure SGN → HAN/ })).toHaveTextContent(
      'Sat, Jan 10, 2099',
    );
    expect(screen.getByRole('tab', { name: /Return HAN → SGN/ })).toHaveTextContent('Mon, Jan 12, 2099');
    expect(screen.queryByText('2099-01-10')).not.toBeInTheDocument();
  });

  it('says so when a day has no flights, and offers the nearest days with flights', async () => {
    fetchMock.mockImplementation((url) => {
      const requested = new URL(typeof url === 'string' ? url : '', 'http://localhost');
      if (requested.pathname === '/booking/api/v1/low-fare') {
        const from = requested.searchParams.get('from') ?? '';
        const days = ['2099-01-07', '2099-01-08', '2099-01-14', '2099-01-19']
          .filter((date) => date >= from)
          .map((date) => ({ date, flights: 2, lowestTotalAmount: 1_500_000, fareFamily: 'Eco' }));
        return Promise.resolve(
          new Response(
            JSON.stringify({
              cityPair: 'SGN-HAN',
              currency: 'VND',
              minorUnitExponent: 0,
              passengers: { adult: 2, child: 1, infant: 1 },
              from,
              to: requested.searchParams.get('to'),
              days,
            }),
          ),
        );
      }
      return Promise.resolve(
        new Response(
          JSON.stringify({ ...fixture, legs: fixture.legs.map((leg) => ({ ...leg, journeys: [] })) }),
        ),
      );
    });
    const { user, router } = await renderApp(
      SEARCH.replace('departDate=2099-01-10', 'departDate=2099-01-11'),
    );
    expect(await screen.findByText('There are no flights on Sun, Jan 11, 2099.')).toBeInTheDocument();
    // The departure cannot move past the return (the 12th): the 14th and 19th are not offered.
    const nearest = await screen.findByRole('list', { name: 'The nearest days with flights:' });
    const offered = within(nearest).getAllByRole('button');
    expect(offered.map((button) => button.textContent)).toEqual([
      `Wed, Jan 7, 2099, from ${formatMoney(money(1_500_000, 'VND'), 'en')}`,
      `Thu, Jan 8, 2099, from ${formatMoney(money(1_500_000, 'VND'), 'en')}`,
    ]);
    await user.click(only(offered[1]));
    expect(router.state.location.search).toContain('departDate=2099-01-08&returnDate=2099-01-12');
  });

  it('shows the results’ skeleton while the answer is on its way, and no complaint about the search', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    await renderApp(SEARCH);
    expect(await screen.findByText('Searching for flights…')).toBeInTheDocument();
    expect(document.querySelector('.results-skeleton')).not.toBeNull();
    expect(screen.queryByRole('alert', { name: /missing/ })).toBeNull();
    expect(screen.queryByText(/missing its departure or arrival/)).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('leads on to the return once the departure fare is chosen: its tab selected, focused and said', async () => {
    const { user } = await renderApp(SEARCH);
    await screen.findAllByRole('article');
    const departureTab = screen.getByRole('tab', { name: /Departure/ });
    expect(departureTab).toHaveAttribute('aria-selected', 'true');
    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    const returnTab = screen.getByRole('tab', { name: /Return/ });
    expect(returnTab).toHaveAttribute('aria-selected', 'true');
    expect(returnTab).toHaveFocus();
    expect(screen.getByText('Departure flight chosen. Now choose your return flight.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(useBookingDraft.getState().directionTab).toBe('return');

    // With the return chosen too, nothing moves: the traveller goes on to Continue.
    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    expect(screen.getByRole('tab', { name: /Return/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('says what a disabled Continue is waiting for', async () => {
    const { user } = await renderApp(SEARCH);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(continueButton).toHaveAccessibleDescription(
      'Choose your departure and return flights to continue.',
    );
    expect(screen.getByText('Choose your departure and return flights to continue.')).toBeVisible();

    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    expect(continueButton).toHaveAccessibleDescription('Choose your return flight to continue.');

    await user.click(
      only(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Choose / })[0]),
    );
    expect(continueButton).toBeEnabled();
    expect(continueButton).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/to continue\.$/)).toBeNull();
  });

  it('shows the server’s translated message when the search fails', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ errorCode: 'INVALID_AIRPORT', message: 'Unknown airport.', requestId: 'abc' }),
          { status: 400 },
        ),
      ),
    );
    await renderApp(SEARCH);
    expect(await screen.findByText('Unknown airport.')).toBeInTheDocument();
  });

  it('explains an invalid search and links back to change it, without calling the server', async () => {
    await renderApp(
      '/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2099-01-10&adultCount=10',
    );
    expect(await screen.findByText(/The number of passengers is not allowed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change search' })).toHaveAttribute('href', '/en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves a past departure date to today', async () => {
    const { router } = await renderApp(
      '/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2020-01-01&tripType=oneway&adultCount=1',
    );
    await screen.findAllByRole('article');
    expect(router.state.location.search).not.toContain('2020-01-01');
  });
});
