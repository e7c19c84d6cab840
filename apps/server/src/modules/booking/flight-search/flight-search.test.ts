import type { ErrorEnvelope } from '@skybook/contracts/errors';
import {
  lowFareResponseSchema,
  searchFlightResponseSchema,
  type LowFareResponse,
  type SearchFlightResponse,
} from '@skybook/contracts/flight-search';
import { searchFlightQuerySchema } from '@skybook/contracts/flight-search';
import type { ManualClock } from '@skybook/domain/clock';
import { convertMoney, money } from '@skybook/domain/money';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import { CMS_ADMIN_TOKEN_SECRET } from '../../../plugins/admin-guard';
import { loadBookingKeySecret, verifyBookingKey } from './booking-key';
import { BookingReferenceCache } from '../booking-reference';
import { flightsQuery, lowFareQuery } from './flight-search.repository';
import { uncachedFlightSearch } from './uncached-search.fixture';

const SEARCH = '/booking/api/v1/search-flight';
const LOW_FARE = '/booking/api/v1/low-fare';

describe.each(TEST_ENGINES)('flight search on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 7 });
  }, 120_000);
  afterAll(() => test.close());

  const search = async (query: string, language = 'vi') => {
    const response = await test.app.inject({
      url: `${SEARCH}?${query}`,
      headers: { 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json<SearchFlightResponse>() };
  };
  const failure = async (url: string, language = 'vi') => {
    const response = await test.app.inject({ url, headers: { 'accept-language': language } });
    return { status: response.statusCode, body: response.json<ErrorEnvelope>() };
  };

  it('finds one-way SGN → HAN flights in departure order, each family priced per passenger type', async () => {
    const { status, body } = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&tripType=oneway&adultCount=2&childCount=1&infantCount=1',
    );
    expect(status).toBe(200);
    // The route serialises without re-validating (booking.routes.ts): the answer must still match.
    expect(searchFlightResponseSchema.safeParse(body).error).toBeUndefined();
    expect(body.passengers).toEqual({ adult: 2, child: 1, infant: 1 });
    const [leg] = body.legs;
    expect(leg?.routeExists).toBe(true);
    expect(leg?.journeys.length).toBe(8);
    const departures = leg?.journeys.map((journey) => journey.segments[0]?.departure.utc) ?? [];
    expect(departures).toEqual([...departures].sort());
    const journey = leg?.journeys[0];
    expect(journey?.stops).toBe(0);
    expect(journey?.segments[0]?.departure.localDateTime).toMatch(/^2026-11-22T\d\d:\d\d\+07:00$/);
    expect(journey?.segments[0]?.carrierCode).toBe('VJ');
    for (const item of leg?.journeys ?? []) {
      const families = item.fares.map((fare) => fare.family);
      expect(families.slice(0, 3)).toEqual(['Eco', 'Deluxe', 'SkyBoss']);
      expect(families.includes('Business')).toBe(item.segments[0]?.aircraft.code === 'A330');
    }
    const eco = journey?.fares[0];
    const adult = eco?.prices.adult;
    const child = eco?.prices.child;
    const infant = eco?.prices.infant;
    if (!eco || !adult || !child || !infant) throw new Error('Eco prices missing');
    // Children pay the adult fare; infants pay no fare, only the infant charge and VAT.
    expect(child.baseFare).toBe(adult.baseFare);
    expect(infant.baseFare).toBe(0);
    expect(infant.charges.map((line) => line.code).sort()).toEqual(['IF', 'VAT']);
    for (const price of [adult, child, infant]) {
      expect(price.total).toBe(price.charges.reduce((sum, line) => sum + line.amount, 0));
      const excluded = price.charges.filter((line) => ['FA', 'IF'].includes(line.code));
      expect(price.taxTotal).toBe(price.total - excluded.reduce((sum, line) => sum + line.amount, 0));
    }
    expect(eco.totalAmount).toBe(2 * adult.total + child.total + infant.total);
    // Infants take no seat: enough seats means seats for the three seated passengers.
    expect(eco.available).toBe(true);
    expect(eco.promo).toBeNull();
    expect(body.fareFamilies.map((family) => family.code)).toEqual(['Eco', 'Deluxe', 'SkyBoss', 'Business']);
    expect(body.fareFamilies[0]?.includes).toMatchObject({ cabinBaggageKg: 7, checkedBaggageKg: 0 });
    expect(body.fareFamilies[0]?.benefits[0]).toBe('7 kg hành lý xách tay');
    expect(body.fareFamilies[3]?.name).toBe('Thương gia');
  });

  it('signs a booking key per journey and family that verifies and refuses tampering', async () => {
    const { body } = await search('departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&adultCount=1');
    const journey = body.legs[0]?.journeys[0];
    const eco = journey?.fares[0];
    if (!journey || !eco?.bookingKey) throw new Error('no booking key');
    const secret = await loadBookingKeySecret(test.database.db, new Date());
    const verified = verifyBookingKey(eco.bookingKey, secret);
    expect(verified).toMatchObject({
      ok: true,
      value: {
        flights: [journey.segments[0]?.flightId],
        family: 'Eco',
        passengers: [1, 0, 0],
        total: eco.totalAmount,
      },
    });
    const [payload = '', signature = ''] = eco.bookingKey.split('.');
    const tampered = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(`"total":${eco.totalAmount}`, '"total":1'),
    ).toString('base64url');
    expect(verifyBookingKey(`${tampered}.${signature}`, secret)).toEqual({
      ok: false,
      error: 'BAD_SIGNATURE',
    });
  });

  it('answers a round trip with an outbound and a return leg', async () => {
    const { status, body } = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&returnDate=2026-11-25&tripType=roundTrip',
    );
    expect(status).toBe(200);
    expect(body.tripType).toBe('roundTrip');
    expect(body.legs.map((leg) => [leg.direction, leg.cityPair, leg.date])).toEqual([
      ['departure', 'SGN-HAN', '2026-11-22'],
      ['return', 'HAN-SGN', '2026-11-25'],
    ]);
    expect(body.legs[1]?.journeys[0]?.segments[0]?.departure.airport).toBe('HAN');
  });

  it('answers a multi-stop search leg by leg', async () => {
    const { status, body } = await search(
      'tripType=stopover&legs=SGN-HAN-2026-11-22&legs=HAN-DAD-2026-11-24',
    );
    expect(status).toBe(200);
    expect(body.tripType).toBe('stopover');
    expect(body.legs.map((leg) => [leg.cityPair, leg.date])).toEqual([
      ['SGN-HAN', '2026-11-22'],
      ['HAN-DAD', '2026-11-24'],
    ]);
    expect(body.legs.every((leg) => leg.journeys.length > 0)).toBe(true);
  });

  it('offers one-stop connections through a hub within the connecting-time window', async () => {
    // Hue to Phu Quoc has no direct flight; both fly to Saigon.
    const { body } = await search('departAirport=HUI&arrivalAirport=PQC&departDate=2026-11-22');
    const [leg] = body.legs;
    expect(leg?.routeExists).toBe(true);
    expect(leg?.journeys.length).toBeGreaterThan(0);
    expect(searchFlightResponseSchema.safeParse(body).error).toBeUndefined();
    for (const journey of leg?.journeys ?? []) {
      expect(journey.stops).toBe(1);
      expect(journey.connectionAirports).toEqual(['SGN']);
      const wait = journey.connectingMinutes[0] ?? 0;
      expect(wait).toBeGreaterThanOrEqual(60);
      expect(wait).toBeLessThanOrEqual(480);
      const [first, second] = journey.segments;
      expect(first?.arrival.airport).toBe('SGN');
      expect(second?.departure.airport).toBe('SGN');
      expect(journey.durationMinutes).toBe(
        (first?.durationMinutes ?? 0) + wait + (second?.durationMinutes ?? 0),
      );
      expect(journey.arrivalDayOffset).toBe(
        second?.arrival.localDateTime.slice(0, 10) === '2026-11-22' ? 0 : 1,
      );
      const eco = journey.fares.find((fare) => fare.family === 'Eco');
      // A connection is priced over both flights: fares and charges of each added together.
      expect(eco?.buckets).toHaveLength(2);
      expect(eco?.prices.adult.charges.find((line) => line.code === 'PSC')?.amount).toBeGreaterThan(100_000);
    }
  });

  it('answers an unknown route with no journeys and a flag, not an error', async () => {
    const { status, body } = await search('departAirport=VCA&arrivalAirport=HUI&departDate=2026-11-22');
    expect(status).toBe(200);
    expect(body.legs[0]).toMatchObject({ routeExists: false, journeys: [] });
  });

  it('applies a promo code to the fares it fits and takes the discount off the fares', async () => {
    const { body } = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-24&adultCount=2&promoCode=trunk20',
    );
    expect(body.promo).toMatchObject({ code: 'TRUNK20', status: 'valid' });
    const eco = body.legs[0]?.journeys[0]?.fares[0];
    if (!eco?.promo) throw new Error('no promo');
    const fares = 2 * eco.prices.adult.baseFare;
    expect(eco.promo).toEqual({
      applicable: true,
      reason: null,
      discountAmount: Math.min(500_000, Math.floor(fares * 0.2)),
      totalAfterDiscount: eco.totalAmount - eco.promo.discountAmount,
    });
    const secret = await loadBookingKeySecret(test.database.db, new Date());
    expect(verifyBookingKey(eco.bookingKey ?? '', secret)).toMatchObject({
      ok: true,
      value: { total: eco.promo.totalAfterDiscount, promoCode: 'TRUNK20' },
    });
  });

  it('marks fares a code cannot apply to, with the reason, and says so at the top', async () => {
    const tooSoon = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&adultCount=2&promoCode=TRUNK20',
    );
    expect(tooSoon.body.promo?.status).toBe('notApplicable');
    expect(tooSoon.body.legs[0]?.journeys[0]?.fares[0]?.promo).toMatchObject({
      applicable: false,
      reason: 'TRAVEL_DATE',
    });
    const alone = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-24&promoCode=TRUNK20',
    );
    expect(alone.body.legs[0]?.journeys[0]?.fares[0]?.promo?.reason).toBe('MIN_PASSENGERS');
    const skyBoss = await search(
      'departAirport=SGN&arrivalAirport=DAD&departDate=2026-11-22&promoCode=SKY10',
    );
    const fares = skyBoss.body.legs[0]?.journeys[0]?.fares ?? [];
    expect(fares.find((fare) => fare.family === 'Eco')?.promo?.applicable).toBe(true);
    expect(fares.find((fare) => fare.family === 'SkyBoss')?.promo?.reason).toBe('FARE_FAMILY');
    const expired = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&promoCode=HELLO2026',
    );
    expect(expired.body.promo?.status).toBe('expired');
    expect(expired.body.legs[0]?.journeys[0]?.fares[0]?.promo?.reason).toBe('EXPIRED');
    const unknown = await search(
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&promoCode=NOSUCHCODE',
    );
    expect(unknown.body.promo).toEqual({ code: 'NOSUCHCODE', status: 'unknown', description: null });
    expect(unknown.body.legs[0]?.journeys[0]?.fares[0]?.promo?.reason).toBe('UNKNOWN_CODE');
  });

  it('gives a fixed amount per passenger with an amount code and says when a code is not open yet', async () => {
    const amount = await search(
      'departAirport=SGN&arrivalAirport=PQC&departDate=2026-11-22&adultCount=2&promoCode=DOMESTIC50',
    );
    expect(amount.body.promo?.status).toBe('valid');
    const eco = amount.body.legs[0]?.journeys[0]?.fares.find((fare) => fare.family === 'Eco');
    expect(eco?.promo).toMatchObject({ applicable: true, discountAmount: 100_000 });
    const later = await search(
      'departAirport=SGN&arrivalAirport=PQC&departDate=2026-11-22&promoCode=TETSALE',
    );
    expect(later.body.promo?.status).toBe('notApplicable');
    expect(later.body.legs[0]?.journeys[0]?.fares[0]?.promo?.reason).toBe('NOT_STARTED');
  });

  it("judges 'today' in the departure airport's time zone", async () => {
    const clock = test.app.clock as ManualClock;
    // 17:30 UTC on the 21st is already 00:30 on the 22nd in Saigon.
    clock.set(new Date('2026-11-21T17:30:00.000Z'));
    try {
      const past = await failure(`${SEARCH}?departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-21`);
      expect(past.body.errorCode).toBe('INVALID_DATE');
      expect((await search('departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22')).status).toBe(200);
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('serves, from its journey cache and serializer, byte for byte what a straightforward search computes, before and after a sale', async () => {
    // The straightforward computation: every journey priced afresh, JSON.stringify of the answer.
    const plain = uncachedFlightSearch(test.app.db, test.app.clock, new BookingReferenceCache(test.app.db));
    const queries = [
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-23',
      'departAirport=HAN&arrivalAirport=SGN&departDate=2026-11-23&adultCount=2&childCount=1&infantCount=1&currency=USD',
      'departAirport=SGN&arrivalAirport=DAD&departDate=2026-11-23&returnDate=2026-11-25&tripType=roundtrip&adultCount=3&childCount=2',
      'departAirport=HUI&arrivalAirport=PQC&departDate=2026-11-23&adultCount=2&currency=KRW',
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-24&adultCount=2&promoCode=trunk20',
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22&adultCount=2&promoCode=TRUNK20',
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-23&promoCode=NOSUCH99',
      'tripType=stopover&legs=SGN-HAN-2026-11-23&legs=HAN-DAD-2026-11-24',
      'departAirport=VCA&arrivalAirport=HUI&departDate=2026-11-23',
    ];
    const compare = async () => {
      for (const query of queries) {
        for (const language of ['vi', 'en'] as const) {
          const served = await test.app.inject({
            url: `${SEARCH}?${query}`,
            headers: { 'accept-language': language },
          });
          expect(served.statusCode).toBe(200);
          const params = new URLSearchParams(query);
          const parsed = searchFlightQuerySchema.parse({
            ...Object.fromEntries(params),
            ...(params.has('legs') ? { legs: params.getAll('legs') } : {}),
          });
          expect(served.body, `${language} ${query}`).toBe(
            JSON.stringify(await plain.search(parsed, language)),
          );
        }
      }
    };
    await compare();
    await compare(); // now every journey comes from the cache
    const first = await search(queries[0] ?? '');
    const flightId = first.body.legs[0]?.journeys[0]?.segments[0]?.flightId ?? 0;
    const eco = first.body.legs[0]?.journeys[0]?.fares.find((fare) => fare.family === 'Eco');
    // A sale moves `sold`: the next answer shows it (the cache keys on the inventory it reads).
    await test.database.db
      .updateTable('flight_fare')
      .set((eb) => ({ sold: eb('sold', '+', 1) }))
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', 'Eco')
      .execute();
    const after = await search(queries[0] ?? '');
    const ecoAfter = after.body.legs[0]?.journeys[0]?.fares.find((fare) => fare.family === 'Eco');
    expect(ecoAfter?.seatsLeft).toBe((eco?.seatsLeft ?? 0) - 1);
    await compare();
    await test.database.db
      .updateTable('flight_fare')
      .set((eb) => ({ sold: eb('sold', '-', 1) }))
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', 'Eco')
      .execute();
    expect((await search(queries[0] ?? '')).body).toEqual(first.body);
  });

  it('shows a family as sold out when its seats are gone', async () => {
    const before = await search('departAirport=SGN&arrivalAirport=DAD&departDate=2026-11-26');
    const flightId = before.body.legs[0]?.journeys[0]?.segments[0]?.flightId ?? 0;
    await test.database.db
      .updateTable('flight_fare')
      .set((eb) => ({ sold: eb.ref('capacity') }))
      .where('flight_id', '=', flightId)
      .where('fare_family_code', '=', 'Eco')
      .execute();
    const { body } = await search('departAirport=SGN&arrivalAirport=DAD&departDate=2026-11-26');
    const fares = body.legs[0]?.journeys[0]?.fares ?? [];
    expect(fares.find((fare) => fare.family === 'Eco')).toMatchObject({
      available: false,
      soldOut: true,
      seatsLeft: 0,
      bookingKey: null,
    });
    expect(fares.find((fare) => fare.family === 'Deluxe')?.available).toBe(true);
  });

  it('converts every amount from VND through the rates table', async () => {
    const query = 'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-23';
    const vnd = (await search(query)).body;
    const rate = await test.database.db
      .selectFrom('exchange_rate')
      .select(['quote_currency', 'numerator', 'denominator'])
      .where('base_currency', '=', 'VND')
      .execute();
    for (const currency of ['USD', 'KRW', 'JPY'] as const) {
      const converted = (await search(`${query}&currency=${currency.toLowerCase()}`)).body;
      expect(converted.currency).toBe(currency);
      expect(converted.minorUnitExponent).toBe(currency === 'USD' ? 2 : 0);
      const row = rate.find((item) => item.quote_currency === currency);
      if (!row) throw new Error(`no ${currency} rate`);
      const vndLines = vnd.legs[0]?.journeys[0]?.fares[0]?.prices.adult.charges ?? [];
      const lines = converted.legs[0]?.journeys[0]?.fares[0]?.prices.adult.charges ?? [];
      expect(lines).toEqual(
        vndLines.map((line) => ({
          code: line.code,
          amount: convertMoney(money(line.amount, 'VND'), currency, row).amountMinor,
        })),
      );
    }
  });

  it('gives the cheapest total per day over a month, null on days without flights', async () => {
    const response = await test.app.inject({
      url: `${LOW_FARE}?departAirport=SGN&arrivalAirport=HAN&month=2026-11`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LowFareResponse>();
    expect(lowFareResponseSchema.safeParse(body).error).toBeUndefined();
    // Days before today are left out; the seed has flights for seven days from today.
    expect(body.from).toBe('2026-11-21');
    expect(body.to).toBe('2026-11-30');
    expect(body.days).toHaveLength(10);
    expect(body.days.slice(0, 7).every((day) => day.flights === 8 && day.lowestTotalAmount !== null)).toBe(
      true,
    );
    expect(body.days.slice(7)).toEqual(
      ['2026-11-28', '2026-11-29', '2026-11-30'].map((date) => ({
        date,
        flights: 0,
        lowestTotalAmount: null,
        fareFamily: null,
      })),
    );
    // The calendar and the flight list agree.
    const day = (await search('departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-23')).body;
    const cheapest = Math.min(
      ...(day.legs[0]?.journeys.map((journey) => journey.lowestTotalAmount ?? Infinity) ?? []),
    );
    expect(body.days.find((item) => item.date === '2026-11-23')?.lowestTotalAmount).toBe(cheapest);
  });

  it('prices the low-fare calendar for the given passengers and currency over a date range', async () => {
    const one = (
      await test.app.inject({
        url: `${LOW_FARE}?departAirport=HAN&arrivalAirport=SGN&from=2026-11-22&to=2026-11-23`,
      })
    ).json<LowFareResponse>();
    const three = (
      await test.app.inject({
        url: `${LOW_FARE}?departAirport=HAN&arrivalAirport=SGN&from=2026-11-22&to=2026-11-23&adultCount=3&currency=USD`,
      })
    ).json<LowFareResponse>();
    expect(one.days.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23']);
    expect(three.currency).toBe('USD');
    expect(three.days[0]?.lowestTotalAmount).toBeLessThan(one.days[0]?.lowestTotalAmount ?? 0);
    const tooLong = await failure(
      `${LOW_FARE}?departAirport=HAN&arrivalAirport=SGN&from=2026-11-22&to=2027-01-23`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errorCode).toBe('INVALID_DATE');
    expect(
      (await failure(`${LOW_FARE}?departAirport=HAN&arrivalAirport=SGN&month=2026-13`)).body.errorCode,
    ).toBe('INVALID_DATE');
  });

  it('leaves out city pairs whose sale the CMS switched off, from the next search on, and shows them again when reopened', async () => {
    const token = await getOrCreateSecret<string>(
      test.database.db,
      CMS_ADMIN_TOKEN_SECRET,
      () => Promise.resolve('flight-search-test-admin-token'),
      new Date(),
    );
    const setSale = async (cityPair: string, isSaleEnabled: boolean) => {
      const response = await test.app.inject({
        method: 'PATCH',
        url: '/cms/api/v1/airport/config',
        payload: { cityPair, isSaleEnabled },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    };
    const lowFare = async (pair: string) =>
      (
        await test.app.inject({
          url: `${LOW_FARE}?departAirport=${pair.slice(0, 3)}&arrivalAirport=${pair.slice(4)}&from=2026-11-22&to=2026-11-24`,
        })
      ).json<LowFareResponse>();
    const direct = 'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-25';
    const connection = 'departAirport=HUI&arrivalAirport=PQC&departDate=2026-11-25';
    const multiStop = 'tripType=stopover&legs=SGN-HAN-2026-11-25&legs=HAN-DAD-2026-11-26';
    // Searched once on sale first, so the journey cache holds these journeys.
    const before = {
      direct: (await search(direct)).body,
      connection: (await search(connection)).body,
      multiStop: (await search(multiStop)).body,
      lowFare: await lowFare('SGN-HAN'),
    };
    expect(before.direct.legs[0]?.journeys.length).toBeGreaterThan(0);
    expect(before.connection.legs[0]?.journeys.length).toBeGreaterThan(0);
    expect(before.lowFare.days.every((day) => day.lowestTotalAmount !== null)).toBe(true);

    await setSale('SGN-HAN', false);
    await setSale('SGN-PQC', false);
    try {
      const closed = (await search(direct)).body;
      expect(searchFlightResponseSchema.safeParse(closed).error).toBeUndefined();
      expect(closed.legs[0]).toMatchObject({ routeExists: false, journeys: [] });
      // Hue to Phu Quoc connects only in Saigon: without its second flight nothing is left.
      expect((await search(connection)).body.legs[0]).toMatchObject({ routeExists: false, journeys: [] });
      // A multi-stop search loses the closed leg only.
      const legs = (await search(multiStop)).body.legs;
      expect(legs[0]?.journeys).toEqual([]);
      expect(legs[1]?.journeys).toEqual(before.multiStop.legs[1]?.journeys);
      const calendar = await lowFare('SGN-HAN');
      expect(calendar.days.map((day) => [day.flights, day.lowestTotalAmount, day.fareFamily])).toEqual([
        [0, null, null],
        [0, null, null],
        [0, null, null],
      ]);
      // The switch is per direction: the way back is still sold.
      expect((await lowFare('HAN-SGN')).days.every((day) => day.lowestTotalAmount !== null)).toBe(true);
      const back = (await search('departAirport=HAN&arrivalAirport=SGN&departDate=2026-11-25')).body;
      expect(back.legs[0]?.journeys.length).toBeGreaterThan(0);
    } finally {
      await setSale('SGN-HAN', true);
      await setSale('SGN-PQC', true);
    }
    expect((await search(direct)).body).toEqual(before.direct);
    expect((await search(connection)).body).toEqual(before.connection);
    expect(await lowFare('SGN-HAN')).toEqual(before.lowFare);
  });

  const base = 'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-22';
  it.each([
    ['0 adults', `${base}&adultCount=0`, 'INVALID_PASSENGER_NUMBER'],
    ['10 adults', `${base}&adultCount=10`, 'INVALID_PASSENGER_NUMBER'],
    ['9 children', `${base}&childCount=9`, 'INVALID_PASSENGER_NUMBER'],
    ['10 adults and children', `${base}&adultCount=5&childCount=5`, 'INVALID_PASSENGER_NUMBER'],
    ['more infants than adults', `${base}&adultCount=1&infantCount=2`, 'INVALID_PASSENGER_NUMBER'],
    ['a non-numeric count', `${base}&adultCount=two`, 'INVALID_PASSENGER_NUMBER'],
    ['a departure yesterday', 'departAirport=SGN&arrivalAirport=HAN&departDate=2026-11-20', 'INVALID_DATE'],
    [
      'a date in another format',
      'departAirport=SGN&arrivalAirport=HAN&departDate=22/11/2026',
      'INVALID_DATE',
    ],
    ['no departure date', 'departAirport=SGN&arrivalAirport=HAN', 'INVALID_DATE'],
    ['a round trip without a return', `${base}&tripType=roundTrip`, 'INVALID_DATE'],
    ['a return before departure', `${base}&returnDate=2026-11-21`, 'INVALID_DATE'],
    ['an unknown airport', 'departAirport=XXX&arrivalAirport=HAN&departDate=2026-11-22', 'INVALID_AIRPORT'],
    [
      'the same airport twice',
      'departAirport=SGN&arrivalAirport=sgn&departDate=2026-11-22',
      'INVALID_AIRPORT',
    ],
    ['no arrival airport', 'departAirport=SGN&departDate=2026-11-22', 'INVALID_AIRPORT'],
    ['an unsupported currency', `${base}&currency=EUR`, 'INVALID_CURRENCY'],
    ['an unknown trip type', `${base}&tripType=circle`, 'INVALID_TRIP_TYPE'],
    ['a multi-stop search with one leg', 'tripType=stopover&legs=SGN-HAN-2026-11-22', 'INVALID_TRIP_TYPE'],
    ['multi-stop legs out of order', 'legs=SGN-HAN-2026-11-24&legs=HAN-DAD-2026-11-22', 'INVALID_DATE'],
    ['a malformed promo code', `${base}&promoCode=A-1`, 'INVALID_PROMO_CODE'],
  ])('refuses %s with 400 and a translated message', async (_name, query, code) => {
    const vi = await failure(`${SEARCH}?${query}`);
    expect(vi.status).toBe(400);
    expect(vi.body.errorCode).toBe(code);
    const en = await failure(`${SEARCH}?${query}`, 'en');
    expect(en.body.errorCode).toBe(code);
    expect(en.body.message).not.toBe(vi.body.message);
    expect(en.body.message.length).toBeGreaterThan(10);
  });

  it.runIf(engine.engine === 'sqlite')(
    'searches through the flight search index (SQLite query plans)',
    async () => {
      const plan = async (compiled: CompiledQuery) =>
        (
          await test.database.db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
          )
        ).rows.map((row) => row.detail);
      const direct = await plan(
        flightsQuery(test.database.db, {
          origins: ['SGN'],
          destinations: ['HAN', 'SGN'],
          dates: ['2026-11-22'],
        }).compile(),
      );
      expect(direct.join('\n')).toMatch(/SEARCH f USING INDEX flight_search_idx/);
      expect(direct.join('\n')).toMatch(/SEARCH ff USING (INDEX|PRIMARY KEY)/);
      const calendar = await plan(
        lowFareQuery(test.database.db, {
          origin: 'SGN',
          destination: 'HAN',
          from: '2026-11-01',
          to: '2026-11-30',
        }).compile(),
      );
      expect(calendar.join('\n')).toMatch(/SEARCH f USING INDEX flight_search_idx/);
    },
  );
});
