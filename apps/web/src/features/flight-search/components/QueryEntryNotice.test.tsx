import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';
import { airportListFixture } from './airport-list.fixture';

const AIRPORTS = airportListFixture(['SGN', 'HAN']);

/** The alert whose title is `title`. */
async function findNotice(title: string): Promise<HTMLElement> {
  const notice = (await screen.findByText(title)).closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error(`"${title}" is not in an alert`);
  return notice;
}

// Whole-app renders on a busy machine: the default 5 s is tight.
describe('a search or check-in in the home address', { timeout: 20_000 }, () => {
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

  it('goes straight to select-flight when valid, carrying currency and promo code', async () => {
    const { router } = await renderApp(
      '/en?departAirport=sgn&arrivalAirport=han&departDate=2099-01-10&tripType=oneway&adultCount=2&currency=USD&promoCode=sale50',
    );
    await waitFor(() => {
      expect(currentUrl(router)).toBe(
        '/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2099-01-10&tripType=oneway&adultCount=2&childCount=0&infantCount=0&currency=USD&promoCode=SALE50',
      );
    });
  });

  it('goes to check-in with the lookup names and the locator upper-cased', async () => {
    const { router } = await renderApp('/vi?bookingCode=ab2cde&lastName=Nguyen&firstName=Van%20An');
    await waitFor(() => {
      expect(currentUrl(router)).toBe(
        '/vi/checkin?reservationLocator=AB2CDE&contactFamilyName=Nguyen&contactMiddleGivenName=Van+An',
      );
    });
  });

  it('stays home when invalid, says what was wrong and fills in what was valid', async () => {
    useBookingDraft.getState().setArrivalPlace('DAD');
    const { router } = await renderApp(
      '/en?departAirport=SGN&arrivalAirport=HANOI&departDate=2099-01-10&returnDate=2099-01-17&adultCount=2&childCount=1&infantCount=1',
    );
    const alert = await findNotice('This link cannot start a flight search yet');
    expect(alert).toHaveTextContent('The destination must be a three-letter airport code (for example HAN).');
    expect(alert).not.toHaveTextContent('departure date');
    expect(currentUrl(router)).toMatch(/^\/en\?/);
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Ho Chi Minh City (SGN)');
    });
    // The earlier arrival is not mixed into this search.
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Passengers/ })).toHaveTextContent(
      '2 adults, 1 child, 1 infant',
    );
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    expect(useBookingDraft.getState()).toMatchObject({
      departureDate: '2099-01-10',
      returnDate: '2099-01-17',
    });
  });

  it('stays home with an invalid check-in set and points to check-in', async () => {
    await renderApp('/en?reservationLocator=AB0&contactFamilyName=Nguyen');
    const alert = await findNotice('This link cannot start online check-in');
    expect(alert).toHaveTextContent('The booking code must be 6 letters and digits.');
    expect(alert).toHaveTextContent("The passenger's first and middle names are missing.");
    expect(screen.getByRole('link', { name: 'Go to online check-in' })).toHaveAttribute(
      'href',
      '/en/checkin',
    );
  });

  it('shows the plain form for a home address without a search', async () => {
    await renderApp('/en?utm_source=newsletter');
    await screen.findByRole('combobox', { name: 'From' });
    expect(screen.queryByText(/This link cannot/)).not.toBeInTheDocument();
  });
});
