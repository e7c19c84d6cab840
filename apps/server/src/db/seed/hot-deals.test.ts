import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase, type TestDatabase } from '../../../test/engines';
import { ROUTES } from './network';
import { HOT_DEALS_SEED_NAME, buildHotDeals, seedHotDeals } from './hot-deals';
import { seedDatabase } from './seed';

describe('buildHotDeals', () => {
  const rows = buildHotDeals('2026-11-21T03:00:00.000Z');

  it('advertises about eight routes of the seeded network, domestic and international, from several airports', () => {
    const flown = new Set(ROUTES.flatMap((route) => [`${route.a}-${route.b}`, `${route.b}-${route.a}`]));
    for (const row of rows) expect(flown.has(`${row.origin_code}-${row.destination_code}`)).toBe(true);
    const active = rows.filter((row) => row.is_active === 1);
    expect(active.length).toBe(8);
    expect(new Set(active.map((row) => row.origin_code))).toEqual(new Set(['SGN', 'HAN', 'DAD']));
    expect(active.some((row) => ['BKK', 'ICN', 'SIN', 'TPE'].includes(row.destination_code))).toBe(true);
  });

  it('gives round trips a stay and one-way deals none, and each an image of its destination', () => {
    for (const row of rows) {
      expect(row.stay_days === null).toBe(row.trip_type === 'oneway');
      expect(row.image_path).toBe(`/hotdeal/images/${row.destination_code.toLowerCase()}.webp`);
    }
  });
});

describe.each(TEST_ENGINES)('seedHotDeals on $engine', (engine) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await seedDatabase(handle.db, { seed: 1, startDate: '2026-11-21', days: 1 });
  }, 60_000);
  afterAll(() => handle.drop());

  it('writes the deals once and never brings back one the airline deleted', async () => {
    const first = await seedHotDeals(handle.db, { now: new Date('2026-11-21T03:00:00.000Z') });
    expect(first.hotDeals).toBe(buildHotDeals('').length);
    await handle.db.deleteFrom('hot_deal').where('id', '=', 1).execute();
    const again = await seedHotDeals(handle.db, { now: new Date('2026-12-25T00:00:00.000Z') });
    expect(again).toEqual(first);
    const rows = await handle.db.selectFrom('hot_deal').select(['id', 'created_at']).orderBy('id').execute();
    expect(rows.some((row) => row.id === 1)).toBe(false);
    expect(rows).toHaveLength(first.hotDeals - 1);
    expect(new Set(rows.map((row) => row.created_at))).toEqual(new Set(['2026-11-21T03:00:00.000Z']));
    const runs = await handle.db.selectFrom('seed_run').select('name').orderBy('name').execute();
    expect(runs.map((run) => run.name)).toEqual([HOT_DEALS_SEED_NAME, 'network']);
  });

  it('refuses rows the schema forbids: a round trip without a stay, a sale window that ends first', async () => {
    const [seeded] = buildHotDeals('2026-11-21T03:00:00.000Z');
    if (!seeded) throw new Error('no seeded deal');
    const base = { ...seeded, id: 900 };
    await expect(
      handle.db
        .insertInto('hot_deal')
        .values({ ...base, trip_type: 'roundTrip', stay_days: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('hot_deal')
        .values({ ...base, sale_from: '2026-12-01T00:00:00.000Z', sale_to: '2026-11-01T00:00:00.000Z' })
        .execute(),
    ).rejects.toThrow();
    await handle.db.insertInto('hot_deal').values(base).execute();
  });
});
