import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import {
  lastSaleDay,
  parseCheapSearchParams,
  toCheapSearchParams,
  toLowFareQuery,
  type CheapSearch,
} from './cheap-search-params';

const TODAY = '2026-11-21' as IsoDate;

function parse(query: string) {
  return parseCheapSearchParams(new URLSearchParams(query), TODAY);
}

function parsed(query: string): CheapSearch {
  const result = parse(query);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.search;
}

describe('reading a cheapest-fare search from the query string', () => {
  it('reads the route, trip type, month, passengers, currency and promo code', () => {
    expect(
      parsed(
        'departAirport=sgn&arrivalAirport=HAN&tripType=oneway&month=2026-12&adultCount=2&childCount=1&infantCount=1&currency=usd&promoCode=sale2026',
      ),
    ).toEqual({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      tripType: 'oneway',
      month: '2026-12',
      passengers: { adults: 2, children: 1, infants: 1 },
      currency: 'USD',
      promoCode: 'SALE2026',
      corrected: false,
    });
  });

  it('defaults to a round trip for one adult in the current month', () => {
    expect(parsed('departAirport=SGN&arrivalAirport=HAN')).toMatchObject({
      tripType: 'roundTrip',
      month: '2026-11',
      passengers: { adults: 1, children: 0, infants: 0 },
      currency: null,
      promoCode: null,
      corrected: false,
    });
  });

  it('accepts the trip type in any letter case, as requirements §5 writes roundtrip', () => {
    expect(parsed('departAirport=SGN&arrivalAirport=HAN&tripType=roundtrip').tripType).toBe('roundTrip');
  });

  it('moves a month already past to the current one and says so', () => {
    expect(parsed('departAirport=SGN&arrivalAirport=HAN&month=2026-01')).toMatchObject({
      month: '2026-11',
      corrected: true,
    });
  });

  it('moves a month beyond the sale window to its last month', () => {
    expect(lastSaleDay(TODAY)).toBe('2027-11-20');
    expect(parsed('departAirport=SGN&arrivalAirport=HAN&month=2028-03')).toMatchObject({
      month: '2027-11',
      corrected: true,
    });
    expect(parsed('departAirport=SGN&arrivalAirport=HAN&month=2027-11').corrected).toBe(false);
  });

  it.each([
    ['arrivalAirport=HAN', 'airports'],
    ['departAirport=SG1&arrivalAirport=HAN', 'airports'],
    ['departAirport=SGN&arrivalAirport=sgn', 'sameAirport'],
    ['departAirport=SGN&arrivalAirport=HAN&tripType=stopover', 'tripType'],
    ['departAirport=SGN&arrivalAirport=HAN&tripType=return', 'tripType'],
    ['departAirport=SGN&arrivalAirport=HAN&month=2026-13', 'month'],
    ['departAirport=SGN&arrivalAirport=HAN&month=12-2026', 'month'],
    ['departAirport=SGN&arrivalAirport=HAN&month=2026-12-01', 'month'],
    ['departAirport=SGN&arrivalAirport=HAN&adultCount=0', 'passengers'],
    ['departAirport=SGN&arrivalAirport=HAN&adultCount=two', 'passengers'],
    ['departAirport=SGN&arrivalAirport=HAN&adultCount=1&infantCount=2', 'passengers'],
    ['departAirport=SGN&arrivalAirport=HAN&adultCount=5&childCount=5', 'passengers'],
    ['departAirport=SGN&arrivalAirport=HAN&currency=EUR', 'currency'],
    ['departAirport=SGN&arrivalAirport=HAN&promoCode=AB', 'promoCode'],
    ['departAirport=SGN&arrivalAirport=HAN&promoCode=SALE-2026', 'promoCode'],
  ])('refuses %s (%s)', (query, problem) => {
    expect(parse(query)).toEqual({ ok: false, problem });
  });

  it('writes a search back as the query string it reads', () => {
    const search = parsed(
      'departAirport=SGN&arrivalAirport=HAN&tripType=roundTrip&month=2027-02&adultCount=2&childCount=0&infantCount=1&currency=VND&promoCode=SALE2026',
    );
    const text = toCheapSearchParams(search).toString();
    expect(text).toBe(
      'departAirport=SGN&arrivalAirport=HAN&tripType=roundTrip&month=2027-02&adultCount=2&childCount=0&infantCount=1&currency=VND&promoCode=SALE2026',
    );
    expect(parseCheapSearchParams(new URLSearchParams(text), TODAY)).toEqual({ ok: true, search });
  });

  it('asks the low-fare calendar for each direction of the route', () => {
    const search = parsed('departAirport=SGN&arrivalAirport=HAN&adultCount=2&currency=USD');
    expect(toLowFareQuery(search, 'departure', '2026-12')).toEqual({
      departAirport: 'SGN',
      arrivalAirport: 'HAN',
      month: '2026-12',
      adultCount: '2',
      childCount: '0',
      infantCount: '0',
      currency: 'USD',
    });
    expect(toLowFareQuery(search, 'return', '2027-01')).toMatchObject({
      departAirport: 'HAN',
      arrivalAirport: 'SGN',
      month: '2027-01',
    });
  });
});
