import { lowFareResponseSchema } from '@skybook/contracts/flight-search';
import { describe, expect, it } from 'vitest';
import { calendarFareRoute, dayFares } from './calendar-fares';

const draft = {
  departurePlace: 'SGN',
  arrivalPlace: 'HAN',
  passengers: { adults: 2, children: 0, infants: 0 },
  currencyDefault: 'VND' as const,
};

describe('fares in the calendars', () => {
  it('need both places; the return calendar reads the route backwards', () => {
    expect(calendarFareRoute({ ...draft, arrivalPlace: null }, undefined, 'departure')).toBeNull();
    expect(calendarFareRoute(draft, undefined, 'departure')).toMatchObject({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      isDirect: true,
    });
    expect(calendarFareRoute(draft, undefined, 'return')).toMatchObject({
      departAirport: 'HAN',
      arrivalAirport: 'SGN',
    });
  });

  it('know a route flown only with a connection from the reachable airports', () => {
    const groups = [
      {
        name: 'Việt Nam',
        countryCode: 'VN',
        airports: [
          {
            code: 'HAN',
            name: 'Nội Bài',
            city: 'Hà Nội',
            province: {
              code: 'VN-HN',
              name: 'Hà Nội',
              country: { countryCode: 'VN', name: 'VN', languages: [] },
            },
            timeZone: 'Asia/Ho_Chi_Minh',
            latitude: 0,
            longitude: 0,
            reach: { isDirect: false, connectionVia: ['DAD'] },
          },
        ],
      },
    ];
    expect(calendarFareRoute(draft, groups, 'departure')?.isDirect).toBe(false);
  });

  it('mark every day at the month’s lowest price, and days without a price by why', () => {
    const fares = dayFares(
      lowFareResponseSchema.parse({
        cityPair: 'SGN-HAN',
        currency: 'VND',
        minorUnitExponent: 0,
        passengers: { adult: 1, child: 0, infant: 0 },
        from: '2026-12-01',
        to: '2026-12-04',
        days: [
          { date: '2026-12-01', flights: 3, lowestTotalAmount: 1_250_000, fareFamily: 'Eco' },
          { date: '2026-12-02', flights: 3, lowestTotalAmount: 990_000, fareFamily: 'Eco' },
          { date: '2026-12-03', flights: 0, lowestTotalAmount: null, fareFamily: null },
          { date: '2026-12-04', flights: 2, lowestTotalAmount: null, fareFamily: null },
          { date: '2026-12-05', flights: 1, lowestTotalAmount: 990_000, fareFamily: 'Eco' },
        ],
      }),
    );
    expect(fares.get('2026-12-01')).toEqual({ kind: 'price', amount: 1_250_000, isCheapest: false });
    expect(fares.get('2026-12-02')).toEqual({ kind: 'price', amount: 990_000, isCheapest: true });
    expect(fares.get('2026-12-05')).toEqual({ kind: 'price', amount: 990_000, isCheapest: true });
    expect(fares.get('2026-12-03')).toEqual({ kind: 'noFlight' });
    expect(fares.get('2026-12-04')).toEqual({ kind: 'soldOut' });
  });
});
