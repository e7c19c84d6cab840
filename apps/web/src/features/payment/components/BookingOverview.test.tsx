import type { AirportListDto } from '@skybook/contracts/airports';
import type { PaymentDto } from '@skybook/contracts/payment';
import { deriveReservationTotals, type ReservationDto } from '@skybook/contracts/reservation-model';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUrl, paymentFixture, reservationFixture } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { checkInOpensAt } from './NextSteps';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const amounts = (totalAmount: number) => [
  { currency: 'VND' as const, amount: totalAmount, vatAmount: 0, totalAmount },
];

/** The fixture booking paid by Visa: 1 500 000 ₫ of lines (a 20 kg bag among them) and a 30 000 ₫ card fee. */
function paidBooking(money: {
  feeAmount: number;
  paidAmount: number;
  pointsDiscount?: number;
  pointsRedeemed?: number;
}): ReservationDto {
  const base = reservationFixture();
  const charges: ReservationDto['charges'] = [
    {
      journeyKey: '101',
      passengerKey: 'ADT1',
      kind: 'fare',
      code: 'FA',
      description: 'Fare',
      currencyAmounts: amounts(1_250_000),
    },
    {
      journeyKey: '101',
      passengerKey: 'ADT1',
      kind: 'service',
      code: 'SR',
      description: '20 kg checked bag',
      currencyAmounts: amounts(250_000),
    },
  ];
  const reservationSummary = {
    ...base.reservationSummary,
    ...money,
    remaining: 1_500_000 - (money.pointsDiscount ?? 0) + money.feeAmount - money.paidAmount,
  };
  return reservationFixture({
    status: 'Paid',
    charges,
    ...deriveReservationTotals({ journeys: base.journeys, charges, reservationSummary }),
    reservationSummary,
    seatSelections: [
      {
        journeyKey: '101',
        flightKey: '101',
        passengerKey: 'ADT1',
        seatCode: '3A',
        seatClass: 'Standard',
        currencyAmounts: amounts(0),
      },
    ],
    ancillaryPurchases: [
      {
        journeyKey: '101',
        flightKey: null,
        passengerKey: 'ADT1',
        serviceType: 'luggage',
        productCode: 'BAG-DOM-20',
        name: '20 kg checked bag',
        quantity: 1,
        currencyAmounts: amounts(250_000),
      },
    ],
  });
}

const airports: AirportListDto = {
  departureCode: null,
  languageId: 'en',
  airportGroups: [
    {
      name: 'Vietnam',
      countryCode: 'VN',
      airports: (
        [
          ['SGN', 'Ho Chi Minh City', 'Tan Son Nhat International Airport'],
          ['HAN', 'Hanoi', 'Noi Bai International Airport'],
        ] as const
      ).map(([code, city, name]) => ({
        code,
        city,
        name,
        province: {
          code: 'VN-X',
          name: city,
          country: { countryCode: 'VN', name: 'Vietnam', languages: ['vi'] },
        },
        timeZone: 'Asia/Ho_Chi_Minh',
        latitude: 0,
        longitude: 0,
      })),
    },
  ],
};

