import {
  airportConfigSchema,
  cityPairDetailSchema,
  cityPairListSchema,
  currencyListSchema,
  languageListSchema,
} from '@skybook/contracts/cms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import { CMS_ADMIN_TOKEN_SECRET } from '../../plugins/admin-guard';

describe.each(TEST_ENGINES)('CMS reference data, city pairs and airport config on $engine', (engine) => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp(engine, { seedDays: 1 });
  });
  afterAll(() => subject.close());

  const get = (url: string, language?: string) =>
    subject.app.inject({ url, headers: language ? { 'accept-language': language } : {} });

  describe('language and currency search', () => {
    it('finds Tiếng Việt by "tieng viet", without accents and in any case', async () => {
      const body = languageListSchema.parse((await get('/cms/api/v1/language?q=TIENG%20viet')).json());
      expect(body.languages.map((language) => language.id)).toEqual(['vi']);
    });

    it('finds a language by its shortName', async () => {
      const body = languageListSchema.parse((await get('/cms/api/v1/language?q=ja')).json());
      expect(body.languages.map((language) => language.id)).toEqual(['ja']);
    });

    it('lists every language for an empty query and none for a query that matches nothing', async () => {
      const all = languageListSchema.parse((await get('/cms/api/v1/language?q=')).json());
      expect(all.languages).toHaveLength(8);
      const none = languageListSchema.parse((await get('/cms/api/v1/language?q=klingon')).json());
      expect(none.languages).toEqual([]);
    });

    it('finds VND by "dong" in its Vietnamese description', async () => {
      const body = currencyListSchema.parse((await get('/cms/api/v1/currency?q=dong', 'vi')).json());
      expect(body.currencies.map((currency) => currency.code)).toEqual(['VND']);
      expect(body.currencies[0]?.description).toBe('Đồng Việt Nam');
    });

    it('finds VND by "dong" in its English description too', async () => {
      const body = currencyListSchema.parse((await get('/cms/api/v1/currency?q=Dong', 'en')).json());
      expect(body.currencies.map((currency) => currency.code)).toEqual(['VND']);
    });

    it('finds a currency by code in any case and the dollars by "đô la"', async () => {
      const byCode = currencyListSchema.parse((await get('/cms/api/v1/currency?q=aud')).json());
      expect(byCode.currencies.map((currency) => currency.code)).toEqual(['AUD']);
      const dollars = currencyListSchema.parse((await get('/cms/api/v1/currency?q=do%20la', 'vi')).json());
      expect(dollars.currencies.map((currency) => currency.code).sort()).toEqual(['AUD', 'SGD', 'USD']);
    });

    it('answers a query longer than 100 characters with 400 INVALID_REQUEST', async () => {
      const response = await get(`/cms/api/v1/currency?q=${'a'.repeat(101)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
    });
  });

  describe('GET /cms/api/v1/citypair', () => {
    it('lists both directions of each route with cities in Vietnamese', async () => {
      const body = cityPairListSchema.parse((await get('/cms/api/v1/citypair')).json());
      const sgnHan = body.cityPairs.find((pair) => pair.code === 'SGN-HAN');
      expect(sgnHan).toMatchObject({
        originCode: 'SGN',
        destinationCode: 'HAN',
        originCity: 'TP. Hồ Chí Minh',
        destinationCity: 'Hà Nội',
        isDomestic: true,
        carrierCode: 'VJ',
      });
      expect(sgnHan?.distanceKm).toBeGreaterThan(1100);
      expect(body.cityPairs.some((pair) => pair.code === 'HAN-SGN')).toBe(true);
      expect(body.cityPairs.find((pair) => pair.code === 'BKK-HKT')?.carrierCode).toBe('VZ');
    });

    it('names the cities in English for an English request', async () => {
      const body = cityPairListSchema.parse((await get('/cms/api/v1/citypair', 'en')).json());
      expect(body.cityPairs.find((pair) => pair.code === 'SGN-HAN')).toMatchObject({
        originCity: 'Ho Chi Minh City',
        destinationCity: 'Hanoi',
      });
    });
  });

  describe('GET /cms/api/v1/citypair/{id}/type/{type}', () => {
    it('lists the fare families of a route by code with prices rising from Eco', async () => {
      const response = await get('/cms/api/v1/citypair/sgn-han/type/Fare');
      expect(response.statusCode).toBe(200);
      const body = cityPairDetailSchema.parse(response.json());
      if (body.type !== 'Fare') throw new Error('expected fares');
      expect(body.cityPair.code).toBe('SGN-HAN');
      const codes = body.fares.map((fare) => fare.fareFamilyCode);
      expect(codes).toEqual(expect.arrayContaining(['Eco', 'Business']));
      expect(body.fares[0]).toMatchObject({
        fareFamilyCode: 'Eco',
        baseFare: body.baseFare,
        currency: 'VND',
      });
      const prices = body.fares.map((fare) => fare.baseFare);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    });

    it('gives the same route by numeric id, names in English, and no Business on narrow-body routes', async () => {
      const list = cityPairListSchema.parse((await get('/cms/api/v1/citypair')).json());
      const vcs = list.cityPairs.find((pair) => pair.code === 'SGN-VCS');
      const body = cityPairDetailSchema.parse(
        (await get(`/cms/api/v1/citypair/${vcs?.id}/type/fare`, 'en')).json(),
      );
      if (body.type !== 'Fare') throw new Error('expected fares');
      expect(body.cityPair.code).toBe('SGN-VCS');
      expect(body.fares.map((fare) => fare.fareFamilyCode)).not.toContain('Business');
      expect(body.fares[0]?.name).toMatch(/^[\x20-\x7e]+$/);
    });

    it('lists the weekly timetable of a route for type Schedule', async () => {
      const body = cityPairDetailSchema.parse(
        (await get('/cms/api/v1/citypair/SGN-HAN/type/Schedule')).json(),
      );
      if (body.type !== 'Schedule') throw new Error('expected schedules');
      expect(body.schedules).toHaveLength(8);
      expect(body.schedules[0]).toMatchObject({ operatingDays: '1234567', validFrom: '2026-11-21' });
      expect(body.schedules[0]?.flightNumber).toMatch(/^VJ\d+$/);
      const times = body.schedules.map((line) => line.departureTimeLocal);
      expect([...times].sort()).toEqual(times);
    });

    it('answers an unknown type or a malformed id with 400 INVALID_REQUEST', async () => {
      for (const url of [
        '/cms/api/v1/citypair/SGN-HAN/type/Seat',
        '/cms/api/v1/citypair/0/type/Fare',
        '/cms/api/v1/citypair/SGNHAN/type/Fare',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
      }
    });

    it('answers an unknown id or code with 404 CITY_PAIR_NOT_FOUND', async () => {
      for (const url of [
        '/cms/api/v1/citypair/999999/type/Fare',
        '/cms/api/v1/citypair/SGN-ZZZ/type/Schedule',
      ]) {
        const response = await get(url, 'en');
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({
          errorCode: 'CITY_PAIR_NOT_FOUND',
          message: 'The route was not found.',
        });
      }
    });
  });

  describe('airport config', () => {
    const adminToken = () =>
      getOrCreateSecret<string>(
        subject.database.db,
        CMS_ADMIN_TOKEN_SECRET,
        () => Promise.reject(new Error('the server creates the token')),
        new Date(),
      );
    const patch = (payload: unknown, authorization?: string) =>
      subject.app.inject({
        method: 'PATCH',
        url: '/cms/api/v1/airport/config',
        payload: payload as Record<string, unknown>,
        headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
      });

    it('answers the defaults for a city pair nobody has configured', async () => {
      const response = await get('/cms/api/v1/airport/config?cityPair=sgn-han');
      expect(response.statusCode).toBe(200);
      expect(airportConfigSchema.parse(response.json())).toEqual({
        cityPair: 'SGN-HAN',
        isSaleEnabled: true,
        isShuttleSupported: false,
        minConnectionMinutes: 90,
        updatedAt: null,
      });
    });

    it('refuses a change without a token with 401 INVALID_TOKEN, even for a malformed body', async () => {
      for (const payload of [{ cityPair: 'SGN-HAN', isShuttleSupported: true }, { nonsense: 1 }]) {
        const response = await patch(payload);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
      }
    });

    it('refuses a change with a wrong token with 401 INVALID_TOKEN', async () => {
      for (const authorization of ['Bearer wrong-token', 'Basic abc', `Bearer ${await adminToken()}x`]) {
        const response = await patch({ cityPair: 'SGN-HAN', isShuttleSupported: true }, authorization);
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
      }
      const unchanged = airportConfigSchema.parse(
        (await get('/cms/api/v1/airport/config?cityPair=SGN-HAN')).json(),
      );
      expect(unchanged.isShuttleSupported).toBe(false);
    });

    it('applies a change with the admin token, keeps the settings left out, and reads it back', async () => {
      const token = await adminToken();
      const first = await patch({ cityPair: 'sgn-han', isShuttleSupported: true }, `Bearer ${token}`);
      expect(first.statusCode).toBe(200);
      expect(airportConfigSchema.parse(first.json())).toEqual({
        cityPair: 'SGN-HAN',
        isSaleEnabled: true,
        isShuttleSupported: true,
        minConnectionMinutes: 90,
        updatedAt: '2026-11-21T03:00:00.000Z',
      });
      const second = await patch(
        { cityPair: 'SGN-HAN', minConnectionMinutes: 120, isSaleEnabled: false },
        `bearer ${token}`,
      );
      expect(second.statusCode).toBe(200);
      const read = airportConfigSchema.parse(
        (await get('/cms/api/v1/airport/config?cityPair=SGN-HAN')).json(),
      );
      expect(read).toMatchObject({
        isSaleEnabled: false,
        isShuttleSupported: true,
        minConnectionMinutes: 120,
      });
      const reverse = airportConfigSchema.parse(
        (await get('/cms/api/v1/airport/config?cityPair=HAN-SGN')).json(),
      );
      expect(reverse.updatedAt).toBeNull();
    });

    it('keeps both of two simultaneous changes to different settings', async () => {
      const authorization = `Bearer ${await adminToken()}`;
      const responses = await Promise.all([
        patch({ cityPair: 'SGN-DAD', isShuttleSupported: true }, authorization),
        patch({ cityPair: 'SGN-DAD', minConnectionMinutes: 45 }, authorization),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const read = airportConfigSchema.parse(
        (await get('/cms/api/v1/airport/config?cityPair=SGN-DAD')).json(),
      );
      expect(read).toMatchObject({ isSaleEnabled: true, isShuttleSupported: true, minConnectionMinutes: 45 });
    });

    it.each([
      ['no setting', { cityPair: 'SGN-HAN' }],
      ['an unknown field', { cityPair: 'SGN-HAN', isSaleEnabled: true, colour: 'red' }],
      ['a malformed city pair', { cityPair: 'SGNHAN', isSaleEnabled: true }],
      ['a connection time out of range', { cityPair: 'SGN-HAN', minConnectionMinutes: 5 }],
      ['a string for a flag', { cityPair: 'SGN-HAN', isSaleEnabled: 'yes' }],
    ])('answers a body with %s with 400 INVALID_REQUEST', async (_name, payload) => {
      const response = await patch(payload, `Bearer ${await adminToken()}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
    });

    it('answers an unknown city pair with 404 CITY_PAIR_NOT_FOUND on read and write', async () => {
      const write = await patch(
        { cityPair: 'SGN-ZZZ', isSaleEnabled: false },
        `Bearer ${await adminToken()}`,
      );
      expect(write.statusCode).toBe(404);
      expect(write.json()).toMatchObject({ errorCode: 'CITY_PAIR_NOT_FOUND' });
      const read = await get('/cms/api/v1/airport/config?cityPair=SGN-ZZZ');
      expect(read.statusCode).toBe(404);
      expect((await get('/cms/api/v1/airport/config')).statusCode).toBe(400);
    });

    // Last: it breaks the table for the rest of this app.
    it('answers fetch_config_failed when the settings cannot be read', async () => {
      await sql`DROP TABLE airport_config`.execute(subject.database.db);
      const response = await get('/cms/api/v1/airport/config?cityPair=SGN-HAN', 'en');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        errorCode: 'fetch_config_failed',
        message: 'The airport configuration could not be loaded.',
      });
    });
  });
});
