import { ticketListSchema } from '@skybook/contracts/content-store';
import { lowFareResponseSchema } from '@skybook/contracts/flight-search';
import { addDaysToIsoDate, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';

const TICKETS = ticketListSchema.parse({
  tickets: [
    {
      id: 'sgn-han',
      slug: 'ho-chi-minh-city-hanoi',
      title: 'Flights Ho Chi Minh City – Hanoi',
      summary: 'More than 20 flights a day.',
      body: '<p>Vietnam’s busiest route.</p>',
      originCode: 'SGN',
      destinationCode: 'HAN',
      image: '/content/media/tickets/sgn-han.svg',
      alternates: {
        vi: 'tp-ho-chi-minh-ha-noi',
        en: 'ho-chi-minh-city-hanoi',
        th: 'ho-chi-minh-city-hanoi',
        ko: 'ho-chi-minh-city-hanoi',
        'zh-CN': 'ho-chi-minh-city-hanoi',
        'zh-TW': 'ho-chi-minh-city-hanoi',
        ja: 'ho-chi-minh-city-hanoi',
        ru: 'ho-chi-minh-city-hanoi',
      },
      languageId: 'en',
    },
  ],
});

/** The first day on sale as select-flight counts it: the later of the visitor's date and Vietnam's. */
const today = (() => {
  const now = new Date();
  const local = toIsoDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const vietnam = toIsoDate(now, 'Asia/Ho_Chi_Minh');
  return local > vietnam ? local : vietnam;
})();
const dayName = (date: IsoDate) =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const day = (offset: number): IsoDate => addDaysToIsoDate(today, offset);

/** Every day a fare, the 3rd day of the window the cheapest; the second week sold out. */
function lowFare(url: URL) {
  const from = url.searchParams.get('from') ?? '';
  const days = Array.from({ length: 28 }, (_, index) => {
    const date = addDaysToIsoDate(from as IsoDate, index);
    if (index >= 7 && index < 14) return { date, flights: 3, lowestTotalAmount: null, fareFamily: null };
    return {
      date,
      flights: 4,
      lowestTotalAmount: index === 2 ? 799_000 : 1_000_000 + index * 1_000,
      fareFamily: 'Eco',
    };
  });
  return lowFareResponseSchema.parse({
    cityPair: `${url.searchParams.get('departAirport') ?? ''}-${url.searchParams.get('arrivalAirport') ?? ''}`,
    currency: url.searchParams.get('currency') ?? 'VND',
    minorUnitExponent: 0,
    passengers: { adult: 1, child: 0, infant: 0 },
    from,
    to: days.at(-1)?.date,
    days,
  });
}

describe('the route landing pages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const respond = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  beforeEach(() => {
    useBookingDraft.getState().reset();
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = new URL(typeof input === 'string' ? input : '', 'http://localhost');
      if (url.pathname === '/content/api/v1/ticket') return respond(TICKETS);
      if (url.pathname === '/booking/api/v1/low-fare') return respond(lowFare(url));
      return respond({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'X' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the popular routes, each opening its page in the language’s folder', async () => {
    await renderApp('/en/flight-tickets');
    const link = await screen.findByRole('link', { name: 'Flights Ho Chi Minh City – Hanoi' });
    expect(link).toHaveAttribute('href', '/en/flight-tickets/ho-chi-minh-city-hanoi');
    expect(screen.getByRole('heading', { level: 1, name: 'Flight tickets' })).toBeInTheDocument();
  });

  it('shows the route, the cheapest fare of each coming week, and searches the day picked', async () => {
    const { user, router } = await renderApp('/en/flight-tickets/ho-chi-minh-city-hanoi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flights Ho Chi Minh City – Hanoi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vietnam’s busiest route.')).toBeInTheDocument();

    const fares = await screen.findByRole('region', { name: /Cheapest fares in the coming weeks/ });
    const weeks = await within(fares).findAllByRole('listitem');
    expect(weeks).toHaveLength(4);
    expect(within(weeks[1] ?? fares).getByText('No fare on sale yet')).toBeInTheDocument();
    const [request] = fetchMock.mock.calls
      .map(([input]) => new URL(typeof input === 'string' ? input : '', 'http://localhost'))
      .filter((url) => url.pathname === '/booking/api/v1/low-fare');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      from: day(1),
      to: day(28),
      adultCount: '1',
      childCount: '0',
      infantCount: '0',
      currency: 'VND',
    });

    const cheapest = within(weeks[0] ?? fares).getByRole('link');
    expect(cheapest).toHaveAccessibleName(`Search flights on ${dayName(day(3))} ₫799,000`);
    expect(cheapest).toHaveAttribute(
      'href',
      `/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${day(3)}&tripType=oneway&adultCount=1&childCount=0&infantCount=0&currency=VND`,
    );
    await user.click(within(fares).getByRole('link', { name: `Search flights on ${dayName(day(3))}` }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/select-flight');
    });
    expect(currentUrl(router)).toContain(`departDate=${day(3)}`);
  });

  it('moves a slug of another language to this language’s address of the page', async () => {
    const { router } = await renderApp('/en/ve-may-bay/tp-ho-chi-minh-ha-noi');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/ve-may-bay/ho-chi-minh-city-hanoi');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flights Ho Chi Minh City – Hanoi' }),
    ).toBeInTheDocument();
  });

  it('opens a route by its airport codes, with or without a managed page', async () => {
    const first = await renderApp('/en/flight-tickets/sgn-han');
    await waitFor(() => {
      expect(first.router.state.location.pathname).toBe('/en/flight-tickets/ho-chi-minh-city-hanoi');
    });
    first.unmount();
    await renderApp('/en/flight-tickets/sgn-dad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights SGN – DAD' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Cheapest fares/ })).toBeInTheDocument();
  });

  it('says the page is missing or changed for an unknown slug, with the routes instead', async () => {
    await renderApp('/vi/ve-may-bay/khong-co-duong-bay-nay');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy đường bay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem các đường bay phổ biến' })).toHaveAttribute(
      'href',
      '/vi/ve-may-bay',
    );
  });
});
