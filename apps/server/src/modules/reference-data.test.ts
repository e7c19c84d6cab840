import { currencyListSchema, languageListSchema } from '@skybook/contracts/cms';
import { countryListSchema, provinceListSchema } from '@skybook/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-fixture';
import { TEST_ENGINES } from '../../test/engines';

describe.each(TEST_ENGINES)('reference data on $engine', (engine) => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp(engine, { seedDays: 1 });
  });
  afterAll(() => subject.close());

  it('lists the eight site languages with Vietnamese as the default', async () => {
    const response = await subject.app.inject({ url: '/cms/api/v1/language' });
    const { languages } = languageListSchema.parse(response.json());
    expect(languages.map((language) => language.id)).toEqual([
      'vi',
      'en',
      'th',
      'ko',
      'zh-CN',
      'zh-TW',
      'ja',
      'ru',
    ]);
    expect(languages.filter((language) => language.isDefault).map((language) => language.id)).toEqual(['vi']);
    expect(languages[0]?.name).toBe('Tiếng Việt');
  });

  it('lists the currencies of the requirements, described in the request language', async () => {
    const vi = currencyListSchema.parse((await subject.app.inject({ url: '/cms/api/v1/currency' })).json());
    expect(vi.currencies.map((currency) => currency.code).sort()).toEqual([
      'AUD',
      'IDR',
      'JPY',
      'KRW',
      'SGD',
      'THB',
      'USD',
      'VND',
    ]);
    const en = currencyListSchema.parse(
      (
        await subject.app.inject({ url: '/cms/api/v1/currency', headers: { 'accept-language': 'en' } })
      ).json(),
    );
    const vndVi = vi.currencies.find((currency) => currency.code === 'VND');
    const vndEn = en.currencies.find((currency) => currency.code === 'VND');
    expect(vndVi?.minorUnitExponent).toBe(0);
    expect(vndVi?.description).not.toBe(vndEn?.description);
  });

  it("lists countries with their phone code and the visitor's default currency", async () => {
    const { countries } = countryListSchema.parse(
      (await subject.app.inject({ url: '/content/api/v1/country' })).json(),
    );
    expect(countries.find((country) => country.countryCode === 'VN')).toMatchObject({
      phoneCode: '+84',
      defaultCurrency: 'VND',
      languages: ['vi'],
    });
    expect(countries.find((country) => country.countryCode === 'JP')?.defaultCurrency).toBe('USD');
  });

  it("lists Vietnam's 34 provincial units, in any letter case of the code", async () => {
    const response = await subject.app.inject({ url: '/content/api/v1/country/vn/province' });
    const body = provinceListSchema.parse(response.json());
    expect(body.countryCode).toBe('VN');
    expect(body.provinces).toHaveLength(34);
    expect(body.provinces.map((province) => province.name)).toContain('TP. Hồ Chí Minh');
  });

  it('answers a malformed country code with 400 and an unknown one with 404 INVALID_COUNTRY', async () => {
    const malformed = await subject.app.inject({ url: '/content/api/v1/country/V1N/province' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
    const unknown = await subject.app.inject({
      url: '/content/api/v1/country/ZZ/province',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: 'INVALID_COUNTRY',
      message: 'The country is not valid.',
    });
  });
});
