import { addonsResponseSchema } from '@skybook/contracts/ancillaries';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { LEGAL_CONTENT_KEYS, htmlContentSchema } from '@skybook/contracts/legal-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { seedAncillaries } from '../../db/seed/ancillaries';

describe.each(TEST_ENGINES)('CMS htmls and addons on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine);
    await seedAncillaries(test.database.db, { now: TEST_NOW });
  }, 120_000);
  afterAll(() => test.close());

  const get = (url: string, language?: string) =>
    test.app.inject({ url, headers: language ? { 'accept-language': language } : {} });
  const html = async (query: string, language?: string) => {
    const response = await get(`/cms/api/v1/htmls?${query}`, language);
    expect(response.statusCode, response.body).toBe(200);
    return htmlContentSchema.parse(response.json());
  };

  it('serves every legal-content key in Vietnamese and English', async () => {
    for (const key of LEGAL_CONTENT_KEYS) {
      const vi = await html(`name=${key}&languageId=vi`);
      const en = await html(`name=${key}&languageId=en`);
      expect(vi).toMatchObject({ name: key, languageId: 'vi' });
      expect(en).toMatchObject({ name: key, languageId: 'en' });
      expect(vi.title).not.toBe(en.title);
      expect(vi.detail).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    }
    const shuttle = await html('name=airportShuttleTerms&languageId=vi');
    expect(shuttle.title).toBe('Điều khoản xe đưa đón sân bay');
    expect(shuttle.detail).toContain('<li>');
  });

  it('falls back to English, then Vietnamese, for a language without the text', async () => {
    expect((await html('name=fareRules&languageId=ja')).languageId).toBe('en');
    expect((await html('name=fareRules&languageId=ZH-tw')).languageId).toBe('en');
    expect((await html('name=fareRules', 'ko-KR,ko;q=0.9')).languageId).toBe('en');
    expect((await html('name=fareRules')).languageId).toBe('vi');
    await test.database.db
      .deleteFrom('html_content')
      .where('name', '=', 'covidTestTerms')
      .where('language_id', '=', 'en')
      .execute();
    expect((await html('name=covidTestTerms&languageId=ja')).languageId).toBe('vi');
  });

  it('answers 404 NOT_FOUND for an unknown name and 400 without one, in the request language', async () => {
    const unknown = await get('/cms/api/v1/htmls?name=privacyPolicy&languageId=en', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json())).toMatchObject({ errorCode: 'NOT_FOUND' });
    const missing = await get('/cms/api/v1/htmls');
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).errorCode).toBe('INVALID_REQUEST');
    await test.database.db.deleteFrom('html_content').where('name', '=', 'payLaterTerms').execute();
    expect((await get('/cms/api/v1/htmls?name=payLaterTerms')).statusCode).toBe(404);
  });

  it('lists the partner add-ons with pictures that are served', async () => {
    const response = await get('/cms/api/v1/addons?languageId=en');
    expect(response.statusCode).toBe(200);
    const { addons } = addonsResponseSchema.parse(response.json());
    expect(addons.map((addon) => addon.code)).toEqual(['esim', 'evisa', 'emenu']);
    expect(addons[0]).toMatchObject({ name: 'Travel eSIM', url: '/e-sim' });
    const vi = addonsResponseSchema.parse((await get('/cms/api/v1/addons?languageId=vi')).json());
    expect(vi.addons[1]?.name).toBe('Thị thực điện tử');
    for (const addon of addons) {
      const image = await get(addon.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await get('/cms/images/addons/none.svg')).statusCode).toBe(404);
    expect((await get('/cms/images/addons/..%2Fcms.routes.ts')).statusCode).toBe(400);
  });
});
