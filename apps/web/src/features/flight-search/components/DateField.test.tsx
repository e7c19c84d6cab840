import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import type { CalendarFareRoute } from '../calendar-fares';
import { DateField } from './DateField';

const ROUTE: CalendarFareRoute = {
  departAirport: 'SGN',
  arrivalAirport: 'HAN',
  isDirect: true,
  passengers: { adults: 2, children: 1, infants: 0 },
  currency: 'VND',
};

/** A low-fare answer for `month` (YYYY-MM): 1 250 000 ₫ a day, 990 000 ₫ on the 12th, none on the 15th. */
function lowFareMonth(month: string) {
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    if (index + 1 === 15) return { date, flights: 0, lowestTotalAmount: null, fareFamily: null };
    if (index + 1 === 16) return { date, flights: 2, lowestTotalAmount: null, fareFamily: null };
    return { date, flights: 3, lowestTotalAmount: index + 1 === 12 ? 990_000 : 1_250_000, fareFamily: 'Eco' };
  });
  return {
    cityPair: 'SGN-HAN',
    currency: 'VND',
    minorUnitExponent: 0,
    passengers: { adult: 2, child: 1, infant: 0 },
    from: `${month}-01`,
    to: `${month}-30`,
    days,
  };
}

function renderField(route: CalendarFareRoute | null) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale="en">
          <DateField
            label="Departure date"
            value="2099-04-10"
            minValue="2099-04-01"
            onChange={() => undefined}
            fareRoute={route}
          />
        </I18nProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return user;
}

/** The URL a mocked fetch was called with. */
function requestedUrl(input: Parameters<typeof fetch>[0] | undefined): URL {
  return new URL(typeof input === 'string' ? input : '', 'http://localhost');
}

describe('the date picker with fares', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = requestedUrl(input);
      return Promise.resolve(
        new Response(JSON.stringify(lowFareMonth(url.searchParams.get('month') ?? '')), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks low-fare for the month on show with the passengers and currency', async () => {
    const user = renderField(ROUTE);
    await user.click(screen.getByRole('button', { name: /^Open calendar: Departure date/ }));
    await screen.findByRole('button', { name: /April 12, 2099, ₫990,000/ });
    const url = requestedUrl(fetchMock.mock.calls[0]?.[0]);
    expect(url.pathname).toBe('/booking/api/v1/low-fare');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      month: '2099-04',
      adultCount: '2',
      childCount: '1',
      infantCount: '0',
      currency: 'VND',
    });
  });

  it('names each day with its price, the cheapest and the days without flights', async () => {
    const user = renderField(ROUTE);
    await user.click(screen.getByRole('button', { name: /^Open calendar: Departure date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Departure date' });
    const cheapest = await within(dialog).findByRole('button', {
      name: /April 12, 2099, ₫990,000, lowest price this month$/,
    });
    // Short, in the language's compact notation (rounded up); the exact price is in the name.
    expect(cheapest).toHaveTextContent('12 990K');
    expect(cheapest).toHaveAttribute('data-fare', 'cheapest');
    expect(within(dialog).getByRole('button', { name: /April 11, 2099, ₫1,250,000$/ })).toHaveTextContent(
      '11 1.25M',
    );
    expect(
      within(dialog).getByRole('button', { name: /April 15, 2099, No non-stop flight$/ }),
    ).toHaveTextContent('15 –');
    expect(within(dialog).getByRole('button', { name: /April 16, 2099, Sold out$/ })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Lowest price per day for 3 passengers, non-stop, in VND.'),
    ).toBeInTheDocument();
  });

  it('keeps a price line in every day while prices load, then fetches the next month when shown', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const user = renderField(ROUTE);
    await user.click(screen.getByRole('button', { name: /^Open calendar: Departure date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Departure date' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading prices…');
    const day = within(dialog).getByRole('button', { name: /April 20, 2099$/ });
    expect(day.querySelector('.calendar__fare')).toBeInTheDocument();
    answer(new Response(JSON.stringify(lowFareMonth('2099-04'))));
    await within(dialog).findByRole('button', { name: /April 20, 2099, ₫1,250,000$/ });

    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await within(dialog).findByRole('button', { name: /May 12, 2099, ₫990,000/ });
    expect(fetchMock.mock.calls.map((call) => requestedUrl(call[0]).searchParams.get('month'))).toEqual([
      '2099-04',
      '2099-05',
    ]);
  });

  it('asks nothing and says why for a route flown only with a connection', async () => {
    const user = renderField({ ...ROUTE, isDirect: false });
    await user.click(screen.getByRole('button', { name: /^Open calendar: Departure date/ }));
    expect(await screen.findByText(/This route flies with a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /April 12, 2099$/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows plain days until both places are chosen', async () => {
    const user = renderField(null);
    await user.click(screen.getByRole('button', { name: /^Open calendar: Departure date/ }));
    const day = await screen.findByRole('button', { name: /April 12, 2099$/ });
    expect(day.querySelector('.calendar__fare')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
