import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANCILLARY_SERVICE_TYPES } from '@skybook/contracts/ancillaries';
import { LEGAL_CONTENT_KEYS } from '@skybook/contracts/legal-content';
import { LUGGAGE_PACKS_KG, OVERSIZE_PACKS_KG } from '@skybook/domain/booking-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase, type TestDatabase } from '../../../test/engines';
import {
  ANCILLARIES_SEED_NAME,
  LEGAL_CONTENT_DIR,
  buildAddons,
  parseLegalHtml,
  readLegalContent,
  seedAncillaries,
} from './ancillaries';
import { HOT_MEAL_MIN_BLOCK_MINUTES, buildAncillaryProducts, tetFlowerSeason } from './ancillary-catalogue';
import { buildAncillaryServices } from './ancillary-services';
import { COMFORT_KIT_MIN_BLOCK_MINUTES } from './ancillary-shop';
import { buildInsurancePlans, buildInsurancePremiums } from './insurance-plans';
import { ROUTES } from './network';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const SERVER_SRC = new URL('../../', import.meta.url);

/** The module file a site path like `/booking/images/meals/pho-bo.svg` is served from. */
function servedFile(path: string): URL {
  const match = /^\/(booking|content|cms)\/images\/([a-z-]+)\/([a-z0-9-]+\.svg)$/.exec(path);
  if (!match) throw new Error(`not an image path: ${path}`);
  const [, module = '', folder = '', file = ''] = match;
  return new URL(`modules/${module}/images/${folder}/${file}`, SERVER_SRC);
}

