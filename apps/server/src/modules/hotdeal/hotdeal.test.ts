import type { ErrorEnvelope } from '@skybook/contracts/errors';
import { lowFareResponseSchema, searchFlightResponseSchema } from '@skybook/contracts/flight-search';
import { cmsHotDealListSchema, hotDealListSchema, type HotDealDto } from '@skybook/contracts/hotdeal';
import { matchSitePath } from '@skybook/contracts/site-routes';
import { addDaysToIsoDate, type IsoDate, type ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { buildHotDeals, seedHotDeals } from '../../db/seed/hot-deals';
import { HOT_DEAL_CACHE_MS, HOT_DEAL_SEARCH_DAYS } from './hotdeal.service';

const HOT_DEALS = '/hotdeal/api-home-hotdeal/';

describe.each(TEST_ENGINES)('hot deals on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    // Three weeks of flights: the 45-day window then holds days with and without flights.
    test = await createTestApp(engine, { seedDays: 21 });
    await seedHotDeals(test.database.db, { now: TEST_NOW });
  }, 120_000);
  afterAll(() => test.close());

  const get = (url: string, language?: string) =>
    test.app.inject({ url, headers: language ? { 'accept-language': language } : {} });

  const deals = async (query = '', language?: string) => {
    const response = await get(`${HOT_DEALS}${query}`, language);
    expect(response.statusCode, response.body).toBe(200);
    return hotDealListSchema.parse(response.json());
  };

  /** The low-fare calendar of one direction for one adult: date → lowest total. */
  const calendar = async (from: string, to: string, first: string, last: string, currency = 'VND') => {
    const response = await get(
      `/booking/api/v1/low-fare?departAirport=${from}&arrivalAirport=${to}&from=${first}&to=${last}&currency=${currency}`,
    );
    expect(response.statusCode).toBe(200);
    const days = lowFareResponseSchema.parse(response.json()).days;
    return new Map(
      days.flatMap((day) => (day.lowestTotalAmount === null ? [] : [[day.date, day.lowestTotalAmount]])),
    );
  };

  /** The cheapest entry, earliest first among equals. */
  const cheapest = (byDay: Map<string, number>) =>
    [...byDay]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .reduce<[string, number] | undefined>(
        (best, entry) => (!best || entry[1] < best[1] ? entry : best),
        undefined,
      );

  /** The price the low-fare calendar gives a deal over the answer's window. */
  const expectedPrice = async (deal: HotDealDto, from: string, to: string, currency = 'VND') => {
    const outbound = await calendar(deal.originCode, deal.destinationCode, from, to, currency);
    if (deal.stayDays === null) return cheapest(outbound);
    const stay = deal.stayDays;
    const inbound = await calendar(
      deal.destinationCode,
      deal.originCode,
      addDaysToIsoDate(from as IsoDate, stay),
      addDaysToIsoDate(to as IsoDate, stay),
      currency,
    );
    const totals = new Map<string, number>();
    for (const [date, amount] of outbound) {
      const back = inbound.get(addDaysToIsoDate(date as IsoDate, stay));
      if (back !== undefined) totals.set(date, amount + back);
    }
    return cheapest(totals);
  };

  it('lists the active seeded deals in the airline order, in Vietnamese by default', async () => {
    const body = await deals();
    expect(body).toMatchObject({ language: 'vi', currency: 'VND', minorUnitExponent: 0 });
    expect(body.from).toBe('2026-11-22');
    expect(body.to).toBe(addDaysToIsoDate('2026-11-22' as IsoDate, HOT_DEAL_SEARCH_DAYS - 1));
    const seeded = buildHotDeals(TEST_NOW.toISOString()).filter((row) => row.is_active === 1);
    expect(body.deals.map((deal) => `${deal.originCode}-${deal.destinationCode}`)).toEqual(
      seeded.map((row) => `${row.origin_code}-${row.destination_code}`),
    );
    const sgnHan = body.deals[0];
    expect(sgnHan).toMatchObject({
      originName: 'TP. Hồ Chí Minh',
      destinationName: 'Hà Nội',
      isDomestic: true,
      tripType: 'oneway',
      returnDate: null,
      fromText: 'Từ',
      toText: 'Đến',
      priceText: 'Chỉ từ',
      image: '/hotdeal/images/han.webp',
    });
    expect(sgnHan?.destinationAirportName).toMatch(/Nội Bài/);
    expect(body.deals.some((deal) => !deal.isDomestic && deal.tripType === 'roundTrip')).toBe(true);
  });

  it('prices every deal at the cheapest fare the low-fare calendar gives, on the day that gives it', async () => {
    const body = await deals();
    for (const deal of body.deals) {
      const expected = await expectedPrice(deal, body.from, body.to);
      expect([deal.departureDate, deal.price], `${deal.originCode}-${deal.destinationCode}`).toEqual(
        expected,
      );
      expect(deal.price).toBeGreaterThan(0);
      if (deal.tripType === 'roundTrip') {
        expect(deal.returnDate).toBe(addDaysToIsoDate(deal.departureDate as IsoDate, deal.stayDays ?? 0));
      }
    }
  });

  it('prices in the currency asked for, any letter case', async () => {
    const body = await deals('?currency=usd');
    expect(body).toMatchObject({ currency: 'USD', minorUnitExponent: 2 });
    const deal = body.deals.find((item) => item.tripType === 'roundTrip');
    if (!deal) throw new Error('no round-trip deal');
    expect(deal.currency).toBe('USD');
    expect([deal.departureDate, deal.price]).toEqual(await expectedPrice(deal, body.from, body.to, 'USD'));
    expect(deal.deepLink).toContain('currency=USD');
  });

  it('gives each deal a deep link that starts exactly its search, at the deal price', async () => {
    const body = await deals('?lang_code=en');
    for (const deal of body.deals) {
      const url = new URL(deal.deepLink, 'http://localhost');
      expect(matchSitePath(url.pathname)).toMatchObject({ language: 'en', route: { id: 'selectFlight' } });
      expect(Object.fromEntries(url.searchParams)).toEqual({
        departAirport: deal.originCode,
        arrivalAirport: deal.destinationCode,
        departDate: deal.departureDate,
        ...(deal.returnDate ? { returnDate: deal.returnDate } : {}),
        tripType: deal.tripType,
        adultCount: '1',
        childCount: '0',
        infantCount: '0',
        currency: 'VND',
      });
      // The search the link starts offers a direct flight (each way) adding up to the deal price.
      const search = await get(`/booking/api/v1/search-flight${url.search}`);
      expect(search.statusCode).toBe(200);
      const legs = searchFlightResponseSchema.parse(search.json()).legs;
      const lowestDirect = legs.map((leg) =>
        Math.min(
          ...leg.journeys
            .filter((journey) => journey.stops === 0 && journey.lowestTotalAmount !== null)
            .map((journey) => journey.lowestTotalAmount ?? Infinity),
        ),
      );
      expect(lowestDirect.reduce((sum, amount) => sum + amount, 0)).toBe(deal.price);
    }
  });

  it('names places in English for en, and other languages read English with their own links', async () => {
    const english = await deals('?lang_code=EN');
    expect(english.language).toBe('en');
    expect(english.deals[0]).toMatchObject({
      originName: 'Ho Chi Minh City',
      destinationName: 'Hanoi',
      fromText: 'From',
      toText: 'To',
      priceText: 'Only from',
    });
    const japanese = await deals('?lang_code=ja', 'vi');
    expect(japanese.language).toBe('ja');
    expect(japanese.deals[0]?.destinationName).toBe('Hanoi');
    expect(japanese.deals[0]?.deepLink).toMatch(/^\/ja\/select-flight\?/);
    // Without lang_code the request's Accept-Language decides.
    expect((await deals('', 'zh-TW')).language).toBe('zh-TW');
  });

  it('answers a bad lang_code with 400 INVALID_REQUEST in the request language', async () => {
    for (const query of ['?lang_code=xx', '?lang_code=vietnamese', '?lang_code=en-US']) {
      const response = await get(`${HOT_DEALS}${query}`, 'en');
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorEnvelope>()).toMatchObject({
        errorCode: 'INVALID_REQUEST',
        message: 'The request is not valid.',
      });
    }
  });

  it('answers an unsupported currency with 400 INVALID_CURRENCY in the language asked for', async () => {
    const english = await get(`${HOT_DEALS}?lang_code=en&currency=EUR`, 'vi');
    expect(english.statusCode).toBe(400);
    expect(english.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'INVALID_CURRENCY',
      message: 'The currency is not supported.',
      details: { field: 'currency' },
    });
    const vietnamese = await get(`${HOT_DEALS}?currency=dollars`, 'vi');
    expect(vietnamese.statusCode).toBe(400);
    expect(vietnamese.json<ErrorEnvelope>()).toMatchObject({
      errorCode: 'INVALID_CURRENCY',
      message: 'Đơn vị tiền tệ không được hỗ trợ.',
    });
  });

  it('leaves out withdrawn deals, deals outside their sale window and routes that are not flown', async () => {
    const db = test.database.db;
    const now = TEST_NOW.toISOString();
    const row = (id: number, origin: string, destination: string) => ({
      id,
      origin_code: origin,
      destination_code: destination,
      trip_type: 'oneway',
      stay_days: null,
      image_path: '/hotdeal/images/pqc.webp',
      sort_order: 1,
      is_active: 1 as const,
      sale_from: null,
      sale_to: null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('hot_deal')
      .values([
        // No such route in the network.
        row(101, 'VCS', 'PQC'),
        // Flown, but its sale opens tomorrow / closed an hour ago.
        { ...row(102, 'SGN', 'PQC'), sale_from: '2026-11-22T00:00:00.000Z' },
        { ...row(103, 'HAN', 'DAD'), sale_to: '2026-11-21T02:00:00.000Z' },
        // Flown and on sale until tomorrow: shown, first by sort order.
        {
          ...row(104, 'HAN', 'DAD'),
          sale_from: '2026-11-20T00:00:00.000Z',
          sale_to: '2026-11-22T00:00:00.000Z',
        },
      ])
      .execute();
    (test.app.clock as ManualClock).advance(HOT_DEAL_CACHE_MS + 1_000);
    const body = await deals('?currency=KRW');
    const ids = body.deals.map((deal) => deal.id);
    expect(ids[0]).toBe(104);
    expect(ids).not.toContain(101);
    expect(ids).not.toContain(102);
    expect(ids).not.toContain(103);
    // The seeded withdrawn deal (SGN-MEL) is not shown.
    expect(body.deals.some((deal) => deal.destinationCode === 'MEL')).toBe(false);
    await db.deleteFrom('hot_deal').where('id', '>', 100).execute();
  });

  it('keeps prices for a minute, then leaves out a route that has sold out', async () => {
    const clock = test.app.clock as ManualClock;
    clock.advance(HOT_DEAL_CACHE_MS + 1_000);
    const before = await deals();
    expect(before.deals.some((deal) => deal.destinationCode === 'HAN')).toBe(true);

    // Every seat of every SGN → HAN flight in the window sold.
    const db = test.database.db;
    const flights = db
      .selectFrom('flight')
      .select('id')
      .where('origin_code', '=', 'SGN')
      .where('destination_code', '=', 'HAN');
    await db
      .updateTable('flight_fare')
      .set((eb) => ({ sold: eb.ref('capacity') }))
      .where('flight_id', 'in', flights)
      .execute();

    const cached = await deals();
    expect(cached.pricedAt).toBe(before.pricedAt);
    expect(cached.deals.some((deal) => deal.destinationCode === 'HAN')).toBe(true);

    clock.advance(HOT_DEAL_CACHE_MS + 1_000);
    const after = await deals();
    expect(after.pricedAt).not.toBe(before.pricedAt);
    expect(after.deals.some((deal) => deal.originCode === 'SGN' && deal.destinationCode === 'HAN')).toBe(
      false,
    );
    expect(after.deals.length).toBe(before.deals.length - 1);
    expect(after.deals.map((deal) => deal.id)).toEqual(
      before.deals.filter((deal) => deal.destinationCode !== 'HAN').map((deal) => deal.id),
    );
  });

  describe('GET /cms/api/v1/hotdeal', () => {
    it('lists every managed deal, withdrawn ones too, with names in the request language', async () => {
      const response = await get('/cms/api/v1/hotdeal', 'en');
      expect(response.statusCode).toBe(200);
      const body = cmsHotDealListSchema.parse(response.json());
      expect(body.hotDeals).toHaveLength(buildHotDeals(TEST_NOW.toISOString()).length);
      expect(body.hotDeals[0]).toMatchObject({
        id: 1,
        originCode: 'SGN',
        originName: 'Ho Chi Minh City',
        destinationName: 'Hanoi',
        tripType: 'oneway',
        stayDays: null,
        isActive: true,
        saleFrom: null,
        updatedAt: TEST_NOW.toISOString(),
      });
      expect(body.hotDeals.find((deal) => deal.destinationCode === 'MEL')).toMatchObject({
        isActive: false,
        tripType: 'roundTrip',
        stayDays: 7,
      });
      const orders = body.hotDeals.map((deal) => deal.sortOrder);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    });
  });

  describe('images', () => {
    it('serves every seeded image as a WebP picture, revalidated by ETag', async () => {
      for (const row of buildHotDeals(TEST_NOW.toISOString())) {
        const response = await get(row.image_path);
        expect(response.statusCode, row.image_path).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const body = response.rawPayload;
        expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      const first = await get('/hotdeal/images/han.webp');
      const etag = String(first.headers.etag);
      const again = await test.app.inject({
        url: '/hotdeal/images/han.webp',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('answers 404 for an unknown image and 400 for a name that is not one', async () => {
      expect((await get('/hotdeal/images/atlantis.webp')).statusCode).toBe(404);
      expect((await get('/hotdeal/images/han.svg')).statusCode).toBe(404);
      for (const name of ['..%2F..%2Fhotdeal.routes.ts', 'HAN.svg', 'han.png']) {
        const response = await get(`/hotdeal/images/${name}`);
        expect(response.statusCode, name).toBe(400);
        expect(response.json<ErrorEnvelope>().errorCode).toBe('INVALID_REQUEST');
      }
    });
  });
});
