import { addDaysToIsoDate } from '@skybook/domain/clock';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';
import { searchToday } from '../search-params';
import { airportListFixture } from './airport-list.fixture';

const AIRPORTS = airportListFixture(['SGN', 'HAN']);

describe('the home search form', () => {
  beforeEach(() => {
    useBookingDraft.getState().reset();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(AIRPORTS)))),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what is missing when sent empty', async () => {
    const { user } = await renderApp('/en');
    await user.click(await screen.findByRole('button', { name: 'Find flights' }));
    const alert = screen.getAllByRole('alert').find((element) => element.textContent !== '');
    expect(alert).toHaveTextContent('Choose where you fly from.');
    expect(alert).toHaveTextContent('Choose where you fly to.');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the search to select-flight with the query-string names of the requirements', async () => {
    const { user, router } = await renderApp('/en');
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'tan son');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /SGN/ }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'ha noi');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /HAN/ }));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'sale50');
    await user.click(screen.getByRole('button', { name: 'Find flights' }));

    const departDate = addDaysToIsoDate(searchToday(), 1);
    const returnDate = addDaysToIsoDate(departDate, 7);
    await screen.findByRole('heading', { level: 1, name: 'Select flights' });
    expect(currentUrl(router)).toBe(
      `/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${departDate}&returnDate=${returnDate}&tripType=roundTrip&adultCount=1&childCount=0&infantCount=0&currency=VND&promoCode=SALE50`,
    );
  });
});
