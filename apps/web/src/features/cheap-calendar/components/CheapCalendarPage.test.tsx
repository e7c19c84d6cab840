import { lowFareResponseSchema, type LowFareResponse } from '@skybook/contracts/flight-search';
import { isClientRequestId } from '@skybook/domain/request-id';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';

/** A month two months from now: always on sale, never in the past, whatever today is. */
function monthAhead(months: number): { month: string; year: number; monthIndex: number } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return {
    month: date.toISOString().slice(0, 7),
    year: date.getUTCFullYear(),
    monthIndex: date.getUTCMonth(),
  };
}

const AHEAD = monthAhead(2);
const MONTH = AHEAD.month;
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
/** How react-aria names a day in English: "Saturday, January 10, 2099". */
const dayName = (n: number) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(AHEAD.year, AHEAD.monthIndex, n));

/** A day's cell by its name: what it shows (the day, then its short fare or sold out), its date, then `then`. */
const dayCell = (n: number, then = '') => new RegExp(`^\\d+(?: [^,]+)?, ${dayName(n)}${then}`);

const BASE = `departAirport=SGN&arrivalAirport=HAN&month=${MONTH}&adultCount=2&childCount=1&infantCount=0&currency=VND`;
const ROUND_TRIP = `/en/select-flight-cheap?${BASE}&tripType=roundTrip`;
const ONE_WAY = `/en/select-flight-cheap?${BASE}&tripType=oneway`;

/**
 * The server's answer for one direction and month: every day a fare, except the 5th (the
 * month's cheapest), the 7th (sold out) and the 9th (no flight); the return costs 200 000 more.
 */
function lowFareAnswer(url: URL): LowFareResponse {
  const from = url.searchParams.get('departAirport') ?? '';
  const to = url.searchParams.get('arrivalAirport') ?? '';
  const month = url.searchParams.get('month') ?? '';
  const extra = from === 'HAN' ? 200_000 : 0;
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const days = Array.from({ length: last }, (_, index) => {
    const n = index + 1;
    const date = `${month}-${String(n).padStart(2, '0')}`;
    if (n === 7) return { date, flights: 3, lowestTotalAmount: null, fareFamily: null };
    if (n === 9) return { date, flights: 0, lowestTotalAmount: null, fareFamily: null };
    const amount = n === 5 ? 700_000 : 1_000_000 + n * 10_000;
    return { date, flights: 4, lowestTotalAmount: amount + extra, fareFamily: 'ECO' };
  });
  return lowFareResponseSchema.parse({
    cityPair: `${from}-${to}`,
    currency: 'VND',
    minorUnitExponent: 0,
    passengers: { adult: 2, child: 1, infant: 0 },
    from: days[0]?.date,
    to: days.at(-1)?.date,
    days,
  });
}

function requestedUrl(input: unknown): URL {
  return new URL(typeof input === 'string' ? input : '', 'http://localhost');
}

