import { searchFlightResponseSchema } from '@skybook/contracts/flight-search';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { renderApp } from '../../../test/render-app';
import { nextOpenLeg } from './MultiStopResults';
import fixture from './search-flight.fixture.json';

const [first, second] = fixture.legs;
if (!first || !second) throw new Error('fixture has no legs');

/** The round-trip fixture as a multi-stop answer: SGN → HAN, HAN → DAD, DAD → SGN (no flights that day). */
const answer = searchFlightResponseSchema.parse({
  ...fixture,
  tripType: 'stopover',
  legs: [
    { ...first, direction: 'leg' },
    { ...second, index: 1, direction: 'leg', arrivalAirport: 'DAD', cityPair: 'HAN-DAD' },
    {
      ...second,
      index: 2,
      direction: 'leg',
      departAirport: 'DAD',
      arrivalAirport: 'SGN',
      cityPair: 'DAD-SGN',
      date: '2099-01-15',
      journeys: [],
    },
  ],
});
const twoLegs = { ...answer, legs: answer.legs.slice(0, 2) };

const PASSENGERS = 'adultCount=2&childCount=1&infantCount=1&currency=VND';
const THREE_LEGS = `/en/select-flight?tripType=stopover&legs=SGN-HAN-2099-01-10&legs=HAN-DAD-2099-01-12&legs=DAD-SGN-2099-01-15&${PASSENGERS}`;
const TWO_LEGS = `/en/select-flight?tripType=stopover&legs=SGN-HAN-2099-01-10&legs=HAN-DAD-2099-01-12&${PASSENGERS}`;

/** Days of the low-fare calendar with flights, whatever the route. */
const FLIGHT_DAYS = ['2099-01-11', '2099-01-13', '2099-01-16', '2099-01-20', '2099-01-29'];

function respond(search: unknown) {
  return (url: string | URL | Request) => {
    const requested = new URL(typeof url === 'string' ? url : '', 'http://localhost');
    const body =
      requested.pathname === '/booking/api/v1/low-fare'
        ? {
            cityPair: `${requested.searchParams.get('departAirport') ?? ''}-${requested.searchParams.get('arrivalAirport') ?? ''}`,
            currency: 'VND',
            minorUnitExponent: 0,
            passengers: { adult: 2, child: 1, infant: 1 },
            from: requested.searchParams.get('from'),
            to: requested.searchParams.get('to'),
            days: FLIGHT_DAYS.map((date) => ({
              date,
              flights: 1,
              lowestTotalAmount: 2_000_000,
              fareFamily: 'Eco',
            })),
          }
        : search;
    return Promise.resolve(new Response(JSON.stringify(body)));
  };
}

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Flights of your trip' })).getAllByRole('button');
const chooseFirstFare = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  const button = screen.getAllByRole('button', { name: /^Choose / })[0];
  if (!button) throw new Error('no fare to choose');
  await user.click(button);
};

