import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import {
  multiStopSearch,
  parseAnySearchParams,
  parseSearchParams,
  searchLegsOf,
  toSearchFlightQuery,
  toSearchParams,
  withLegDate,
  type FlightSearch,
} from './search-params';

const today = '2026-11-21' as IsoDate;
const day = (value: string) => value as IsoDate;
const parse = (query: string) => parseAnySearchParams(new URLSearchParams(query), today);

function searchOf(query: string): FlightSearch {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(`not a search: ${parsed.problem}`);
  return parsed.search;
}

const MULTI =
  'tripType=stopover&legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04&adultCount=2&childCount=1&infantCount=1';

describe('reading a multi-stop search from the query string', () => {
  it('reads every leg in travel order with the passengers, currency and promo code', () => {
    const search = searchOf(`${MULTI}&currency=usd&promoCode=SALE50`);
    expect(search).toMatchObject({
      tripType: 'stopover',
      legs: [
        { from: 'SGN', to: 'HAN', date: '2026-12-01' },
        { from: 'HAN', to: 'DAD', date: '2026-12-04' },
      ],
      // The one-way fields read from the legs: first origin and date, last destination.
      departAirport: 'SGN',
      arrivalAirport: 'DAD',
      departDate: '2026-12-01',
      returnDate: null,
      passengers: { adults: 2, children: 1, infants: 1 },
      currency: 'USD',
      promoCode: 'SALE50',
      corrected: false,
    });
  });

  it('takes legs without a trip type as multi-stop, and a comma-separated list as repeated legs', () => {
    expect(searchOf('legs=SGN-HAN-2026-12-01,HAN-DAD-2026-12-04').legs).toHaveLength(2);
    expect(searchOf('tripType=STOPOVER&legs=sgn-han-2026-12-01&legs=han-dad-2026-12-01').legs).toEqual([
      { from: 'SGN', to: 'HAN', date: '2026-12-01' },
      { from: 'HAN', to: 'DAD', date: '2026-12-01' },
    ]);
  });

  it.each([
    ['one leg', 'tripType=stopover&legs=SGN-HAN-2026-12-01', 'legCount'],
    [
      'six legs',
      `tripType=stopover&${['SGN-HAN', 'HAN-DAD', 'DAD-SGN', 'SGN-PQC', 'PQC-HAN', 'HAN-SGN'].map((pair) => `legs=${pair}-2026-12-01`).join('&')}`,
      'legCount',
    ],
    ['no legs', 'tripType=stopover', 'legCount'],
    ['a leg without a date', 'tripType=stopover&legs=SGN-HAN&legs=HAN-DAD-2026-12-04', 'legs'],
    ['a malformed date', 'tripType=stopover&legs=SGN-HAN-01-12-2026&legs=HAN-DAD-2026-12-04', 'legDate'],
    [
      'the same airport twice',
      'tripType=stopover&legs=SGN-SGN-2026-12-01&legs=HAN-DAD-2026-12-04',
      'legSameAirport',
    ],
    [
      'legs out of date order',
      'tripType=stopover&legs=SGN-HAN-2026-12-05&legs=HAN-DAD-2026-12-04',
      'legsOutOfOrder',
    ],
    ['too many passengers', MULTI.replace('adultCount=2', 'adultCount=10'), 'passengers'],
    ['an unknown currency', `${MULTI}&currency=EUR`, 'currency'],
  ])('refuses %s', (_name, query, problem) => {
    expect(parse(query)).toEqual({ ok: false, problem });
  });

  it('moves past legs to today (requirements §4) and says it did, keeping the legs in order', () => {
    const search = searchOf(
      'tripType=stopover&legs=SGN-HAN-2026-11-01&legs=HAN-DAD-2026-11-20&legs=DAD-SGN-2026-11-25',
    );
    expect(search.legs.map((leg) => leg.date)).toEqual([today, today, '2026-11-25']);
    expect(search.departDate).toBe(today);
    expect(search.corrected).toBe(true);
  });

  it('leaves one way and round trip to parseSearchParams, which still refuses a multi-stop trip type', () => {
    const roundTrip = 'departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&returnDate=2026-12-08';
    expect(parse(roundTrip)).toEqual(parseSearchParams(new URLSearchParams(roundTrip), today));
    expect(searchOf(roundTrip)).toMatchObject({ tripType: 'roundTrip', legs: [] });
    expect(parseSearchParams(new URLSearchParams(MULTI), today)).toEqual({ ok: false, problem: 'airports' });
    expect(
      parseSearchParams(
        new URLSearchParams(`departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&${MULTI}`),
        today,
      ),
    ).toEqual({ ok: false, problem: 'tripType' });
  });
});

