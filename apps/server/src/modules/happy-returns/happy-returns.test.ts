import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  categoryListSchema,
  foundItemPaxSchema,
  propertyListSchema,
  searchByPaxResponseSchema,
} from '@skybook/contracts/happy-returns';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { SEARCH_LIMITS } from './happy-returns.routes';

const API = '/happy-returns/v1';

describe.each(TEST_ENGINES)('happy-returns catalogue, items and search on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;
  /** A fresh client address per call, so only the rate-limit test meets the limits. */
  const nextClient = () => `10.20.${String(Math.floor(++client / 250))}.${String(client % 250)}`;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 12 });
    clock = test.app.clock as ManualClock;
  }, 180_000);
  afterAll(() => test.close());

  const get = (url: string, language?: string) =>
    test.app.inject({
      url,
      remoteAddress: nextClient(),
      headers: language ? { 'accept-language': language } : {},
    });
  const search = (payload: object, options: { language?: string; client?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url: `${API}/items/search-by-pax`,
      payload,
      remoteAddress: options.client ?? nextClient(),
      headers: options.language ? { 'accept-language': options.language } : {},
    });
  const searchOk = async (payload: object, language?: string) => {
    const response = await search(payload, { language });
    expect(response.statusCode, response.body).toBe(200);
    return searchByPaxResponseSchema.parse(response.json());
  };
  const items = () => test.database.db.selectFrom('happy_return_item').selectAll().orderBy('id').execute();

  it('lists the categories in Vietnamese and English, each saying which language its text is in', async () => {
    const vi = categoryListSchema.parse((await get(`${API}/category?languageId=vi`)).json());
    const en = categoryListSchema.parse((await get(`${API}/category?languageId=en`)).json());
    expect(vi.categories.map((category) => category.id)).toEqual([
      'phone',
      'wallet',
      'bag',
      'document',
      'jewellery',
      'electronics',
      'clothing',
      'keys',
      'toy',
      'eyewear',
      'other',
    ]);
    expect(vi.categories[0]).toMatchObject({ name: 'Điện thoại', languageId: 'vi' });
    expect(en.categories[0]).toMatchObject({ name: 'Phones', languageId: 'en' });
    const ja = categoryListSchema.parse((await get(`${API}/category`, 'ja-JP,ja;q=0.9')).json());
    expect(ja).toMatchObject({ languageId: 'ja' });
    expect(ja.categories[0]).toMatchObject({ name: '携帯電話', languageId: 'ja' });
  });

  it('falls back to English, then Vietnamese, for a text missing in a language', async () => {
    const db = test.database.db;
    await db
      .deleteFrom('happy_return_category_text')
      .where('category_id', '=', 'keys')
      .where('language_id', '=', 'ru')
      .execute();
    await db
      .deleteFrom('happy_return_category_text')
      .where('category_id', '=', 'toy')
      .where('language_id', 'in', ['ru', 'en'])
      .execute();
    const ru = categoryListSchema.parse((await get(`${API}/category?languageId=RU`)).json());
    const byId = new Map(ru.categories.map((category) => [category.id, category]));
    expect(byId.get('phone')).toMatchObject({ name: 'Телефоны', languageId: 'ru' });
    expect(byId.get('keys')).toMatchObject({ name: 'Keys', languageId: 'en' });
    expect(byId.get('toy')).toMatchObject({ name: 'Đồ chơi', languageId: 'vi' });
    // A language the site does not have reads English.
    const other = categoryListSchema.parse((await get(`${API}/category?languageId=de`)).json());
    expect(other.categories[0]).toMatchObject({ name: 'Phones', languageId: 'en' });
  });

  it('lists the properties of a category with their allowed values, names falling back to English', async () => {
    const response = await get(`${API}/properties?languageId=vi&categoryId=phone`);
    expect(response.statusCode, response.body).toBe(200);
    const phone = propertyListSchema.parse(response.json());
    expect(phone.properties.map((property) => [property.id, property.isRequired])).toEqual([
      ['phoneBrand', true],
      ['colour', true],
      ['hasCase', false],
    ]);
    const colour = phone.properties[1];
    expect(colour).toMatchObject({ name: 'Màu sắc', inputType: 'select', maxLength: null });
    expect(colour?.values).toContainEqual({ code: 'black', label: 'Đen' });
    const bag = propertyListSchema.parse(
      (await get(`${API}/properties?languageId=ja&categoryId=bag`)).json(),
    );
    expect(bag.properties.find((property) => property.id === 'brand')).toEqual({
      id: 'brand',
      name: 'Brand',
      inputType: 'text',
      isRequired: false,
      maxLength: 60,
      values: [],
    });
    expect(bag.properties[0]?.values[0]).toEqual({ code: 'backpack', label: 'Backpack' });
  });

  it('answers 404 for an unknown category and 400 without one', async () => {
    const unknown = await get(`${API}/properties?languageId=en&categoryId=umbrella`);
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).errorCode).toBe('NOT_FOUND');
    const missing = await get(`${API}/properties?languageId=en`);
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).errorCode).toBe('INVALID_REQUEST');
  });

  it('shows a found item to a traveller without who found it, the exact seat or the matched booking', async () => {
    const row = (await items()).find((item) => item.owner_locator !== null && item.found_seat !== null);
    if (!row?.found_seat || !row.owner_locator || !row.owner_family_name)
      throw new Error('no matched item seeded');
    const response = await get(`${API}/items/${row.id}/pax`, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const view = foundItemPaxSchema.parse(response.json());
    expect(view).toMatchObject({
      id: row.id,
      title: row.title_en,
      description: row.description_en,
      flight: {
        designator: `${row.carrier_code}${row.flight_number}`,
        date: row.flight_date,
        originCode: row.origin_code,
        destinationCode: row.destination_code,
      },
      foundAt: row.found_at,
      holdUntil: row.hold_until,
      storage: { airportCode: row.storage_airport_code },
    });
    const seatRow = Number.parseInt(row.found_seat, 10);
    expect(view.seatArea?.fromRow).toBeLessThanOrEqual(seatRow);
    expect(view.seatArea?.toRow).toBeGreaterThanOrEqual(seatRow);
    expect((view.seatArea?.toRow ?? 0) - (view.seatArea?.fromRow ?? 0)).toBe(4);
    expect(view.properties.length).toBeGreaterThan(0);
    expect(view.properties.every((property) => property.value !== '' && property.name !== property.id)).toBe(
      true,
    );
    for (const secret of [row.finder_name, row.found_seat, row.owner_locator, row.owner_family_name]) {
      expect(response.body).not.toContain(secret);
    }
    const vi = foundItemPaxSchema.parse((await get(`${API}/items/${row.id}/pax?languageId=vi`, 'en')).json());
    expect(vi.title).toBe(row.title_vi);
    expect(vi.category.name).not.toBe(view.category.name);
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    const unknown = await get(`${API}/items/LFAAAAAAAA/pax`, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json())).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: 'The content is missing or has changed.',
    });
    expect((await get(`${API}/items/nope/pax`)).statusCode).toBe(400);
  });

  it('finds the items matched to a booking first, and answers a wrong name like an unknown booking', async () => {
    const row = (await items()).find((item) => item.owner_locator !== null && item.status !== 'returned');
    if (!row?.owner_locator || !row.owner_family_name) throw new Error('no matched item seeded');
    const found = await searchOk({
      bookingCode: row.owner_locator.toLowerCase(),
      familyName: ` ${row.owner_family_name.toLowerCase()} `,
      flightDate: row.flight_date,
    });
    expect(found.items[0]).toMatchObject({ id: row.id, matchedOn: ['bookingCode', 'date'] });
    // The rest are other items of that day, matched on the date only.
    expect(found.items.slice(1).every((item) => item.matchedOn.join() === 'date')).toBe(true);
    expect(found.total).toBe(found.items.length);
    expect(JSON.stringify(found)).not.toContain(row.owner_locator);

    const wrongName = await searchOk({ bookingCode: row.owner_locator, familyName: 'Nobody' });
    const noBooking = await searchOk({ bookingCode: 'ZZZZZZ', familyName: row.owner_family_name });
    expect(wrongName).toEqual({ items: [], total: 0 });
    expect(noBooking).toEqual(wrongName);
  });

  it('searches by flight number and date, narrowed by category, and never lists returned items', async () => {
    const all = await items();
    const row = all.find((item) => item.status === 'found');
    if (!row) throw new Error('no found item seeded');
    const onFlight = await searchOk({
      flightNumber: `${row.carrier_code.toLowerCase()} ${row.flight_number}`,
      flightDate: row.flight_date,
    });
    expect(onFlight.items.map((item) => item.id)).toContain(row.id);
    for (const item of onFlight.items) {
      expect(item).toMatchObject({
        flightDesignator: `${row.carrier_code}${row.flight_number}`,
        flightDate: row.flight_date,
        matchedOn: ['flight', 'date'],
      });
    }
    const otherCategory = await searchOk({
      flightNumber: row.flight_number,
      flightDate: row.flight_date,
      categoryId: row.category_id === 'phone' ? 'wallet' : 'phone',
    });
    expect(otherCategory.items.map((item) => item.id)).not.toContain(row.id);
    const sameCategory = await searchOk({ flightDate: row.flight_date, categoryId: row.category_id });
    expect(sameCategory.items.every((item) => item.category.id === row.category_id)).toBe(true);
    expect(sameCategory.items.find((item) => item.id === row.id)?.matchedOn).toEqual(['date', 'category']);

    const byDate = await searchOk({ flightDate: row.flight_date }, 'vi');
    const expected = all.filter((item) => item.flight_date === row.flight_date && item.status !== 'returned');
    expect(byDate.items.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(byDate.items.find((item) => item.id === row.id)?.title).toBe(row.title_vi);

    const returned = all.find((item) => item.status === 'returned');
    if (!returned) throw new Error('no returned item seeded');
    const ofReturned = await searchOk({
      flightNumber: returned.flight_number,
      flightDate: returned.flight_date,
    });
    expect(ofReturned.items.map((item) => item.id)).not.toContain(returned.id);
  });

  it('refuses searches without criteria or with a bad code, name, date or category, in the request language', async () => {
    const refusal = async (payload: object, language = 'en') => {
      const response = await search(payload, { language });
      expect(response.statusCode, response.body).toBe(400);
      return errorEnvelopeSchema.parse(response.json());
    };
    expect(await refusal({ categoryId: 'phone' })).toMatchObject({
      errorCode: 'INVALID_FORM',
      details: {
        issues: [
          {
            path: 'body',
            code: 'searchCriteriaRequired',
            message: 'Enter your booking code and family name, a flight number or a flight date',
          },
        ],
      },
    });
    const badCode = await refusal({ bookingCode: 'AB1', familyName: 'Tran' });
    expect(badCode.details?.issues).toEqual([
      {
        path: 'body.bookingCode',
        code: 'invalidBookingCode',
        message: 'The booking code has 6 letters and digits',
      },
    ]);
    const noName = await refusal({ bookingCode: 'ABCDEF' }, 'vi');
    expect(noName).toMatchObject({ errorCode: 'INVALID_LASTNAME', message: 'Họ không hợp lệ.' });
    expect(noName.details?.issues?.[0]).toMatchObject({
      path: 'body.familyName',
      message: 'Trường này bắt buộc nhập',
    });
    const future = await refusal({ flightDate: '2026-11-22' });
    expect(future.details?.issues?.[0]).toMatchObject({
      path: 'body.flightDate',
      code: 'flightDateInFuture',
    });
    const unknown = await refusal({ flightDate: '2026-11-10', categoryId: 'umbrella' });
    expect(unknown.details?.issues?.[0]).toMatchObject({ path: 'body.categoryId', code: 'unknownCategory' });
    const badNumber = await refusal({ flightNumber: 'VJ12345' });
    expect(badNumber.details?.issues?.[0]).toMatchObject({ code: 'invalidFlightNumber' });
    const wrongType = await search({ flightDate: 20261110 });
    expect(wrongType.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(wrongType.json()).errorCode).toBe('INVALID_REQUEST');
  });

  it('rate limits searches per client and per booking code, with Retry-After, until the window turns', async () => {
    const client = '192.0.2.10';
    const { max } = SEARCH_LIMITS.perClient;
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) {
      statuses.push((await search({ flightDate: '2026-11-10' }, { client })).statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    const limited = await search({ flightDate: '2026-11-10' }, { client, language: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json())).toMatchObject({
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in a few minutes.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(SEARCH_LIMITS.perClient.windowMs / 1000);
    // Another client is not affected; this one is again once the window has turned.
    expect((await search({ flightDate: '2026-11-10' })).statusCode).toBe(200);
    clock.advance(retryAfter * 1000);
    expect((await search({ flightDate: '2026-11-10' }, { client })).statusCode).toBe(200);

    // Guessing names for one booking code from many addresses meets the per-booking limit.
    const perBooking = SEARCH_LIMITS.perBookingCode.max;
    for (let n = 0; n < perBooking; n += 1) {
      expect((await search({ bookingCode: 'QWERTY', familyName: `Name${String(n)}` })).statusCode).toBe(200);
    }
    const guessed = await search({ bookingCode: 'qwerty', familyName: 'Another' });
    expect(guessed.statusCode).toBe(429);
    expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search({ bookingCode: 'QWERTZ', familyName: 'Another' })).statusCode).toBe(200);
  });
});
