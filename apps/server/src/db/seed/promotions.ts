import { addDaysToIsoDate, isIsoDate } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { PromotionTables } from '../tables/promotions';

type PromotionRow = PromotionTables['promotion'];

/** The seed_run name of the promotion seed (separate from the network's, see seedPromotions). */
export const PROMOTIONS_SEED_NAME = 'promotions';

/**
 * Realistic promotion codes, their windows relative to the seed's first day `start`:
 * a general sale, a domestic fixed-amount code, a trunk-route code for groups of two or more, an
 * international code, a family code for four or more, one whose sale ended and one not yet open.
 */
export function buildPromotions(start: string): PromotionRow[] {
  if (!isIsoDate(start)) throw new RangeError(`Not a YYYY-MM-DD date: ${start}`);
  const day = (offset: number): string => addDaysToIsoDate(start, offset);
  const row = (
    fields: Omit<PromotionRow, 'is_active' | 'percent_bp' | 'amount' | 'max_discount'> &
      Partial<Pick<PromotionRow, 'percent_bp' | 'amount' | 'max_discount'>>,
  ): PromotionRow => ({
    percent_bp: null,
    amount: null,
    max_discount: null,
    is_active: 1,
    ...fields,
  });
  const all = JSON.stringify([]);
  return [
    row({
      code: 'SKY10',
      description_vi: 'Giảm 10% giá vé Eco và Deluxe mọi đường bay, tối đa 300.000 VND',
      description_en: '10% off Eco and Deluxe fares on every route, up to 300,000 VND',
      discount_kind: 'percent',
      percent_bp: 1000,
      max_discount: 300_000,
      route_scope: 'all',
      city_pairs: all,
      fare_families: JSON.stringify(['Eco', 'Deluxe']),
      travel_from: day(0),
      travel_to: day(180),
      sale_from: day(-7),
      sale_to: day(60),
      min_passengers: 1,
    }),
    row({
      code: 'DOMESTIC50',
      description_vi: 'Giảm 50.000 VND mỗi hành khách cho vé Eco nội địa',
      description_en: '50,000 VND off per passenger on domestic Eco fares',
      discount_kind: 'amount',
      amount: 50_000,
      route_scope: 'domestic',
      city_pairs: all,
      fare_families: JSON.stringify(['Eco']),
      travel_from: day(0),
      travel_to: day(90),
      sale_from: day(0),
      sale_to: day(30),
      min_passengers: 1,
    }),
    row({
      code: 'TRUNK20',
      description_vi: 'Giảm 20% cho nhóm từ 2 khách trên các đường bay trục Sài Gòn – Hà Nội – Đà Nẵng',
      description_en: '20% off for two or more travellers on the Saigon – Hanoi – Da Nang trunk routes',
      discount_kind: 'percent',
      percent_bp: 2000,
      max_discount: 500_000,
      route_scope: 'cityPairs',
      city_pairs: JSON.stringify(['SGN-HAN', 'HAN-SGN', 'SGN-DAD', 'DAD-SGN', 'HAN-DAD', 'DAD-HAN']),
      fare_families: all,
      travel_from: day(3),
      travel_to: day(120),
      sale_from: day(0),
      sale_to: day(45),
      min_passengers: 2,
    }),
    row({
      code: 'ASIA15',
      description_vi: 'Giảm 15% giá vé quốc tế (trừ Thương gia), tối đa 1.000.000 VND',
      description_en: '15% off international fares (except Business), up to 1,000,000 VND',
      discount_kind: 'percent',
      percent_bp: 1500,
      max_discount: 1_000_000,
      route_scope: 'international',
      city_pairs: all,
      fare_families: JSON.stringify(['Eco', 'Deluxe', 'SkyBoss']),
      travel_from: day(7),
      travel_to: day(200),
      sale_from: day(0),
      sale_to: day(90),
      min_passengers: 1,
    }),
    row({
      code: 'FAMILY4',
      description_vi: 'Gia đình từ 4 khách: giảm 100.000 VND mỗi khách, tối đa 600.000 VND',
      description_en: 'Families of four or more: 100,000 VND off per traveller, up to 600,000 VND',
      discount_kind: 'amount',
      amount: 100_000,
      max_discount: 600_000,
      route_scope: 'all',
      city_pairs: all,
      fare_families: all,
      travel_from: day(0),
      travel_to: day(365),
      sale_from: day(0),
      sale_to: day(120),
      min_passengers: 4,
    }),
    row({
      code: 'HELLO2026',
      description_vi: 'Chào năm mới: giảm 12% (đã kết thúc)',
      description_en: 'New year sale: 12% off (ended)',
      discount_kind: 'percent',
      percent_bp: 1200,
      route_scope: 'all',
      city_pairs: all,
      fare_families: all,
      travel_from: day(-120),
      travel_to: day(30),
      sale_from: day(-120),
      sale_to: day(-30),
      min_passengers: 1,
    }),
    row({
      code: 'TETSALE',
      description_vi: 'Săn vé Tết: giảm 15% vé Eco, mở bán sau',
      description_en: 'Tet sale: 15% off Eco fares, opens later',
      discount_kind: 'percent',
      percent_bp: 1500,
      max_discount: 400_000,
      route_scope: 'domestic',
      city_pairs: all,
      fare_families: JSON.stringify(['Eco']),
      travel_from: day(60),
      travel_to: day(100),
      sale_from: day(30),
      sale_to: day(60),
      min_passengers: 1,
    }),
  ];
}

/**
 * Writes the promotion codes once, with their own seed_run row, so a database seeded before
 * promotions existed gets them on its next start. Idempotent: with the row present it writes
 * nothing; concurrent callers serialise on the write transaction and the loser's inserts do
 * nothing on conflict.
 */
export async function seedPromotions(
  db: Kysely<Database>,
  options: { startDate: string; now?: () => Date },
): Promise<{ promotions: number }> {
  const done = await db
    .selectFrom('seed_run')
    .select('report')
    .where('name', '=', PROMOTIONS_SEED_NAME)
    .executeTakeFirst();
  if (done) return JSON.parse(done.report) as { promotions: number };
  const rows = buildPromotions(options.startDate);
  const report = { promotions: rows.length };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('promotion')
      .values(rows)
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    await trx
      .insertInto('seed_run')
      .values({
        name: PROMOTIONS_SEED_NAME,
        seed: 0,
        start_date: options.startDate,
        days: 0,
        report: JSON.stringify(report),
        finished_at: (options.now?.() ?? new Date()).toISOString(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  });
  return report;
}