describe('the confirmation page shows the booking whole', () => {
  const fetchMock = vi.fn<typeof fetch>();

  function answer(payment: PaymentDto, reservation: ReservationDto) {
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      if (url === '/booking/api/v1/payment/status' && init?.method === 'PATCH')
        return json({ payment, reservation });
      if (url.startsWith('/content/api/v1/airport?')) return json(airports);
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
  }

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prices a card payment with its fee on its own line and Paid equal to what was charged', async () => {
    answer(paymentFixture(), paidBooking({ feeAmount: 30_000, paidAmount: 1_530_000 }));
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');

    const price = await screen.findByRole('region', { name: 'Price summary' });
    expect(within(price).getByRole('heading', { name: 'Mr NGUYEN VAN AN' })).toBeInTheDocument();
    expect(within(price).getByText('VJ 120 SGN → HAN')).toBeInTheDocument();
    const row = (label: string) => within(price).getByText(label).closest('.itin-price__row');
    expect(row('Card fee (card ending in 1111)')).toHaveTextContent('₫30,000');
    expect(row('Total')).toHaveTextContent('₫1,530,000');
    expect(row('Paid')).toHaveTextContent('₫1,530,000');
    expect(row('Still to pay')).toHaveTextContent('₫0');
  });

  it('states the points discount on its own line, the total and Paid what the card was charged', async () => {
    answer(
      paymentFixture({ amount: { currency: 'VND', totalAmount: 1_410_000 } }),
      paidBooking({
        pointsDiscount: 120_000,
        pointsRedeemed: 1_200,
        feeAmount: 30_000,
        paidAmount: 1_410_000,
      }),
    );
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');

    const price = await screen.findByRole('region', { name: 'Price summary' });
    const row = (label: string) => within(price).getByText(label).closest('.itin-price__row');
    expect(row('Loyalty points discount (1,200 points)')).toHaveTextContent('-₫120,000');
    expect(row('Total')).toHaveTextContent('₫1,410,000');
    expect(row('Paid')).toHaveTextContent('₫1,410,000');
    expect(row('Still to pay')).toHaveTextContent('₫0');
  });

  it('shows no fee line for a fee-free method', async () => {
    answer(
      paymentFixture({
        identifier: 'Voucher',
        card: null,
        amount: { currency: 'VND', totalAmount: 1_500_000 },
        fee: { currency: 'VND', totalAmount: 0 },
      }),
      paidBooking({ feeAmount: 0, paidAmount: 1_500_000 }),
    );
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');

    const price = await screen.findByRole('region', { name: 'Price summary' });
    expect(within(price).queryByText(/fee/i)).not.toBeInTheDocument();
    expect(within(price).getByText('Paid').closest('.itin-price__row')).toHaveTextContent('₫1,500,000');
  });

  it('shows the flights in local times, the passengers’ seats and extras per flight, and the next steps', async () => {
    answer(paymentFixture(), paidBooking({ feeAmount: 30_000, paidAmount: 1_530_000 }));
    await renderApp('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');

    const trip = await screen.findByRole('region', { name: 'Your trip' });
    expect(within(trip).getByRole('heading', { name: /Departing flight/ })).toHaveTextContent(
      'Sat, Jan 10, 2099',
    );
    expect(within(trip).getByText('06:15')).toBeInTheDocument();
    expect(within(trip).getByText('08:25')).toBeInTheDocument();
    expect(within(trip).getByText('2 h 10 min')).toBeInTheDocument();
    expect(await within(trip).findByText('Ho Chi Minh City')).toBeInTheDocument();

    const passengers = screen.getByRole('region', { name: 'Passengers' });
    const flight = within(passengers).getByText('VJ 120 SGN → HAN').closest('li');
    expect(flight).toHaveTextContent('Seat 3A');
    // The bag bought for the journey is on its flight.
    expect(flight).toHaveTextContent('20 kg checked bag');

    const next = screen.getByRole('region', { name: "What's next" });
    expect(within(next).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/booking/api/v1/reservations/ABC234/itinerary.ics?lastName=NGUYEN&firstName=AN&languageId=en',
    );
    expect(within(next).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/booking/api/v1/reservations/ABC234/itinerary.pdf?lastName=NGUYEN&firstName=AN&languageId=en',
    );
    expect(within(next).getByText(/with booking code ABC234 and family name NGUYEN/)).toBeInTheDocument();
    expect(within(next).getByText(/Opens 24 hours before departure: for VJ 120 from/)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
    // Check-in is not built yet: no link to a placeholder page.
    expect(within(next).getAllByRole('link')).toHaveLength(3);
  });
});

describe('checkInOpensAt', () => {
  const departure = { utc: '2099-01-09T23:15:00.000Z', scheduledTime: '2099-01-10T06:15+07:00' };

  it('is 24 hours before departure in the departure airport’s zone, or its offset until the zone is known', () => {
    expect(checkInOpensAt(departure, 'Asia/Ho_Chi_Minh', 'en')).toBe('Jan 9, 2099, 6:15 AM');
    expect(checkInOpensAt(departure, undefined, 'en')).toBe('Jan 9, 2099, 6:15 AM');
    expect(checkInOpensAt(departure, 'Asia/Ho_Chi_Minh', 'vi')).toBe('06:15 9 thg 1, 2099');
  });
});
