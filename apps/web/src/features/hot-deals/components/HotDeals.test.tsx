import { hotDealListSchema, type HotDealListDto } from '@skybook/contracts/hotdeal';
import { isClientRequestId } from '@skybook/domain/request-id';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { useBookingDraft } from '../../../stores/booking-draft';
import { HotDeals } from './HotDeals';

const deal = (fields: Partial<HotDealListDto['deals'][number]>): HotDealListDto['deals'][number] => ({
  id: 1,
  image: '/hotdeal/images/han.webp',
  originCode: 'SGN',
  originName: 'Ho Chi Minh City',
  originAirportName: 'Tan Son Nhat International Airport',
  destinationCode: 'HAN',
  destinationName: 'Hanoi',
  destinationAirportName: 'Noi Bai International Airport',
  isDomestic: true,
  tripType: 'oneway',
  price: 1_297_080,
  currency: 'VND',
  minorUnitExponent: 0,
  departureDate: '2026-12-01',
  returnDate: null,
  stayDays: null,
  fromText: 'From',
  toText: 'To',
  priceText: 'Only from',
  deepLink:
    '/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&tripType=oneway&adultCount=1&childCount=0&infantCount=0&currency=VND',
  ...fields,
});

// The mocked answer goes through the same contract the component parses with.
const ANSWER = hotDealListSchema.parse({
  language: 'en',
  currency: 'VND',
  minorUnitExponent: 0,
  from: '2026-11-22',
  to: '2027-01-05',
  pricedAt: '2026-11-21T03:00:00.000Z',
  deals: [
    deal({}),
    deal({
      id: 6,
      image: '/hotdeal/images/bkk.webp',
      destinationCode: 'BKK',
      destinationName: 'Bangkok',
      isDomestic: false,
      tripType: 'roundTrip',
      price: 4_350_500,
      departureDate: '2026-12-03',
      returnDate: '2026-12-06',
      stayDays: 3,
      deepLink:
        '/en/select-flight?departAirport=SGN&arrivalAirport=BKK&departDate=2026-12-03&returnDate=2026-12-06&tripType=roundTrip&adultCount=1&childCount=0&infantCount=0&currency=VND',
    }),
  ],
});

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="current path">{`${location.pathname}${location.search}`}</output>;
}

function renderHotDeals() {
  const router = createMemoryRouter(
    [
      { path: '/:lang', element: <HotDeals language="en" /> },
      { path: '/:lang/select-flight', element: <CurrentPath /> },
    ],
    { initialEntries: ['/en'] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const respond = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('the hot deals block', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    useBookingDraft.getState().reset();
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => respond(ANSWER));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the deals in the page language and the booking draft currency', async () => {
    useBookingDraft.getState().setCurrency('USD');
    renderHotDeals();
    await screen.findAllByRole('link');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const requested = new URL(typeof url === 'string' ? url : '', 'http://localhost');
    expect(requested.pathname).toBe('/hotdeal/api-home-hotdeal/');
    expect(Object.fromEntries(requested.searchParams)).toEqual({ lang_code: 'en', currency: 'USD' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(isClientRequestId(headers.get('requestId') ?? '')).toBe(true);
  });

  it('shows a card per deal: route, trip, dates and the VND price split into thousands, written the English way', async () => {
    renderHotDeals();
    const section = await screen.findByRole('region', { name: 'Hot deals' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [oneWay, roundTrip] = cards;
    if (!oneWay || !roundTrip) throw new Error('cards missing');

    const link = within(oneWay).getByRole('link', { name: 'Ho Chi Minh City to Hanoi' });
    expect(link).toHaveAttribute('href', ANSWER.deals[0]?.deepLink);
    // The page is in English: dong as English writes them, as every other page of the site does.
    expect(link).toHaveAccessibleDescription(/One way.*Dec 1.*Only from ₫1,297,080/);
    // Shown with the last three digits small, read as one number.
    const lastThree = within(oneWay).getByText(',080');
    expect(lastThree.tagName).toBe('SMALL');
    expect(lastThree.parentElement).toHaveTextContent(/^₫1,297,080$/);
    const image = oneWay.querySelector('img');
    expect(image).toHaveAttribute('src', '/hotdeal/images/han.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('alt', '');

    expect(within(roundTrip).getByRole('link', { name: 'Ho Chi Minh City to Bangkok' })).toBeInTheDocument();
    expect(within(roundTrip).getByText('Round trip')).toBeInTheDocument();
    const link2 = within(roundTrip).getByRole('link');
    expect(link2).toHaveAccessibleDescription(/Round trip Dec 3\s*–\s*6\s*Only from ₫4,350,500/);
    const times = [...roundTrip.querySelectorAll('time')].map((element) => element.getAttribute('datetime'));
    expect(times).toEqual(['2026-12-03', '2026-12-06']);
  });

  it('writes other currencies as the locale does', async () => {
    fetchMock.mockImplementation(() =>
      respond({
        ...ANSWER,
        currency: 'USD',
        minorUnitExponent: 2,
        deals: [deal({ price: 4_999, currency: 'USD', minorUnitExponent: 2 })],
      }),
    );
    renderHotDeals();
    const link = await screen.findByRole('link', { name: 'Ho Chi Minh City to Hanoi' });
    expect(link).toHaveAccessibleDescription(/Only from \$49\.99/);
  });

  it('starts the deal’s search when a card is chosen', async () => {
    const user = userEvent.setup();
    renderHotDeals();
    await user.click(await screen.findByRole('link', { name: 'Ho Chi Minh City to Bangkok' }));
    expect(await screen.findByRole('status', { name: 'current path' })).toHaveTextContent(
      ANSWER.deals[1]?.deepLink ?? 'missing',
    );
  });

  it('holds the cards’ room while loading and says it is loading', async () => {
    let release: (() => void) | undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => {
            void respond(ANSWER).then(resolve);
          };
        }),
    );
    renderHotDeals();
    expect(screen.getByRole('heading', { name: 'Hot deals' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finding the best fares…');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => {
      expect(release).toBeDefined();
    });
    release?.();
    expect(await screen.findAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no deal', async () => {
    fetchMock.mockImplementation(() => respond({ ...ANSWER, deals: [] }));
    const { container } = renderHotDeals();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Hot deals' })).not.toBeInTheDocument();
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('quietly shows nothing when the deals cannot be loaded', async () => {
    fetchMock.mockImplementation(() =>
      respond({ errorCode: 'INTERNAL_ERROR', message: 'Internal error', requestId: 'r1' }, 500),
    );
    const { container } = renderHotDeals();
    await waitFor(
      () => {
        expect(screen.queryByRole('heading', { name: 'Hot deals' })).not.toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
