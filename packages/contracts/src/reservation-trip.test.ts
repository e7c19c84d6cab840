import { describe, expect, it } from 'vitest';
import { passengerTrips, type TripSource } from './reservation-trip';

const amounts = [{ currency: 'VND' as const, amount: 1, vatAmount: 0, totalAmount: 1 }];
const extra = (
  journeyKey: string | null,
  flightKey: string | null,
  passengerKey: string | null,
  name: string,
) => ({
  journeyKey,
  flightKey,
  passengerKey,
  serviceType: 'luggage',
  productCode: name,
  name,
  quantity: 1,
  currencyAmounts: amounts,
});

/** SGN → DAD → HAN (two flights) and back direct, for an adult and an infant. */
const booking: TripSource = {
  passengers: [{ key: 'ADT1' }, { key: 'INF1' }],
  journeys: [
    { key: '1-2', segments: [{ key: '1' }, { key: '2' }] },
    { key: '3', segments: [{ key: '3' }] },
  ],
  seatSelections: [
    {
      journeyKey: '1-2',
      flightKey: '2',
      passengerKey: 'ADT1',
      seatCode: '7C',
      seatClass: null,
      currencyAmounts: amounts,
    },
  ],
  ancillaryPurchases: [
    extra('1-2', null, 'ADT1', '20 kg bag'),
    extra('1-2', '1', 'ADT1', 'Meal'),
    extra(null, null, null, 'Taxi'),
  ],
  insurance: [
    { passengerKey: 'ADT1', planCode: 'TRAVEL', name: 'Travel insurance', currencyAmounts: amounts },
  ],
};

describe('passengerTrips', () => {
  it('puts a journey’s bag on each of its flights, a meal on its own flight, and insurance on the whole trip', () => {
    const [adult, infant] = passengerTrips(booking);

    expect(
      adult?.flights.map((flight) => [flight.flightKey, flight.seatCode, flight.extras.map((e) => e.name)]),
    ).toEqual([
      ['1', null, ['20 kg bag', 'Meal']],
      ['2', '7C', ['20 kg bag']],
      ['3', null, []],
    ]);
    expect(adult?.tripExtras).toEqual([{ name: 'Travel insurance', quantity: 1 }]);
    expect(infant?.flights.every((flight) => flight.extras.length === 0 && flight.seatCode === null)).toBe(
      true,
    );
  });
});