describe('the extras catalogue', () => {
  const products = buildAncillaryProducts(NOW);
  const services = buildAncillaryServices();

  it('has a service row with an icon for every extra type and the page’s own entries', () => {
    const types = services.map((service) => service.service_type);
    expect(types).toEqual(
      expect.arrayContaining([...ANCILLARY_SERVICE_TYPES, 'seat', 'travelInsurance', 'flyGreen']),
    );
    expect(services.filter((service) => service.is_default === 1)).toHaveLength(1);
    for (const service of services) expect(existsSync(servedFile(service.icon_path))).toBe(true);
    for (const product of products) expect(types).toContain(product.service_type);
  });

  it('sells requirements §9’s luggage and oversize packs on both price ladders, dearer abroad', () => {
    for (const [type, packs] of [
      ['luggage', LUGGAGE_PACKS_KG],
      ['oversizeLuggage', OVERSIZE_PACKS_KG],
    ] as const) {
      for (const scope of ['domestic', 'international']) {
        const ladder = products.filter((row) => row.service_type === type && row.applies_to === scope);
        expect(ladder.map((row) => row.weight_kg)).toEqual([...packs]);
        const amounts = ladder.map((row) => row.amount);
        expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      }
      for (const kg of packs) {
        const domestic = products.find(
          (row) => row.service_type === type && row.weight_kg === kg && row.applies_to === 'domestic',
        );
        const international = products.find(
          (row) => row.service_type === type && row.weight_kg === kg && row.applies_to === 'international',
        );
        expect(international?.amount).toBeGreaterThan(domestic?.amount ?? Infinity);
      }
    }
  });

  it('has at least eight dishes per menu, Vietnamese ones among them, hot ones for long flights only', () => {
    for (const scope of ['domestic', 'international']) {
      const meals = products.filter((row) => row.service_type === 'meal' && row.applies_to === scope);
      expect(meals.length).toBeGreaterThanOrEqual(8);
      expect(meals.map((meal) => meal.name_vi)).toEqual(
        expect.arrayContaining(['Phở bò Hà Nội', 'Bánh mì thịt nguội', 'Cơm gà Hội An']),
      );
      expect(new Set(meals.map((meal) => meal.min_block_minutes))).toEqual(
        new Set([0, HOT_MEAL_MIN_BLOCK_MINUTES]),
      );
    }
    const kits = products.filter((row) => row.service_type === 'comfortKit');
    for (const kit of kits) expect(kit.min_block_minutes).toBe(COMFORT_KIT_MIN_BLOCK_MINUTES);
  });

  it('shows a picture that exists for every meal, duty-free item and souvenir', () => {
    const pictured = products.filter((row) => ['meal', 'dutyFree', 'souvenir'].includes(row.service_type));
    expect(pictured.length).toBeGreaterThan(20);
    for (const row of pictured) {
      expect(row.image_path).not.toBeNull();
      const file = servedFile(row.image_path ?? '');
      expect(existsSync(file), row.code).toBe(true);
      expect(readFileSync(file, 'utf8')).not.toMatch(/<script|\son[a-z]+=|href=/i);
    }
    for (const addon of buildAddons()) expect(existsSync(servedFile(addon.image_path))).toBe(true);
  });

  it('offers shuttles and taxis at airports the network flies to, and only the terms keys the requirements list', () => {
    const flown = new Set(ROUTES.flatMap((route) => [route.a, route.b]));
    for (const row of products.filter((product) => product.airport_codes !== null)) {
      const airports = JSON.parse(row.airport_codes ?? '[]') as string[];
      expect(airports.length).toBeGreaterThan(0);
      for (const code of airports) expect(flown.has(code), `${row.code} ${code}`).toBe(true);
    }
    for (const row of products) {
      if (row.terms_key !== null) expect(LEGAL_CONTENT_KEYS).toContain(row.terms_key);
    }
    expect(new Set(products.map((row) => row.code)).size).toBe(products.length);
  });

  it('puts the flower season in the 30 days before Tet, the next one once a season is over', () => {
    expect(tetFlowerSeason(NOW)).toEqual({ from: '2027-01-07', to: '2027-02-05' });
    expect(tetFlowerSeason(new Date('2027-01-20T00:00:00.000Z'))).toEqual({
      from: '2027-01-07',
      to: '2027-02-05',
    });
    // 6 February 2027 in Vietnam is already Tet: the next season is before Tet 2028 (26 January).
    expect(tetFlowerSeason(new Date('2027-02-05T17:30:00.000Z'))).toEqual({
      from: '2027-12-27',
      to: '2028-01-25',
    });
    const flowers = products.filter((row) => row.service_type === 'flower');
    for (const row of flowers)
      expect([row.valid_from, row.valid_to, row.applies_to]).toEqual([
        '2027-01-07',
        '2027-02-05',
        'domestic',
      ]);
  });

  it('prices insurance for every age band and trip length, seniors dearer, international dearer', () => {
    const plans = buildInsurancePlans();
    const premiums = buildInsurancePremiums();
    expect(plans.filter((plan) => plan.scope === 'domestic').length).toBeGreaterThanOrEqual(2);
    expect(plans.filter((plan) => plan.scope === 'international').length).toBeGreaterThanOrEqual(2);
    const gaps: string[] = [];
    for (const plan of plans) {
      const rows = premiums.filter((row) => row.plan_code === plan.code);
      for (let age = 0; age <= 80; age++) {
        for (let day = 1; day <= (plan.scope === 'domestic' ? 30 : 90); day++) {
          const matches = rows.filter(
            (row) => row.min_age <= age && age <= row.max_age && row.min_days <= day && day <= row.max_days,
          );
          if (matches.length !== 1) gaps.push(`${plan.code} age ${age} day ${day}: ${matches.length}`);
        }
      }
      expect(JSON.parse(plan.coverage_vi)).toHaveLength((JSON.parse(plan.coverage_en) as string[]).length);
    }
    expect(gaps).toEqual([]);
    const premium = (plan: string, age: number, days: number) =>
      premiums.find(
        (row) =>
          row.plan_code === plan &&
          row.min_age <= age &&
          age <= row.max_age &&
          row.min_days <= days &&
          days <= row.max_days,
      )?.amount ?? 0;
    expect(premium('SKYCARE-BASIC', 70, 5)).toBeGreaterThan(premium('SKYCARE-BASIC', 30, 5));
    expect(premium('SKYCARE-BASIC', 30, 5)).toBeGreaterThan(premium('SKYCARE-BASIC', 5, 5));
    expect(premium('SKYCARE-BASIC', 30, 10)).toBeGreaterThan(premium('SKYCARE-BASIC', 30, 5));
    expect(premium('TRAVEL-STANDARD', 30, 5)).toBeGreaterThan(premium('SKYCARE-PLUS', 30, 5));
  });
});

