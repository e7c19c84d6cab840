import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase, type TestDatabase } from '../../../test/engines';
import { PROMOTIONS_SEED_NAME, buildPromotions, seedPromotions } from './promotions';
import { seedDatabase } from './seed';

describe('buildPromotions', () => {
  it('sets every window relative to the start date', () => {
    const rows = buildPromotions('2026-11-21');
    const sky10 = rows.find((row) => row.code === 'SKY10');
    expect(sky10).toMatchObject({
      sale_from: '2026-11-14',
      sale_to: '2027-01-20',
      travel_from: '2026-11-21',
    });
    expect(rows.find((row) => row.code === 'HELLO2026')?.sale_to).toBe('2026-10-22');
    expect(rows.find((row) => row.code === 'TETSALE')?.sale_from).toBe('2026-12-21');
  });

  it('gives at least five codes covering percentages, amounts, route scopes and minimum groups', () => {
    const rows = buildPromotions('2026-11-21');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.discount_kind))).toEqual(new Set(['percent', 'amount']));
    expect(new Set(rows.map((row) => row.route_scope))).toEqual(
      new Set(['all', 'domestic', 'international', 'cityPairs']),
    );
    expect(rows.some((row) => row.min_passengers > 1)).toBe(true);
    for (const row of rows) expect(row.code).toMatch(/^[A-Z0-9]{4,16}$/);
  });
});

describe.each(TEST_ENGINES)('seedPromotions on $engine', (engine) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    // A database seeded before promotions existed.
    await seedDatabase(handle.db, { seed: 1, startDate: '2026-11-21', days: 1 });
  }, 60_000);
  afterAll(() => handle.drop());

  it('writes the codes once, with their own seed_run row, and nothing on later calls', async () => {
    const first = await seedPromotions(handle.db, { startDate: '2026-11-21' });
    const again = await seedPromotions(handle.db, { startDate: '2026-12-25' });
    expect(again).toEqual(first);
    const rows = await handle.db.selectFrom('promotion').select(['code', 'sale_from']).execute();
    expect(rows).toHaveLength(first.promotions);
    expect(rows.find((row) => row.code === 'SKY10')?.sale_from).toBe('2026-11-14');
    const runs = await handle.db.selectFrom('seed_run').select('name').orderBy('name').execute();
    expect(runs.map((run) => run.name)).toEqual(['network', PROMOTIONS_SEED_NAME]);
  });
});