describe('the cheapest-fare calendar page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    useBookingDraft.getState().reset();
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = requestedUrl(input);
      if (url.pathname !== '/booking/api/v1/low-fare')
        return Promise.resolve(new Response('{}', { status: 404 }));
      return Promise.resolve(
        new Response(JSON.stringify(lowFareAnswer(url)), { headers: { 'content-type': 'application/json' } }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the low-fare calendar for the month of both directions, in the page language', async () => {
    await renderApp(ROUND_TRIP);
    await screen.findAllByRole('button', { name: /lowest fare/ });
    const asked = fetchMock.mock.calls.map(([input, init]) => ({ url: requestedUrl(input), init }));
    const queries = asked.map(({ url }) => Object.fromEntries(url.searchParams));
    expect(queries).toEqual(
      expect.arrayContaining([
        {
          departAirport: 'SGN',
          arrivalAirport: 'HAN',
          month: MONTH,
          adultCount: '2',
          childCount: '1',
          infantCount: '0',
          currency: 'VND',
        },
        {
          departAirport: 'HAN',
          arrivalAirport: 'SGN',
          month: MONTH,
          adultCount: '2',
          childCount: '1',
          infantCount: '0',
          currency: 'VND',
        },
      ]),
    );
    const headers = new Headers(asked[0]?.init?.headers);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(isClientRequestId(headers.get('requestId') ?? '')).toBe(true);
  });

  it('shows each day’s lowest fare in short, names it in full, and marks the month’s cheapest day', async () => {
    await renderApp(ONE_WAY);
    const departure = within(await screen.findByRole('region', { name: 'Departure SGN → HAN' }));
    expect(screen.queryByRole('region', { name: /Return/ })).not.toBeInTheDocument();

    const tenth = await departure.findByRole('button', {
      name: `10 1.1M, ${dayName(10)}, lowest fare ₫1,100,000`,
    });
    expect(within(tenth).getByText('1.1M')).toBeInTheDocument();
    const cheapest = departure.getByRole('button', {
      name: `5 700K, ${dayName(5)}, lowest fare ₫700,000, cheapest of the month`,
    });
    expect(cheapest).toHaveClass('fare-cell--cheapest');
    expect(tenth).not.toHaveClass('fare-cell--cheapest');

    const soldOut = departure.getByRole('button', { name: `7 Sold out, ${dayName(7)}, sold out` });
    expect(soldOut).toHaveTextContent('Sold out');
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    expect(departure.getByRole('button', { name: `9, ${dayName(9)}, no flights` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Weekday headers come from Intl in the page's language.
    for (const weekday of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      expect(departure.getByText(weekday)).toBeInTheDocument();
  });

  it('adds up the two days picked and opens select-flight with them', async () => {
    const { user, router } = await renderApp(ROUND_TRIP);
    const continueButton = await screen.findByRole('button', { name: 'See flights' });
    expect(continueButton).toBeDisabled();

    const departure = within(screen.getByRole('region', { name: 'Departure SGN → HAN' }));
    const returning = within(screen.getByRole('region', { name: 'Return HAN → SGN' }));
    await user.click(
      await departure.findByRole('button', {
        name: dayCell(10, ', lowest fare'),
      }),
    );
    expect(continueButton).toBeDisabled();

    // The return cannot be before the departure.
    expect(await returning.findByRole('button', { name: dayCell(8) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(
      await returning.findByRole('button', {
        name: dayCell(12, ', lowest fare'),
      }),
    );

    const summary = within(screen.getByRole('region', { name: 'Your days' }));
    expect(summary.getByText(/from ₫1,100,000/)).toBeInTheDocument();
    expect(summary.getByText(/from ₫1,320,000/)).toBeInTheDocument();
    expect(screen.getByTestId('cheap-total')).toHaveTextContent('₫2,420,000');
    expect(continueButton).toBeEnabled();
    expect(useBookingDraft.getState().selectedCheap).toBe(false);

    await user.click(continueButton);
    expect(useBookingDraft.getState().selectedCheap).toBe(true);
    await vi.waitFor(() => {
      expect(currentUrl(router)).toBe(
        `/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${day(10)}&returnDate=${day(12)}&tripType=roundTrip&adultCount=2&childCount=1&infantCount=0&currency=VND`,
      );
    });
  });

  it('needs only a departure day for a one-way trip', async () => {
    const { user, router } = await renderApp(ONE_WAY);
    const departure = within(await screen.findByRole('region', { name: 'Departure SGN → HAN' }));
    await user.click(
      await departure.findByRole('button', {
        name: dayCell(5, ', lowest fare'),
      }),
    );
    expect(screen.getByTestId('cheap-total')).toHaveTextContent('₫700,000');
    await user.click(screen.getByRole('button', { name: 'See flights' }));
    await vi.waitFor(() => {
      expect(currentUrl(router)).toBe(
        `/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${day(5)}&tripType=oneway&adultCount=2&childCount=1&infantCount=0&currency=VND`,
      );
    });
  });

  it('drops a return day that a later departure puts before it', async () => {
    const { user } = await renderApp(ROUND_TRIP);
    const departure = within(await screen.findByRole('region', { name: 'Departure SGN → HAN' }));
    const returning = within(screen.getByRole('region', { name: 'Return HAN → SGN' }));
    await user.click(
      await departure.findByRole('button', {
        name: dayCell(10, ', lowest fare'),
      }),
    );
    await user.click(
      await returning.findByRole('button', {
        name: dayCell(12, ', lowest fare'),
      }),
    );
    await user.click(departure.getByRole('button', { name: dayCell(14, ', lowest fare') }));
    expect(screen.getByTestId('cheap-total')).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'See flights' })).toBeDisabled();
  });

  it('pages to the next month and asks for its fares', async () => {
    const { user } = await renderApp(ONE_WAY);
    const departure = within(await screen.findByRole('region', { name: 'Departure SGN → HAN' }));
    await departure.findAllByRole('button', { name: /lowest fare/ });
    await user.click(departure.getByRole('button', { name: 'Next month' }));
    const next = monthAhead(3).month;
    await departure.findAllByRole('button', { name: /lowest fare/ });
    expect(fetchMock.mock.calls.map(([input]) => requestedUrl(input).searchParams.get('month'))).toContain(
      next,
    );
  });

  it('never pages before the current month', async () => {
    const { user } = await renderApp(
      '/en/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=oneway',
    );
    const departure = within(await screen.findByRole('region', { name: 'Departure SGN → HAN' }));
    expect(departure.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(departure.getByRole('button', { name: 'Next month' }));
    expect(departure.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  });

  it('says when the fares cannot be loaded and tries again on request', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ errorCode: 'INVALID_AIRPORT', message: 'Unknown airport.', requestId: 'abc' }),
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp(ONE_WAY);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown airport.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { name: /lowest fare/ })).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an invalid address and links home, without calling the server', async () => {
    await renderApp('/en/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&month=2026-13');
    expect(await screen.findByRole('alert')).toHaveTextContent('The month is not valid (use YYYY-MM).');
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves a past month to the current one in the address bar', async () => {
    const { router } = await renderApp(
      '/en/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=oneway&month=2020-01',
    );
    await screen.findByRole('region', { name: 'Departure SGN → HAN' });
    await vi.waitFor(() => {
      expect(router.state.location.search).not.toContain('2020-01');
    });
    expect(router.state.location.search).toMatch(/month=\d{4}-\d{2}/);
  });
});