describe('writing a multi-stop search', () => {
  it('writes the select-flight query string with repeated legs, and reads it back the same', () => {
    const search = searchOf(`${MULTI}&currency=VND&promoCode=SALE50`);
    const text = toSearchParams(search).toString();
    expect(text).toBe(
      'tripType=stopover&legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04&adultCount=2&childCount=1&infantCount=1&currency=VND&promoCode=SALE50',
    );
    expect(searchOf(text)).toEqual(search);
  });

  it('asks search-flight for the legs as the contract names them', () => {
    expect(toSearchFlightQuery(searchOf(MULTI))).toEqual({
      tripType: 'stopover',
      legs: ['SGN-HAN-2026-12-01', 'HAN-DAD-2026-12-04'],
      adultCount: '2',
      childCount: '1',
      infantCount: '1',
    });
  });

  it('builds a search from the form’s legs', () => {
    const search = multiStopSearch({
      legs: [
        { from: 'SGN', to: 'HAN', date: day('2026-12-01') },
        { from: 'HAN', to: 'PQC', date: day('2026-12-03') },
        { from: 'PQC', to: 'SGN', date: day('2026-12-06') },
      ],
      passengers: { adults: 1, children: 0, infants: 0 },
      currency: null,
      promoCode: null,
    });
    expect(toSearchParams(search).getAll('legs')).toEqual([
      'SGN-HAN-2026-12-01',
      'HAN-PQC-2026-12-03',
      'PQC-SGN-2026-12-06',
    ]);
    expect(search).toMatchObject({ departAirport: 'SGN', arrivalAirport: 'SGN', departDate: '2026-12-01' });
  });
});

describe('the legs of a search and moving one to another day', () => {
  const roundTrip = searchOf(
    'departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&returnDate=2026-12-08',
  );
  const multi = searchOf(
    'tripType=stopover&legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04&legs=DAD-SGN-2026-12-06',
  );

  it('lists a round trip as its departure and its return, and a multi-stop search as its legs', () => {
    expect(searchLegsOf(roundTrip)).toEqual([
      { from: 'SGN', to: 'HAN', date: '2026-12-01' },
      { from: 'HAN', to: 'SGN', date: '2026-12-08' },
    ]);
    expect(searchLegsOf({ ...roundTrip, tripType: 'oneway', returnDate: null })).toHaveLength(1);
    expect(searchLegsOf(multi)).toEqual(multi.legs);
  });

  it('moves a multi-stop leg between its neighbours only', () => {
    const moved = withLegDate(multi, 1, day('2026-12-06'), today);
    expect(moved?.legs.map((leg) => leg.date)).toEqual(['2026-12-01', '2026-12-06', '2026-12-06']);
    expect(withLegDate(multi, 1, day('2026-11-30'), today)).toBeNull();
    expect(withLegDate(multi, 1, day('2026-12-07'), today)).toBeNull();
    // The first leg also moves the one-way fields.
    expect(withLegDate(multi, 0, day('2026-11-25'), today)?.departDate).toBe('2026-11-25');
    expect(withLegDate(multi, 0, day('2026-11-20'), today)).toBeNull();
    expect(withLegDate(multi, 3, day('2026-12-07'), today)).toBeNull();
  });

  it('keeps a round trip’s departure on or before its return', () => {
    expect(withLegDate(roundTrip, 0, day('2026-12-08'), today)?.departDate).toBe('2026-12-08');
    expect(withLegDate(roundTrip, 0, day('2026-12-09'), today)).toBeNull();
    expect(withLegDate(roundTrip, 1, day('2026-11-30'), today)).toBeNull();
    expect(withLegDate(roundTrip, 1, day('2026-12-02'), today)?.returnDate).toBe('2026-12-02');
  });
});
