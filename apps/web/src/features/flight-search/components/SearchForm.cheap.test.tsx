import { addDaysToIsoDate } from '@skybook/domain/clock';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';
import { searchToday } from '../search-params';
import { airportListFixture } from './airport-list.fixture';

const AIRPORTS = airportListFixture(['SGN', 'HAN']);

describe('the search form’s cheapest-fares button', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    useBookingDraft.getState().reset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(AIRPORTS))));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the airports first, as Find flights does', async () => {
    const { user, router } = await renderApp('/en');
    await user.click(await screen.findByRole('button', { name: 'Find cheapest fares' }));
    const alert = screen.getAllByRole('alert').find((element) => element.textContent !== '');
    expect(alert).toHaveTextContent('Choose where you fly from.');
    expect(currentUrl(router)).toBe('/en');
  });

  it('opens the calendar of the departure date’s month with the form’s route and travellers', async () => {
    useBookingDraft.getState().setSelectedCheap(true);
    const { user, router } = await renderApp('/en');
    await user.click(await screen.findByRole('radio', { name: 'One way' }));
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'tan son');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /SGN/ }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'ha noi');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /HAN/ }));
    await user.click(screen.getByRole('button', { name: 'Find cheapest fares' }));

    const month = addDaysToIsoDate(searchToday(), 1).slice(0, 7);
    await vi.waitFor(() => {
      expect(currentUrl(router)).toBe(
        `/en/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=oneway&adultCount=1&childCount=0&infantCount=0&currency=VND&month=${month}`,
      );
    });
    // Days are not picked yet: the draft does not claim they came from the calendar.
    expect(useBookingDraft.getState().selectedCheap).toBe(false);
  });
});
