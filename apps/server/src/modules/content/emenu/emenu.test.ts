import {
  emenuCatalogueSchema,
  emenuCategoryResponseSchema,
  emenuConditionResponseSchema,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';

const API = '/content/api/v1';

describe.each(TEST_ENGINES)('the e-menu catalogue on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    // The seed writes the exchange rates prices are converted with; the import writes the menu.
    test = await createTestApp(engine, { seedDays: 1, importContent: true });
  }, 120_000);
  afterAll(() => test.close());

  const get = (url: string, language = 'en') =>
    test.app.inject({ url, headers: { 'accept-language': language } });
  const ok = async (url: string, language?: string) => {
    const response = await get(url, language);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  const rate = async (currency: string) => {
    const row = await test.database.db
      .selectFrom('exchange_rate')
      .select(['numerator', 'denominator'])
      .where('base_currency', '=', 'VND')
      .where('quote_currency', '=', currency)
      .executeTakeFirstOrThrow();
    return row.numerator / row.denominator;
  };

  it('lists every category in order with its items, pictures, VND prices and dietary conditions', async () => {
    const menu = emenuCatalogueSchema.parse(await ok(`${API}/items/vi`));
    expect(menu).toMatchObject({ languageId: 'vi', currency: 'VND', name: '' });
    expect(menu.categories.map((category) => category.id)).toEqual([
      'hot-meals',
      'snacks',
      'drinks',
      'gifts',
    ]);
    expect(menu.categories.map((category) => category.name)).toEqual([
      'Món nóng',
      'Món nhẹ',
      'Đồ uống',
      'Quà tặng',
    ]);
    expect(menu.total).toBe(menu.categories.reduce((sum, category) => sum + category.items.length, 0));
    const pho = menu.categories[0]?.items[0];
    expect(pho).toEqual({
      id: 'pho-bo',
      categoryId: 'hot-meals',
      name: 'Phở bò Hà Nội',
      description: 'Bánh phở, bò tái chín, nước dùng hầm xương 8 giờ.',
      image: '/content/media/emenu/pho-bo.svg',
      price: { currency: 'VND', amount: 95_000 },
      conditions: [{ id: 'gluten-free', name: 'Không gluten' }],
    });
    expect(menu.conditions.map((condition) => condition.id)).toEqual(
      expect.arrayContaining(['vegetarian', 'halal', 'contains-nuts']),
    );
    // Every picture is served by the content API.
    const pictures = menu.categories.flatMap((category) => category.items.map((item) => item.image));
    for (const picture of new Set(pictures)) {
      const response = await test.app.inject({ url: picture });
      expect(response.statusCode, picture).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('writes English texts for English, and English where a language has none', async () => {
    const english = emenuCatalogueSchema.parse(await ok(`${API}/items/EN`));
    expect(english.languageId).toBe('en');
    expect(english.categories[2]?.name).toBe('Drinks');
    const japanese = emenuCatalogueSchema.parse(await ok(`${API}/items/ja`));
    expect(japanese.languageId).toBe('en');
    expect(japanese.categories[0]?.items[0]?.name).toBe('Hanoi beef pho');
  });

  it('converts prices into the asked currency with the site’s exchange rates', async () => {
    const usd = emenuCatalogueSchema.parse(await ok(`${API}/items/en?currency=usd`));
    expect(usd.currency).toBe('USD');
    const pho = usd.categories[0]?.items.find((item) => item.id === 'pho-bo');
    expect(pho?.price.currency).toBe('USD');
    // 95 000 VND at the seeded rate, in cents, rounded half up.
    expect(pho?.price.amount).toBe(Math.round(95_000 * (await rate('USD')) * 100));
    const krw = emenuCatalogueSchema.parse(await ok(`${API}/items/ko?currency=KRW`));
    expect(krw.categories[0]?.items[0]?.price).toEqual({
      currency: 'KRW',
      amount: Math.round(95_000 * (await rate('KRW'))),
    });
  });

  it('finds items by name, ignoring case and accents, keeping only categories with a match', async () => {
    const found = emenuCatalogueSchema.parse(
      await ok(`${API}/items/vi?name=${encodeURIComponent('BANH MI')}`),
    );
    expect(found.name).toBe('BANH MI');
    expect(found.total).toBe(1);
    expect(found.categories).toHaveLength(1);
    expect(found.categories[0]?.items.map((item) => item.name)).toEqual(['Bánh mì thịt nguội']);
    const coffee = emenuCatalogueSchema.parse(await ok(`${API}/items/vi?name=ca%20phe`));
    expect(coffee.categories.flatMap((category) => category.items.map((item) => item.id))).toEqual([
      'ca-phe-sua-da',
      'bo-phin',
    ]);
    const none = emenuCatalogueSchema.parse(await ok(`${API}/items/en?name=sushi`));
    expect(none).toMatchObject({ total: 0, categories: [] });
    // The legend of conditions is there whatever the search found.
    expect(none.conditions.length).toBeGreaterThan(0);
  });

  it('answers one category with its items', async () => {
    const drinks = emenuCategoryResponseSchema.parse(
      await ok(`${API}/categories/drinks?languageId=en&currency=SGD`),
    );
    expect(drinks.category).toMatchObject({ id: 'drinks', name: 'Drinks' });
    expect(drinks.category.items.map((item) => item.id)).toContain('ca-phe-sua-da');
    expect(drinks.category.items.every((item) => item.price.currency === 'SGD')).toBe(true);
  });

  it('answers a dietary condition with the items that meet it', async () => {
    const vegetarian = emenuConditionResponseSchema.parse(
      await ok(`${API}/items/condition/vegetarian`, 'vi'),
    );
    expect(vegetarian.condition).toEqual({
      id: 'vegetarian',
      name: 'Chay',
      description: 'Không có thịt, cá hay hải sản.',
    });
    expect(vegetarian.items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['mi-xao-chay', 'com-chay']),
    );
    expect(vegetarian.items.map((item) => item.id)).not.toContain('pho-bo');
    expect(vegetarian.items.every((item) => item.conditions.some((met) => met.id === 'vegetarian'))).toBe(
      true,
    );
    const nuts = emenuConditionResponseSchema.parse(
      await ok(`${API}/items/condition/contains-nuts?languageId=en`),
    );
    expect(nuts.items.map((item) => item.id)).toEqual(['goi-cuon', 'hat-dieu']);
  });

  it.each([
    [`${API}/categories/desserts`, 404, 'EMENU_CATEGORY_NOT_FOUND', 'The menu has no such category.'],
    [
      `${API}/items/condition/kosher`,
      404,
      'EMENU_CONDITION_NOT_FOUND',
      'The menu has no such dietary condition.',
    ],
    [`${API}/items/fr`, 400, 'INVALID_LANGUAGE', 'The language is not supported.'],
    [`${API}/items/en?currency=BTC`, 400, 'INVALID_CURRENCY', 'The currency is not supported.'],
    [`${API}/categories/drinks?currency=EUR`, 400, 'INVALID_CURRENCY', 'The currency is not supported.'],
    [`${API}/items/e1`, 400, 'INVALID_REQUEST', 'The request is not valid.'],
    [`${API}/categories/Drinks!`, 400, 'INVALID_REQUEST', 'The request is not valid.'],
    [`${API}/items/en?name=${'x'.repeat(61)}`, 400, 'INVALID_REQUEST', 'The request is not valid.'],
  ])('answers %s with %i %s, translated', async (url, status, errorCode, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode, message });
  });

  it('answers in the request’s language, with a Vietnamese message for a Vietnamese visitor', async () => {
    const response = await get(`${API}/categories/desserts`, 'vi');
    expect(response.json()).toMatchObject({
      errorCode: 'EMENU_CATEGORY_NOT_FOUND',
      message: 'Thực đơn không có nhóm món này.',
    });
  });
});
