import {
  airportDetailSchema,
  airportListSchema,
  flightSettingsSchema,
  journeyConfigSchema,
} from '@skybook/contracts/airports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';

describe.each(TEST_ENGINES)('content airports and journey settings on $engine', (engine) => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp(engine, { seedDays: 1 });
  });
  afterAll(() => subject.close());

  const get = (url: string, language?: string) =>
    subject.app.inject({ url, headers: language ? { 'accept-language': language } : {} });

  describe('GET /content/api/v1/airport', () => {
    it('groups every airport served by country, Vietnam first, with names in Vietnamese by default', async () => {
      const response = await get('/content/api/v1/airport');
      expect(response.statusCode).toBe(200);
      const body = airportListSchema.parse(response.json());
      expect(body.departureCode).toBeNull();
      expect(body.languageId).toBe('vi');
      expect(body.airportGroups[0]).toMatchObject({ name: 'Việt Nam', countryCode: 'VN' });
      const sgn = body.airportGroups[0]?.airports.find((airport) => airport.code === 'SGN');
      expect(sgn).toMatchObject({
        name: 'Sân bay Quốc tế Tân Sơn Nhất',
        city: 'TP. Hồ Chí Minh',
        timeZone: 'Asia/Ho_Chi_Minh',
        province: { code: 'VN-SG', country: { countryCode: 'VN', languages: ['vi'] } },
      });
      expect(sgn?.reach).toBeUndefined();
      const countries = body.airportGroups.map((group) => group.countryCode);
      expect(countries).toEqual(expect.arrayContaining(['AU', 'KZ', 'TH', 'SG']));
      expect(new Set(countries).size).toBe(countries.length);
    });

    it('names airports in English when languageId=en, whatever the Accept-Language', async () => {
      const body = airportListSchema.parse((await get('/content/api/v1/airport?languageId=EN', 'vi')).json());
      expect(body.languageId).toBe('en');
      expect(body.airportGroups[0]?.name).toBe('Vietnam');
      const han = body.airportGroups[0]?.airports.find((airport) => airport.code === 'HAN');
      expect(han).toMatchObject({ name: 'Noi Bai International Airport', city: 'Hanoi' });
    });

    it('uses the Accept-Language when languageId is absent', async () => {
      const body = airportListSchema.parse((await get('/content/api/v1/airport', 'en-AU')).json());
      expect(body.languageId).toBe('en');
    });

    it('lists from a departure only the airports reachable from it, marking hub connections', async () => {
      const body = airportListSchema.parse((await get('/content/api/v1/airport?departureCode=dli')).json());
      expect(body.departureCode).toBe('DLI');
      const airports = body.airportGroups.flatMap((group) => group.airports);
      const byCode = new Map(airports.map((airport) => [airport.code, airport]));
      expect(byCode.has('DLI')).toBe(false);
      expect(byCode.get('SGN')?.reach).toEqual({ isDirect: true, connectionVia: ['HAN'] });
      // Sydney has no route from Da Lat, but both hubs fly there.
      expect(byCode.get('SYD')?.reach).toEqual({ isDirect: false, connectionVia: ['SGN', 'HAN'] });
      // Bangkok–Krabi is a Thai domestic route: not reachable from Da Lat with one stop at a hub.
      expect(byCode.has('KBV')).toBe(false);
      expect(body.airportGroups[0]?.countryCode).toBe('VN');
    });

    it('answers an unknown departure with 404 AIRPORT_NOT_FOUND in the request language', async () => {
      const response = await get('/content/api/v1/airport?departureCode=ZZZ', 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        errorCode: 'AIRPORT_NOT_FOUND',
        message: 'The airport was not found.',
      });
    });

    it.each(['departureCode=SG', 'departureCode=S1N', 'languageId=xx'])(
      'answers a malformed query (%s) with 400 INVALID_REQUEST',
      async (query) => {
        const response = await get(`/content/api/v1/airport?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
      },
    );
  });

  describe('GET /content/api/v1/airport/detail', () => {
    it('describes one airport with its position, elevation and non-stop routes, in Vietnamese', async () => {
      const response = await get('/content/api/v1/airport/detail?airportCode=SGN');
      expect(response.statusCode).toBe(200);
      const body = airportDetailSchema.parse(response.json());
      expect(body.airport).toMatchObject({ code: 'SGN', icao: 'VVTS', city: 'TP. Hồ Chí Minh' });
      expect(body.airport.elevationFt).toBeGreaterThan(0);
      expect(body.airport.latitude).toBeCloseTo(10.8, 0);
      const han = body.routes.find((route) => route.destinationCode === 'HAN');
      expect(han).toMatchObject({ cityPair: 'SGN-HAN', destinationCity: 'Hà Nội', isDomestic: true });
      expect(body.routes.find((route) => route.destinationCode === 'SYD')?.isDomestic).toBe(false);
    });

    it('describes it in English for languageId=en', async () => {
      const body = airportDetailSchema.parse(
        (await get('/content/api/v1/airport/detail?airportCode=han&languageId=en')).json(),
      );
      expect(body.airport).toMatchObject({ code: 'HAN', name: 'Noi Bai International Airport' });
      expect(body.airport.province.country.name).toBe('Vietnam');
      expect(body.routes.some((route) => route.destinationCity === 'Ho Chi Minh City')).toBe(true);
    });

    it('answers a missing or malformed code with 400 and an unknown one with 404', async () => {
      expect((await get('/content/api/v1/airport/detail')).statusCode).toBe(400);
      expect((await get('/content/api/v1/airport/detail?airportCode=SGNX')).statusCode).toBe(400);
      const unknown = await get('/content/api/v1/airport/detail?airportCode=ZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorCode: 'AIRPORT_NOT_FOUND' });
    });
  });

  describe('GET /content/api/v1/journey-config', () => {
    it('gives the search form the fare families, dates and passenger limit of a departure city', async () => {
      const response = await get('/content/api/v1/journey-config?cityCode=SGN');
      expect(response.statusCode).toBe(200);
      const body = journeyConfigSchema.parse(response.json());
      expect(body).toMatchObject({
        cityCode: 'SGN',
        countryCode: 'VN',
        type: 'Fare',
        defaultTripType: 'roundTrip',
        earliestDepartureDate: '2026-11-21',
        latestDepartureDate: '2026-11-21',
        maxPassengers: 9,
      });
      // SGN has wide-body flights, so Business is on sale there.
      expect(body.fareFamilies.map((family) => family.code)).toContain('Business');
      expect(body.fareFamilies[0]?.benefits.length).toBeGreaterThan(0);
    });

    it('names the fare families in English and defaults to one way when roundTrip=false', async () => {
      const body = journeyConfigSchema.parse(
        (
          await get('/content/api/v1/journey-config?cityCode=SGN&languageId=en&type=Fare&roundTrip=false')
        ).json(),
      );
      expect(body.defaultTripType).toBe('oneway');
      const vi = journeyConfigSchema.parse((await get('/content/api/v1/journey-config?cityCode=SGN')).json());
      expect(body.fareFamilies.map((family) => family.name)).not.toEqual(
        vi.fareFamilies.map((family) => family.name),
      );
    });

    it('sells no Business fares where no wide-body departs', async () => {
      const body = journeyConfigSchema.parse(
        (await get('/content/api/v1/journey-config?cityCode=VCS')).json(),
      );
      expect(body.fareFamilies.map((family) => family.code)).not.toContain('Business');
    });

    it('requires documents from Vietnam to Australia and Kazakhstan, not to Singapore', async () => {
      const body = journeyConfigSchema.parse(
        (await get('/content/api/v1/journey-config?cityCode=SGN')).json(),
      );
      const to = (code: string) => body.destinations.find((destination) => destination.code === code);
      expect(to('SYD')).toMatchObject({ isDirect: true, requiresDocuments: true });
      expect(to('ALA')).toMatchObject({ isDirect: true, requiresDocuments: true });
      expect(to('SIN')).toMatchObject({ isDirect: true, requiresDocuments: false });
    });

    it('requires documents for a two-leg Australian journey from abroad, not for a direct one', async () => {
      const body = journeyConfigSchema.parse(
        (await get('/content/api/v1/journey-config?cityCode=SIN')).json(),
      );
      const syd = body.destinations.find((destination) => destination.code === 'SYD');
      expect(syd).toMatchObject({
        isDirect: false,
        requiresDocuments: true,
        requiresDocumentsWithConnection: true,
      });
      const han = body.destinations.find((destination) => destination.code === 'HAN');
      expect(han).toMatchObject({ isDirect: true, requiresDocuments: false });
    });

    it.each(['', '?cityCode=S', '?cityCode=SGN&type=Schedule', '?cityCode=SGN&roundTrip=maybe'])(
      'answers a bad query (%s) with 400 INVALID_REQUEST',
      async (query) => {
        const response = await get(`/content/api/v1/journey-config${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
      },
    );

    it('answers an unknown city with 404 AIRPORT_NOT_FOUND', async () => {
      const response = await get('/content/api/v1/journey-config?cityCode=ZZZ', 'vi');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        errorCode: 'AIRPORT_NOT_FOUND',
        message: 'Không tìm thấy sân bay.',
      });
    });
  });

  describe('GET /content/api/v1/flight-settings', () => {
    it('serves the requirements §9 passenger limits, age bands, hold and languages', async () => {
      const response = await get('/content/api/v1/flight-settings', 'en');
      expect(response.statusCode).toBe(200);
      const body = flightSettingsSchema.parse(response.json());
      expect(body.passengers).toEqual({
        adults: { min: 1, max: 9, default: 1 },
        children: { min: 0, max: 8, default: 0 },
        infants: { min: 0, default: 0, maxPerAdult: 1 },
        maxSeated: 9,
      });
      expect(body.ageBands).toEqual({
        adultMinYears: 12,
        childMinYears: 2,
        childMaxYears: 11,
        infantMinDays: 14,
      });
      expect(body).toMatchObject({
        bookingHoldHours: 6,
        defaultReturnDaysAhead: 7,
        idleTimeoutMs: 1_500_000,
        defaultLanguage: 'vi',
        defaultTripType: 'roundTrip',
      });
      expect(body.languages).toHaveLength(8);
      expect(body.currencies).toContain('VND');
    });

    it('is the same in Vietnamese', async () => {
      const vi = await get('/content/api/v1/flight-settings', 'vi');
      const en = await get('/content/api/v1/flight-settings', 'en');
      expect(vi.json()).toEqual(en.json());
    });
  });
});
