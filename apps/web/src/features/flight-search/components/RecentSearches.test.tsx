import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';
import { RECENT_SEARCHES_STORAGE_KEY, useRecentSearches } from '../recent-searches';
import { airportListFixture } from './airport-list.fixture';

const AIRPORTS = airportListFixture(['SGN', 'HAN', 'DAD']);

const ROUND_TRIP =
  'departAirport=SGN&arrivalAirport=HAN&departDate=2099-01-10&returnDate=2099-01-17&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1';
const ONE_WAY =
  'departAirport=DAD&arrivalAirport=SGN&departDate=2099-02-03&tripType=oneway&adultCount=1&childCount=0&infantCount=0';

function remember(...searches: string[]): void {
  localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify({ version: 1, searches }));
  useRecentSearches.getState().reload();
}

// Whole-app renders on a busy machine: the default 5 s is tight.
describe('recent searches on home', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    useRecentSearches.getState().reload();
    useBookingDraft.getState().reset();
    // Every call answers with the airports; the select-flight page is not looked at here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(AIRPORTS)))),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows nothing before the first search', async () => {
    await renderApp('/en');
    await screen.findByRole('combobox', { name: 'From' });
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('lists remembered searches under the form, each running its search again', async () => {
    remember(ROUND_TRIP, ONE_WAY);
    const { user, router } = await renderApp('/en');
    const section = (await screen.findByRole('heading', { name: 'Recent searches' })).closest('section');
    if (!section) throw new Error('no section');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Search again: SGN → HAN 1/10 – 1/17 · 4 travellers',
      'Search again: DAD → SGN 2/3 · 1 traveller',
    ]);
    await user.click(links[1] ?? section);
    // The select-flight page's code loads on demand.
    await waitFor(
      () => {
        expect(currentUrl(router)).toBe(
          `/en/select-flight?departAirport=DAD&arrivalAirport=SGN&departDate=2099-02-03&tripType=oneway&adultCount=1&childCount=0&infantCount=0&currency=VND`,
        );
      },
      { timeout: 10_000 },
    );
    // Running it again makes it the latest.
    expect(useRecentSearches.getState().searches.map((search) => search.departAirport)).toEqual([
      'DAD',
      'SGN',
    ]);
  });

  it('removes a search, keeping focus in the row', async () => {
    remember(ROUND_TRIP, ONE_WAY);
    const { user } = await renderApp('/en');
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove recent search: SGN → HAN, 1/10 – 1/17 · 4 travellers',
      }),
    );
    expect(screen.queryByRole('link', { name: /SGN → HAN/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /DAD → SGN/ })).toHaveFocus();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).not.toContain('arrivalAirport=HAN');

    await user.click(screen.getByRole('button', { name: /^Remove recent search: DAD → SGN/ }));
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find flights' })).toHaveFocus();
  });

  it('offers them in the empty departure picker, filling places, dates and passengers', async () => {
    remember(ROUND_TRIP);
    const { user } = await renderApp('/en');
    const from = await screen.findByRole('combobox', { name: 'From' });
    await user.click(from);
    const listbox = await screen.findByRole('listbox');
    const recent = within(listbox).getByRole('group', { name: 'Recent searches' });
    expect(
      within(recent).getByRole('option', { name: /Ho Chi Minh City → Hà Nội \(SGN → HAN\)/ }),
    ).toHaveAccessibleDescription('Jan 10, 2099 – Jan 17, 2099 · 2 adults, 1 child, 1 infant');
    // Typing leaves only airports.
    await user.type(from, 'da');
    expect(
      within(await screen.findByRole('listbox')).queryByRole('group', { name: 'Recent searches' }),
    ).toBeNull();
    await user.clear(from);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: /\(SGN → HAN\)/ }),
    );

    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Hà Nội (HAN)');
    });
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Ho Chi Minh City (SGN)');
    expect(screen.getByRole('button', { name: /Passengers/ })).toHaveTextContent(
      '2 adults, 1 child, 1 infant',
    );
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    expect(useBookingDraft.getState()).toMatchObject({
      departureDate: '2099-01-10',
      returnDate: '2099-01-17',
    });
  });

  it('remembers a search sent with Find flights', async () => {
    const { user, router } = await renderApp('/en');
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'tan son');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /SGN/ }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'ha noi');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /HAN/ }));
    await user.click(screen.getByRole('button', { name: 'Find flights' }));
    await waitFor(
      () => {
        expect(currentUrl(router)).toMatch(/^\/en\/select-flight\?/);
      },
      { timeout: 10_000 },
    );
    const stored = JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '{}') as {
      searches?: string[];
    };
    expect(stored.searches).toHaveLength(1);
    expect(stored.searches?.[0]).toMatch(
      /^departAirport=SGN&arrivalAirport=HAN&departDate=.+&tripType=roundTrip&adultCount=1/,
    );
  });
});