describe('legal content files', () => {
  it('has every requirements §3 legal-content key in Vietnamese and English, with a title and clean HTML', () => {
    const rows = readLegalContent(LEGAL_CONTENT_DIR, NOW.toISOString());
    for (const key of LEGAL_CONTENT_KEYS) {
      for (const language of ['vi', 'en']) {
        const row = rows.find((candidate) => candidate.name === key && candidate.language_id === language);
        expect(row, `${key}.${language}`).toBeDefined();
        expect(row?.title.length).toBeGreaterThan(3);
        expect(row?.detail.length).toBeGreaterThan(200);
        expect(row?.detail).not.toMatch(/<h1|<script|\son[a-z]+=|javascript:/i);
      }
    }
    // The files are the source: nothing is dropped by the sanitizer except the title heading.
    for (const file of readdirSync(LEGAL_CONTENT_DIR)) {
      const source = readFileSync(new URL(file, LEGAL_CONTENT_DIR), 'utf8');
      expect(source, file).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    }
  });

  it('sanitizes what a file holds: a script, an onerror handler and a javascript: link never survive', () => {
    const { title, detail } = parseLegalHtml(
      '<h1>Điều &amp; kiện</h1><p>Nội dung <img src="x" onerror="alert(1)"><a href="javascript:alert(2)">xem</a></p><script>alert(3)</script>',
    );
    expect(title).toBe('Điều & kiện');
    expect(detail).toBe('<p>Nội dung <a>xem</a></p>');
  });

  it('refuses a folder that lacks a key’s Vietnamese or English text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legal-'));
    writeFileSync(join(dir, 'fareRules.vi.html'), '<h1>Điều kiện giá vé</h1><p>Nội dung.</p>');
    expect(() => readLegalContent(pathToFileURL(`${dir}/`), NOW.toISOString())).toThrow(
      /fareRules\.en\.html/,
    );
  });
});

describe.each(TEST_ENGINES)('seedAncillaries on $engine', (engine) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  }, 60_000);
  afterAll(() => handle.drop());

  it('writes everything once and never brings back what the airline deleted', async () => {
    const first = await seedAncillaries(handle.db, { now: NOW });
    expect(first).toEqual({
      services: buildAncillaryServices().length,
      products: buildAncillaryProducts(NOW).length,
      insurancePlans: buildInsurancePlans().length,
      insurancePremiums: buildInsurancePremiums().length,
      htmlContents: readLegalContent(LEGAL_CONTENT_DIR, '').length,
      addons: buildAddons().length,
    });
    await handle.db.deleteFrom('ancillary_product').where('code', '=', 'PET-L').execute();
    await handle.db.deleteFrom('html_content').where('name', '=', 'covidTestTerms').execute();
    const again = await seedAncillaries(handle.db, { now: new Date('2027-03-01T00:00:00.000Z') });
    expect(again).toEqual(first);
    const products = await handle.db.selectFrom('ancillary_product').select(['code', 'valid_from']).execute();
    expect(products).toHaveLength(first.products - 1);
    expect(products.some((row) => row.code === 'PET-L')).toBe(false);
    expect(products.find((row) => row.code === 'FLOWER-STD')?.valid_from).toBe('2027-01-07');
    const texts = await handle.db.selectFrom('html_content').select('name').execute();
    expect(texts).toHaveLength(first.htmlContents - 2);
    const runs = await handle.db.selectFrom('seed_run').select('name').execute();
    expect(runs.map((run) => run.name)).toEqual([ANCILLARIES_SEED_NAME]);
  });

  it('refuses rows the schema forbids', async () => {
    const [seeded] = buildAncillaryProducts(NOW);
    if (!seeded) throw new Error('no product');
    const base = { ...seeded, code: 'TEST-1' };
    const rejects = (row: typeof base) =>
      expect(handle.db.insertInto('ancillary_product').values(row).execute()).rejects.toThrow();
    await rejects({ ...base, unit: 'perKilo' });
    await rejects({ ...base, amount: -1 });
    await rejects({ ...base, applies_to: 'everywhere' });
    await rejects({ ...base, airport_end: 'departure', airport_codes: null });
    await rejects({ ...base, valid_from: '2027-02-01', valid_to: '2027-01-01' });
    await rejects({ ...base, service_type: 'teleport' });
    await rejects({ ...base, max_quantity: 0 });
    await handle.db.insertInto('ancillary_product').values(base).execute();
    await expect(
      handle.db
        .insertInto('insurance_premium')
        .values({
          plan_code: 'SKYCARE-BASIC',
          min_age: 30,
          max_age: 20,
          min_days: 1,
          max_days: 3,
          amount: 1000,
          currency: 'VND',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