describe('choosing the flights of a multi-stop trip', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    useBookingDraft.getState().reset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks search-flight for every leg', async () => {
    fetchMock.mockImplementation(respond(twoLegs));
    await renderApp(TWO_LEGS);
    await screen.findAllByRole('article');
    const requested = fetchMock.mock.calls
      .map(([url]) => new URL(typeof url === 'string' ? url : '', 'http://localhost'))
      .find((url) => url.pathname === '/booking/api/v1/search-flight');
    expect(requested?.searchParams.get('tripType')).toBe('stopover');
    expect(requested?.searchParams.getAll('legs')).toEqual(['SGN-HAN-2099-01-10', 'HAN-DAD-2099-01-12']);
  });

  it('shows a step per leg, moves to the next leg once a fare is chosen and adds up every leg', async () => {
    fetchMock.mockImplementation(respond(twoLegs));
    const { user } = await renderApp(TWO_LEGS);
    await screen.findAllByRole('article');
    expect(steps().map((step) => step.textContent)).toEqual([
      '1Flight 1: SGN → HAN, 01/10No fare yet',
      '2Flight 2: HAN → DAD, 01/12No fare yet',
    ]);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Flight 1: SGN → HAN' })).toBeInTheDocument();
    expect(screen.getByText('Sat, Jan 10, 2099')).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(continueButton).toHaveAccessibleDescription('2 flights still need a fare: flights 1, 2.');

    await chooseFirstFare(user);
    expect(continueButton).toHaveAccessibleDescription('1 flight still needs a fare: flight 2.');
    const firstFare = answer.legs[0]?.journeys[0]?.fares[0];
    const secondFare = answer.legs[1]?.journeys[0]?.fares[0];
    if (!firstFare || !secondFare) throw new Error('fixture has no fares');
    expect(useBookingDraft.getState().legSelections[0]?.bookingKey).toBe(firstFare.bookingKey);
    expect(steps()[0]).toHaveTextContent('Fare chosen');
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    // The keyboard follows: the next leg's heading has the focus.
    expect(screen.getByRole('heading', { level: 2, name: 'Flight 2: HAN → DAD' })).toHaveFocus();
    expect(screen.getByTestId('selection-total')).toHaveTextContent(
      formatMoney(money(firstFare.totalAmount, 'VND'), 'en'),
    );
    expect(continueButton).toBeDisabled();

    await chooseFirstFare(user);
    expect(useBookingDraft.getState().legSelections[1]?.bookingKey).toBe(secondFare.bookingKey);
    expect(screen.getByTestId('selection-total')).toHaveTextContent(
      formatMoney(money(firstFare.totalAmount + secondFare.totalAmount, 'VND'), 'en'),
    );
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Flight 1: SGN → HAN')).toBeInTheDocument();
    expect(within(summary).getByText('Flight 2: HAN → DAD')).toBeInTheDocument();
    expect(continueButton).toBeEnabled();

    // Any step can be opened again, its fare still marked.
    await user.click(only(steps()[0]));
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('button', { name: /^Choose / })[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the nearest days with flights for an empty leg, and moving it keeps the other legs’ fares', async () => {
    fetchMock.mockImplementation(respond(answer));
    const { user, router } = await renderApp(THREE_LEGS);
    await screen.findAllByRole('article');
    await chooseFirstFare(user);
    await chooseFirstFare(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Flight 3: DAD → SGN' })).toHaveFocus();
    expect(screen.getByText('There are no flights on Thu, Jan 15, 2099.')).toBeInTheDocument();
    const nearest = await screen.findByRole('list', { name: 'The nearest days with flights:' });
    // The 11th comes before flight 2 (the 12th): not offered. The nearest three, in date order.
    const amount = formatMoney(money(2_000_000, 'VND'), 'en');
    expect(
      within(nearest)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      `Tue, Jan 13, 2099, from ${amount}`,
      `Fri, Jan 16, 2099, from ${amount}`,
      `Tue, Jan 20, 2099, from ${amount}`,
    ]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(within(nearest).getByRole('button', { name: /Jan 16/ }));
    expect(new URLSearchParams(router.state.location.search).getAll('legs')).toEqual([
      'SGN-HAN-2099-01-10',
      'HAN-DAD-2099-01-12',
      'DAD-SGN-2099-01-16',
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Flight 3: DAD → SGN' });
    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(steps()[0]).toHaveTextContent('Fare chosen');
    expect(steps()[1]).toHaveTextContent('Fare chosen');
  });

  it('explains a multi-stop query string it cannot search, without calling the server', async () => {
    fetchMock.mockImplementation(respond(answer));
    await renderApp(`/en/select-flight?tripType=stopover&legs=SGN-HAN-2099-01-10&${PASSENGERS}`);
    expect(await screen.findByText('A multi-city search has 2 to 5 flights.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('nextOpenLeg', () => {
  it('opens the next leg without a fare, else an earlier one, else stays', () => {
    expect(nextOpenLeg([true, false, false], 0)).toBe(1);
    expect(nextOpenLeg([true, true, false], 0)).toBe(2);
    expect(nextOpenLeg([false, true, true], 2)).toBe(0);
    expect(nextOpenLeg([true, true, true], 1)).toBeNull();
  });
});

function only(element: HTMLElement | undefined): HTMLElement {
  if (!element) throw new Error('element missing');
  return element;
}
